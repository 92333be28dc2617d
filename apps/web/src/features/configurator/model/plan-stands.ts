import { amountToCents, formatMoney, formatNumber, standTypes, type EventPlanAnswer, type Lang, type StandStatesAnswer } from '@messeportal/domain';

export type PlanHall = EventPlanAnswer['halls'][number];
export type PlanStandSale = PlanHall['stands'][number];
export type StandKind = PlanStandSale['kind'];
type StateEntry = StandStatesAnswer['states'][number];

/**
 * A stand as the visitor sees it on the plan: free to choose, held by this visitor, taken in one of the ways the
 * server names (held by another visitor, optioned, proposed, booked, blocked), or not for sale (no stand type of the
 * event fits its position and size).
 */
export type StandSaleState = 'available' | 'mine' | Exclude<StateEntry['state'], 'requested'> | 'notForSale';

export const STAND_SALE_STATES: readonly StandSaleState[] = ['available', 'mine', 'held', 'option', 'proposed', 'booked', 'blocked', 'notForSale'];

/** The states of one hall's stands by number; a stand not listed is available. */
export function hallStates(answer: StandStatesAnswer | undefined, hallId: number): ReadonlyMap<string, StateEntry['state']> {
  return new Map((answer?.states ?? []).filter((entry) => entry.hallId === hallId).map((entry) => [entry.stand, entry.state]));
}

/**
 * A stand's state for this visitor. The states are the same for everyone: the visitor's own stand (`mine`, the one its
 * configuration holds) is told apart here, also while the states do not list its hold yet; a requested stand is free.
 */
export function saleStateOf(stand: PlanStandSale, state: StateEntry['state'] | undefined, mine: boolean): StandSaleState {
  if (mine && (state === undefined || state === 'held')) return 'mine';
  // A stand others wished for while staff allotted the stands is free to whoever picks it first now.
  if (state && state !== 'requested') return state;
  return stand.standConfigId === null ? 'notForSale' : 'available';
}

/** Whether a click or Enter on the stand holds it: a free stand, or the visitor's own (which renews its hold). */
export const isChoosable = (state: StandSaleState) => state === 'available' || state === 'mine';

/** Taken by someone or something else: drawn grey and hatched, never chosen. */
export const isTaken = (state: StandSaleState) => !isChoosable(state) && state !== 'notForSale';

/** The stand type's colour on the plan and in the legend, light enough for the black stand numbers on it. */
export const KIND_COLOURS: Record<StandKind, string> = {
  inline: 'var(--mantine-color-blue-2)',
  corner: 'var(--mantine-color-green-3)',
  head: 'var(--mantine-color-orange-2)',
  island: 'var(--mantine-color-grape-2)',
};

export const STAND_KINDS = Object.keys(KIND_COLOURS) as StandKind[];

/** The ids of the fills that are patterns (see PlanPatterns): hatched for taken, dotted for not for sale. */
export interface PatternIds {
  taken: string;
  notForSale: string;
}

/** A stand's fill: its type's colour while it can be chosen; a grey pattern when taken or not for sale (never colour alone). */
export function standFill(kind: StandKind, state: StandSaleState, patterns: PatternIds): string {
  if (isChoosable(state)) return KIND_COLOURS[kind];
  return `url(#${state === 'notForSale' ? patterns.notForSale : patterns.taken})`;
}

/** The stand type's short name from the domain's list ("Eckstand" of "Eckstand (2 Seiten offen)"). */
export function kindName(kind: StandKind, lang: Lang): string {
  const label = standTypes.find((type) => type.id === kind)?.[lang] ?? kind;
  return label.replace(/\s*\(.*\)$/, '');
}

/** The stand's number as the plan writes it in the stand: with a tick when it is the visitor's. */
export const standMark = (number: string, state: StandSaleState) => (state === 'mine' ? `✓ ${number}` : number);

export interface StandNameInput {
  stand: PlanStandSale;
  hall: string;
  state: StandSaleState;
  currency: string;
}

export interface StandNameWords {
  /** "Stand B12" */
  stand: (number: string) => string;
  /** "frei", "gebucht" … */
  state: (state: StandSaleState) => string;
}

/**
 * What a screen reader says for a stand, and what the list shows of it: "Stand B12, Halle 7, 48,00 m², Eckstand, frei,
 * 5.472,00 €". The price only where it can still be had; numbers in the language's format.
 */
export function standAccessibleName({ stand, hall, state, currency }: StandNameInput, words: StandNameWords, lang: Lang): string {
  const parts = [words.stand(stand.number), hall, `${formatNumber(stand.areaM2, lang)} m²`, kindName(stand.kind, lang), words.state(state)];
  if (isChoosable(state) && stand.net !== null) parts.push(formatMoney(amountToCents(stand.net), lang, currency));
  return parts.join(', ');
}

/** The stands in the order of their numbers as people read them (A2 before A10). */
export function byNumber<T extends { number: string }>(stands: readonly T[]): T[] {
  return [...stands].sort((a, b) => a.number.localeCompare(b.number, 'de', { numeric: true, sensitivity: 'base' }));
}
