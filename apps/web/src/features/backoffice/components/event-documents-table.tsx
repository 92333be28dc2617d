import { amountToCents, type InvoiceDocument } from '@messeportal/domain';
import { Menu, Table } from '@mantine/core';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../i18n/format.ts';
import { IndexActionsHeader, IndexRowActions } from '../../../ui/index-row-actions.tsx';
import { IndexRow, IndexTable, IndexTitleCell } from '../../../ui/index-table.tsx';
import { InvoicePaymentState } from '../../../ui/invoice-payment.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { useDownload } from './registration-records.tsx';
import { useInvoicingText } from './invoicing-text.ts';

/**
 * An event's invoices, credit notes and cancellation vouchers: a row opens the document (its one link, the
 * number); the amounts right-aligned; PDF, XRechnung and the registration in its "…" menu. On a phone a row is
 * number and state, then company and date and the gross.
 */
export function EventDocumentsTable({ documents, caption }: { documents: InvoiceDocument[]; caption: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const download = useDownload();
  const text = useInvoicingText();
  const k = (key: string) => text(`columns.${key}`);
  // Its kind, partial billing and the invoice it corrects; each part kept whole, the line wrapping between them.
  const kind = (document: InvoiceDocument) =>
    [
      document.isFinal ? t('backoffice.invoicing.final') : document.typeLabel,
      document.billingNumber && document.billingNumber !== 'none' ? text(`billingNumbers.${document.billingNumber}`) : '',
      document.correctsNumber ? t('backoffice.invoicing.corrects', { number: document.correctsNumber }) : '',
    ]
      .filter(Boolean)
      .map((part, index) => (
        <Fragment key={part}>
          {index > 0 && ' · '}
          <span style={{ whiteSpace: 'nowrap' }}>{part}</span>
        </Fragment>
      ));
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
              <IndexTitleCell to={to} title={document.number} detail={kind(document)} phoneMeta={`${document.companyName} · ${format.date(document.date)}`} />
              <Table.Td>{document.companyName}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.date(document.date)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{document.dueDate ? format.date(document.dueDate) : '–'}</Table.Td>
              <Table.Td data-phone="badge">
                {document.payment ? (
                  <InvoicePaymentState payment={document.payment} dueDate={document.dueDate} withAmounts={false} />
                ) : (
                  <StatusBadge status={`document.${document.status}` as never} />
                )}
              </Table.Td>
              <Table.Td data-numeric data-phone="amount">
                {format.money(amountToCents(document.gross))}
              </Table.Td>
              <Table.Td data-numeric>{document.payment ? format.money(amountToCents(document.payment.open)) : '–'}</Table.Td>
              <Table.Td data-phone="actions">
                <IndexRowActions name={document.number}>
                  <Menu.Item leftSection={<IconDownload size={16} stroke={1.6} aria-hidden />} onClick={() => void download(document.pdfUrl, `${document.number}.pdf`)}>
                    {text('downloadPdf')}
                  </Menu.Item>
                  {document.xmlUrl && (
                    <Menu.Item leftSection={<IconDownload size={16} stroke={1.6} aria-hidden />} onClick={() => void download(document.xmlUrl!, `${document.number}.xml`)}>
                      {text('downloadXml')}
                    </Menu.Item>
                  )}
                  <Menu.Item leftSection={<IconExternalLink size={16} stroke={1.6} aria-hidden />} component={Link} to={`/be/registration/${document.registrationId}`}>
                    {text('openRegistration', { company: document.companyName })}
                  </Menu.Item>
                </IndexRowActions>
              </Table.Td>
            </IndexRow>
          );
        })}
      </Table.Tbody>
    </IndexTable>
  );
}
