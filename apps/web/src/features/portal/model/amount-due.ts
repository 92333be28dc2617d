import type { CompanyDocumentsAnswer } from '@messeportal/domain';

/** A document of the company as `GET /fe/documents` lists it (with its fair and currency). */
export type CompanyDocument = CompanyDocumentsAnswer['documents'][number];

/** The payment states in which an invoice still asks for money (an overdue one too). */
const OPEN_STATES: ReadonlySet<string> = new Set(['open', 'partPaid', 'overdue']);

/** An invoice with an amount left to pay. */
export const isOpenInvoice = (document: CompanyDocument): boolean =>
  document.payment !== null && OPEN_STATES.has(document.payment.state) && document.payment.open > 0;

/** What the company owes in one currency: the open invoices' sum, how many there are and how many are overdue. */
export interface AmountDue {
  currency: string;
  /** Euros (as the answer gives them), the sum of what is left to pay. */
  open: number;
  invoices: number;
  overdue: number;
  /** The earliest due date among them, 'YYYY-MM-DD'; null when none has one. */
  nextDue: string | null;
}

/** The amounts due, one per currency (a company's fairs usually share one), the largest first. */
export function amountsDue(documents: readonly CompanyDocument[]): AmountDue[] {
  const byCurrency = new Map<string, AmountDue>();
  for (const document of documents.filter(isOpenInvoice)) {
    const due = byCurrency.get(document.currency) ?? { currency: document.currency, open: 0, invoices: 0, overdue: 0, nextDue: null };
    due.open = Math.round((due.open + document.payment!.open) * 100) / 100;
    due.invoices += 1;
    if (document.payment!.state === 'overdue') due.overdue += 1;
    if (document.dueDate && (due.nextDue === null || document.dueDate < due.nextDue)) due.nextDue = document.dueDate;
    byCurrency.set(document.currency, due);
  }
  return [...byCurrency.values()].sort((a, b) => b.open - a.open);
}
