import { isOwner, isStaffWith, type PolicyActor } from './actor.ts';

/** The part of a document (invoice, credit note, confirmation …) its policy looks at. */
export interface DocumentOwnership {
  companyId: number;
  type: string;
  status: string;
}

type DocumentState = Pick<DocumentOwnership, 'type' | 'status'>;

/** Why the document cannot be corrected (part of it credited, or cancelled) now, or null: it is no invoice, or a cancelled one. */
export function correctionRefusal(document: DocumentState): 'notAnInvoice' | 'invoiceCanceled' | null {
  if (document.type !== 'invoice') return 'notAnInvoice';
  return document.status === 'canceled' ? 'invoiceCanceled' : null;
}

/** Why no payment can be recorded on the document now, or null: it is no invoice, or no longer open (paid, cancelled). */
export function paymentRefusal(document: DocumentState): 'notAnInvoice' | 'invoiceNotPayable' | null {
  if (document.type !== 'invoice') return 'notAnInvoice';
  return document.status === 'open' ? null : 'invoiceNotPayable';
}

const mayCorrectInvoices = (actor: PolicyActor): boolean => isStaffWith(actor, ['document', 'write']);

/**
 * Who may do what with a document. The company's contacts and every staff member read it (PDF, XRechnung);
 * only staff with the document right (admin, accounting) correct an invoice that is not cancelled (credit part
 * of it, cancel it) and record a payment of one still open. Cancelling a registration cancels its invoices by
 * the same rule.
 */
export const documentPolicy = {
  mayRead: (actor: PolicyActor, document: DocumentOwnership): boolean => isOwner(actor, document) || isStaffWith(actor, ['document', 'read']),
  mayCorrect: (actor: PolicyActor, document: DocumentState): boolean => mayCorrectInvoices(actor) && correctionRefusal(document) === null,
  mayRecordPayment: (actor: PolicyActor, document: DocumentState): boolean => mayCorrectInvoices(actor) && paymentRefusal(document) === null,
  /** Whether the actor may correct invoices at all (a form offers it before a document is chosen). */
  mayCorrectInvoices,
};
