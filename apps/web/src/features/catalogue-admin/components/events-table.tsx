import type { AdminEventsAnswer } from '@messeportal/domain';
import { Anchor, Badge, Button, Group, Table } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../i18n/format.ts';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { StackingTable } from '../../../ui/stacking-table.tsx';
import { TONE_COLORS } from '../../../ui/tones.ts';
import { nameIn } from '../model/names.ts';

type ListedEvent = AdminEventsAnswer['events'][number];

/** The tone of each registration phase's badge. */
const PHASE_TONES = { open: 'success', notYetOpen: 'info', closed: 'neutral' } as const;

/** Every event with its days, whether it is published and its registration open, and whether it is past; a new edition per row. */
export function EventsTable({ events, onCopy }: { events: ListedEvent[]; onCopy?: (event: ListedEvent) => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const lang = langOf(useLocale());
  const column = (key: 'name' | 'dates' | 'registration' | 'state') => t(`catalogueAdmin.events.columns.${key}`);
  const phase = (event: ListedEvent) =>
    ({
      open: t('catalogueAdmin.events.open', { date: format.date(event.registrationEndsAt) }),
      notYetOpen: t('catalogueAdmin.events.opensOn', { date: format.date(event.registrationOpensOn) }),
      closed: t('catalogueAdmin.events.closed'),
    })[event.registrationPhase];
  return (
    <StackingTable minWidth={760} verticalSpacing="sm" aria-label={t('catalogueAdmin.events.caption')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{column('name')}</Table.Th>
          <Table.Th>{column('dates')}</Table.Th>
          <Table.Th>{column('registration')}</Table.Th>
          <Table.Th>{column('state')}</Table.Th>
          {onCopy && <Table.Th>{t('catalogueAdmin.common.actions')}</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {events.map((event) => {
          const name = nameIn(event, lang);
          return (
            <Table.Tr key={event.id}>
              <Table.Td data-label={column('name')}>
                <Anchor component={Link} to={`/be/admin/event/${event.id}`} fw={600}>
                  {name}
                </Anchor>
              </Table.Td>
              <Table.Td data-label={column('dates')} style={{ whiteSpace: 'nowrap' }}>
                {t('catalogueAdmin.events.range', { from: format.date(event.startsAt), to: format.date(event.endsAt) })}
              </Table.Td>
              <Table.Td data-label={column('registration')}>
                <Group gap={6}>
                  {!event.isPublished && (
                    <Badge variant="outline" color={TONE_COLORS.warning}>
                      {t('catalogueAdmin.events.notPublished')}
                    </Badge>
                  )}
                  <Badge variant="light" color={TONE_COLORS[PHASE_TONES[event.registrationPhase]]}>
                    {phase(event)}
                  </Badge>
                </Group>
              </Table.Td>
              <Table.Td data-label={column('state')}>
                <Badge variant="light" color={TONE_COLORS[event.isPast ? 'neutral' : 'info']}>
                  {event.isPast ? t('catalogueAdmin.events.past') : t('catalogueAdmin.events.current')}
                </Badge>
              </Table.Td>
              {onCopy && (
                <Table.Td data-label={t('catalogueAdmin.common.actions')}>
                  <Button
                    size="compact-sm"
                    variant="light"
                    leftSection={<IconCopy size={16} stroke={1.6} aria-hidden />}
                    aria-label={t('catalogueAdmin.events.copyOf', { name })}
                    onClick={() => onCopy(event)}
                  >
                    {t('catalogueAdmin.events.copy')}
                  </Button>
                </Table.Td>
              )}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </StackingTable>
  );
}
