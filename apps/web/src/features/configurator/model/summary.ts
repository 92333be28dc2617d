import {
  amountToCents,
  bookedAmountIssue,
  mediaPriceLine,
  orderBookPriceLine,
  priceTotals,
  type ConfiguratorMode,
  type EuroRow,
  type OrderIssue,
  type PriceLine,
  type PriceTotals,
  type TaxCase,
} from '@messeportal/domain';
import type { ChosenItem } from './configuration.ts';
import { ruleItem } from './order-book.ts';

export interface SummaryCatalogue {
  standPrices: readonly EuroRow[];
  medias: readonly { id: number; name: string; price: number; priceEarly: number }[];
  orderBookItems: readonly {
    id: number;
    title: string;
    price: number;
    unit: string;
    priceCalculation: string;
    itemType: number;
    productGlobal: { productType: number | null } | null;
  }[];
  /** The stand area items charged by stand m² are booked for at least (orderStandArea); null when unknown. */
  standQm: number | null;
  earlyBookingRuns: boolean;
  /** The buyer's tax case (useBuyerTaxCase): the VAT the invoice will charge. */
  taxCase: TaxCase;
}

export interface Summary {
  stand: PriceLine[];
  media: PriceLine[];
  services: PriceLine[];
  /** Booked services the order refuses as they are (bookedAmountIssue): named without a price, never counted. */
  unpriced: UnpricedService[];
  totals: PriceTotals;
  /** The tax case the totals were computed with: it names their VAT row. */
  taxCase: TaxCase;
}

/** A booked service the summary cannot price because the order would refuse its amount, with what the order says. */
export interface UnpricedService {
  itemId: number;
  description: string;
  amount: number;
  unit: string;
  issue: Omit<OrderIssue, 'property'>;
}

/** A stand position in cents; the server computed it from cents, so the conversion is exact. */
function standLine(price: EuroRow): PriceLine {
  const priceSingle = amountToCents(price.priceSingle);
  return {
    kind: 'stand',
    description: price.description,
    amount: price.amount,
    unit: price.unit,
    priceSingle,
    sum: amountToCents(price.sum),
    listPrice: priceSingle,
    isDeviating: false,
    isEarlyPrice: false,
  };
}

const present = <T>(value: T | null): value is T => value !== null;

/** A deviating price set on the line (euros) in cents; none when it carries none. */
const deviatingCents = (entry: ChosenItem): number | null => (typeof entry.price === 'number' ? amountToCents(entry.price) : null);

/**
 * The priced summary of a configuration with the shared pricing rules, so the preview shows the totals
 * the order will charge: stand positions, chosen media (early-booking price while it runs), booked
 * services (amount 0 left out), net, VAT by the buyer's tax case, gross. A deviating price on a line wins
 * (SPEC §9); only configurations whose prices count carry one (see `startState`). Items the catalogue no longer
 * offers cannot be priced and are left out; the order names them. A service booked with an amount the order
 * refuses (less than the stand area of an item charged by stand m², part of a counted unit) gets no price and
 * no share of the totals: it is listed as `unpriced`, with the order's reason, until the amount is one the order takes.
 */
export function summarize(chosen: { medias: readonly ChosenItem[]; orderBooks: readonly ChosenItem[] }, catalogue: SummaryCatalogue): Summary {
  const mediaById = new Map(catalogue.medias.map((item) => [item.id, item]));
  const itemById = new Map(catalogue.orderBookItems.map((item) => [item.id, item]));
  const stand = catalogue.standPrices.map(standLine);
  const media = chosen.medias
    .map((entry) => {
      const item = mediaById.get(entry.id);
      if (!item) return null;
      const inCents = { ...item, price: amountToCents(item.price), priceEarly: amountToCents(item.priceEarly) };
      return mediaPriceLine(inCents, entry.amount, { earlyBookingRuns: catalogue.earlyBookingRuns, deviatingPrice: deviatingCents(entry) });
    })
    .filter(present);
  const unpriced: UnpricedService[] = [];
  const services = chosen.orderBooks
    .map((entry) => {
      const item = itemById.get(entry.id);
      if (!item) return null;
      const issue = bookedAmountIssue(ruleItem(item), entry.amount, catalogue.standQm);
      if (issue) {
        unpriced.push({ itemId: item.id, description: item.title, amount: entry.amount, unit: item.unit, issue });
        return null;
      }
      return orderBookPriceLine(
        { ...item, price: amountToCents(item.price), productType: item.productGlobal?.productType ?? null },
        { amount: entry.amount },
        deviatingCents(entry),
      );
    })
    .filter(present);
  return {
    stand,
    media,
    services,
    unpriced,
    totals: priceTotals([...stand, ...media, ...services], catalogue.taxCase.rateBp),
    taxCase: catalogue.taxCase,
  };
}

/**
 * The summary's sections besides media and services. Additions to an existing registration have neither
 * stand nor brands (the registration has them): staff building them (be_registration) as much as the
 * customer opening such an offer by its link. The back office's stand mode has no brands.
 */
export function summarySections(mode: ConfiguratorMode, registrationId: number | null): { stand: boolean; brands: boolean } {
  const addition = mode === 'be_registration' || registrationId !== null;
  return { stand: !addition, brands: !addition && mode !== 'be_stand' };
}
