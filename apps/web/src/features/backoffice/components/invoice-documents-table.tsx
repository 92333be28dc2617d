import { amountToCents, type InvoiceDocument } from '@messeportal/domain';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useFormat } from '../../../i18n/format.ts';
import { DocumentKind, DocumentState } from './document-parts.tsx';
import { useInvoicingText } from './invoicing-text.ts';
import { RecordsTable } from './registration-records.tsx';

/**
 * One registration's or one invoice's invoices, credit notes and cancellation vouchers, on a record's page:
 * number (to the document, which holds its files) with its kind under it, dates, state (an invoice's payment)
 * and amounts.
 */
export function InvoiceDocumentsTable({ documents }: { documents: InvoiceDocument[] }) {
  const format = useFormat();
  const text = useInvoicingText();
  const k = (key: string) => text(`columns.${key}`);
  const columns = [k('number'), k('date'), k('due'), k('status'), k('gross'), k('open')];
  const rows = documents.map((document) => ({
    key: document.id,
    cells: [
      <div>
        <Anchor component={Link} to={`/be/document/${document.id}`} style={{ whiteSpace: 'nowrap' }}>
          {document.number}
        </Anchor>
        <Text size="xs" c="dimmed">
          <DocumentKind document={document} />
        </Text>
      </div>,
      format.date(document.date),
      document.dueDate ? format.date(document.dueDate) : '–',
      <DocumentState document={document} />,
      format.money(amountToCents(document.gross)),
      document.payment ? format.money(amountToCents(document.payment.open)) : '–',
    ],
  }));
  return <RecordsTable columns={columns} rows={rows} minWidth={600} numeric={[4, 5]} />;
}
