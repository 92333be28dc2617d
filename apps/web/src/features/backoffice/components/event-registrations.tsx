import { Card, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEventRegistrations } from '../../../api/get-event-registrations.ts';
import { useFormat } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { StackingTable } from '../../../ui/stacking-table.tsx';

/** The companies registered for an event: stand type, size, hall, stand number and whether they confirmed. */
export function EventRegistrations({ eventId, eventName }: { eventId: number; eventName: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const answer = useEventRegistrations(eventId, useLocale());

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="event-registrations-title">
      <Stack gap="sm">
      <Title order={2} size="h3" id="event-registrations-title">
        {t('backoffice.registrations.title')}
      </Title>
      {answer.isPending ? (
        <PageLoader />
      ) : answer.isError ? (
        <ErrorAlert error={answer.error} />
      ) : answer.data.registrations.length === 0 ? (
        <Text>{t('backoffice.registrations.none')}</Text>
      ) : (
        <StackingTable minWidth={760} striped captionSide="top">
            <Table.Caption>{t('backoffice.registrations.caption', { event: eventName })}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('backoffice.registrations.company')}</Table.Th>
                <Table.Th>{t('backoffice.registrations.standType')}</Table.Th>
                <Table.Th ta="right">{t('backoffice.registrations.standSize')}</Table.Th>
                <Table.Th>{t('backoffice.registrations.hall')}</Table.Th>
                <Table.Th>{t('backoffice.registrations.standNr')}</Table.Th>
                <Table.Th>{t('backoffice.registrations.confirmed')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {answer.data.registrations.map((registration) => (
                <Table.Tr key={registration.id}>
                  <Table.Td data-label={t('backoffice.registrations.company')}>{registration.companyName}</Table.Td>
                  <Table.Td data-label={t('backoffice.registrations.standType')}>{registration.standTypeLabel || '–'}</Table.Td>
                  <Table.Td data-label={t('backoffice.registrations.standSize')} ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {registration.standSize ? t('backoffice.registrations.size', { size: format.number(registration.standSize) }) : '–'}
                  </Table.Td>
                  <Table.Td data-label={t('backoffice.registrations.hall')}>{registration.hall || '–'}</Table.Td>
                  <Table.Td data-label={t('backoffice.registrations.standNr')}>{registration.standNr || '–'}</Table.Td>
                  <Table.Td data-label={t('backoffice.registrations.confirmed')}>
                    <StatusBadge status={registration.isConfirmed ? 'registration.confirmed' : 'registration.unconfirmed'} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
        </StackingTable>
      )}
      </Stack>
    </Card>
  );
}
