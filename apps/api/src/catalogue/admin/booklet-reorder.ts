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
 * listed first, in their order, the others after them as they were. The audit log gets one entry naming the
 * old and the new order of groups and items (ids), when the order changed.
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

  const before = { bookletGroupOrder: groups.map((group) => group.id), bookletItemOrder: items.map((item) => item.id) };
  const after = { bookletGroupOrder: reorderedIds(before.bookletGroupOrder, input.groups), bookletItemOrder: reorderedIds(before.bookletItemOrder, input.items) };
  await renumber(tx, orderBookGroups, groups, after.bookletGroupOrder);
  await renumber(tx, orderBookItems, items, after.bookletItemOrder);
  if (JSON.stringify(after) === JSON.stringify(before)) return;
  // One staff action, one entry: the event's booklet in its new order, not a line per row that moved.
  await recordChange(tx, actor, { entity: 'event', entityId: eventId, action: 'update', before, after });
}

/** Gives each row the sort of its place in `order` (10, 20, …), writing only the rows whose sort changes. */
async function renumber(tx: Tx, table: typeof orderBookGroups | typeof orderBookItems, rows: readonly { id: number; sort: number }[], order: readonly number[]) {
  const sorts = new Map(rows.map((row) => [row.id, row.sort]));
  for (const [i, id] of order.entries()) {
    const sort = nextSort(i * 10);
    if (sorts.get(id) !== sort) await tx.update(table).set({ sort }).where(eq(table.id, id));
  }
}
