import { dayIn, formatDate, formatMoney, invoiceBalance, paymentDateProblem, paymentRefusal, type Lang, type paymentInputSchema } from '@messeportal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { documentPayments, documents } from '../platform/db/schema.ts';
import { AppError, notFound } from '../platform/http/app-error.ts';
import { recordChange, type Actor } from '../platform/audit/record-change.ts';
import { readOrganiserSettings } from '../platform/settings/repo.ts';
import { settleInvoice } from './corrections.ts';
import { lockPaymentBookings } from './payment-lock.ts';
import { contentOf, creditedGross, lockDocument } from './invoicing-repo.ts';

/** A payment of an open invoice (partial payments add up); refused above what is still open. */
export async function recordPayment(app: FastifyInstance, invoiceId: number, input: z.output<typeof paymentInputSchema>, actor: Actor, lang: Lang) {
  return app.db.transaction(async (tx) => {
    await lockPaymentBookings(tx);
    const invoice = await lockDocument(tx, invoiceId);
    if (!invoice) throw notFound('documentNotFound');
    const refusal = paymentRefusal(invoice);
    if (refusal) throw new AppError(409, refusal);
    const { timeZone } = await readOrganiserSettings(tx);
    const dateProblem = paymentDateProblem(input.paidOn, invoice.date, dayIn(new Date(), timeZone));
    if (dateProblem) throw new AppError(400, dateProblem, { property: 'paidOn', params: { date: formatDate(invoice.date) } });
    const { openCents } = invoiceBalance({ ...invoice, creditedCents: await creditedGross(tx, invoiceId), canceled: false });
    // The schema reads the euros sent as cents.
    const amountCents = input.amount;
    if (amountCents > openCents) {
      throw new AppError(409, 'paymentAboveOpen', { property: 'amount', params: { open: formatMoney(openCents, lang, contentOf(invoice)?.currency ?? 'EUR') } });
    }
    await tx.insert(documentPayments).values({ documentId: invoiceId, paidOn: input.paidOn, amountCents, staffUserId: actor?.staffUserId ?? null });
    const paidCents = invoice.paidCents + amountCents;
    await tx.update(documents).set({ paidCents }).where(eq(documents.id, invoiceId));
    await settleInvoice(tx, invoiceId, invoice.grossCents, paidCents);
    await recordChange(tx, actor, { entity: 'document', entityId: invoiceId, action: 'update', before: { paidCents: invoice.paidCents }, after: { paidCents, paidOn: input.paidOn } });
    return { paidCents };
  });
}
