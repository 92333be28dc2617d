import { amountToCents, type PortalDocument } from '@messeportal/domain';
import { Alert, Anchor, Box, Group, Menu, Table } from '@mantine/core';
import { useState } from 'react';
import { IconDownload, IconExternalLink, IconFileCheck, IconFileInvoice, IconFileText, IconFileX, IconListCheck, IconReceiptRefund } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../i18n/format.ts';
import { InvoicePaymentState } from '../../../ui/invoice-payment.tsx';
import { failureText } from '../../../ui/notify.tsx';
import { TONE_COLORS } from '../../../ui/tones.ts';
import { IndexActionsHeader, IndexRowActions } from '../../../ui/index-row-actions.tsx';
import { IndexRow, IndexTable, IndexTitleCell } from '../../../ui/index-table.tsx';
import { isStatus } from '../../../ui/statuses.ts';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { useDownloadDocument, useDownloadXRechnung } from '../api/download-document.ts';

/** Each kind of document by its icon (decorative: its type is written beside it). */
const TYPE_ICONS: Record<string, typeof IconFileText> = {
  confirmation: IconFileCheck,
  invoice: IconFileInvoice,
  credit_note: IconReceiptRefund,
  cancellation: IconFileX,
  booked_services: IconListCheck,
};

/** A document of the list; across events it names its fair, whose documents it opens. */
export type ListedDocument = PortalDocument & { currency: string; event?: { name: string; registrationId: number } };

/**
 * Documents on the Index template: the number (with its type under it) opens the PDF, as a click on the row
 * does; date, state (an invoice's payment, open amount and due date), the fair across events, the gross
 * right-aligned; the XRechnung and the fair's documents in the row's "…" menu. On a phone a row is number and
 * state, then type and date and the gross.
 */
export function DocumentsTable({ documents, caption }: { documents: ListedDocument[]; caption: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const download = useDownloadDocument();
  const downloadXml = useDownloadXRechnung();
  const withEvent = documents.some((document) => document.event);
  // A download that failed is said above the list, where the reader clicked, until the next one or its ×.
  const [failure, setFailure] = useState<string | null>(null);
  const onError = (error: unknown) => setFailure(failureText(error, t));
  const pdf = (document: ListedDocument) => {
    setFailure(null);
    download.mutate(document, { onError });
  };
  const xml = (document: ListedDocument) => {
    setFailure(null);
    downloadXml.mutate(document, { onError });
  };

  return (
    <>
      {failure && (
        <Box p="md" pb={0}>
          <Alert color={TONE_COLORS.danger} variant="light" role="alert" title={t('portal.documents.downloadFailed')} withCloseButton closeButtonLabel={t('portal.edit.close')} onClose={() => setFailure(null)}>
            {failure}
          </Alert>
        </Box>
      )}
    <IndexTable minWidth={withEvent ? 960 : 800} caption={caption}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('portal.documents.number')}</Table.Th>
          {withEvent && <Table.Th>{t('portal.documents.event')}</Table.Th>}
          <Table.Th>{t('portal.documents.date')}</Table.Th>
          <Table.Th>{t('portal.documents.status')}</Table.Th>
          <Table.Th>{t('portal.documents.updatedAt')}</Table.Th>
          <Table.Th data-numeric>{t('portal.documents.gross')}</Table.Th>
          <IndexActionsHeader />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {documents.map((document) => (
          <IndexRow key={document.id} onOpen={() => pdf(document)}>
            <IndexTitleCell
              onOpen={() => pdf(document)}
              openLabel={t('portal.documents.download', { number: document.number })}
              title={document.number}
              detail={<DocumentType type={document.type} label={document.typeLabel} />}
              phoneMeta={[document.event?.name, format.date(document.date)].filter(Boolean).join(' · ')}
            />
            {withEvent && (
              <Table.Td>
                {document.event && (
                  <Anchor component={Link} to={`/registration/docs/${document.event.registrationId}`}>
                    {document.event.name}
                  </Anchor>
                )}
              </Table.Td>
            )}
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.date(document.date)}</Table.Td>
            <Table.Td data-phone="badge">
              {document.payment ? (
                <InvoicePaymentState payment={document.payment} dueDate={document.dueDate} currency={document.currency} />
              ) : (
                <DocumentStatus status={document.status} label={document.statusLabel} />
              )}
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.date(document.updatedAt)}</Table.Td>
            <Table.Td data-numeric data-phone="amount">
              {format.money(amountToCents(document.grossAmount), document.currency)}
            </Table.Td>
            <Table.Td data-phone="actions">
              <IndexRowActions name={document.number}>
                <Menu.Item leftSection={<IconDownload size={16} stroke={1.6} aria-hidden />} onClick={() => pdf(document)}>
                  {t('portal.documents.download', { number: document.number })}
                </Menu.Item>
                {document.xmlUrl && (
                  <Menu.Item leftSection={<IconDownload size={16} stroke={1.6} aria-hidden />} onClick={() => xml(document)}>
                    {t('portal.documents.downloadXml', { number: document.number })}
                  </Menu.Item>
                )}
                {document.event && (
                  <Menu.Item leftSection={<IconExternalLink size={16} stroke={1.6} aria-hidden />} component={Link} to={`/registration/docs/${document.event.registrationId}`}>
                    {document.event.name}
                  </Menu.Item>
                )}
              </IndexRowActions>
            </Table.Td>
          </IndexRow>
        ))}
      </Table.Tbody>
    </IndexTable>
    </>
  );
}

function DocumentType({ type, label }: { type: string; label: string }) {
  const Icon = TYPE_ICONS[type] ?? IconFileText;
  return (
    <Group gap={6} wrap="nowrap" component="span">
      <Icon size={18} stroke={1.6} aria-hidden style={{ flexShrink: 0, color: 'var(--mantine-color-brand-8)' }} />
      {label}
    </Group>
  );
}

/** A known state as its badge; one the mapping lacks as the server's label. */
function DocumentStatus({ status, label }: { status: string; label: string }) {
  const key = `document.${status}`;
  return isStatus(key) ? <StatusBadge status={key} /> : label;
}
