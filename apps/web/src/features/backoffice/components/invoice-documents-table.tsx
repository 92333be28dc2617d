import { amountToCents, type InvoiceDocument } from '@messeportal/domain';
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../i18n/format.ts';
import { InvoicePaymentState } from '../../../ui/invoice-payment.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { RecordsTable } from './registration-records.tsx';
import { useInvoicingText } from './invoicing-text.ts';

/**
 * One registration's or one invoice's invoices, credit notes and cancellation vouchers, on a record's page:
 * number (to the document, which holds its files) with its kind under it, dates, state (an invoice's payment)
 * and amounts.
 */
export function InvoiceDocumentsTable({ documents }: { documents: InvoiceDocument[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const text = useInvoicingText();
  const k = (key: string) => text(`columns.${key}`);
  const kind = (document: InvoiceDocument) =>
    [
      document.isFinal ? t('backoffice.invoicing.final') : document.typeLabel,
      document.billingNumber && document.billingNumber !== 'none' ? text(`billingNumbers.${document.billingNumber}`) : '',
      document.correctsNumber ? t('backoffice.invoicing.corrects', { number: document.correctsNumber }) : '',
    ]
      .filter(Boolean)
      .join(' · ');
  const columns = [k('number'), k('date'), k('due'), k('status'), k('gross'), k('open')];
  const rows = documents.map((document) => ({
    key: document.id,
    cells: [
      <div>
        <Anchor component={Link} to={`/be/document/${document.id}`} style={{ whiteSpace: 'nowrap' }}>
          {document.number}
        </Anchor>
        <Text size="xs" c="dimmed">
          {kind(document)}
        </Text>
      </div>,
      format.date(document.date),
      document.dueDate ? format.date(document.dueDate) : '–',
      document.payment ? <InvoicePaymentState payment={document.payment} dueDate={document.dueDate} withAmounts={false} /> : <StatusBadge status={`document.${document.status}` as never} />,
      format.money(amountToCents(document.gross)),
      document.payment ? format.money(amountToCents(document.payment.open)) : '–',
    ],
  }));
  return <RecordsTable columns={columns} rows={rows} minWidth={600} numeric={[4, 5]} />;
}
