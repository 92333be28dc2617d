import { amountToCents, type PortalDocument } from '@messeportal/domain';
import { Anchor, Button, Group, Table, VisuallyHidden } from '@mantine/core';
import { IconFileCheck, IconFileInvoice, IconFileText, IconFileX, IconListCheck, IconReceiptRefund } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../i18n/format.ts';
import { InvoicePaymentState } from '../../../ui/invoice-payment.tsx';
import { failureText, notifyError } from '../../../ui/notify.tsx';
import { StackingTable } from '../../../ui/stacking-table.tsx';
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

/** Documents with number, type, date, state (an invoice's payment, open amount and due date), amount and their downloads: PDF, and XRechnung for invoice kinds. */
export function DocumentsTable({ documents, caption }: { documents: ListedDocument[]; caption: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const download = useDownloadDocument();
  const downloadXml = useDownloadXRechnung();
  const withEvent = documents.some((document) => document.event);

  return (
    <StackingTable minWidth={withEvent ? 960 : 800} striped captionSide="top">
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('portal.documents.number')}</Table.Th>
          <Table.Th>{t('portal.documents.type')}</Table.Th>
          {withEvent && <Table.Th>{t('portal.documents.event')}</Table.Th>}
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
            <Table.Td data-label={t('portal.documents.type')}>
              <DocumentType type={document.type} label={document.typeLabel} />
            </Table.Td>
            {withEvent && (
              <Table.Td data-label={t('portal.documents.event')}>
                {document.event && (
                  <Anchor component={Link} to={`/registration/docs/${document.event.registrationId}`}>
                    {document.event.name}
                  </Anchor>
                )}
              </Table.Td>
            )}
            <Table.Td data-label={t('portal.documents.date')}>{format.date(document.date)}</Table.Td>
            <Table.Td data-label={t('portal.documents.status')}>
              {document.payment ? (
                <InvoicePaymentState payment={document.payment} dueDate={document.dueDate} currency={document.currency} />
              ) : (
                <DocumentStatus status={document.status} label={document.statusLabel} />
              )}
            </Table.Td>
            <Table.Td data-label={t('portal.documents.createdAt')}>{format.date(document.createdAt)}</Table.Td>
            <Table.Td data-label={t('portal.documents.updatedAt')}>{format.date(document.updatedAt)}</Table.Td>
            <Table.Td ta="right" data-label={t('portal.documents.gross')}>
              {format.money(amountToCents(document.grossAmount), document.currency)}
            </Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <Button
                  size="compact-sm"
                  variant="light"
                  loading={download.isPending && download.variables.id === document.id}
                  onClick={() => download.mutate(document, { onError: (error) => notifyError(failureText(error, t)) })}
                  aria-label={t('portal.documents.download', { number: document.number })}
                >
                  {t('portal.documents.pdf')}
                </Button>
                {document.xmlUrl && (
                  <Button
                    size="compact-sm"
                    variant="default"
                    loading={downloadXml.isPending && downloadXml.variables.id === document.id}
                    onClick={() => downloadXml.mutate(document, { onError: (error) => notifyError(failureText(error, t)) })}
                    aria-label={t('portal.documents.downloadXml', { number: document.number })}
                  >
                    XRechnung
                  </Button>
                )}
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </StackingTable>
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
