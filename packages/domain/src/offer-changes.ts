/**
 * The change log of an offer (issue 6: every change staff make is recorded, who, when, what): which of an
 * offer's parts a save changed, compared on what the customer would notice, not on how the browser sent it.
 */
import { OfferState } from './enums.ts';

export const OFFER_CHANGE_ACTIONS = ['created', 'saved', 'copied'] as const;
export type OfferChangeAction = (typeof OFFER_CHANGE_ACTIONS)[number];

/** The parts of an offer a change names, in this order. */
export const OFFER_CHANGE_FIELDS = ['title', 'state', 'subText', 'company', 'stand', 'medias', 'orderBooks', 'brands', 'prices'] as const;
export type OfferChangeField = (typeof OFFER_CHANGE_FIELDS)[number];

type Chosen = { id: number; amount: number; price?: number | null };

/** An offer as far as the change log compares it. */
export interface OfferSnapshot {
  title: string;
  state: number;
  subText: string;
  companyId: number | null;
  registrationId: number | null;
  data: {
    stand?: { standConfigId?: number | null; qm?: number | string | null };
    medias?: Chosen[];
    orderBooks?: Chosen[];
    brands?: unknown[];
  };
}

/** What a new offer is compared with: nothing set yet. */
export const EMPTY_OFFER: OfferSnapshot = { title: '', state: OfferState.draft, subText: '', companyId: null, registrationId: null, data: {} };

/** A size as a number where it reads as one ('36', '36,0' and 36 are the same stand). */
function sizeOf(qm: number | string | null | undefined): number | string | null {
  if (qm === undefined || qm === null || qm === '') return null;
  const size = typeof qm === 'number' ? qm : Number(qm.trim().replace(',', '.'));
  return Number.isFinite(size) ? size : String(qm);
}

/** The chosen amounts by id (0 is not chosen), in id order. */
const amounts = (list: Chosen[] = []) =>
  list
    .filter((entry) => entry.amount > 0)
    .map((entry) => [entry.id, entry.amount])
    .sort(([a], [b]) => a! - b!);

/** The deviating prices set on media (m) and order-book items (o), in id order. */
const prices = (data: OfferSnapshot['data']) =>
  [
    ...(data.medias ?? []).map((entry) => ['m', entry.id, entry.price]),
    ...(data.orderBooks ?? []).map((entry) => ['o', entry.id, entry.price]),
  ]
    .filter(([, , price]) => typeof price === 'number')
    .sort((a, b) => String(a[0]).localeCompare(String(b[0])) || Number(a[1]) - Number(b[1]));

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The parts that differ between two versions of an offer, in the order of OFFER_CHANGE_FIELDS. */
export function changedOfferFields(before: OfferSnapshot, after: OfferSnapshot): OfferChangeField[] {
  const stand = (o: OfferSnapshot) => [o.data.stand?.standConfigId ?? null, sizeOf(o.data.stand?.qm)];
  const differs: Record<OfferChangeField, boolean> = {
    title: before.title !== after.title,
    state: before.state !== after.state,
    subText: before.subText !== after.subText,
    company: before.companyId !== after.companyId || before.registrationId !== after.registrationId,
    stand: !same(stand(before), stand(after)),
    medias: !same(amounts(before.data.medias), amounts(after.data.medias)),
    orderBooks: !same(amounts(before.data.orderBooks), amounts(after.data.orderBooks)),
    brands: !same(before.data.brands ?? [], after.data.brands ?? []),
    prices: !same(prices(before.data), prices(after.data)),
  };
  return OFFER_CHANGE_FIELDS.filter((field) => differs[field]);
}
