import { addDays, coversPosition, dayIn, langFromLocale, taxCaseOf, type issueInvoiceInputSchema, type Lang } from '@messeportal/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db, Tx } from '../platform/db/client.ts';
import type { OrderBook } from '../catalogue/reading/repo.ts';
import type { CatalogEvent } from '../catalogue/events/repo.ts';
import { AppError, notFound } from '../platform/http/app-error.ts';
import type { Actor } from '../platform/audit/record-change.ts';
import { loadOrganiser, readOrganiserSettings, type OrganiserRow } from '../platform/settings/repo.ts';
import { buyerOf } from './buyer.ts';
import { sellerOf, taxedLines, withTotals, type InvoiceContent } from './invoice-content.ts';
import { renderInvoiceDraftPdf } from './invoice-pdf.ts';
import { openPositions, type OpenPosition } from './open-positions.ts';
import { findInvoiceParty, findRegistration, findRegistrationEventId, liveInvoices, lockRegistration } from './invoicing-repo.ts';
import { writeDocument } from './write-document.ts';

export type IssueInvoiceInput = z.output<typeof issueInvoiceInputSchema>;

/** The event and order booklet of a registration's invoice. */
export interface InvoiceCatalogue {
  entry: CatalogEvent;
  book: OrderBook;
}

/** What an invoice would say if issued now, and what issuing it writes besides. */
export interface InvoiceDraft {
  content: InvoiceContent;
  settings: OrganiserRow;
  positions: OpenPosition[];
  /** Its date, the organiser's day. */
  day: string;
  isFinal: boolean;
  /** The language it is printed and mailed in: its main contact's. */
  lang: Lang;
  mailTo: { email: string; lang: string } | undefined;
}

/**
 * The registration's event and order booklet, looked up before any transaction: a catalogue read on PGlite's
 * one connection would wait for it.
 */
export async function invoiceCatalogueOf(app: FastifyInstance, registrationId: number): Promise<InvoiceCatalogue> {
  const eventId = await findRegistrationEventId(app.db, registrationId);
  const entry = eventId === undefined ? undefined : await app.eventCatalog.find(eventId);
  if (!entry) throw notFound('registrationNotFound');
  return { entry, book: await app.orderBooks.get(entry.event.id) };
}

/**
 * Invoices the registration's positions of one partial billing number (none: all) that no live invoice bills
 * yet: refused without such positions, without a complete invoice address, or with a VAT ID or Leitweg-ID of
 * the wrong form. A final invoice also lists the partial invoices issued before it.
 */
export async function issueInvoice(app: FastifyInstance, registrationId: number, input: IssueInvoiceInput, actor: Actor, now = new Date()) {
  const catalogue = await invoiceCatalogueOf(app, registrationId);
  const result = await app.db.transaction(async (tx) => {
    const locked = await lockRegistration(tx, registrationId);
    if (!locked) throw notFound('registrationNotFound');
    return writeInvoice(tx, actor, locked, await invoiceDraft(tx, locked, catalogue, input, now));
  });
  app.mailQueued();
  return result;
}

/**
 * The PDF of the invoice that issueInvoice would issue now, marked as a draft and without a number: the same
 * content and rendering, refused for the same reasons. Nothing is written, numbered or mailed.
 */
export async function previewInvoice(app: FastifyInstance, registrationId: number, input: IssueInvoiceInput, now = new Date(), replaced?: number): Promise<Buffer> {
  const catalogue = await invoiceCatalogueOf(app, registrationId);
  const registration = await findRegistration(app.db, registrationId);
  if (!registration) throw notFound('registrationNotFound');
  const draft = await invoiceDraft(app.db, registration, catalogue, input, now, replaced);
  return renderInvoiceDraftPdf(draft.content, { date: draft.day, isFinal: draft.isFinal }, await loadOrganiser(app.db), draft.lang);
}

/**
 * The invoice of the registration's open positions as it would be issued now (in the caller's transaction when
 * it issues it): refused (409) without seller data, buyer address or positions. `replaced`: an invoice to count as
 * cancelled already (the final invoice a corrected one replaces), so that the draft bills and lists what the
 * corrected one will.
 */
export async function invoiceDraft(
  db: Db | Tx,
  registration: { id: number; companyId: number },
  { entry, book }: InvoiceCatalogue,
  input: IssueInvoiceInput,
  now: Date,
  replaced?: number,
): Promise<InvoiceDraft> {
  const [settings, party] = await Promise.all([readOrganiserSettings(db), findInvoiceParty(db, registration.companyId)]);
  if (!party) throw notFound('registrationNotFound');
  const lang = langFromLocale(party.contact?.lang ?? 'de');
  const open = await openPositions(db, registration.id, book, lang, replaced);
  // § 14 UStG and XRechnung (BR-DE-5 … 7) need these of the seller; the settings page names them.
  if (!(settings.vatId || settings.taxNumber) || !settings.iban || !settings.phone || !settings.email) throw new AppError(409, 'sellerDataMissing');
  const buyer = buyerOf(party, registration.id);
  const positions = open.filter((position) => coversPosition(input.billingNumber, position.billingNumber));
  if (positions.length === 0) throw new AppError(409, 'nothingToInvoice', { property: 'billingNumber' });
  const { event } = entry;
  const taxCase = taxCaseOf({ country: buyer.country, vatId: buyer.vatId, eventRateBp: event.vatRate, nonEu: settings.nonEuTax });
  const day = dayIn(now, settings.timeZone);
  const content: InvoiceContent = {
    kind: 'invoice',
    currency: event.currency,
    seller: sellerOf(settings),
    buyer,
    taxCase,
    event: { nameDe: event.nameDe, nameEn: event.nameEn, startsAt: event.startsAt, endsAt: event.endsAt },
    billingNumber: input.billingNumber,
    ...withTotals(taxedLines(positions, taxCase)),
    dueDate: addDays(day, settings.paymentTermDays),
    paymentTermDays: settings.paymentTermDays,
    corrects: null,
    partialInvoices: input.final ? (await liveInvoices(db, registration.id, replaced)).map(({ number, date, grossCents }) => ({ number, date, grossCents })) : [],
  };
  const mailTo = party.contact && { email: buyer.email, lang: party.contact.lang };
  return { content, settings, positions, day, isFinal: input.final, lang, mailTo };
}

/** Issues a draft of a registration locked in the caller's transaction: numbered, stored, mailed. */
export function writeInvoice(tx: Tx, actor: Actor, registration: { id: number; companyId: number }, draft: InvoiceDraft, audited = true) {
  return writeDocument(tx, actor, {
    settings: draft.settings,
    companyId: registration.companyId,
    registrationId: registration.id,
    content: draft.content,
    status: 'open',
    day: draft.day,
    isFinal: draft.isFinal,
    lines: draft.positions.map((position) => ({
      description: position.description,
      amount: position.amount,
      unit: position.unit,
      priceSingle: position.priceSingle,
      sum: position.sum,
      orderPositionId: position.orderPositionId ?? undefined,
      orderBookItemId: position.orderBookItemId ?? undefined,
      fireplaceConnectionId: position.fireplaceConnectionId ?? undefined,
    })),
    mailTo: draft.mailTo,
    audited,
  });
}
