import { reorderedIds, type bookletOrderInputSchema } from '@messeportal/domain';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import { orderBookGroups, orderBookItems } from '../../platform/db/schema.ts';
import { AppError, type FieldError } from '../../platform/http/app-error.ts';
import { recordChange, type Actor } from '../../platform/audit/record-change.ts';
import { nextSort } from './media-booklet-rows.ts';

type OrderInput = z.output<typeof bookletOrderInputSchema>;

/** Ids given that are not the event's (another event's, or none at all), on their place in the list. */
const foreign = (list: 'groups' | 'items', given: readonly number[], own: ReadonlySet<number>): FieldError[] =>
  given.flatMap((id, i) => (own.has(id) ? [] : [{ property: `${list}.${i}`, code: 'bookletOrderForeignId' as const }]));

/**
 * Puts the event's booklet groups and items into the order given (up/down and drag in the back office): the
 * listed first, in their order, the others after them as they were. Every row whose place changes is audited.
 * Items keep their group: the order of items counts within each group.
 */
export async function reorderBooklet(tx: Tx, actor: Actor, eventId: number, input: OrderInput): Promise<void> {
  // Locked in one order, so that two reorders of the same booklet run one after the other.
  const groups = await tx
    .select({ id: orderBookGroups.id, sort: orderBookGroups.sort })
    .from(orderBookGroups)
    .where(eq(orderBookGroups.eventId, eventId))
    .orderBy(asc(orderBookGroups.sort), asc(orderBookGroups.id))
    .for('update');
  const items = await tx
    .select({ id: orderBookItems.id, sort: orderBookItems.sort })
    .from(orderBookItems)
    .where(eq(orderBookItems.eventId, eventId))
    .orderBy(asc(orderBookItems.sort), asc(orderBookItems.id))
    .for('update');
  const errors = [
    ...foreign('groups', input.groups, new Set(groups.map((group) => group.id))),
    ...foreign('items', input.items, new Set(items.map((item) => item.id))),
  ];
  if (errors.length > 0) throw new AppError(400, 'bookletOrderForeignId', { fields: errors });

  const groupSorts = new Map(groups.map((group) => [group.id, group.sort]));
  for (const [i, id] of reorderedIds([...groupSorts.keys()], input.groups).entries()) {
    const sort = nextSort(i * 10);
    if (groupSorts.get(id) === sort) continue;
    await tx.update(orderBookGroups).set({ sort }).where(eq(orderBookGroups.id, id));
    await recordChange(tx, actor, { entity: 'bookletGroup', entityId: id, action: 'update', before: { sort: groupSorts.get(id) }, after: { sort } });
  }
  const itemSorts = new Map(items.map((item) => [item.id, item.sort]));
  for (const [i, id] of reorderedIds([...itemSorts.keys()], input.items).entries()) {
    const sort = nextSort(i * 10);
    if (itemSorts.get(id) === sort) continue;
    await tx.update(orderBookItems).set({ sort }).where(eq(orderBookItems.id, id));
    await recordChange(tx, actor, { entity: 'bookletItem', entityId: id, action: 'update', before: { sort: itemSorts.get(id) }, after: { sort } });
  }
}
