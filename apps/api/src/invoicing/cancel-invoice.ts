import type { FastifyInstance } from 'fastify';
import type { Tx } from '../platform/db/client.ts';
import type { Actor } from '../platform/audit/record-change.ts';
import { creditLine, lockedInvoice, writeCorrection } from './corrections.ts';
import { invoiceLinesWithCredits } from './invoicing-repo.ts';

/**
 * The cancellation voucher of a whole invoice, saying why (`reason`): credits what its credit notes left of
 * every line, marks it cancelled and so gives its positions back to be invoiced again. Cancelling twice is refused.
 */
export async function cancelInvoice(app: FastifyInstance, invoiceId: number, reason: string, actor: Actor) {
  const result = await app.db.transaction((tx) => cancelInvoiceIn(tx, invoiceId, reason, actor));
  app.mailQueued();
  return result;
}

/**
 * The cancellation voucher of an invoice within the caller's transaction (also: a registration cancelled with its
 * invoices, a final invoice replaced by a corrected one, whose action records the one audit entry: `audited` false).
 */
export async function cancelInvoiceIn(tx: Tx, invoiceId: number, reason: string, actor: Actor, audited = true) {
  const invoice = await lockedInvoice(tx, invoiceId);
  const lines = await invoiceLinesWithCredits(tx, invoiceId);
  const credits = lines.flatMap((line, at) => {
    const left = line.sum - line.creditedCents;
    if (left === 0 && line.sum !== 0) return [];
    return [{ creditsId: line.id, line: creditLine(invoice, line, at, left) }];
  });
  return writeCorrection(tx, actor, invoice, 'cancellation', credits, reason, audited);
}
