import { standKey } from '@messeportal/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recordChange, type Actor } from '../../platform/audit/record-change.ts';
import { standSales } from '../../platform/db/schema.ts';
import { standOfEvent } from './hold-stand.ts';
import { lockStand } from './repo.ts';

/**
 * Agrees a price for one stand of the event's plan (issue 31), or prices it by its stand type's rules again
 * (`cents: null`): under the stand's row lock, in the audit log. The price belongs to the stand at this event, not
 * to a sale: it stays while the stand is held, booked or freed. The plan, the configurator's price, offers and orders
 * read it from the event's plans (`specialPriceOf`), which are made again on the catalogue's change notice, sent here
 * in the same transaction so that every API process sees the new price with its commit.
 */
export async function setSpecialStandPrice(app: FastifyInstance, eventId: number, where: { hallId: number; stand: string }, price: { cents: number | null; reason: string }, actor: Actor) {
  const { hall, number } = await standOfEvent(app, eventId, where.hallId, where.stand);
  const after = { priceOverrideCents: price.cents, priceOverrideReason: price.cents === null ? '' : price.reason };
  await app.db.transaction(async (tx) => {
    const sale = await lockStand(tx, eventId, hall.id, number);
    await tx.update(standSales).set({ ...after, updatedAt: new Date() }).where(eq(standSales.id, sale.id));
    const before = { priceOverrideCents: sale.priceOverrideCents, priceOverrideReason: sale.priceOverrideReason };
    await recordChange(tx, actor, { entity: 'standSale', entityId: `${eventId}/${hall.id}/${standKey(number)}`, action: 'update', before, after });
    await tx.execute(sql`select pg_notify('catalogue_changed', 'catalogue')`);
  });
  app.catalogueChanges.changedHere('catalogue');
}
