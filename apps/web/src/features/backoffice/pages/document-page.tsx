import { amountToCents, documentPolicy, type InvoiceDocumentDetail } from '@messeportal/domain';
import { Box } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { staffActorHere } from '../../../api/staff-rights.ts';
import { useFormat } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { Money } from '../../../ui/money.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { RecordHeader, type RecordFigure } from '../../../ui/record-header.tsx';
import { RecordLayout } from '../../../ui/record-layout.tsx';
import type { RecordMenuItem } from '../../../ui/record-menu.tsx';
import { Section } from '../../../ui/section.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { useInvoiceDocument } from '../api/invoicing.ts';
import { InvoiceCancelModal } from '../components/invoice-cancel-modal.tsx';
import { InvoiceDocumentsTable } from '../components/invoice-documents-table.tsx';
import { InvoiceDunning } from '../components/invoice-dunning.tsx';
import { InvoiceFacts } from '../components/invoice-facts.tsx';
import { InvoiceLines } from '../components/invoice-lines.tsx';
import { InvoicePaymentForm } from '../components/invoice-payment-form.tsx';
import { InvoiceTimeline } from '../components/invoice-timeline.tsx';
import { useDocumentActions } from '../components/document-parts.tsx';
import { useInvoicingText } from '../components/invoicing-text.ts';
import { useDownload } from '../components/use-download.tsx';
import { RecordUnavailable } from '../../../ui/record-unavailable.tsx';

/**
 * `#/be/document/{id}`: an invoice, credit note or cancellation voucher on the Record template: its amount,
 * state and due date on top; its lines, credit notes and timeline; its amounts and the payment form beside them.
 */
export function DocumentPage() {
  const id = Number(useParams().id);
  const answer = useInvoiceDocument(id, useLocale());
  if (answer.isPending) return <PageLoader />;
  if (answer.isError) return <RecordUnavailable error={answer.error} area="staff" />;
  return <DocumentRecord detail={answer.data} />;
}

function DocumentRecord({ detail }: { detail: InvoiceDocumentDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { download, failure } = useDownload();
  const actions = useDocumentActions(download)(detail.document);
  const k = useInvoicingText();
  const [canceling, setCanceling] = useState(false);
  const { document } = detail;
  const correctable = documentPolicy.mayCorrect(staffActorHere(), document);
  const { payment } = document;
  const figures: RecordFigure[] = [
    { label: k('issuedOn'), value: format.date(document.date) },
    ...(document.dueDate ? [{ label: k('columns.due'), value: format.date(document.dueDate) }] : []),
    ...(payment && payment.open > 0 && payment.paid > 0 ? [{ label: k('columns.open'), value: <Money cents={amountToCents(payment.open)} /> }] : []),
  ];
  const menu: RecordMenuItem[] = [
    ...actions.more,
    ...(correctable ? [{ label: k('cancel'), danger: true, onClick: () => setCanceling(true) }] : []),
  ];
  return (
    <>
      <RecordHeader
        title={`${document.typeLabel} ${document.number}`}
        subtitle={document.companyName}
        breadcrumbs={[
          { label: t('backoffice.nav.events'), to: '/be' },
          { label: document.companyName, to: `/be/registration/${document.registrationId}` },
        ]}
        status={payment ? <StatusBadge status={`payment.${payment.state}`} /> : <StatusBadge status={`document.${document.status}` as never} />}
        keyFigure={{ label: k('gross'), value: <Money cents={amountToCents(document.gross)} /> }}
        figures={figures}
        primary={actions.pdf}
        menu={menu}
      />
      {failure && <Box mb="lg">{failure}</Box>}
      <RecordLayout
        main={
          <>
            <InvoiceLines detail={detail} creditable={correctable} />
            {document.type === 'invoice' && (
              <Section title={k('corrections')} empty={detail.corrections.length === 0 && k('noCorrections')}>
                <InvoiceDocumentsTable documents={detail.corrections} />
              </Section>
            )}
            <InvoiceTimeline detail={detail} />
          </>
        }
        side={
          <>
            <InvoiceFacts detail={detail} />
            {/* Keyed: after a credit note or a payment the amount offered is what is open then. */}
            {documentPolicy.mayRecordPayment(staffActorHere(), document) && <InvoicePaymentForm key={payment?.open} detail={detail} />}
            {document.type === 'invoice' && document.status !== 'canceled' && <InvoiceDunning detail={detail} />}
          </>
        }
      />
      {canceling && <InvoiceCancelModal detail={detail} onClose={() => setCanceling(false)} />}
    </>
  );
}
