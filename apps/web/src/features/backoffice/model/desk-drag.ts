import type { DeskRow } from './desk-plan.ts';

/** The type under which a registration dragged at the desk travels (the plan takes nothing else dropped on it). */
export const DRAG_TYPE = 'application/x-messeportal-registration';

/** A registration dragged onto the plan: from the list without a stand (`from` null), or from its booked stand. */
export interface DraggedRegistration {
  registrationId: number;
  companyId: number | null;
  company: string;
  from: { hallId: number; stand: string } | null;
}

/** What dropping it on a stand asks the stand's panel to do, for staff to confirm there. */
export type DropIntent = { action: 'book'; registrationId: number } | { action: 'swap'; hallId: number; stand: string };

/** The dragged registration read back from the drop, or null for anything else dropped. */
export function readDragged(text: string): DraggedRegistration | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { registrationId, companyId, company, from } = value as Record<string, unknown>;
    if (typeof registrationId !== 'number' || typeof company !== 'string' || (companyId !== null && typeof companyId !== 'number')) return null;
    const place = from as { hallId?: unknown; stand?: unknown } | null;
    if (place !== null && (typeof place?.hallId !== 'number' || typeof place.stand !== 'string')) return null;
    return { registrationId, companyId, company, from: place === null ? null : { hallId: place.hallId as number, stand: place.stand as string } };
  } catch {
    return null;
  }
}

/**
 * What a drop on a stand means: a registration onto a stand it may be booked on (free, or optioned or proposed to
 * it) is booked there, moving from its stand if it has one; a booked stand's exhibitor onto another booked stand
 * swaps the two. Anything else (a blocked or held stand, its own stand) means nothing: null.
 */
export function dropIntent(dragged: DraggedRegistration, hallId: number, target: DeskRow, allowed: (row: DeskRow, who: { registrationId: number; companyId: number | null }) => boolean): DropIntent | null {
  if (dragged.from && dragged.from.hallId === hallId && dragged.from.stand === target.stand.number) return null;
  if (target.state === 'booked') return dragged.from ? { action: 'swap', ...dragged.from } : null;
  return allowed(target, dragged) ? { action: 'book', registrationId: dragged.registrationId } : null;
}
