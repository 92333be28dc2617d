import { cancelledPartialsOf, type Lang } from '@messeportal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../platform/db/client.ts';
import { documents } from '../platform/db/schema.ts';
import { AppError, notFound } from '../platform/http/app-error.ts';
import { recordChange, type Actor } from '../platform/audit/record-change.ts';
import { cancelInvoiceIn } from './cancel-invoice.ts';
import { invoiceCatalogueOf, invoiceDraft, previewInvoice, writeInvoice } from './issue-invoice.ts';
import { cancelledInvoiceNumbers, liveFinalInvoices, lockRegistration } from './invoicing-repo.ts';

/** Why the outdated final invoice is cancelled, printed on its cancellation voucher in the invoice's language. */
const reasons: Record<Lang, (partials: string) => string> = {
  de: (partials) => `Ersetzt durch eine korrigierte Schlussrechnung: die aufgeführte Teilrechnung ${partials} wurde storniert.`,
  en: (partials) => `Replaced by a corrected final invoice: the partial invoice ${partials} it lists has been cancelled.`,
};

/** The registration of a document, read before the transaction that corrects it; 404 for none. */
async function registrationOfDocument(db: Db, documentId: number) {
  const [row] = await db.select({ registrationId: documents.registrationId }).from(documents).where(eq(documents.id, documentId));
  if (!row) throw notFound('documentNotFound');
  return row.registrationId;
}

/** A live final invoice of the registration that lists a partial invoice cancelled since, with those; else 409. */
async function outdatedFinal(db: Db | Tx, registrationId: number, finalId: number) {
  const [finals, cancelled] = await Promise.all([liveFinalInvoices(db, registrationId), cancelledInvoiceNumbers(db, registrationId)]);
  const final = finals.find((candidate) => candidate.id === finalId);
  const partials = final ? cancelledPartialsOf(final, cancelled) : [];
  if (!final || partials.length === 0) throw new AppError(409, 'finalInvoiceNotOutdated');
  return { ...final, cancelledPartials: partials };
}

/**
 * Replaces an outdated final invoice (one listing a partial invoice cancelled since) in one transaction: its
 * cancellation voucher, saying why, gives its positions back, and a new final invoice of the same partial
 * billing number bills them and whatever else is open, listing only the live partial invoices. Both are mailed;
 * the action is one audit entry. 409 for any other invoice.
 */
export async function correctFinalInvoice(app: FastifyInstance, finalId: number, actor: Actor, now = new Date()) {
  const registrationId = await registrationOfDocument(app.db, finalId);
  const catalogue = await invoiceCatalogueOf(app, registrationId);
  const result = await app.db.transaction(async (tx) => {
    const registration = await lockRegistration(tx, registrationId);
    if (!registration) throw notFound('registrationNotFound');
    const final = await outdatedFinal(tx, registrationId, finalId);
    const draft = await invoiceDraft(tx, registration, catalogue, { billingNumber: final.billingNumber, final: true }, now, final.id);
    const cancellation = await cancelInvoiceIn(tx, final.id, reasons[draft.lang](final.cancelledPartials.join(', ')), actor, false);
    const invoice = await writeInvoice(tx, actor, registration, draft, false);
    await recordChange(tx, actor, {
      entity: 'document',
      entityId: invoice.id,
      action: 'create',
      before: { id: final.id, number: final.number, cancelledPartials: final.cancelledPartials },
      after: { type: 'invoice', number: invoice.number, registrationId, grossCents: draft.content.totals.grossCents, cancellation: cancellation.number },
    });
    return { registrationId, invoice, cancellation };
  });
  app.mailQueued();
  return result;
}

/** The PDF of the corrected final invoice that correctFinalInvoice would issue now, as a draft; nothing is written. */
export async function previewFinalCorrection(app: FastifyInstance, finalId: number, now = new Date()) {
  const registrationId = await registrationOfDocument(app.db, finalId);
  const final = await outdatedFinal(app.db, registrationId, finalId);
  return previewInvoice(app, registrationId, { billingNumber: final.billingNumber, final: true }, now, final.id);
}
