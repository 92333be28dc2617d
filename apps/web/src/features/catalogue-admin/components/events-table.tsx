import type { AdminEventsAnswer } from '@messeportal/domain';
import { Badge, Menu, Table, Text } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { IndexActionsHeader, IndexRowActions } from '../../../ui/index-row-actions.tsx';
import { IndexRow, IndexTable, IndexTitleCell } from '../../../ui/index-table.tsx';
import { TONE_COLORS } from '../../../ui/tones.ts';
import { nameIn } from '../model/names.ts';

type ListedEvent = AdminEventsAnswer['events'][number];

/** The tone of each registration phase's badge. */
const PHASE_TONES = { open: 'success', notYetOpen: 'info', closed: 'neutral' } as const;

/**
 * Every event with its days, whether it is published and its registration open, and whether it is past; a row
 * opens the event's catalogue, a new edition is in its "…" menu. On a phone a row is the name and the
 * registration's badges, then the days.
 */
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
    <IndexTable minWidth={760} caption={t('catalogueAdmin.events.caption')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{column('name')}</Table.Th>
          <Table.Th>{column('dates')}</Table.Th>
          <Table.Th>{column('registration')}</Table.Th>
          <Table.Th>{column('state')}</Table.Th>
          {onCopy && <IndexActionsHeader />}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {events.map((event) => {
          const name = nameIn(event, lang);
          const to = `/be/admin/event/${event.id}`;
          const range = t('catalogueAdmin.events.range', { from: format.date(event.startsAt), to: format.date(event.endsAt) });
          const period = event.isPast ? t('catalogueAdmin.events.past') : t('catalogueAdmin.events.current');
          return (
            <IndexRow key={event.id} to={to}>
              <IndexTitleCell to={to} title={name} phoneMeta={`${range} · ${period}`} />
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{range}</Table.Td>
              <Table.Td data-phone="badge">
                {/* Unpublished, its registration is open to no one: that one badge says all. */}
                {event.isPublished ? (
                  <Badge variant="light" color={TONE_COLORS[PHASE_TONES[event.registrationPhase]]}>
                    {phase(event)}
                  </Badge>
                ) : (
                  <Badge variant="light" color={TONE_COLORS.warning}>
                    {t('catalogueAdmin.events.notPublished')}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm" c={event.isPast ? 'dimmed' : undefined}>
                  {period}
                </Text>
              </Table.Td>
              {onCopy && (
                <Table.Td data-phone="actions">
                  <IndexRowActions name={name}>
                    <Menu.Item leftSection={<IconCopy size={16} stroke={1.6} aria-hidden />} onClick={() => onCopy(event)}>
                      {t('catalogueAdmin.events.copyOf', { name })}
                    </Menu.Item>
                  </IndexRowActions>
                </Table.Td>
              )}
            </IndexRow>
          );
        })}
      </Table.Tbody>
    </IndexTable>
  );
}
