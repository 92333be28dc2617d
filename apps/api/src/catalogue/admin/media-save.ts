import { describeUses, isUsed, stockIssue, type Lang, type mediumInputSchema } from '@messeportal/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import { mediaGroups, mediaItems } from '../../platform/db/schema.ts';
import { AppError, notFound, type FieldError } from '../../platform/http/app-error.ts';
import { recordChange, type Actor } from '../../platform/audit/record-change.ts';
import { keepCatalogueImages } from './media-booklet-images.ts';
import { mediumUses } from './media-booklet-uses.ts';
import { nextSort } from './media-booklet-rows.ts';
import { lastMediumSort, lockMedium, type MediumRow } from './media-repo.ts';

type MediumFields = z.output<typeof mediumInputSchema>;

/**
 * The medium's group, held (shared lock) until the transaction ends: a concurrent deletion of the group waits
 * and then sees the medium. An unknown group is the field's error.
 */
async function groupOf(tx: Tx, mediaGroupId: number) {
  const [group] = await tx.select().from(mediaGroups).where(eq(mediaGroups.id, mediaGroupId)).for('share');
  return group;
}

const unknownGroup: FieldError = { property: 'mediaGroupId', code: 'mediaGroupUnknown' };

const imagesOf = (input: MediumFields) => (input.imageFileId === null ? [] : [{ id: input.imageFileId, property: 'imageFileId' }]);

/** A new medium of the event; without a place it goes last. */
export async function createMedium(tx: Tx, actor: Actor, eventId: number, input: MediumFields) {
  const group = await groupOf(tx, input.mediaGroupId);
  if (!group) throw new AppError(400, 'mediaGroupUnknown', { fields: [unknownGroup] });
  await keepCatalogueImages(tx, imagesOf(input), new Set());
  const sort = input.sort ?? nextSort(await lastMediumSort(tx, eventId));
  const [created] = await tx
    .insert(mediaItems)
    .values({ ...input, eventId, sort })
    .returning();
  await recordChange(tx, actor, { entity: 'media', entityId: created!.id, action: 'create', after: created });
  return { item: created!, group };
}

/**
 * Replaces the medium's fields. The stock never goes below what binding orders took (the row is locked, as an
 * order locks it to take pieces). Orders keep their own snapshot of name and price.
 */
export async function updateMedium(tx: Tx, actor: Actor, id: number, input: MediumFields) {
  const before = await lockMedium(tx, id);
  if (!before) throw notFound('mediaNotFound');
  const group = await groupOf(tx, input.mediaGroupId);
  const below = stockIssue(input.stock, before.ordered);
  const errors: FieldError[] = [
    ...(group ? [] : [unknownGroup]),
    ...(below ? [{ property: below.property, code: below.message, params: below.params }] : []),
  ];
  if (!group || errors.length > 0) throw new AppError(400, 'badRequest', { fields: errors });
  await keepCatalogueImages(tx, imagesOf(input), new Set(before.imageFileId === null ? [] : [before.imageFileId]));
  const [after] = await tx
    .update(mediaItems)
    .set({ ...input, sort: input.sort ?? before.sort })
    .where(eq(mediaItems.id, id))
    .returning();
  await recordChange(tx, actor, { entity: 'media', entityId: id, action: 'update', before, after });
  return { item: after!, group };
}

/** Deletes a medium nothing refers to; otherwise a 409 naming the orders and offers that hold it. */
export async function deleteMedium(tx: Tx, actor: Actor, id: number, lang: Lang): Promise<MediumRow> {
  const before = await lockMedium(tx, id);
  if (!before) throw notFound('mediaNotFound');
  const uses = await mediumUses(tx, before);
  if (isUsed(uses)) {
    throw new AppError(409, 'mediaInUse', { property: 'id', params: { uses: describeUses(uses, lang) } });
  }
  await tx.delete(mediaItems).where(eq(mediaItems.id, id));
  await recordChange(tx, actor, { entity: 'media', entityId: id, action: 'delete', before });
  return before;
}
