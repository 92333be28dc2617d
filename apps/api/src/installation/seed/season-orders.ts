import {
  bookletInput,
  bookletIssues,
  chosenMedia,
  configurationSchema,
  orderedAmounts,
  orderIssues,
  type ConfigurationInput,
  type ExhibitorTab,
} from '@messeportal/domain';
import { eq } from 'drizzle-orm';
import type { CatalogEvent } from '../../catalogue/events/repo.ts';
import type { MediaItemRow, OrderBook } from '../../catalogue/reading/repo.ts';
import type { Tx } from '../../platform/db/client.ts';
import { orders } from '../../platform/db/schema.ts';
import type { OfferRow } from '../../selling/offers/repo.ts';
import { findOrderCatalogue } from '../../selling/orders/order-checks.ts';
import { recordOrder } from '../../selling/orders/record-order.ts';
import { orderPriceLines } from '../../selling/pricing/order-prices.ts';
import { lockBookletOrdered, replaceBookletValues } from '../../selling/registrations/repo.ts';

/** A fair's catalogue as the season orders from it: the event's entry, its order booklet and media. */
export interface SeasonCatalogue {
  entry: CatalogEvent;
  book: OrderBook;
  media: MediaItemRow[];
}

/** Whose order: the registration, its company and the contact who ordered, in the contact's language. */
export interface Orderer {
  registrationId: number;
  companyId: number;
  contact: { id: number; email: string; lang: 'de' | 'en' };
  brands: { id: number; name: string; productgroupsIds: number[] }[];
}

const byName = <T>(rows: readonly T[], name: string, nameOf: (row: T) => string): T => {
  const row = rows.find((candidate) => nameOf(candidate) === name);
  if (!row) throw new Error(`Demo seed: the catalogue has no "${name}"`);
  return row;
};

/** What the configurator sends for a stand (none: additions), media and services chosen by their German names, with the terms accepted. */
export function seasonConfiguration(
  catalogue: SeasonCatalogue,
  choice: { standType?: string; qm?: number; media: Record<string, number>; services: Record<string, number>; brands: Orderer['brands'] },
  extra: Partial<ConfigurationInput> = {},
) {
  const standConfig = choice.standType && byName(catalogue.entry.standConfigs, choice.standType, (config) => config.standType);
  return configurationSchema.parse({
    eventId: catalogue.entry.event.id,
    agb: true,
    cancellationPolicy: true,
    stand: standConfig ? { standConfigId: standConfig.id, qm: choice.qm } : {},
    medias: Object.entries(choice.media).map(([name, amount]) => ({ id: byName(catalogue.media, name, (item) => item.nameDe).id, amount })),
    orderBooks: Object.entries(choice.services).map(([title, amount]) => ({ id: byName(catalogue.book.items, title, (item) => item.titleDe).id, amount })),
    brands: choice.brands,
    ...extra,
  });
}

/**
 * A registration's binding order as the configurator's order places it (place-order.ts): checked against the
 * catalogue by the order's own rules, priced by the order's pricing at the day it was placed (the early-booking
 * prices of media then), recorded with its positions, its order confirmation (numbered that day) and the media
 * stock it takes, dated `at`. An order of a saved offer accepts it. `withoutMandatory`: the demo exhibitor's
 * order, placed before the stand cleaning became mandatory.
 */
export async function placeSeasonOrder(
  tx: Tx,
  catalogue: SeasonCatalogue,
  orderer: Orderer,
  configuration: ReturnType<typeof seasonConfiguration>,
  at: Date,
  options: { offer?: OfferRow; withoutMandatory?: boolean } = {},
): Promise<void> {
  const { entry, book } = catalogue;
  const lang = orderer.contact.lang;
  const found = await findOrderCatalogue(tx, entry, book, configuration, { staffMade: false, lang });
  const issues = orderIssues(configuration, found.catalogue).filter((issue) => !(options.withoutMandatory && issue.message === 'orderbookMandatory'));
  if (issues.length > 0) throw new Error(`Demo seed: the order of registration ${orderer.registrationId} breaks ${JSON.stringify(issues)}`);
  const priced = (language: 'de' | 'en') => orderPriceLines(entry, configuration, found.media, found.orderBookItems, { lang: language, now: at, honourDeviatingPrices: false });
  await recordOrder(tx, {
    entry,
    companyId: orderer.companyId,
    registrationId: orderer.registrationId,
    contactId: orderer.contact.id,
    offer: options.offer,
    type: 'registration',
    content: configuration,
    lines: priced(lang),
    linesDe: priced('de'),
    chosen: chosenMedia(configuration.medias),
    recipient: { email: orderer.contact.email, lang },
    now: at,
  });
  // Its only order yet: placed that day.
  await tx.update(orders).set({ createdAt: at }).where(eq(orders.registrationId, orderer.registrationId));
}

/**
 * What the exhibitor booked in the order booklet after its order, by German title (1 ticks a box), tab by tab
 * as the booklet saves them: checked by the booklet's rules against the services its orders hold.
 */
export async function bookSeasonBooklet(tx: Tx, book: OrderBook, registration: { id: number; standQm: number }, bookings: Record<string, number>) {
  const ordered = orderedAmounts(await lockBookletOrdered(tx, registration.id));
  const values = Object.entries(bookings).map(([title, amount]) => {
    const item = byName(book.items, title, (candidate) => candidate.titleDe);
    return { item, value: bookletInput(item) === 'checkbox' ? { id: item.id, checked: amount === 1 } : { id: item.id, amount } };
  });
  for (const tab of new Set(values.map(({ item }) => item.tab as ExhibitorTab))) {
    const ofTab = values.filter(({ item }) => item.tab === tab).map(({ value }) => value);
    const { errors } = bookletIssues(book.items, tab, ofTab, ordered, registration.standQm);
    if (errors.length > 0) throw new Error(`Demo seed: the booklet of registration ${registration.id} breaks ${JSON.stringify(errors)}`);
    const itemIds = book.items.filter((item) => item.tab === tab).map((item) => item.id);
    const own = ofTab.map((value) => ({ orderBookItemId: value.id, amount: value.amount ?? 0, checked: value.checked ?? false }));
    await replaceBookletValues(tx, registration.id, itemIds, own);
  }
}
