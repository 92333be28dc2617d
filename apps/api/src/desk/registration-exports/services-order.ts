import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { selectRows } from '../../platform/db/select-rows.ts';
import { nameOrder } from '../../platform/db/name-order.ts';

/** The services list's order: the registration and the item of each row, at the same positions. */
export interface ServicesOrder {
  registrationIds: Int32Array;
  itemIds: Int32Array;
}

const ORDER = sql`g.sort, g.id, i.sort, i.id, lower(r.hall), lower(r.stand_nr), ${nameOrder(sql`c.name`)}, r.id`;

/**
 * What the event's registrations (not the cancelled ones) have booked, one row per registration and item, from
 * both places a booking lives: the exhibitor's own booklet values and the service positions of its binding orders
 * that were not cancelled; sorted by the item in booklet order, then hall, stand number and company. Only the
 * keys: 8 bytes a row, 80 kB for 10,000 rows.
 */
export async function readServicesOrder(db: Db, eventId: number): Promise<ServicesOrder> {
  const [row] = await selectRows<{ registrations: number[]; items: number[] }>(
    db,
    sql`with booked as (
      select v.registration_id, v.order_book_item_id as item_id
        from order_book_values v join registrations r on r.id = v.registration_id
        where r.event_id = ${eventId} and (v.amount > 0 or v.checked)
      union
      select o.registration_id, p.item_id
        from order_positions p join orders o on o.id = p.order_id
        where o.event_id = ${eventId} and p.kind = 'service' and p.item_id is not null and o.status <> 'canceled'
    )
    select coalesce(array_agg(b.registration_id order by ${ORDER}), '{}') as registrations, coalesce(array_agg(b.item_id order by ${ORDER}), '{}') as items
      from booked b
        join registrations r on r.id = b.registration_id
        join companies c on c.id = r.company_id
        join order_book_items i on i.id = b.item_id
        join order_book_groups g on g.id = i.group_id
      where r.canceled_at is null`,
  );
  return { registrationIds: Int32Array.from(row?.registrations ?? []), itemIds: Int32Array.from(row?.items ?? []) };
}
