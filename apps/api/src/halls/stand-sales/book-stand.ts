import type { Configuration, SpecialStandPrice } from '@messeportal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hashToken } from '../../platform/auth/token.ts';
import { specialPriceOf } from '../event-plan/routes.ts';
import type { Tx } from '../../platform/db/client.ts';
import { standSales } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { standOfEvent } from './hold-stand.ts';
import { freedSale, lockedStandState } from './repo.ts';

type PlanChoice = NonNullable<Configuration['stand']['plan']>;

/** A stand of the plan an order books: where it is, and the stand type and size it is sold as. */
export interface OrderedPlanStand {
  hallId: number;
  hall: string;
  standNr: string;
  standConfigId: number;
  qm: number;
  holdToken: string;
  /** The price staff agreed for this stand, null where its stand type's rules price it. */
  specialPrice: SpecialStandPrice | null;
}

/**
 * A stand of the plan as it is sold: its stand type, size and any price agreed for it. One no orderable stand type
 * fits is not for sale (409, naming it).
 */
export async function pricedPlanStand(app: FastifyInstance, eventId: number, choice: { hallId: number; stand: string }) {
  const { hall, stand } = await standOfEvent(app, eventId, choice.hallId, choice.stand);
  if (stand.standConfigId === null) throw new AppError(409, 'standNotForSale', { property: 'stand', params: { stand: `${stand.number} (${hall.name})` } });
  return { hall, stand, standConfigId: stand.standConfigId, qm: stand.areaM2, specialPrice: specialPriceOf(hall, stand.number) };
}

/**
 * The stand an order picked on the plan, read before the order's transaction: its stand type and size follow from
 * the plan, whatever the browser sent. A stand no orderable stand type fits is not for sale (409, naming it).
 */
export async function orderedPlanStand(app: FastifyInstance, event: { id: number; standSelling: string }, choice: PlanChoice): Promise<OrderedPlanStand> {
  if (event.standSelling !== 'self') throw new AppError(409, 'standSelfSelectionClosed', { property: 'stand' });
  const { hall, stand, standConfigId, qm, specialPrice } = await pricedPlanStand(app, event.id, choice);
  return { hallId: hall.id, hall: hall.name, standNr: stand.number, standConfigId, qm, holdToken: choice.holdToken, specialPrice };
}

/**
 * Books the stand for the order, in its transaction and under the stand's row lock: only while the visitor's hold
 * is in force. A hold that ran out (or was never the visitor's) is refused with a 409 asking to choose again, and
 * the whole order with it. The stand is then the registration's (its hall and number); the hold is done.
 */
export async function bookHeldStand(tx: Tx, eventId: number, stand: OrderedPlanStand, now: Date): Promise<{ hall: string; standNr: string }> {
  const { sale, state } = await lockedStandState(tx, eventId, stand, now);
  const held = state === 'held' && sale.holdTokenHash === hashToken(stand.holdToken);
  if (!held) throw new AppError(409, 'standHoldExpired', { property: 'stand', params: { stand: `${stand.standNr} (${stand.hall})` } });
  await tx.update(standSales).set(freedSale(now)).where(eq(standSales.id, sale.id));
  return { hall: stand.hall, standNr: stand.standNr };
}
