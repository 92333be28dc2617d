import { creditNoteInputSchema, issueInvoiceInputSchema, paymentInputSchema, type InvoiceBillingNumber } from '@messeportal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { documents } from '../../platform/db/schema.ts';
import type { Actor } from '../../platform/audit/record-change.ts';
import { cancelInvoice } from '../../invoicing/cancel-invoice.ts';
import { issueCreditNote } from '../../invoicing/credit-note.ts';
import { invoiceLinesWithCredits } from '../../invoicing/invoicing-repo.ts';
import { issueInvoice } from '../../invoicing/issue-invoice.ts';
import { recordPayment } from '../../invoicing/record-payment.ts';
import { daysFrom, isoDay } from './dates.ts';

/**
 * The season's invoicing, done as staff do it at the desk (invoicing/*.ts): each document numbered, dated, its
 * content and e-invoice fixed as issued, its audit entry written. Invoices are issued on the day `at` says;
 * credit notes and cancellation vouchers (which the invoicing dates today) and the payments as they came in.
 */
export function seasonInvoicing(app: FastifyInstance, now: Date, actor: Actor) {
  return {
    /** The invoice of what the registration has not been invoiced for under this number, issued `daysAgo`. */
    issue(registrationId: number, billingNumber: InvoiceBillingNumber, daysAgo: number, final = false) {
      return issueInvoice(app, registrationId, issueInvoiceInputSchema.parse({ billingNumber, final }), actor, daysFrom(now, -daysAgo));
    },

    /** A payment received `daysAgo` (not before today): `share` of the invoice's gross. */
    async pay(invoice: { id: number }, daysAgo: number, share = 1) {
      const [{ grossCents }] = (await app.db.select({ grossCents: documents.grossCents }).from(documents).where(eq(documents.id, invoice.id))) as [{ grossCents: number }];
      const paidOn = isoDay(daysFrom(now, -Math.max(daysAgo, 0)));
      return recordPayment(app, invoice.id, paymentInputSchema.parse({ paidOn, amount: Math.round(grossCents * share) / 100 }), actor, 'de');
    },

    /** A credit note for the invoice's line that starts with `line` (default: its first): all of it, or `netCents` of it. */
    async credit(invoice: { id: number }, reason: string, { line = '', netCents }: { line?: string; netCents?: number } = {}) {
      const lines = await invoiceLinesWithCredits(app.db, invoice.id);
      const credited = lines.find((candidate) => candidate.description.startsWith(line));
      if (!credited) throw new Error(`Demo seed: invoice ${invoice.id} has no line "${line}"`);
      const input = creditNoteInputSchema.parse({ lines: [{ id: credited.id, ...(netCents && { net: netCents / 100 }) }], reason });
      return issueCreditNote(app, invoice.id, input, actor, 'de');
    },

    /** The cancellation voucher of the whole invoice, saying why. */
    cancel(invoice: { id: number }, reason: string) {
      return cancelInvoice(app, invoice.id, reason, actor);
    },
  };
}

export type SeasonInvoicing = ReturnType<typeof seasonInvoicing>;
