import { amountToCents, type InvoiceDocument } from '@messeportal/domain';
import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../i18n/format.ts';
import { InvoicePaymentState } from '../../../ui/invoice-payment.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { RecordsTable, useDownload } from './registration-records.tsx';
import { useInvoicingText } from './invoicing-text.ts';

/** Invoices, credit notes and cancellation vouchers: number (to the document), company, dates, state (an invoice's payment), amounts, PDF and XRechnung. */
export function InvoiceDocumentsTable({ documents, withCompany }: { documents: InvoiceDocument[]; withCompany: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const download = useDownload();
  const text = useInvoicingText();
  const k = (key: string) => text(`columns.${key}`);
  const columns = [k('number'), k('type'), ...(withCompany ? [k('company')] : []), k('date'), k('due'), k('status'), k('gross'), k('open'), k('files')];
  const rows = documents.map((document) => ({
    key: document.id,
    cells: [
      <Anchor component={Link} to={`/be/document/${document.id}`}>
        {document.number}
      </Anchor>,
      <>
        {document.isFinal ? t('backoffice.invoicing.final') : document.typeLabel}
        {document.billingNumber && document.billingNumber !== 'none' ? ` · ${text(`billingNumbers.${document.billingNumber}`)}` : ''}
        {document.correctsNumber ? ` · ${t('backoffice.invoicing.corrects', { number: document.correctsNumber })}` : ''}
      </>,
      ...(withCompany
        ? [
            <Anchor component={Link} to={`/be/registration/${document.registrationId}`}>
              {document.companyName}
            </Anchor>,
          ]
        : []),
      format.date(document.date),
      document.dueDate ? format.date(document.dueDate) : '–',
      document.payment ? <InvoicePaymentState payment={document.payment} dueDate={document.dueDate} withAmounts={false} /> : <StatusBadge status={`document.${document.status}` as never} />,
      format.money(amountToCents(document.gross)),
      document.payment ? format.money(amountToCents(document.payment.open)) : '–',
      <Group gap="sm" wrap="nowrap">
        <Anchor component="button" type="button" onClick={() => void download(document.pdfUrl, `${document.number}.pdf`)} aria-label={t('backoffice.invoicing.pdfOf', { number: document.number })}>
          PDF
        </Anchor>
        {document.xmlUrl && (
          <Anchor component="button" type="button" onClick={() => void download(document.xmlUrl!, `${document.number}.xml`)} aria-label={t('backoffice.invoicing.xmlOf', { number: document.number })}>
            XRechnung
          </Anchor>
        )}
      </Group>,
    ],
  }));
  return <RecordsTable columns={columns} rows={rows} minWidth={withCompany ? 980 : 860} />;
}
