import { amountToCents, naturalCompareStandNumbers, standTypes, type EventPlanAnswer, type Lang, type PlanExhibitor, type StandStatesAnswer } from '@messeportal/domain';
// The interface's formatters rather than the domain's own: the configurator's first visit loads them as one chunk.
import type { Formatters } from '../../../i18n/format.ts';

export type PlanHall = EventPlanAnswer['halls'][number];
export type PlanStandSale = PlanHall['stands'][number];
type SaleState = StandStatesAnswer['states'][number]['state'];

/**
 * A stand as the public sees it: free (for sale now), reserved (held by a visitor, optioned or proposed to a company,
 * none of them an exhibitor yet), booked (with its exhibitor where the exhibitor is public), or not available
 * (blocked, or no stand type of the event fits it). Who holds an option or proposal stays at the desk.
 */
export type PublicState = 'free' | 'reserved' | 'booked' | 'unavailable';
export const PUBLIC_STATES: readonly PublicState[] = ['free', 'reserved', 'booked', 'unavailable'];

export function publicStateOf(sale: PlanStandSale, state: SaleState | undefined): PublicState {
  if (state === 'booked') return 'booked';
  if (state === 'held' || state === 'option' || state === 'proposed') return 'reserved';
  if (state === 'blocked' || sale.standConfigId === null) return 'unavailable';
  return 'free';
}

export interface PublicStand {
  hallId: number;
  hall: string;
  sale: PlanStandSale;
  state: PublicState;
  exhibitor: PlanExhibitor | null;
  /** The exhibitor's product groups by name, in the event's order. */
  groups: string[];
}

/** `hallId/number`: a stand's key within an event (a number may repeat in another hall). */
export const placeOf = (hallId: number, number: string) => `${hallId}/${number}`;

export interface PlanData {
  plan: EventPlanAnswer;
  states: StandStatesAnswer | undefined;
  exhibitors: readonly PlanExhibitor[];
  /** The event's product groups' names by id, in the reader's language. */
  groupNames: ReadonlyMap<number, string>;
}

/** Every stand of the event's halls, the halls in the event's order and each hall's stands as people read them (A2 before A10). */
export function publicStands({ plan, states, exhibitors, groupNames }: PlanData): PublicStand[] {
  const stateOf = new Map((states?.states ?? []).map((entry) => [placeOf(entry.hallId, entry.stand), entry.state]));
  const exhibitorOf = new Map(exhibitors.map((exhibitor) => [placeOf(exhibitor.hallId, exhibitor.stand), exhibitor]));
  return plan.halls.flatMap((hall) =>
    [...hall.stands]
      .sort((a, b) => naturalCompareStandNumbers(a.number, b.number))
      .map((sale) => {
        const place = placeOf(hall.id, sale.number);
        const state = publicStateOf(sale, stateOf.get(place));
        // An exhibitor shows on a booked stand only: a stand freed a moment ago keeps no name from an older answer.
        const exhibitor = state === 'booked' ? (exhibitorOf.get(place) ?? null) : null;
        const groups = (exhibitor?.productGroupIds ?? []).flatMap((id) => groupNames.get(id) ?? []);
        return { hallId: hall.id, hall: hall.name, sale, state, exhibitor, groups };
      }),
  );
}

/** Lower case without accents, so that "kuchen" finds "Küchen" and "cafe" finds "Café". */
const folded = (text: string) => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** Whether the stand is found by `query`: by its number, its exhibitor's company or brands, or a product group's name. */
export function standMatches(stand: PublicStand, query: string): boolean {
  const needle = folded(query.trim());
  if (needle === '') return true;
  const haystack = [stand.sale.number, stand.exhibitor?.company ?? '', ...(stand.exhibitor?.brands ?? []), ...stand.groups];
  return haystack.some((text) => folded(text).includes(needle));
}

/** The stand type's short name ("Eckstand" of "Eckstand (2 Seiten offen)"). */
export function kindName(kind: PlanStandSale['kind'], lang: Lang): string {
  return (standTypes.find((type) => type.id === kind)?.[lang] ?? kind).replace(/\s*\(.*\)$/, '');
}

/** A free stand's net price, as the configurator prices it; null when it cannot be had. */
export const priceOf = (stand: PublicStand, format: Formatters, currency: string) =>
  stand.state === 'free' && stand.sale.net !== null ? format.money(amountToCents(stand.sale.net), currency) : null;

/** "48,00 m²" */
export const areaOf = (stand: PublicStand, format: Formatters) => `${format.number(stand.sale.areaM2)} m²`;

export interface StandNameWords {
  /** "Stand B12" */
  stand: (number: string) => string;
  /** "frei", "gebucht" … */
  state: (state: PublicState) => string;
}

/**
 * What a screen reader says for a stand, the list's and the drawing's name of it: "Stand B12, Halle 7, 48,00 m²,
 * Eckstand, frei, 5.472,00 €", a booked one with its exhibitor ("…, gebucht, Alpha Küchen GmbH").
 */
export function standName(stand: PublicStand, words: StandNameWords, lang: Lang, format: Formatters, currency: string): string {
  const parts = [words.stand(stand.sale.number), stand.hall, areaOf(stand, format), kindName(stand.sale.kind, lang), words.state(stand.state)];
  const price = priceOf(stand, format, currency);
  if (price) parts.push(price);
  if (stand.exhibitor) parts.push(stand.exhibitor.company);
  return parts.join(', ');
}
