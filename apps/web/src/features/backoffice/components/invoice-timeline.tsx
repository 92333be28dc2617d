import { amountToCents, type InvoiceDocumentDetail } from '@messeportal/domain';
import { useFormat } from '../../../i18n/format.ts';
import { RecordTimeline, type TimelineEntry } from '../../../ui/record-timeline.tsx';
import { Section } from '../../../ui/section.tsx';
import { useInvoicingText } from './invoicing-text.ts';

/** What happened to an invoice, newest first: issued, each payment received, each credit note or cancellation. */
export function InvoiceTimeline({ detail }: { detail: InvoiceDocumentDetail }) {
  const format = useFormat();
  const k = useInvoicingText();
  const money = (euros: number) => format.money(amountToCents(euros));
  const { document } = detail;
  const entries: TimelineEntry[] = [
    { at: document.date, what: k('event.issued', { type: document.typeLabel, number: document.number, amount: money(document.gross) }) },
    ...detail.payments.map((payment) => ({ at: payment.paidOn, what: k('event.payment', { amount: money(payment.amount) }) })),
    ...detail.corrections.map((correction) => ({ at: correction.date, what: k('event.correction', { type: correction.typeLabel, number: correction.number, amount: money(correction.gross) }) })),
  ];
  // Newest first; on one day, in the order they happened (issued before paid before corrected).
  const newestFirst = entries.map((entry, index) => ({ entry, index })).sort((a, b) => b.entry.at.localeCompare(a.entry.at) || b.index - a.index);
  return (
    <Section title={k('timeline')}>
      <RecordTimeline label={k('timelineLabel')} entries={newestFirst.map(({ entry }) => entry)} />
    </Section>
  );
}
