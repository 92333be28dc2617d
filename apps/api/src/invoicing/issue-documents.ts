import {
  addDays,
  coversPosition,
  dayIn,
  formatMoney,
  langFromLocale,
  paymentState,
  taxCaseOf,
  type Lang,
} from '@messeportal/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { creditNoteInputSchema, issueInvoiceInputSchema, paymentInputSchema } from '@messeportal/domain';
import type { Tx } from '../platform/db/client.ts';
import { documentPayments, documents } from '../platform/db/schema.ts';
import type { OrderBook } from '../catalogue/reading/repo.ts';
import type { CatalogEvent } from '../catalogue/events/repo.ts';
import { AppError, notFound } from '../platform/http/app-error.ts';
import { recordChange, type Actor } from '../platform/audit/record-change.ts';
import { insertDocument, type NewDocumentPosition } from '../documents/repo.ts';
import { queueMail } from '../platform/mail/outbox.ts';
import { readOrganiserSettings, type OrganiserRow } from '../platform/settings/repo.ts';
import { buyerOf } from './buyer.ts';
import { sellerOf, taxedLines, withTotals, type ContentLine, type InvoiceContent, type InvoiceKind } from './invoice-content.ts';
import { invoiceDocumentMail } from './invoice-mails.ts';
import { openPositions } from './open-positions.ts';
import {
  contentOf,
  creditedGross,
  findInvoiceParty,
  findRegistrationEventId,
  invoiceLinesWithCredits,
  liveInvoices,
  lockDocument,
  lockRegistration,
  type InvoiceRow,
} from './invoicing-repo.ts';

type Checked<T extends z.ZodType> = z.output<T>;

const prefixOf = (kind: InvoiceKind, settings: OrganiserRow) =>
  ({ invoice: settings.invoicePrefix, credit_note: settings.creditNotePrefix, cancellation: settings.cancellationPrefix })[kind];

/**
 * Writes an invoice-kind document with its lines, its audit entry and its mail to the buyer (with the PDF),
 * inside the caller's transaction. Numbered gapless per prefix and year of the organiser's calendar
 * (next_document_number, migration 0014): an invoice issued at 00:30 on 1 January in Berlin is the new year's.
 */
async function writeDocument(
  tx: Tx,
  actor: Actor,
  input: {
    settings: OrganiserRow;
    companyId: number;
    registrationId: number;
    content: InvoiceContent;
    status: string;
    day: string;
    lines: NewDocumentPosition[];
    correctsId?: number;
    isFinal?: boolean;
    mailTo: { email: string; lang: string } | undefined;
  },
) {
  const { content, settings } = input;
  const year = Number(input.day.slice(0, 4));
  const document = await insertDocument(
    tx,
    {
      companyId: input.companyId,
      registrationId: input.registrationId,
      type: content.kind,
      number: sql`next_document_number(${prefixOf(content.kind, settings)}, ${year})`,
      date: input.day,
      status: input.status,
      netCents: content.totals.netCents,
      vatCents: content.totals.vatCents,
      grossCents: content.totals.grossCents,
      billingNumber: content.kind === 'invoice' ? content.billingNumber : null,
      isFinal: input.isFinal ?? false,
      correctsId: input.correctsId ?? null,
      dueDate: content.dueDate,
      content,
    },
    input.lines,
  );
  await recordChange(tx, actor, {
    entity: 'document',
    entityId: document.id,
    action: 'create',
    after: { type: content.kind, number: document.number, registrationId: input.registrationId, grossCents: content.totals.grossCents },
  });
  if (input.mailTo?.email) {
    const lang = langFromLocale(input.mailTo.lang);
    await queueMail(tx, invoiceDocumentMail({ recipient: input.mailTo.email, lang, content, document: { ...document, date: input.day } }));
  }
  return document;
}

/**
 * Invoices the registration's positions of one partial billing number (none: all) that no live invoice bills
 * yet: refused without such positions, without a complete invoice address, or with a VAT ID or Leitweg-ID of
 * the wrong form. A final invoice also lists the partial invoices issued before it.
 */
export async function issueInvoice(
  app: FastifyInstance,
  registrationId: number,
  input: Checked<typeof issueInvoiceInputSchema>,
  actor: Actor,
  now = new Date(),
) {
  // The event is looked up before the transaction: a catalogue read on PGlite's one connection would wait for it.
  const eventId = await findRegistrationEventId(app.db, registrationId);
  const entry = eventId === undefined ? undefined : await app.eventCatalog.find(eventId);
  if (!entry) throw notFound('registrationNotFound');
  const book = await app.orderBooks.get(entry.event.id);
  const result = await app.db.transaction(async (tx) => {
    const locked = await lockRegistration(tx, registrationId);
    if (!locked) throw notFound('registrationNotFound');
    return issueInvoiceLocked(tx, locked, { entry, book }, input, actor, now);
  });
  app.mailQueued();
  return result;
}

/** The invoice of a registration already locked in the caller's transaction, with its event and order booklet. */
async function issueInvoiceLocked(
  tx: Tx,
  registration: { id: number; companyId: number },
  { entry, book }: { entry: CatalogEvent; book: OrderBook },
  input: Checked<typeof issueInvoiceInputSchema>,
  actor: Actor,
  now: Date,
) {
  const [settings, party] = await Promise.all([readOrganiserSettings(tx), findInvoiceParty(tx, registration.companyId)]);
  if (!party) throw notFound('registrationNotFound');
  const open = await openPositions(tx, registration.id, book, party.contact?.lang ?? 'de');
  // § 14 UStG and XRechnung (BR-DE-5 … 7) need these of the seller; the settings page names them.
  if (!(settings.vatId || settings.taxNumber) || !settings.iban || !settings.phone || !settings.email) throw new AppError(409, 'sellerDataMissing');
  const buyer = buyerOf(party, registration.id);
  const positions = open.filter((position) => coversPosition(input.billingNumber, position.kind));
  if (positions.length === 0) throw new AppError(409, 'nothingToInvoice', { property: 'billingNumber' });
  const { event } = entry;
  const taxCase = taxCaseOf({ country: buyer.country, vatId: buyer.vatId, eventRateBp: event.vatRate, nonEu: settings.nonEuTax });
  const lines = taxedLines(positions, taxCase);
  const day = dayIn(now, settings.timeZone);
  const content: InvoiceContent = {
    kind: 'invoice',
    currency: event.currency,
    seller: sellerOf(settings),
    buyer,
    taxCase,
    event: { nameDe: event.nameDe, nameEn: event.nameEn, startsAt: event.startsAt, endsAt: event.endsAt },
    billingNumber: input.billingNumber,
    ...withTotals(lines),
    dueDate: addDays(day, settings.paymentTermDays),
    paymentTermDays: settings.paymentTermDays,
    corrects: null,
    partialInvoices: input.final ? (await liveInvoices(tx, registration.id)).map(({ number, date, grossCents }) => ({ number, date, grossCents })) : [],
  };
  return writeDocument(tx, actor, {
    settings,
    companyId: registration.companyId,
    registrationId: registration.id,
    content,
    status: 'open',
    day,
    isFinal: input.final,
    lines: positions.map((position) => ({ ...position, orderPositionId: position.orderPositionId ?? undefined, orderBookItemId: position.orderBookItemId ?? undefined })),
    mailTo: party.contact && { email: buyer.email, lang: party.contact.lang },
  });
}

/** A live invoice locked for a correction: 404 for none, 409 for another kind of document or a cancelled invoice. */
async function lockedInvoice(tx: Tx, id: number): Promise<InvoiceRow & { content: InvoiceContent }> {
  const invoice = await lockDocument(tx, id);
  const content = invoice && contentOf(invoice);
  if (!invoice) throw notFound('documentNotFound');
  if (invoice.type !== 'invoice' || !content) throw new AppError(409, 'notAnInvoice');
  if (invoice.status === 'canceled') throw new AppError(409, 'invoiceCanceled');
  return { ...invoice, content };
}

/** The correction of `invoice` by `lines`: the invoice's seller, buyer and tax case, today's date and number. */
async function writeCorrection(
  tx: Tx,
  actor: Actor,
  invoice: InvoiceRow & { content: InvoiceContent },
  kind: 'credit_note' | 'cancellation',
  credits: { line: ContentLine; creditsId: number }[],
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
  });
  await settleInvoice(tx, invoice.id, invoice.grossCents, invoice.paidCents, kind === 'cancellation' ? 'canceled' : undefined);
  return document;
}

/** The invoice's state from what is paid and credited: paid when nothing is left open; cancelled stays cancelled. */
async function settleInvoice(tx: Tx, invoiceId: number, grossCents: number, paidCents: number, forced?: 'canceled') {
  const open = paymentState(grossCents - (await creditedGross(tx, invoiceId)), paidCents);
  const status = forced ?? (open.state === 'paid' ? 'paid' : 'open');
  await tx.update(documents).set({ status, updatedAt: new Date() }).where(eq(documents.id, invoiceId));
}

/**
 * A credit note for some lines of an invoice, each in full or by part of its net: refused above what is left
 * of a line after earlier credit notes. The credited positions stay billed (a credit note is a price
 * reduction; a cancellation voucher gives them back).
 */
export async function issueCreditNote(app: FastifyInstance, invoiceId: number, input: Checked<typeof creditNoteInputSchema>, actor: Actor, lang: Lang) {
  const result = await app.db.transaction(async (tx) => {
    const invoice = await lockedInvoice(tx, invoiceId);
    const lines = await invoiceLinesWithCredits(tx, invoiceId);
    const template = invoice.content.lines;
    const credits = input.lines.map((wanted, index) => {
      const at = lines.findIndex((line) => line.id === wanted.id);
      const line = lines[at];
      if (!line) throw new AppError(409, 'creditLineUnknown', { property: `lines.${index}.id` });
      const left = line.sum - line.creditedCents;
      // The schema reads the euros sent as cents.
      const cents = wanted.net ?? left;
      if (cents > left || cents <= 0) {
        const max = formatMoney(Math.max(0, left), lang, invoice.content.currency);
        throw new AppError(409, 'creditAboveInvoiced', { property: `lines.${index}.net`, params: { max } });
      }
      const whole = cents === line.sum;
      const tax = template[at] ?? template[0]!;
      const description = input.reason ? `${line.description} – ${input.reason}` : line.description;
      return {
        creditsId: line.id,
        line: whole
          ? { ...tax, description, amount: line.amount, unit: line.unit, priceSingleCents: line.priceSingle, netCents: cents }
          : { ...tax, description, amount: 1, unit: 'flat', priceSingleCents: cents, netCents: cents },
      };
    });
    return writeCorrection(tx, actor, invoice, 'credit_note', credits);
  });
  app.mailQueued();
  return result;
}

/**
 * The cancellation voucher of a whole invoice: credits what its credit notes left of every line, marks it
 * cancelled and so gives its positions back to be invoiced again. Cancelling twice is refused.
 */
export async function cancelInvoice(app: FastifyInstance, invoiceId: number, actor: Actor) {
  const result = await app.db.transaction((tx) => cancelInvoiceIn(tx, invoiceId, actor));
  app.mailQueued();
  return result;
}

/** The cancellation voucher of an invoice within the caller's transaction (also: a registration cancelled with its invoices). */
export async function cancelInvoiceIn(tx: Tx, invoiceId: number, actor: Actor) {
  const invoice = await lockedInvoice(tx, invoiceId);
  const lines = await invoiceLinesWithCredits(tx, invoiceId);
  const credits = lines.flatMap((line, at) => {
    const left = line.sum - line.creditedCents;
    const tax = invoice.content.lines[at] ?? invoice.content.lines[0]!;
    if (left === 0 && line.sum !== 0) return [];
    const credit =
      left === line.sum
        ? { ...tax, description: line.description, amount: line.amount, unit: line.unit, priceSingleCents: line.priceSingle, netCents: left }
        : { ...tax, description: line.description, amount: 1, unit: 'flat', priceSingleCents: left, netCents: left };
    return [{ creditsId: line.id, line: credit }];
  });
  return writeCorrection(tx, actor, invoice, 'cancellation', credits);
}

/** A payment of an open invoice (partial payments add up); refused above what is still open. */
export async function recordPayment(app: FastifyInstance, invoiceId: number, input: Checked<typeof paymentInputSchema>, actor: Actor, lang: Lang) {
  return app.db.transaction(async (tx) => {
    const invoice = await lockDocument(tx, invoiceId);
    if (!invoice) throw notFound('documentNotFound');
    if (invoice.type !== 'invoice') throw new AppError(409, 'notAnInvoice');
    if (invoice.status !== 'open') throw new AppError(409, 'invoiceNotPayable');
    const { openCents } = paymentState(invoice.grossCents - (await creditedGross(tx, invoiceId)), invoice.paidCents);
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
