import type { Lang, ProductGroupFields } from '@messeportal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../platform/db/client.ts';
import { events, productGroups } from '../../platform/db/schema.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { recordChange, type Actor } from '../../platform/audit/record-change.ts';
import { changeCatalogue } from './catalogue-write.ts';
import { productGroupUses } from './product-group-uses.ts';

type ProductGroupRow = typeof productGroups.$inferSelect;

async function lockedProductGroup(tx: Tx, id: number): Promise<ProductGroupRow> {
  const [group] = await tx.select().from(productGroups).where(eq(productGroups.id, id)).for('update');
  if (!group) throw notFound('productGroupNotFound');
  return group;
}

/** A new product group of the event, which exhibitors then choose for their brands. */
export async function createProductGroup(app: FastifyInstance, eventId: number, input: ProductGroupFields, actor: Actor): Promise<ProductGroupRow> {
  return changeCatalogue(app, async (tx) => {
    const [event] = await tx.select({ id: events.id }).from(events).where(eq(events.id, eventId));
    if (!event) throw notFound('eventNotFound');
    const [created] = await tx.insert(productGroups).values({ ...input, eventId }).returning();
    await recordChange(tx, actor, { entity: 'productGroup', entityId: created!.id, action: 'create', after: created });
    return created!;
  });
}

/** Renames a product group; brands that chose it keep it under the new name. */
export async function updateProductGroup(app: FastifyInstance, id: number, input: ProductGroupFields, actor: Actor): Promise<ProductGroupRow> {
  return changeCatalogue(app, async (tx) => {
    const before = await lockedProductGroup(tx, id);
    const [after] = await tx.update(productGroups).set(input).where(eq(productGroups.id, id)).returning();
    await recordChange(tx, actor, { entity: 'productGroup', entityId: id, action: 'update', before, after });
    return after!;
  });
}

/** Deletes a product group that no brand, offer or order refers to; otherwise a 409 naming them. */
export async function deleteProductGroup(app: FastifyInstance, id: number, actor: Actor, lang: Lang): Promise<void> {
  await changeCatalogue(app, async (tx) => {
    const before = await lockedProductGroup(tx, id);
    const uses = await productGroupUses(tx, id, lang);
    if (uses) throw new AppError(409, 'productGroupInUse', { property: 'id', params: { uses } });
    await tx.delete(productGroups).where(eq(productGroups.id, id));
    await recordChange(tx, actor, { entity: 'productGroup', entityId: id, action: 'delete', before });
  });
}
