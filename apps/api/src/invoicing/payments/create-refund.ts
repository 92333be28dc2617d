import { dayIn, formatMoney, invoiceBalance, type Lang, type refundInputSchema } from '@messeportal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { recordChange, type Actor } from '../../platform/audit/record-change.ts';
import type { Tx } from '../../platform/db/client.ts';
import { documentPayments, documents, refunds } from '../../platform/db/schema.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { readOrganiserSettings } from '../../platform/settings/repo.ts';
import { settleInvoice } from '../corrections.ts';
import { contentOf, creditedGross, lockDocument, type InvoiceRow } from '../invoicing-repo.ts';
import { lockPaymentBookings } from '../payment-lock.ts';
import { refundRow } from './refund-repo.ts';

type RefundInput = z.output<typeof refundInputSchema>;

const currencyOf = (invoice: InvoiceRow) => contentOf(invoice)?.currency ?? 'EUR';

/** What `invoice` has open and owes back now, by the domain's one rule. */
async function balanceOf(tx: Tx, invoice: InvoiceRow) {
  return invoiceBalance({ ...invoice, creditedCents: await creditedGross(tx, invoice.id), canceled: invoice.status === 'canceled' });
}

/** Books `amountCents` (negative: paid back) on the invoice, naming the refund, and settles its stored state. */
async function bookOn(tx: Tx, invoice: InvoiceRow, amountCents: number, refundId: number, paidOn: string, actor: Actor) {
  await tx.insert(documentPayments).values({ documentId: invoice.id, paidOn, amountCents, refundId, staffUserId: actor?.staffUserId ?? null });
  const paidCents = invoice.paidCents + amountCents;
  await tx.update(documents).set({ paidCents }).where(eq(documents.id, invoice.id));
  await settleInvoice(tx, invoice.id, invoice.grossCents, paidCents, invoice.status === 'canceled' ? 'canceled' : undefined);
  return paidCents;
}

/** The open invoice of the same company a set-off pays, locked; refused when it cannot take `amountCents`. */
async function setOffTarget(tx: Tx, invoice: InvoiceRow, targetId: number, amountCents: number, lang: Lang) {
  if (targetId === invoice.id) throw new AppError(409, 'setOffSameInvoice', { property: 'setOffDocumentId' });
  const target = await lockDocument(tx, targetId);
  if (!target || target.type !== 'invoice') throw notFound('documentNotFound');
  if (target.companyId !== invoice.companyId) throw new AppError(409, 'setOffOtherCompany', { property: 'setOffDocumentId' });
  if (currencyOf(target) !== currencyOf(invoice)) throw new AppError(409, 'setOffCurrency', { property: 'setOffDocumentId' });
  const { openCents } = await balanceOf(tx, target);
  if (target.status !== 'open' || openCents === 0) throw new AppError(409, 'setOffNotOpen', { property: 'setOffDocumentId', params: { number: target.number } });
  if (amountCents > openCents) {
    throw new AppError(409, 'setOffAboveOpen', { property: 'amount', params: { number: target.number, open: formatMoney(openCents, lang, currencyOf(target)) } });
  }
  return target;
}

/**
 * Pays back part or all of an invoice's credit balance: by transfer to the account given (the refund waits for a
 * pain.001 file) or set off against another open invoice of the same company. Either way the invoice paid back
 * from gets a negative payment naming the refund at once, so that the balance is spoken for; a set-off adds the
 * positive one on the invoice it pays. Under the payment booking lock, and the balance read again inside it:
 * two requests refunding the same balance at once pay it once.
 */
export async function createRefund(app: FastifyInstance, input: RefundInput, actor: Actor, lang: Lang) {
  return app.db.transaction(async (tx) => {
    await lockPaymentBookings(tx);
    const invoice = await lockDocument(tx, input.documentId);
    if (!invoice || invoice.type !== 'invoice') throw notFound('documentNotFound');
    const { creditBalanceCents } = await balanceOf(tx, invoice);
    if (creditBalanceCents === 0) throw new AppError(409, 'refundNoCreditBalance', { property: 'documentId' });
    if (input.amount > creditBalanceCents) {
      throw new AppError(409, 'refundAboveCreditBalance', { property: 'amount', params: { balance: formatMoney(creditBalanceCents, lang, currencyOf(invoice)) } });
    }
    if (input.method === 'transfer' && currencyOf(invoice) !== 'EUR') throw new AppError(409, 'refundNotEuro', { property: 'documentId' });
    const target = input.method === 'setOff' ? await setOffTarget(tx, invoice, input.setOffDocumentId, input.amount, lang) : null;

    const account = input.method === 'transfer' ? { accountHolder: input.accountHolder, iban: input.iban, bic: input.bic } : {};
    const [refund] = await tx
      .insert(refunds)
      .values({ documentId: invoice.id, amountCents: input.amount, method: input.method, setOffDocumentId: target?.id ?? null, ...account, staffUserId: actor?.staffUserId ?? null })
      .returning({ id: refunds.id });
    const day = dayIn(new Date(), (await readOrganiserSettings(tx)).timeZone);
    const paidCents = await bookOn(tx, invoice, -input.amount, refund!.id, day, actor);
    const refundAudit = { id: refund!.id, method: input.method, amountCents: input.amount, ...(target ? { setOff: target.number } : { iban: input.method === 'transfer' ? input.iban : '' }) };
    await recordChange(tx, actor, { entity: 'document', entityId: invoice.id, action: 'update', before: { paidCents: invoice.paidCents }, after: { paidCents, refund: refundAudit } });
    if (target) {
      const targetPaid = await bookOn(tx, target, input.amount, refund!.id, day, actor);
      await recordChange(tx, actor, { entity: 'document', entityId: target.id, action: 'update', before: { paidCents: target.paidCents }, after: { paidCents: targetPaid, paidOn: day, setOffFrom: invoice.number } });
    }
    return (await refundRow(tx, refund!.id))!;
  });
}
