import { STAND_STATES, staffMayChange, standTypes, type Lang, type DeskStand, type DeskStandSalesAnswer, type EventPlanAnswer, type StandAction, type StandState } from '@messeportal/domain';

export type DeskHall = EventPlanAnswer['halls'][number];
export type DeskPlanStand = DeskHall['stands'][number];

/** A stand of a hall as the desk lists it: its facts from the plan, its sale (null when available). */
export interface DeskRow {
  stand: DeskPlanStand;
  state: StandState;
  sale: DeskStand | null;
}

/** The hall's stands in the plan's order, each with its state; a stand the sales do not name is available. */
export function deskRows(hall: DeskHall, sales: DeskStandSalesAnswer | undefined): DeskRow[] {
  const byNumber = new Map((sales?.stands ?? []).filter((sale) => sale.hallId === hall.id).map((sale) => [sale.stand, sale]));
  return hall.stands.map((stand) => {
    const sale = byNumber.get(stand.number) ?? null;
    return { stand, state: sale?.state ?? 'available', sale };
  });
}

/** How many stands are in each state, every state named (0 too), in the legend's order. */
export function stateCounts(rows: readonly DeskRow[]): Record<StandState, number> {
  const counts = Object.fromEntries(STAND_STATES.map((state) => [state, 0])) as Record<StandState, number>;
  for (const row of rows) counts[row.state] += 1;
  return counts;
}

/** Whether a row matches the search: part of its stand number or of its company's name, any case; empty matches none. */
export function matchesSearch(row: DeskRow, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return false;
  return row.stand.number.toLocaleLowerCase().includes(needle) || (row.sale?.company ?? '').toLocaleLowerCase().includes(needle);
}

/** A registration that may be booked or proposed: one without a stand, or one with a stand elsewhere (a move). */
export interface Candidate {
  registrationId: number;
  companyId: number | null;
  company: string;
  /** Its stand now, "Halle 3 · C14", or null when it has none. */
  placedAt: DeskStand | null;
}

/** The unplaced registrations first, then those booked on another stand, each once. */
export function candidates(sales: DeskStandSalesAnswer | undefined): Candidate[] {
  if (!sales) return [];
  const unplaced: Candidate[] = sales.unplaced.map((entry) => ({ registrationId: entry.registrationId, companyId: entry.companyId, company: entry.company, placedAt: null }));
  const seen = new Set(unplaced.map((entry) => entry.registrationId));
  const placed: Candidate[] = [];
  for (const sale of sales.stands) {
    if (sale.state !== 'booked' || sale.registrationId === null || seen.has(sale.registrationId)) continue;
    seen.add(sale.registrationId);
    placed.push({ registrationId: sale.registrationId, companyId: sale.companyId, company: sale.company, placedAt: sale });
  }
  return [...unplaced, ...placed.sort((a, b) => a.company.localeCompare(b.company))];
}

/** The companies of the event's registrations, each once, by name: who an option may be for. */
export function companies(sales: DeskStandSalesAnswer | undefined): { companyId: number; company: string }[] {
  const byId = new Map<number, string>();
  for (const entry of sales?.unplaced ?? []) byId.set(entry.companyId, entry.company);
  for (const sale of sales?.stands ?? []) if (sale.companyId !== null && sale.registrationId !== null) byId.set(sale.companyId, sale.company);
  return [...byId].map(([companyId, company]) => ({ companyId, company })).sort((a, b) => a.company.localeCompare(b.company));
}

/** Whether the stand's option or proposal is for this registration or its company (the domain's `same`). */
export const sameAs = (sale: DeskStand | null, who: { registrationId?: number; companyId?: number | null }): boolean =>
  sale !== null &&
  ((who.registrationId !== undefined && sale.registrationId === who.registrationId) || (who.companyId != null && sale.companyId === who.companyId));

/** What the panel offers: the stand's changes, and moving its exhibitor to another stand (a booking of that stand). */
export type DeskAction = StandAction | 'move';

const PANEL_ORDER: readonly DeskAction[] = ['book', 'propose', 'option', 'block', 'move', 'swap', 'release'];

/**
 * The actions the stand's state allows for someone (book, propose, option) or for anyone (block, release); a booked
 * stand's exhibitor may move to another stand or swap with another booked one.
 */
export function offeredActions(row: DeskRow): DeskAction[] {
  const forSomeone = (action: StandAction) => staffMayChange(action, row.state, false) || (row.sale !== null && staffMayChange(action, row.state, true));
  const booked = row.state === 'booked' && row.sale?.registrationId != null;
  return PANEL_ORDER.filter((action) => (action === 'move' ? booked : forSomeone(action) && (action !== 'swap' || booked)));
}

/** A stand to choose in a list (a move's target, a swap's other stand, a proposal's stand): "A3 · Halle 7". */
export interface StandChoice {
  hallId: number;
  stand: string;
  label: string;
  company: string;
}

/** The stands of every hall in one of `states`, hall by hall in the plan's order, `except` one. */
export function standChoices(halls: readonly DeskHall[], sales: DeskStandSalesAnswer | undefined, states: readonly StandState[], except?: { hallId: number; stand: string }): StandChoice[] {
  return halls.flatMap((hall) =>
    deskRows(hall, sales)
      .filter((row) => states.includes(row.state) && !(except && except.hallId === hall.id && except.stand === row.stand.number))
      .map((row) => ({ hallId: hall.id, stand: row.stand.number, label: `${row.stand.number} · ${hall.name}`, company: row.sale?.company ?? '' })),
  );
}

/** A choice's value in a select, and back: "7/A3". */
export const choiceValue = (choice: { hallId: number; stand: string }) => `${choice.hallId}/${choice.stand}`;
export function fromChoiceValue(value: string): { hallId: number; stand: string } | null {
  const slash = value.indexOf('/');
  const hallId = Number(value.slice(0, slash));
  return slash > 0 && Number.isInteger(hallId) ? { hallId, stand: value.slice(slash + 1) } : null;
}

/** Whether `action` may be done on the stand for this registration or company. */
export const allowedFor = (action: StandAction, row: DeskRow, who: { registrationId?: number; companyId?: number | null }) =>
  staffMayChange(action, row.state, sameAs(row.sale, who));

/** A stand type's name without its explanation ("Eckstand", not "Eckstand (2 Seiten offen)"): the lists are narrow. */
export const shortKind = (kind: string, lang: Lang) => (standTypes.find((type) => type.id === kind)?.[lang] ?? kind).replace(/\s*\(.*\)$/, '');
