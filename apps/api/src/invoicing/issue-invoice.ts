import { addDays, coversPosition, dayIn, taxCaseOf, type issueInvoiceInputSchema } from '@messeportal/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Tx } from '../platform/db/client.ts';
import type { OrderBook } from '../catalogue/reading/repo.ts';
import type { CatalogEvent } from '../catalogue/events/repo.ts';
import { AppError, notFound } from '../platform/http/app-error.ts';
import type { Actor } from '../platform/audit/record-change.ts';
import { readOrganiserSettings } from '../platform/settings/repo.ts';
import { buyerOf } from './buyer.ts';
import { sellerOf, taxedLines, withTotals, type InvoiceContent } from './invoice-content.ts';
import { openPositions } from './open-positions.ts';
import { findInvoiceParty, findRegistrationEventId, liveInvoices, lockRegistration } from './invoicing-repo.ts';
import { writeDocument } from './write-document.ts';

/**
 * Invoices the registration's positions of one partial billing number (none: all) that no live invoice bills
 * yet: refused without such positions, without a complete invoice address, or with a VAT ID or Leitweg-ID of
 * the wrong form. A final invoice also lists the partial invoices issued before it.
 */
export async function issueInvoice(
  app: FastifyInstance,
  registrationId: number,
  input: z.output<typeof issueInvoiceInputSchema>,
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
  input: z.output<typeof issueInvoiceInputSchema>,
  actor: Actor,
  now: Date,
) {
  const [settings, party] = await Promise.all([readOrganiserSettings(tx), findInvoiceParty(tx, registration.companyId)]);
  if (!party) throw notFound('registrationNotFound');
  const open = await openPositions(tx, registration.id, book, party.contact?.lang ?? 'de');
  // § 14 UStG and XRechnung (BR-DE-5 … 7) need these of the seller; the settings page names them.
  if (!(settings.vatId || settings.taxNumber) || !settings.iban || !settings.phone || !settings.email) throw new AppError(409, 'sellerDataMissing');
  const buyer = buyerOf(party, registration.id);
  const positions = open.filter((position) => coversPosition(input.billingNumber, position.billingNumber));
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
    lines: positions.map((position) => ({
      ...position,
      orderPositionId: position.orderPositionId ?? undefined,
      orderBookItemId: position.orderBookItemId ?? undefined,
      fireplaceConnectionId: position.fireplaceConnectionId ?? undefined,
    })),
    mailTo: party.contact && { email: buyer.email, lang: party.contact.lang },
  });
}
