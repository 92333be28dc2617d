import type { PublicStand } from './public-stands.ts';

/**
 * What the address says: `#/e/{eventId}/plan?stand=B12` shows stand B12; `&hall=3` names its hall where the number
 * is on more than one of the event's halls (and alone, which hall to show).
 */
export interface PlanAddress {
  stand: string | null;
  hallId: number | null;
}

export function readPlanAddress(params: URLSearchParams): PlanAddress {
  const stand = params.get('stand')?.trim() || null;
  const hall = params.get('hall');
  return { stand, hallId: hall && /^\d{1,9}$/.test(hall) ? Number(hall) : null };
}

/** The stand the address names: by number (any case), in the named hall when it names one; null when there is none. */
export function standOfAddress(stands: readonly PublicStand[], { stand, hallId }: PlanAddress): PublicStand | null {
  if (!stand) return null;
  const wanted = stand.toLowerCase();
  return stands.find((candidate) => candidate.sale.number.toLowerCase() === wanted && (hallId === null || candidate.hallId === hallId)) ?? null;
}

/** The query of a stand's address: its number, and its hall only where another hall has the same number. */
export function standQuery(stands: readonly PublicStand[], stand: PublicStand): URLSearchParams {
  const query = new URLSearchParams({ stand: stand.sale.number });
  const twice = stands.some((other) => other.hallId !== stand.hallId && other.sale.number.toLowerCase() === stand.sale.number.toLowerCase());
  if (twice) query.set('hall', String(stand.hallId));
  return query;
}

/** The address of the public plan showing one stand, to share (`#/e/1/plan?stand=B12`). */
export const standHref = (eventId: number, query: URLSearchParams) => `#/e/${eventId}/plan?${query.toString()}`;
