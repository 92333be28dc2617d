import { AGE_BUCKETS, BACK_OFFICE_PAGE_SIZE, type AgeBucket, type OpenItemFilters, type OpenItemsQuery } from '@messeportal/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { selectRows } from '../../platform/db/select-rows.ts';
import { ITEM_COLUMNS, orderOf, selectItems, type OpenItemRow } from './open-item-sql.ts';

/** One page of the open items that match, in the order asked. */
export function openItemsPage(db: Db, query: OpenItemsQuery, today: string) {
  const tail = sql`${orderOf(query.sort)} limit ${BACK_OFFICE_PAGE_SIZE} offset ${(query.page - 1) * BACK_OFFICE_PAGE_SIZE}`;
  return selectRows<OpenItemRow>(db, selectItems(ITEM_COLUMNS, query, today, { tail }));
}

export interface AgeTotal {
  age: AgeBucket;
  count: number;
  openCents: number;
  creditBalanceCents: number;
}

/** The items of every filter but the age, counted and summed per age bucket (each bucket, empty ones too, in their order). */
export async function openItemAges(db: Db, filters: OpenItemFilters, today: string): Promise<AgeTotal[]> {
  const rows = await selectRows<AgeTotal>(
    db,
    selectItems(
      sql`item.age, count(*)::int as count, sum(item."openCents")::float8 as "openCents", sum(item."creditBalanceCents")::float8 as "creditBalanceCents"`,
      filters,
      today,
      { withAge: false, tail: sql`group by item.age` },
    ),
  );
  return AGE_BUCKETS.map((age) => rows.find((row) => row.age === age) ?? { age, count: 0, openCents: 0, creditBalanceCents: 0 });
}

/** The ids of every item that matches, in the order asked: the export reads their rows slice by slice. */
export async function openItemIds(db: Db, filters: OpenItemFilters, today: string): Promise<number[]> {
  const rows = await selectRows<{ id: number }>(db, selectItems(sql`item.id`, filters, today, { tail: orderOf(filters.sort) }));
  return rows.map((row) => row.id);
}

/** The items of `ids` (read by `openItemIds` with the same filters), in the order of `ids`. */
export async function openItemsOf(db: Db, ids: number[], filters: OpenItemFilters, today: string): Promise<OpenItemRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectRows<OpenItemRow>(db, selectItems(ITEM_COLUMNS, filters, today, { withAge: false, only: ids }));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
