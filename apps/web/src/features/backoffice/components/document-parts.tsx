import type { InvoiceDocument } from '@messeportal/domain';
import { Menu } from '@mantine/core';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InvoicePaymentState } from '../../../ui/invoice-payment.tsx';
import type { RecordMenuItem } from '../../../ui/record-menu.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { useInvoicingText } from './invoicing-text.ts';
import type { DownloadFile } from './use-download.tsx';

// The parts every back-office list and page of invoices, credit notes and cancellation vouchers shows alike: the
// line under the number, the state, and the actions on a document (the event's list, a registration's and an
// invoice's corrections, the invoice's page).

/** The line under a document's number: its kind, partial billing and the invoice it corrects, each part kept whole. */
export function DocumentKind({ document }: { document: InvoiceDocument }) {
  const { t } = useTranslation();
  const text = useInvoicingText();
  const parts = [
    document.isFinal ? t('backoffice.invoicing.final') : document.typeLabel,
    document.billingNumber && document.billingNumber !== 'none' ? text(`billingNumbers.${document.billingNumber}`) : '',
    document.correctsNumber ? t('backoffice.invoicing.corrects', { number: document.correctsNumber }) : '',
  ].filter(Boolean);
  return parts.map((part, index) => (
    <Fragment key={part}>
      {index > 0 && ' · '}
      <span style={{ whiteSpace: 'nowrap' }}>{part}</span>
    </Fragment>
  ));
}

/** A document's state: an invoice's payment, else the document's own state. */
export function DocumentState({ document }: { document: InvoiceDocument }) {
  return document.payment ? (
    <InvoicePaymentState payment={document.payment} dueDate={document.dueDate} withAmounts={false} />
  ) : (
    <StatusBadge status={`document.${document.status}` as never} />
  );
}

interface DocumentActions {
  /** Its PDF (an invoice's carries the e-invoice). */
  pdf: RecordMenuItem;
  /** An e-invoice's XRechnung, and its registration. */
  more: RecordMenuItem[];
}

/** What can be done with a document wherever it is shown: download its PDF and XRechnung, open its registration. */
export function useDocumentActions(download: DownloadFile): (document: InvoiceDocument) => DocumentActions {
  const text = useInvoicingText();
  return (document) => ({
    pdf: { label: text('pdf'), onClick: () => void download(document.pdfUrl, `${document.number}.pdf`) },
    more: [
      ...(document.xmlUrl ? [{ label: text('xml'), onClick: () => void download(document.xmlUrl!, `${document.number}.xml`) }] : []),
      { label: text('toRegistration'), to: `/be/registration/${document.registrationId}` },
    ],
  });
}

/** A document's actions as the items of its row's "…" menu (`IndexRowActions`). */
export function DocumentMenuItems({ actions }: { actions: DocumentActions }) {
  return [actions.pdf, ...actions.more].map((item) =>
    item.to ? (
      <Menu.Item key={item.label} leftSection={<IconExternalLink size={16} stroke={1.6} aria-hidden />} component={Link} to={item.to}>
        {item.label}
      </Menu.Item>
    ) : (
      <Menu.Item key={item.label} leftSection={<IconDownload size={16} stroke={1.6} aria-hidden />} onClick={item.onClick}>
        {item.label}
      </Menu.Item>
    ),
  );
}
