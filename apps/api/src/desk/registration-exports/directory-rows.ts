import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { column, type ExportList } from './export-list.ts';
import { keysetPages } from './keyset-pages.ts';
import { selectRows } from '../../platform/db/select-rows.ts';
import { nameOrder } from '../../platform/db/name-order.ts';

const companyOrder = nameOrder(sql`c.name`);

type Key = [company: string, registrationId: number];

interface DirectoryRow {
  id: number;
  company_key: string;
  company: string;
  internet: string;
  hall: string;
  stand_nr: string;
  brands: string | null;
  product_groups: string | null;
}

/**
 * A page of the event's exhibitors (registrations not cancelled) by company name: the brands shown at this fair
 * (those assigned to the registration) and their product groups, each named once in the group's order.
 */
function readPage(db: Db, eventId: number, nameColumn: 'name_de' | 'name_en', after: Key | undefined, limit: number) {
  const keyset = after ? sql`and (${companyOrder}, r.id) > (${after[0]}, ${after[1]})` : sql``;
  return selectRows<DirectoryRow>(
    db,
    sql`select r.id, c.name as company_key, c.name as company, c.internet, r.hall, r.stand_nr,
        (select string_agg(b.name, ', ' order by ${nameOrder(sql`b.name`)}, b.id)
          from registration_brands rb join brands b on b.id = rb.brand_id where rb.registration_id = r.id) as brands,
        (select string_agg(g.name, ', ' order by g.sort, g.id)
          from (select distinct pg.id, pg.sort, pg.${sql.identifier(nameColumn)} as name
            from registration_brands rb
              join brand_product_groups bpg on bpg.brand_id = rb.brand_id
              join product_groups pg on pg.id = bpg.product_group_id
            where rb.registration_id = r.id) g) as product_groups
      from registrations r join companies c on c.id = r.company_id
      where r.event_id = ${eventId} and r.canceled_at is null ${keyset}
      order by ${companyOrder}, r.id
      limit ${limit}`,
  );
}

/** The exhibitor directory: company, brands, product groups, hall, stand and website, by company name. */
export const directoryList: ExportList = {
  title: { de: 'Ausstellerverzeichnis', en: 'Exhibitor directory' },
  columns: () => [
    column('Firma', 'Company', 'text', 32),
    column('Marken', 'Brands', 'text', 32),
    column('Produktgruppen', 'Product groups', 'text', 48),
    column('Halle', 'Hall', 'text', 10),
    column('Standnummer', 'Stand number', 'text', 12),
    column('Internet', 'Website', 'text', 32),
  ],
  async *rows({ db, eventId, lang, stats }) {
    const nameColumn = lang === 'en' ? 'name_en' : 'name_de';
    const keyOf = (row: DirectoryRow): Key => [row.company_key, row.id];
    const pages = keysetPages((after: Key | undefined, limit) => readPage(db, eventId, nameColumn, after, limit), keyOf, stats);
    for await (const row of pages) yield [row.company, row.brands, row.product_groups, row.hall, row.stand_nr, row.internet];
  },
};
