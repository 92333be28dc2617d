import type { AdminBookletGroup, AdminBookletItem } from '@messeportal/domain';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBook, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { failureText, notifyError } from '../../../ui/notify.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { useAdminBooklet, useDeleteBookletGroup, useDeleteBookletItem, useReorderBooklet } from '../api/booklet.ts';
import { useAdminEvent } from '../api/event.ts';
import { bookletOrderAfterMove, type BookletMove } from '../model/reorder.ts';
import { BookletGroupCard, type BookletActions } from './booklet-group-card.tsx';
import { BookletGroupEditor } from './booklet-group-editor.tsx';
import { BookletItemEditor } from './booklet-item-editor.tsx';
import { mayWriteCatalogue } from './may-write.ts';
import { useDelete } from './use-delete.tsx';

type Editing = { kind: 'group'; group: AdminBookletGroup | null } | { kind: 'item'; item: AdminBookletItem | null; groupId: number } | null;

/** The order booklet: groups in order with their items; admins edit both and move them up and down. */
export function BookletTab({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const answer = useAdminBooklet(eventId, locale);
  const currency = useAdminEvent(eventId, locale).data?.event.currency ?? 'EUR';
  const reorder = useReorderBooklet(eventId, locale);
  const groupDelete = useDelete(useDeleteBookletGroup(eventId, locale));
  const itemDelete = useDelete(useDeleteBookletItem(eventId, locale));
  const [editing, setEditing] = useState<Editing>(null);
  const writable = mayWriteCatalogue();

  if (answer.isPending) return <PageLoader />;
  if (answer.isError) return <ErrorAlert error={answer.error} />;
  const { groups } = answer.data;
  const edit = (next: Editing) => {
    setEditing(next);
    window.scrollTo({ top: 0 });
  };
  const actions: BookletActions = {
    move: (move: BookletMove) => reorder.mutate(bookletOrderAfterMove(groups, move), { onError: (error) => notifyError(failureText(error, t)) }),
    moving: reorder.isPending,
    editGroup: (group) => edit({ kind: 'group', group }),
    removeGroup: (group, name) => groupDelete.remove(group.id, name),
    newItem: (group) => edit({ kind: 'item', item: null, groupId: group.id }),
    editItem: (item) => edit({ kind: 'item', item, groupId: item.groupId }),
    removeItem: (item, name) => itemDelete.remove(item.id, name),
  };
  const newGroup = writable && editing === null && (
    <Button variant="light" leftSection={<IconPlus size={18} stroke={1.6} aria-hidden />} onClick={() => setEditing({ kind: 'group', group: null })}>
      {t('catalogueAdmin.booklet.newGroup')}
    </Button>
  );

  return (
    <Stack gap="md">
      {editing?.kind === 'group' && <BookletGroupEditor key={editing.group?.id ?? 'new'} eventId={eventId} group={editing.group} onDone={() => setEditing(null)} />}
      {editing?.kind === 'item' && (
        <BookletItemEditor key={editing.item?.id ?? `new-${editing.groupId}`} eventId={eventId} groups={groups} item={editing.item} groupId={editing.groupId} onDone={() => setEditing(null)} />
      )}
      <Group justify="space-between" gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h3">
            {t('catalogueAdmin.booklet.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('catalogueAdmin.booklet.intro')}
          </Text>
        </Stack>
        {newGroup}
      </Group>
      {groupDelete.refusal}
      {itemDelete.refusal}
      {groups.length === 0 ? (
        <Card withBorder>
          <EmptyState icon={<IconBook size={24} stroke={1.6} />} title={t('catalogueAdmin.booklet.none')} text={t('catalogueAdmin.booklet.noneText')} action={newGroup} />
        </Card>
      ) : (
        groups.map((group, index) => (
          <BookletGroupCard key={group.id} group={group} isFirst={index === 0} isLast={index === groups.length - 1} currency={currency} actions={writable ? actions : undefined} />
        ))
      )}
    </Stack>
  );
}
