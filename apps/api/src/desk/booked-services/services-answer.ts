import {
  bookedLines,
  bookletInput,
  centsToAmount,
  orderedAmounts,
  orderBookPriceLine,
  proposedBookletCredits,
  STAFF_BOOKABLE_TABS,
  unitLabel,
  type Lang,
  type OrderedService,
  type StaffBookedServices,
} from '@messeportal/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { OrderBook } from '../../catalogue/reading/repo.ts';
import type { Db, Tx } from '../../platform/db/client.ts';
import { registrations } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { orderedServicesFromJson, orderedServicesJson, type OrderedServicesJson } from '../../selling/registrations/orders-repo.ts';
import { billedBookletLines, loadBookings, type BookingRow } from './services-repo.ts';
import { presentMedia } from './media-answer.ts';

/** The registration with the services its binding orders hold, in one statement; undefined for an unknown one. */
export async function findRegistrationServices(db: Db | Tx, id: number) {
  const [row] = await db
    .select({
      id: registrations.id,
      eventId: registrations.eventId,
      companyId: registrations.companyId,
      standSize: registrations.standSize,
      canceledAt: registrations.canceledAt,
      ordered: sql<OrderedServicesJson>`${orderedServicesJson(sql`${registrations.id}`)}`,
    })
    .from(registrations)
    .where(eq(registrations.id, id));
  return row && { ...row, ordered: orderedServicesFromJson(row.ordered) };
}

/** The items staff book for an exhibitor: those of the services and information tabs that take an amount or a tick. */
export const bookableItems = (book: OrderBook) => book.items.filter((item) => STAFF_BOOKABLE_TABS.includes(item.tab) && bookletInput(item) !== null);

/** What the booklet's own bookings amount to per item now (a tick counts 1), as invoices bill them. */
export function bookedAmounts(book: OrderBook, bookings: readonly BookingRow[]): Map<number, number> {
  const amounts = new Map<number, number>();
  for (const line of bookedLines(book.items, bookings, [], 'de')) amounts.set(line.itemId!, (amounts.get(line.itemId!) ?? 0) + line.amount);
  return amounts;
}

/**
 * `GET /be/registration/{id}/services`: every bookable item of the registration's booklet with what binding orders
 * hold of it, what the booklet books (and at what price), what invoices billed of that; and the credit notes
 * to issue where invoices billed more than is booked now.
 */
export async function answerServices(app: FastifyInstance, registrationId: number, lang: Lang): Promise<StaffBookedServices> {
  const registration = await findRegistrationServices(app.db, registrationId);
  if (!registration) throw notFound('registrationNotFound', 'id');
  const entry = await app.eventCatalog.find(registration.eventId);
  if (!entry) throw notFound('eventNotFound');
  const [book, bookings, billed, media] = await Promise.all([
    app.orderBooks.get(registration.eventId),
    loadBookings(app.db, registrationId),
    billedBookletLines(app.db, registrationId),
    presentMedia(app.db, registrationId, entry.event, lang),
  ]);
  const booked = bookedAmounts(book, bookings);
  const billedByItem = new Map<number, number>();
  for (const line of billed) billedByItem.set(line.itemId, Math.round(((billedByItem.get(line.itemId) ?? 0) + line.amount) * 100) / 100);
  const ordered = orderedAmounts(registration.ordered as OrderedService[]);
  const byItem = new Map(bookings.map((booking) => [booking.orderBookItemId, booking]));
  const groups = new Map(book.groups.map((group) => [group.id, group]));
  const title = (item: { titleDe: string; titleEn: string }) => (lang === 'en' ? item.titleEn : item.titleDe);
  const items = bookableItems(book).map((item) => {
    const booking = byItem.get(item.id);
    const line = booking ? orderBookPriceLine({ ...item, title: title(item) }, booking, booking.priceDeviating) : null;
    const group = groups.get(item.groupId);
    return {
      id: item.id,
      group: group ? title(group) : '',
      title: title(item),
      unit: unitLabel(item.unit, lang),
      input: bookletInput(item)!,
      isMandatory: item.isMandatory,
      perStandQm: item.priceCalculation === 'qm',
      listPrice: centsToAmount(item.price),
      ordered: ordered.get(item.id) ?? 0,
      booked: booking?.amount ?? 0,
      checked: booking?.checked ?? false,
      price: booking?.priceDeviating == null ? null : centsToAmount(booking.priceDeviating),
      reason: booking?.priceReason ?? '',
      sum: centsToAmount(line?.sum ?? 0),
      billed: billedByItem.get(item.id) ?? 0,
    };
  });
  const titles = new Map(book.items.map((item) => [item.id, title(item)]));
  return {
    registrationId,
    isCanceled: registration.canceledAt !== null,
    techClosed: new Date() > entry.event.techEndsAt,
    standSize: registration.standSize,
    currency: entry.event.currency,
    items,
    media: media.media,
    proposedCredits: [
      ...proposedBookletCredits(billed, booked).map((credit) => ({
      kind: 'service' as const,
      itemId: credit.itemId,
      title: titles.get(credit.itemId) ?? '',
      invoiceId: credit.invoiceId,
      invoiceNumber: credit.invoiceNumber,
      amount: credit.amount,
      net: centsToAmount(credit.net),
      })),
      ...media.credits,
    ],
  };
}
