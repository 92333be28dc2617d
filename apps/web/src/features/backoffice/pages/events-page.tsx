import type { StaffEvent } from '@messeportal/domain';
import { Stack, Table, Text } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { IndexBody, IndexCard, IndexEmpty } from '../../../ui/index-card.tsx';
import { IndexRow, IndexTable, IndexTitleCell } from '../../../ui/index-table.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useEvents } from '../api/get-events.ts';
import { RegistrationOpenBadge } from '../components/public-link.tsx';

/**
 * `#/be`: the back office's start on the Index template — every event, newest first, a row each with its days,
 * whether registration is open and its key figures; a row opens the event. On a phone a row is the name and the
 * registration's badge, then the days and the ordered net.
 */
export function EventsPage() {
  const { t } = useTranslation();
  const answer = useEvents(useLocale());

  return (
    <Stack gap="lg">
      <PageHeader title={t('backoffice.events.title')} subtitle={t('backoffice.events.caption')} />
      <IndexCard>
        <IndexBody
          answer={answer}
          records={(data) => data.events}
          loadingRows={3}
          empty={
            <IndexEmpty icon={<IconCalendarEvent size={24} stroke={1.6} />} title={t('backoffice.events.none')} text={t('backoffice.events.noneNext')} />
          }
        >
          {(data) => (
            <EventsTable events={data.events} />
          )}
        </IndexBody>
      </IndexCard>
    </Stack>
  );
}

function EventsTable({ events }: { events: StaffEvent[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const count = new Intl.NumberFormat(useLocale()).format;
  return (
    <IndexTable minWidth={960} caption={t('backoffice.events.caption')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('backoffice.events.name')}</Table.Th>
          <Table.Th>{t('backoffice.events.days')}</Table.Th>
          <Table.Th>{t('backoffice.events.registration')}</Table.Th>
          <Table.Th data-numeric>{t('backoffice.figures.offers')}</Table.Th>
          <Table.Th data-numeric>{t('backoffice.figures.registrations')}</Table.Th>
          <Table.Th data-numeric>{t('backoffice.figures.standArea')}</Table.Th>
          <Table.Th data-numeric>{t('backoffice.figures.ordered')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {events.map((event) => {
          const to = `/be/event/${event.id}`;
          const range = t('backoffice.events.range', { from: format.date(event.startsAt), to: format.date(event.endsAt) });
          return (
            <IndexRow key={event.id} to={to}>
              <IndexTitleCell
                to={to}
                title={event.name}
                phoneMeta={`${range} · ${t('backoffice.events.registrations', { count: event.registrationCount })}`}
              />
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{range}</Table.Td>
              <Table.Td data-phone="badge">
                <RegistrationOpenBadge event={event} />
              </Table.Td>
              <Table.Td data-numeric>{count(event.offerCount)}</Table.Td>
              <Table.Td data-numeric>
                {count(event.registrationCount)}
                {event.unconfirmedCount > 0 && (
                  <Text size="xs" c="dimmed">
                    {t('backoffice.figures.unconfirmed', { count: event.unconfirmedCount })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td data-numeric>{t('backoffice.figures.area', { area: format.number(event.standArea) })}</Table.Td>
              <Table.Td data-numeric data-phone="amount">
                {format.money(event.orderedNetCents)}
              </Table.Td>
            </IndexRow>
          );
        })}
      </Table.Tbody>
    </IndexTable>
  );
}
