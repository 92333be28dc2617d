import { correctionRefusal, dayIn, invoiceBalance } from '@messeportal/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../platform/db/client.ts';
import { documents } from '../platform/db/schema.ts';
import { AppError, notFound } from '../platform/http/app-error.ts';
import type { Actor } from '../platform/audit/record-change.ts';
import { readOrganiserSettings } from '../platform/settings/repo.ts';
import { withTotals, type ContentLine, type InvoiceContent } from './invoice-content.ts';
import { contentOf, creditedGross, findInvoiceParty, lockDocument, type invoiceLinesWithCredits, type InvoiceRow } from './invoicing-repo.ts';
import { writeDocument } from './write-document.ts';

/** A live invoice locked for a correction: 404 for none, 409 for another kind of document or a cancelled invoice. */
export async function lockedInvoice(tx: Tx, id: number): Promise<InvoiceRow & { content: InvoiceContent }> {
  const invoice = await lockDocument(tx, id);
  const content = invoice && contentOf(invoice);
  if (!invoice) throw notFound('documentNotFound');
  const refusal = correctionRefusal(invoice);
  if (refusal) throw new AppError(409, refusal);
  if (!content) throw new AppError(409, 'notAnInvoice');
  return { ...invoice, content };
}

type InvoiceLine = Awaited<ReturnType<typeof invoiceLinesWithCredits>>[number];

/**
 * The correction line crediting `cents` of the invoice's line at `at`, with that line's tax: the line as
 * invoiced when it credits all of it, else a flat amount. Named as the invoice's line, in each print language,
 * followed by why (`reason`) when one is given.
 */
export function creditLine(invoice: { content: InvoiceContent }, line: InvoiceLine, at: number, cents: number, reason = ''): ContentLine {
  const own = invoice.content.lines[at];
  const { names: _, ...tax } = own ?? invoice.content.lines[0]!;
  const named = (name: string) => (reason ? `${name} – ${reason}` : name);
  const names = own?.names && own.description === line.description ? { names: { de: named(own.names.de), en: named(own.names.en) } } : {};
  const description = named(line.description);
  return cents === line.sum
    ? { ...tax, ...names, description, amount: line.amount, unit: line.unit, priceSingleCents: line.priceSingle, netCents: cents }
    : { ...tax, ...names, description, amount: 1, unit: 'flat', priceSingleCents: cents, netCents: cents };
}

/** The correction of `invoice` by `lines`: the invoice's seller, buyer and tax case, today's date and number; a cancellation says why. */
export async function writeCorrection(
  tx: Tx,
  actor: Actor,
  invoice: InvoiceRow & { content: InvoiceContent },
  kind: 'credit_note' | 'cancellation',
  credits: { line: ContentLine; creditsId: number }[],
  reason?: string,
  audited = true,
) {
  const settings = await readOrganiserSettings(tx);
  const party = await findInvoiceParty(tx, invoice.companyId);
  const lines = credits.map((credit) => credit.line);
  const content: InvoiceContent = {
    ...invoice.content,
    kind,
    ...withTotals(lines),
    dueDate: null,
    corrects: { number: invoice.number, date: invoice.date },
    partialInvoices: [],
    ...(reason ? { reason } : {}),
  };
  const document = await writeDocument(tx, actor, {
    settings,
    companyId: invoice.companyId,
    registrationId: invoice.registrationId,
    content,
    status: 'finished',
    day: dayIn(new Date(), settings.timeZone),
    correctsId: invoice.id,
    lines: credits.map(({ line, creditsId }) => ({
      description: line.description,
      amount: line.amount,
      unit: line.unit,
      priceSingle: line.priceSingleCents,
      sum: line.netCents,
      creditsId,
    })),
    mailTo: party?.contact && { email: invoice.content.buyer.email, lang: party.contact.lang },
    audited,
  });
  await settleInvoice(tx, invoice.id, invoice.grossCents, invoice.paidCents, kind === 'cancellation' ? 'canceled' : undefined);
  return document;
}

/**
 * The invoice's stored state from what is paid and credited: paid when nothing is left open (the state that
 * refuses further payments, documentPolicy); cancelled stays cancelled.
 */
export async function settleInvoice(tx: Tx, invoiceId: number, grossCents: number, paidCents: number, forced?: 'canceled') {
  const { openCents } = invoiceBalance({ grossCents, paidCents, creditedCents: await creditedGross(tx, invoiceId), canceled: false });
  const status = forced ?? (openCents === 0 ? 'paid' : 'open');
  await tx.update(documents).set({ status, updatedAt: new Date() }).where(eq(documents.id, invoiceId));
}
