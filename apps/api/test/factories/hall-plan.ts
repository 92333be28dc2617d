import type { HallGeometry, PlanStand } from '@messeportal/domain';
import { eventHalls, hallPlans, hallPlanVersions } from '../../src/platform/db/schema.ts';
import { nextSerial } from './sequence.ts';
import { catalogueChanged, type FactoryTarget } from './target.ts';

/**
 * A hall of `rows` double rows of stands, `perRow` stands of `width` × `depth` metres in each row, back to back,
 * with 4 m aisles between the double rows and around them; numbered row letter and place: A1 … A10, B1 …
 */
export function gridHall({ rows = 2, perRow = 5, width = 4, depth = 3 }: { rows?: number; perRow?: number; width?: number; depth?: number } = {}): HallGeometry {
  const aisle = 400;
  const [w, d] = [width * 100, depth * 100];
  const stands: PlanStand[] = [];
  for (let row = 0; row < rows * 2; row++) {
    const y = aisle + Math.floor(row / 2) * (2 * d + aisle) + (row % 2) * d;
    for (let place = 0; place < perRow; place++) {
      const x = aisle + place * w;
      stands.push({ number: `${String.fromCharCode(65 + row)}${place + 1}`, ring: [[x, y], [x + w, y], [x + w, y + d], [x, y + d]] });
    }
  }
  const [hallWidth, hallDepth] = [2 * aisle + perRow * w, aisle + rows * (2 * d + aisle)];
  return {
    outline: [[0, 0], [hallWidth, 0], [hallWidth, hallDepth], [0, hallDepth]],
    holes: [],
    columns: [],
    fixtures: [],
    technicalPoints: [],
    keepClear: [],
    aisles: [],
    sectors: [],
    stands,
  };
}

/** A hall of the organiser with one version of `geometry`, sold by the event when one is named. */
export async function buildHallPlan(target: FactoryTarget, { name = `Testhalle ${nextSerial()}`, geometry = gridHall(), eventId }: { name?: string; geometry?: HallGeometry; eventId?: number } = {}) {
  const [hall] = await target.db.insert(hallPlans).values({ name }).returning();
  await target.db.insert(hallPlanVersions).values({ hallPlanId: hall!.id, version: 1, geometry, standCount: geometry.stands.length, actor: 'test' });
  if (eventId !== undefined) await target.db.insert(eventHalls).values({ eventId, hallPlanId: hall!.id, version: 1 });
  catalogueChanged(target);
  return { ...hall!, version: 1, geometry };
}
