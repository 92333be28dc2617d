import { centsToAmount, paymentStateOf, type HistoryInvoice, type Lang, type PaymentHistoryAnswer } from '@messeportal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { companies } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { organiserToday } from '../../platform/settings/organiser-today.ts';
import { companyInvoices, type HistoryRow } from './payment-history-repo.ts';
import { eventNames } from './presenter.ts';

/** An invoice of the history with its state and balance by the domain's rule on `today`, money in euros. */
export function presentHistoryInvoice(row: HistoryRow, today: string, events: Map<number, string>): HistoryInvoice {
  const { state, openCents, creditBalanceCents } = paymentStateOf({ ...row, today });
  return {
    id: row.id,
    number: row.number,
    date: row.date,
    dueDate: row.dueDate,
    eventId: row.eventId,
    eventName: events.get(row.eventId) ?? '',
    currency: row.currency,
    state,
    disputed: row.disputed,
    gross: centsToAmount(row.grossCents),
    paid: centsToAmount(row.paidCents),
    open: centsToAmount(openCents),
    creditBalance: centsToAmount(creditBalanceCents),
    corrections: (row.corrections ?? []).map(({ grossCents, ...correction }) => ({ ...correction, gross: centsToAmount(grossCents) })),
    payments: (row.payments ?? []).map(({ amountCents, ...payment }) => ({ ...payment, amount: centsToAmount(amountCents) })),
  };
}

/** The company's invoices with their payments, corrections and refunds, and what it has open and is owed back in all; 404 for an unknown company. */
export async function paymentHistory(app: FastifyInstance, companyId: number, lang: Lang): Promise<PaymentHistoryAnswer> {
  const [company] = await app.db.select({ id: companies.id, name: companies.name }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw notFound('companyNotFound');
  const [rows, today, events] = await Promise.all([companyInvoices(app.db, companyId), organiserToday(app.db), eventNames(app, lang)]);
  const invoices = rows.map((row) => presentHistoryInvoice(row, today, events));
  const sum = (amount: (invoice: HistoryInvoice) => number) => centsToAmount(invoices.reduce((all, invoice) => all + Math.round(amount(invoice) * 100), 0));
  return { company, open: sum((invoice) => invoice.open), creditBalance: sum((invoice) => invoice.creditBalance), invoices };
}
