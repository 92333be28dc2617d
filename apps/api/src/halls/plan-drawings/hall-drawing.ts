import { deriveStands, naturalCompareStandNumbers, type HallGeometry, type Ring, type StandState } from '@messeportal/domain';
import type { Db } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { parseId } from '../../platform/lib/ids.ts';
import { loadEventHallPlans } from '../event-plan/repo.ts';

/**
 * A stand as a drawing and its list show it: its state and, where the reader may know it, the company on it. The
 * desk fills in everything it knows; the public plan only the state and a booked stand's exhibitor.
 */
export interface ExportStand {
  number: string;
  state: StandState;
  company: string;
  /** held: until when; option: its last moment; proposed: the objection deadline. */
  until: Date | null;
  /** blocked: why; option: a note. */
  reason: string;
}

/** A stand of a drawing: with its outline and area. */
export interface DrawnStand extends ExportStand {
  ring: Ring;
  areaM2: number;
}

export interface HallDrawing {
  id: number;
  name: string;
  geometry: HallGeometry;
  /** In natural order. */
  stands: DrawnStand[];
}

/** What a drawing knows of a stand beside its geometry, by its hall and number. */
export type StandFacts = (hallId: number, number: string) => ExportStand;

export const byNumber = (a: { number: string }, b: { number: string }) => naturalCompareStandNumbers(a.number, b.number);

/**
 * One hall the event sells, in the version it sells, with what `loadFacts` says of each stand (asked once the hall is
 * found): what the drawings draw. A hall the event does not sell is not found, whether it exists or not (or its id is
 * malformed), so that a reader of one event reads no other's plans.
 */
export async function eventHallDrawing(db: Db, eventId: number, hallIdText: string, loadFacts: () => Promise<StandFacts>): Promise<HallDrawing> {
  const hallId = parseId(hallIdText);
  const hall = hallId === undefined ? undefined : (await loadEventHallPlans(db, eventId)).find((candidate) => candidate.id === hallId);
  if (!hall) throw notFound('eventHallNotFound', 'hallId');
  const facts = await loadFacts();
  // Areas from the geometry drawn, not the plan cache, which may still hold the version before.
  const derived = deriveStands(hall.geometry);
  const stands = hall.geometry.stands.map((stand, i) => ({ ...facts(hall.id, stand.number), ring: stand.ring, areaM2: derived[i]!.areaM2 }));
  return { id: hall.id, name: hall.name, geometry: hall.geometry, stands: stands.sort(byNumber) };
}
