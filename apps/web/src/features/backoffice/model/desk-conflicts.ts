import { conflictsByStand, neighbourPairs, productGroupConflicts, type DeskStandSalesAnswer, type Lang, type NeighbourPair, type StandConflictKind } from '@messeportal/domain';
import type { DeskHall } from './desk-plan.ts';

/** A conflict as a stand shows it: its kind, the other stand and its company, what they share (product group names). */
export interface DeskConflict {
  kind: StandConflictKind;
  other: string;
  company: string;
  productGroupIds: number[];
}

// The neighbours follow from the geometry alone: worked out once per hall version the plan answer holds.
const pairsOf = new WeakMap<DeskHall['geometry'], NeighbourPair[]>();
const neighboursIn = (hall: DeskHall) => {
  let pairs = pairsOf.get(hall.geometry);
  if (!pairs) pairsOf.set(hall.geometry, (pairs = neighbourPairs(hall.geometry.stands)));
  return pairs;
};

/**
 * The conflicts of the hall's stands, by stand number (each stand of a pair names the other): the same product group
 * on neighbouring booked stands. Stands without one are not in the map.
 */
export function hallConflicts(hall: DeskHall, sales: DeskStandSalesAnswer | undefined): Map<string, DeskConflict[]> {
  if (!sales) return new Map();
  const groupsOfRegistration = new Map(sales.exhibitorGroups.map((entry) => [entry.registrationId, entry.productGroupIds]));
  const booked = sales.stands.filter((sale) => sale.hallId === hall.id && sale.state === 'booked' && sale.registrationId !== null);
  const companyOf = new Map(booked.map((sale) => [sale.stand, sale.company]));
  const groupsOf = new Map(booked.map((sale) => [sale.stand, groupsOfRegistration.get(sale.registrationId!) ?? []]));
  if (![...groupsOf.values()].some((groups) => groups.length > 0)) return new Map();
  const byStand = conflictsByStand(productGroupConflicts(neighboursIn(hall), groupsOf));
  return new Map(
    [...byStand].map(([stand, entries]) => [
      stand,
      entries.map(({ conflict, other }) => ({ kind: conflict.kind, other, company: companyOf.get(other) ?? '', productGroupIds: conflict.productGroupIds })),
    ]),
  );
}

/** The product groups' names in the language shown, in the order of the ids. */
export function groupNames(sales: DeskStandSalesAnswer, ids: readonly number[], lang: Lang): string[] {
  const byId = new Map(sales.productGroups.map((group) => [group.id, lang === 'en' ? group.nameEn : group.nameDe]));
  return ids.map((id) => byId.get(id) ?? `#${id}`);
}
