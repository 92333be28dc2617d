import { deriveStands, naturalCompareStandNumbers, standKey, type DeskStand, type HallGeometry, type PlanStandSale, type Ring, type StandState } from '@messeportal/domain';
import type { FastifyInstance } from 'fastify';
import { loadEventHallPlans } from '../../halls/event-plan/repo.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { parseId } from '../../platform/lib/ids.ts';
import { deskStandSales } from '../stand-sales/desk-stand-sales.ts';

/** A stand as the exports show it: what the desk knows of it (state, company) beside what the plan makes of it. */
export interface ExportStand {
  number: string;
  state: StandState;
  company: string;
  /** held: until when; option: its last moment; proposed: the objection deadline. */
  until: Date | null;
  /** blocked: why; option: a note. */
  reason: string;
}

/** A stand of the stand list: with the stand type and price the event sells it at. */
export interface ListedStand extends ExportStand {
  sale: PlanStandSale;
}

/** A stand of a drawing: with its outline and area. */
export interface DrawnStand extends ExportStand {
  ring: Ring;
  areaM2: number;
}

const placeKey = (hallId: number, number: string) => `${hallId}/${standKey(number)}`;

/**
 * The state of every stand taken in any way, by hall and standKey, as the desk sees it (`deskStandSales`: a
 * registration books, stored holds, options, proposals and blocks, silent proposals accepted first). A stand
 * missing here is available.
 */
async function takenStands(app: FastifyInstance, eventId: number): Promise<Map<string, DeskStand>> {
  const { stands } = await deskStandSales(app, eventId);
  return new Map(stands.map((stand) => [placeKey(stand.hallId, stand.stand), stand]));
}

function exportStand(number: string, taken: DeskStand | undefined): ExportStand {
  return { number, state: taken?.state ?? 'available', company: taken?.company ?? '', until: taken?.until ? new Date(taken.until) : null, reason: taken?.reason ?? '' };
}

const byNumber = (a: { number: string }, b: { number: string }) => naturalCompareStandNumbers(a.number, b.number);

/** Every stand of every hall the event sells, the halls in the event's order, each hall's stands in natural order (A2 before A10). */
export async function eventStandList(app: FastifyInstance, eventId: number): Promise<{ name: string; stands: ListedStand[] }[]> {
  const [{ halls }, taken] = await Promise.all([app.eventPlans.get(eventId), takenStands(app, eventId)]);
  return halls.map((hall) => ({
    name: hall.name,
    stands: [...hall.standsByKey.values()].map((sale) => ({ ...exportStand(sale.number, taken.get(placeKey(hall.id, sale.number))), sale })).sort(byNumber),
  }));
}

export interface HallDrawing {
  id: number;
  name: string;
  geometry: HallGeometry;
  /** In natural order. */
  stands: DrawnStand[];
}

/**
 * One hall the event sells, in the version it sells, with each stand's state: what the drawings draw. A hall the
 * event does not sell is not found, whether it exists or not (or its id is malformed), so the desk of one event
 * reads no other's plans.
 */
export async function hallDrawing(app: FastifyInstance, eventId: number, hallIdText: string): Promise<HallDrawing> {
  const hallId = parseId(hallIdText);
  const hall = hallId === undefined ? undefined : (await loadEventHallPlans(app.db, eventId)).find((candidate) => candidate.id === hallId);
  if (!hall) throw notFound('eventHallNotFound', 'hallId');
  const taken = await takenStands(app, eventId);
  // Areas from the geometry drawn, not the plan cache, which may still hold the version before.
  const derived = deriveStands(hall.geometry);
  const stands = hall.geometry.stands.map((stand, i) => ({ ...exportStand(stand.number, taken.get(placeKey(hall.id, stand.number))), ring: stand.ring, areaM2: derived[i]!.areaM2 }));
  return { id: hall.id, name: hall.name, geometry: hall.geometry, stands: stands.sort(byNumber) };
}
