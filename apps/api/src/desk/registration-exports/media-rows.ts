import { moneyWords } from '@messeportal/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { column, pick, type ExportList } from './export-list.ts';
import { keysetPages } from './keyset-pages.ts';
import { selectRows } from '../../platform/db/select-rows.ts';
import { nameOrder } from '../../platform/db/name-order.ts';

const companyOrder = nameOrder(sql`c.name`);

/** The sort key of a media position: the medium in catalogue order, then hall, stand number, company, position. */
type Key = [mediaSort: number, mediaId: number, hall: string, stand: string, company: string, positionId: number];

interface MediaRow {
  id: number;
  media_sort: number;
  media_id: number;
  hall_key: string;
  stand_key: string;
  company_key: string;
  name_de: string;
  name_en: string;
  hall: string;
  stand_nr: string;
  company: string;
  amount: number;
  sum: number;
  ordered_at: number;
}

const keyOf = (row: MediaRow): Key => [row.media_sort, row.media_id, row.hall_key, row.stand_key, row.company_key, row.id];

/** A page of the media positions of the event's orders that were not cancelled, with their medium and registration. */
function readPage(db: Db, eventId: number, after: Key | undefined, limit: number) {
  const keyset = after
    ? sql`and (m.sort, m.id, lower(r.hall), lower(r.stand_nr), ${companyOrder}, p.id) > (${sql.join(after.map((value) => sql`${value}`), sql`, `)})`
    : sql``;
  return selectRows<MediaRow>(
    db,
    sql`select p.id, m.sort as media_sort, m.id as media_id, lower(r.hall) as hall_key, lower(r.stand_nr) as stand_key, c.name as company_key,
        m.name_de, m.name_en, r.hall, r.stand_nr, c.name as company, p.amount::float8 as amount, p.sum,
        (extract(epoch from o.created_at) * 1000)::float8 as ordered_at
      from order_positions p
        join orders o on o.id = p.order_id
        join media_items m on m.id = p.item_id
        join registrations r on r.id = o.registration_id
        join companies c on c.id = r.company_id
      where o.event_id = ${eventId} and p.kind = 'media' and o.status <> 'canceled' ${keyset}
      order by m.sort, m.id, lower(r.hall), lower(r.stand_nr), ${companyOrder}, p.id
      limit ${limit}`,
  );
}

/**
 * The media orders per medium (every binding order's media positions: the configurator's, an offer's and the
 * portal's, cancelled orders left out), sorted by medium in catalogue order, then hall, stand and company, so
 * the catalogue's publisher and the sign maker find each medium's orders together.
 */
export const mediaList: ExportList = {
  title: { de: 'Werbemittel', en: 'Advertising media' },
  columns: (currency) => [
    column('Werbemittel', 'Medium', 'text', 36),
    column('Halle', 'Hall', 'text', 10),
    column('Standnummer', 'Stand number', 'text', 12),
    column('Firma', 'Company', 'text', 32),
    column(moneyWords.de.quantity, moneyWords.en.quantity, 'amount', 10),
    column(`${moneyWords.de.net} (${currency})`, `${moneyWords.en.net} (${currency})`, 'money'),
    column('Bestellt am', 'Ordered at', 'datetime', 17),
  ],
  async *rows({ db, eventId, lang, stats }) {
    for await (const row of keysetPages((after: Key | undefined, limit) => readPage(db, eventId, after, limit), keyOf, stats)) {
      yield [pick(lang, row.name_de, row.name_en), row.hall, row.stand_nr, row.company, row.amount, row.sum, new Date(row.ordered_at)];
    }
  },
};
