import type { AdminBookletGroup, AdminBookletItem } from '@messeportal/domain';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import type { BookletMove } from '../model/reorder.ts';
import { titleIn } from '../model/names.ts';
import { BookletItemsTable } from './booklet-items-table.tsx';
import { RowActions } from './row-actions.tsx';
import { useDefinitions } from './use-definitions.ts';

export interface BookletActions {
  move: (move: BookletMove) => void;
  moving: boolean;
  editGroup: (group: AdminBookletGroup) => void;
  removeGroup: (group: AdminBookletGroup, name: string) => void;
  newItem: (group: AdminBookletGroup) => void;
  editItem: (item: AdminBookletItem) => void;
  removeItem: (item: AdminBookletItem, name: string) => void;
}

interface BookletGroupCardProps {
  group: AdminBookletGroup;
  isFirst: boolean;
  isLast: boolean;
  currency: string;
  /** Writers' actions; without them the group is read only. */
  actions?: BookletActions;
}

/** One group of the booklet with its display, its items in order, and (for writers) moving, editing and adding. */
export function BookletGroupCard({ group, isFirst, isLast, currency, actions }: BookletGroupCardProps) {
  const { t } = useTranslation();
  const lang = langOf(useLocale());
  const groupTypes = useDefinitions('groupTypes');
  const name = titleIn(group, lang);
  return (
    <Card withBorder padding="lg" component="section" aria-label={name}>
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            <Title order={3} size="h4">
              {name}
            </Title>
            <Text size="sm" c="dimmed">
              {groupTypes.labelOf(group.groupType)}
            </Text>
          </Group>
          {actions && (
            <Group gap="xs">
              <RowActions
                name={name}
                onMove={{ up: isFirst ? undefined : () => actions.move({ kind: 'group', id: group.id, delta: -1 }), down: isLast ? undefined : () => actions.move({ kind: 'group', id: group.id, delta: 1 }), busy: actions.moving }}
                onEdit={() => actions.editGroup(group)}
                onDelete={() => actions.removeGroup(group, name)}
              />
              <Button size="compact-sm" variant="light" leftSection={<IconPlus size={16} stroke={1.6} aria-hidden />} onClick={() => actions.newItem(group)} aria-label={t('catalogueAdmin.booklet.newItemIn', { name })}>
                {t('catalogueAdmin.booklet.newItem')}
              </Button>
            </Group>
          )}
        </Group>
        {group.items.length === 0 ? (
          <EmptyState title={t('catalogueAdmin.booklet.groupNone')} text={t('catalogueAdmin.booklet.groupNoneText')} />
        ) : (
          <BookletItemsTable
            items={group.items}
            currency={currency}
            actions={
              actions && {
                edit: actions.editItem,
                remove: actions.removeItem,
                move: (item, delta) => actions.move({ kind: 'item', id: item.id, delta }),
                busy: actions.moving,
              }
            }
          />
        )}
      </Stack>
    </Card>
  );
}
