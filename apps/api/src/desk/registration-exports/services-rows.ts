import { bookedLines, moneyWords, sumLines, unitLabel, type Lang } from '@messeportal/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { loadOrderBook, type OrderBook } from '../../catalogue/reading/repo.ts';
import { orderedServicesFromJson, type OrderedServicesJson } from '../../selling/registrations/orders-repo.ts';
import { column, pick, type ExportContext, type ExportList, type Row } from './export-list.ts';
import { pagesInOrder } from './keyset-pages.ts';
import { selectRows } from '../../platform/db/select-rows.ts';
import { readServicesOrder, type ServicesOrder } from './services-order.ts';

interface BookedRow {
  item_id: number;
  hall: string;
  stand_nr: string;
  company: string;
  own_amount: number | null;
  own_checked: boolean | null;
  /** The deviating price staff gave the booking (issue 28), in cents. */
  own_price: number | null;
  own_changed: number | null;
  ordered: OrderedServicesJson;
  ordered_changed: number | null;
}

type Booklet = { groups: Map<number, OrderBook['groups'][number]>; items: Map<number, OrderBook['items'][number]> };

const intArray = (values: Int32Array) => `{${values.join(',')}}`;

/**
 * The booked services at positions start…end of the list's order, by their keys: both parts of each (the
 * exhibitor's own booklet value, the services of its binding orders not cancelled), priced by the caller. Each
 * row is looked up by its keys (the LIMIT keeps the planner from joining whole tables for one page's rows).
 */
function readSlice(db: Db, order: ServicesOrder, start: number, end: number) {
  const registrationIds = intArray(order.registrationIds.subarray(start, end));
  const itemIds = intArray(order.itemIds.subarray(start, end));
  return selectRows<BookedRow>(
    db,
    sql`select k.item_id, d.*
      from unnest(${registrationIds}::int[], ${itemIds}::int[]) with ordinality as k(registration_id, item_id, position)
        cross join lateral (
          select r.hall, r.stand_nr, c.name as company,
              v.amount::float8 as own_amount, v.checked as own_checked, v.price_deviating as own_price, (extract(epoch from v.updated_at) * 1000)::float8 as own_changed,
              s.ordered, s.ordered_changed
            from registrations r
              join companies c on c.id = r.company_id
              left join order_book_values v on v.registration_id = r.id and v.order_book_item_id = k.item_id
              cross join lateral (
                select json_agg(json_build_object('itemId', p.item_id, 'amount', p.amount, 'priceSingle', p.price_single, 'sum', p.sum)
                    order by p.order_id, p.sort) as ordered,
                  (max(extract(epoch from o.created_at)) * 1000)::float8 as ordered_changed
                  from orders o join order_positions p on p.order_id = o.id
                  where o.registration_id = r.id and p.item_id = k.item_id and p.kind = 'service' and o.status <> 'canceled'
              ) s
            where r.id = k.registration_id
            limit 1
        ) d
      order by k.position`,
  );
}

/**
 * A booked service as a row, priced by the booklet's own rule (bookedLines: ordered parts at the price ordered,
 * the exhibitor's additions at the list price, hidden items only as ordered): the item's amount and net summed
 * over its lines. Null when nothing of it is priced (a value the booklet would not show).
 */
function toRow(row: BookedRow, book: Booklet, lang: Lang): Row | null {
  const item = book.items.get(row.item_id);
  const group = item && book.groups.get(item.groupId);
  if (!item || !group) return null;
  const own = row.own_amount === null ? [] : [{ orderBookItemId: item.id, amount: row.own_amount, checked: row.own_checked === true, priceDeviating: row.own_price }];
  const lines = bookedLines([item], own, orderedServicesFromJson(row.ordered), lang);
  if (lines.length === 0) return null;
  const amount = Math.round(lines.reduce((total, line) => total + line.amount * 100, 0)) / 100;
  const changed = Math.max(row.own_changed ?? 0, row.ordered_changed ?? 0);
  return [
    pick(lang, group.titleDe, group.titleEn),
    pick(lang, item.titleDe, item.titleEn),
    row.hall,
    row.stand_nr,
    row.company,
    amount,
    unitLabel(item.unit, lang, amount),
    sumLines(lines),
    changed > 0 ? new Date(changed) : null,
  ];
}

async function* bookedServices({ db, eventId, lang, stats }: ExportContext) {
  const { groups, items } = await loadOrderBook(db, eventId);
  const book: Booklet = { groups: new Map(groups.map((group) => [group.id, group])), items: new Map(items.map((item) => [item.id, item])) };
  const order = await readServicesOrder(db, eventId);
  for await (const row of pagesInOrder(order.itemIds.length, (start, end) => readSlice(db, order, start, end), stats)) {
    const exported = toRow(row, book, lang);
    if (exported) yield exported;
    else stats.rowsSkipped++;
  }
}

/**
 * Every booked service per item and hall: sorted by the item (in booklet order), then hall, stand number and
 * company, so that the electrician, the cleaning company and the carpet layer each find their rows together.
 */
export const servicesList: ExportList = {
  title: { de: 'Serviceleistungen', en: 'Services' },
  columns: (currency) => [
    column('Gruppe', 'Group'),
    column('Leistung', 'Service', 'text', 36),
    column('Halle', 'Hall', 'text', 10),
    column('Standnummer', 'Stand number', 'text', 12),
    column('Firma', 'Company', 'text', 32),
    column(moneyWords.de.quantity, moneyWords.en.quantity, 'amount', 10),
    column('Einheit', 'Unit', 'text', 12),
    column(`${moneyWords.de.net} (${currency})`, `${moneyWords.en.net} (${currency})`, 'money'),
    column('Letzte Änderung', 'Last change', 'datetime', 17),
  ],
  rows: bookedServices,
};
