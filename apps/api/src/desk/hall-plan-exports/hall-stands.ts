import { standKey, type DeskStand, type PlanStandSale } from '@messeportal/domain';
import type { FastifyInstance } from 'fastify';
import { byNumber, eventHallDrawing, type ExportStand, type HallDrawing } from '../../halls/plan-drawings/hall-drawing.ts';
import { deskStandSales } from '../stand-sales/desk-stand-sales.ts';

/** A stand of the stand list: with the stand type and price the event sells it at. */
export interface ListedStand extends ExportStand {
  sale: PlanStandSale;
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

/** Every stand of every hall the event sells, the halls in the event's order, each hall's stands in natural order (A2 before A10). */
export async function eventStandList(app: FastifyInstance, eventId: number): Promise<{ name: string; stands: ListedStand[] }[]> {
  const [{ halls }, taken] = await Promise.all([app.eventPlans.get(eventId), takenStands(app, eventId)]);
  return halls.map((hall) => ({
    name: hall.name,
    stands: [...hall.standsByKey.values()].map((sale) => ({ ...exportStand(sale.number, taken.get(placeKey(hall.id, sale.number))), sale })).sort(byNumber),
  }));
}

/** One hall the event sells with each stand's state, company, deadline and reason as the desk knows them. */
export async function hallDrawing(app: FastifyInstance, eventId: number, hallIdText: string): Promise<HallDrawing> {
  return eventHallDrawing(app.db, eventId, hallIdText, async () => {
    const taken = await takenStands(app, eventId);
    return (hallId, number) => exportStand(number, taken.get(placeKey(hallId, number)));
  });
}
