import { amountToCents, type InvoiceDocument } from '@messeportal/domain';
import { Table } from '@mantine/core';
import { useFormat } from '../../../i18n/format.ts';
import { IndexActionsHeader, IndexRowActions } from '../../../ui/index-row-actions.tsx';
import { IndexRow, IndexTable, IndexTitleCell } from '../../../ui/index-table.tsx';
import { DocumentKind, DocumentMenuItems, DocumentState, useDocumentActions } from './document-parts.tsx';
import { useInvoicingText } from './invoicing-text.ts';
import type { DownloadFile } from './use-download.tsx';

interface EventDocumentsTableProps {
  documents: InvoiceDocument[];
  caption: string;
  /** The page's downloads (it shows why one failed). */
  download: DownloadFile;
}

/**
 * An event's invoices, credit notes and cancellation vouchers: a row opens the document (its one link, the
 * number); the amounts right-aligned; PDF, XRechnung and the registration in its "…" menu. On a phone a row is
 * number and state, then company and date and the gross.
 */
export function EventDocumentsTable({ documents, caption, download }: EventDocumentsTableProps) {
  const format = useFormat();
  const actions = useDocumentActions(download);
  const text = useInvoicingText();
  const k = (key: string) => text(`columns.${key}`);
  return (
    <IndexTable minWidth={980} caption={caption}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{k('number')}</Table.Th>
          <Table.Th>{k('company')}</Table.Th>
          <Table.Th>{k('date')}</Table.Th>
          <Table.Th>{k('due')}</Table.Th>
          <Table.Th>{k('status')}</Table.Th>
          <Table.Th data-numeric>{k('gross')}</Table.Th>
          <Table.Th data-numeric>{k('open')}</Table.Th>
          <IndexActionsHeader />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {documents.map((document) => {
          const to = `/be/document/${document.id}`;
          return (
            <IndexRow key={document.id} to={to}>
              <IndexTitleCell to={to} title={document.number} detail={<DocumentKind document={document} />} phoneMeta={`${document.companyName} · ${format.date(document.date)}`} />
              <Table.Td data-wrap="anywhere">{document.companyName}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.date(document.date)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{document.dueDate ? format.date(document.dueDate) : '–'}</Table.Td>
              <Table.Td data-phone="badge">
                <DocumentState document={document} />
              </Table.Td>
              <Table.Td data-numeric data-phone="amount">
                {format.money(amountToCents(document.gross))}
              </Table.Td>
              <Table.Td data-numeric>{document.payment ? format.money(amountToCents(document.payment.open)) : '–'}</Table.Td>
              <Table.Td data-phone="actions">
                <IndexRowActions name={document.number}>
                  <DocumentMenuItems actions={actions(document)} />
                </IndexRowActions>
              </Table.Td>
            </IndexRow>
          );
        })}
      </Table.Tbody>
    </IndexTable>
  );
}
