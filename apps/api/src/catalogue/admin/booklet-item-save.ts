import { describeUses, isUsed, type bookletItemInputSchema, type Lang } from '@messeportal/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import { orderBookItems } from '../../platform/db/schema.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { recordChange, type Actor } from '../../platform/audit/record-change.ts';
import { deleteEmptyBookletValues, holdBookletGroup, lastBookletItemSort, lockBookletItem, type BookletItemRow } from './booklet-repo.ts';
import { keepCatalogueImages } from './media-booklet-images.ts';
import { bookletItemUses } from './media-booklet-uses.ts';
import { nextSort } from './media-booklet-rows.ts';

type ItemFields = z.output<typeof bookletItemInputSchema>;

/** The group an item goes into: one of the same event's booklet, else the field's error. */
async function groupOf(tx: Tx, eventId: number, groupId: number) {
  const group = await holdBookletGroup(tx, groupId);
  if (group?.eventId !== eventId) throw new AppError(400, 'bookletGroupUnknown', { property: 'groupId' });
  return group;
}

const imagesOf = (input: ItemFields) => [
  ...(input.imageFileId === null ? [] : [{ id: input.imageFileId, property: 'imageFileId' }]),
  ...input.galleryFileIds.map((id, i) => ({ id, property: `galleryFileIds.${i}` })),
];

/** The item's columns from the checked input; the product part is kept only for a product (empty names: the title). */
function columnsOf(input: ItemFields) {
  const { product, sort: _sort, ...fields } = input;
  return {
    ...fields,
    productType: product?.productType ?? null,
    productNameDe: product ? product.nameDe || input.titleDe : null,
    productNameEn: product ? product.nameEn || input.titleEn : null,
    productDescriptionDe: product?.descriptionDe ?? null,
    productDescriptionEn: product?.descriptionEn ?? null,
  };
}

/** A new item of the event's booklet, of any type (SPEC §3); without a place it goes last in its group. */
export async function createBookletItem(tx: Tx, actor: Actor, eventId: number, input: ItemFields) {
  await groupOf(tx, eventId, input.groupId);
  await keepCatalogueImages(tx, imagesOf(input), new Set());
  const sort = input.sort ?? nextSort(await lastBookletItemSort(tx, input.groupId));
  const [created] = await tx
    .insert(orderBookItems)
    .values({ ...columnsOf(input), eventId, sort })
    .returning();
  await recordChange(tx, actor, { entity: 'bookletItem', entityId: created!.id, action: 'create', after: created });
  return created!;
}

/**
 * Replaces the item's fields. Moved to another group without a place, it goes last there. Orders and documents
 * keep their own snapshot of title and price; exhibitors' booklet values stay with the item.
 */
export async function updateBookletItem(tx: Tx, actor: Actor, id: number, input: ItemFields) {
  const before = await lockBookletItem(tx, id);
  if (!before) throw notFound('bookletItemNotFound');
  await groupOf(tx, before.eventId, input.groupId);
  await keepCatalogueImages(tx, imagesOf(input), new Set([before.imageFileId, ...before.galleryFileIds].filter((file) => file !== null)));
  const moved = input.groupId !== before.groupId;
  const sort = input.sort ?? (moved ? nextSort(await lastBookletItemSort(tx, input.groupId)) : before.sort);
  const [after] = await tx
    .update(orderBookItems)
    .set({ ...columnsOf(input), sort })
    .where(eq(orderBookItems.id, id))
    .returning();
  await recordChange(tx, actor, { entity: 'bookletItem', entityId: id, action: 'update', before, after });
  return after!;
}

/**
 * Deletes an item nothing refers to; otherwise a 409 naming the orders, offers and booklets that hold it.
 * Booklet values that book nothing (left at 0) go with it.
 */
export async function deleteBookletItem(tx: Tx, actor: Actor, id: number, lang: Lang): Promise<BookletItemRow> {
  const before = await lockBookletItem(tx, id);
  if (!before) throw notFound('bookletItemNotFound');
  const uses = await bookletItemUses(tx, before);
  if (isUsed(uses)) throw new AppError(409, 'bookletItemInUse', { property: 'id', params: { uses: describeUses(uses, lang) } });
  await deleteEmptyBookletValues(tx, id);
  await tx.delete(orderBookItems).where(eq(orderBookItems.id, id));
  await recordChange(tx, actor, { entity: 'bookletItem', entityId: id, action: 'delete', before });
  return before;
}
