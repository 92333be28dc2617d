import { isOwner, isStaffWith, type PolicyActor } from './actor.ts';

/** The part of a document (invoice, credit note, confirmation …) its policy looks at. */
export interface DocumentOwnership {
  companyId: number;
  type: string;
  status: string;
}

const correctable = (document: Pick<DocumentOwnership, 'type' | 'status'>) => document.type === 'invoice' && document.status !== 'canceled';

/**
 * Who may do what with a document. The company's contacts and every staff member read it (PDF, XRechnung);
 * only staff with the document right (admin, accounting) correct an invoice that is not cancelled: credit
 * part of it, cancel it, record a payment. Cancelling a registration cancels its invoices by the same rule.
 */
export const documentPolicy = {
  mayRead: (actor: PolicyActor, document: DocumentOwnership): boolean => isOwner(actor, document) || isStaffWith(actor, ['document', 'read']),
  mayCorrect: (actor: PolicyActor, document: Pick<DocumentOwnership, 'type' | 'status'>): boolean => isStaffWith(actor, ['document', 'write']) && correctable(document),
  /** Whether the actor may correct invoices at all (a form offers it before a document is chosen). */
  mayCorrectInvoices: (actor: PolicyActor): boolean => isStaffWith(actor, ['document', 'write']),
};
