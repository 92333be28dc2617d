import { amountToCents } from '@messeportal/domain';
import { Button, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useFormat } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { failureText, notifyError } from '../../../ui/notify.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { StackingTable } from '../../../ui/stacking-table.tsx';
import { useDownloadDocument } from '../api/download-document.ts';
import { useDocuments } from '../api/get-documents.ts';
import { RegistrationNav } from '../components/registration-nav.tsx';
import { useRegistrationEvent } from '../components/use-registration-event.ts';

/** The documents of a registration (SPEC §2 registration/docs): confirmations, invoices, credit notes, vouchers. */
export function DocumentsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const format = useFormat();
  const registrationId = Number(useParams().id);
  const answer = useDocuments(registrationId, locale);
  const download = useDownloadDocument();
  const { event } = useRegistrationEvent(registrationId);

  if (answer.isPending) return <PageLoader />;
  if (answer.isError) return <ErrorAlert error={answer.error} />;
  const { documents } = answer.data;
  const currency = event?.currency ?? 'EUR';

  return (
    <Stack gap="lg">
      <RegistrationNav registrationId={registrationId} hasFireplace={event?.hasFireplaceConnections ?? false} />
      <Stack gap={4}>
        <Title order={1}>{t('portal.documents.title')}</Title>
        {event && <Text c="dimmed">{event.name}</Text>}
      </Stack>
      {documents.length === 0 ? (
        <Text>{t('portal.documents.none')}</Text>
      ) : (
        <StackingTable minWidth={800} striped captionSide="top">
          <Table.Caption>{t('portal.documents.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('portal.documents.number')}</Table.Th>
              <Table.Th>{t('portal.documents.type')}</Table.Th>
              <Table.Th>{t('portal.documents.date')}</Table.Th>
              <Table.Th>{t('portal.documents.status')}</Table.Th>
              <Table.Th>{t('portal.documents.createdAt')}</Table.Th>
              <Table.Th>{t('portal.documents.updatedAt')}</Table.Th>
              <Table.Th ta="right">{t('portal.documents.gross')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('portal.documents.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {documents.map((document) => (
              <Table.Tr key={document.id}>
                <Table.Td data-label={t('portal.documents.number')}>{document.number}</Table.Td>
                <Table.Td data-label={t('portal.documents.type')}>{document.typeLabel}</Table.Td>
                <Table.Td data-label={t('portal.documents.date')}>{format.date(document.date)}</Table.Td>
                <Table.Td data-label={t('portal.documents.status')}>{document.statusLabel}</Table.Td>
                <Table.Td data-label={t('portal.documents.createdAt')}>{format.date(document.createdAt)}</Table.Td>
                <Table.Td data-label={t('portal.documents.updatedAt')}>{format.date(document.updatedAt)}</Table.Td>
                <Table.Td ta="right" data-label={t('portal.documents.gross')}>{format.money(amountToCents(document.grossAmount), currency)}</Table.Td>
                <Table.Td>
                  <Button
                    size="compact-sm"
                    variant="light"
                    loading={download.isPending && download.variables.id === document.id}
                    onClick={() => download.mutate(document, { onError: (error) => notifyError(failureText(error, t)) })}
                    aria-label={t('portal.documents.download', { number: document.number })}
                  >
                    {t('portal.documents.pdf')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </StackingTable>
      )}
    </Stack>
  );
}
