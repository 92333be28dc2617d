import http from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../../test/test-app.ts';
import { openBackofficeContext, type BackofficeContext } from '../../../test/staff-context.ts';
import type { ExportList } from './export-list.ts';
import { EXPORT_PAGE_SIZE, type ExportStats } from './keyset-pages.ts';
import { readXlsx } from './parse-export.ts';
import { servicesList } from './services-rows.ts';
import { onExportFinished } from './stream-export.ts';

const REGISTRATIONS = 5_000;
/** Each of them books carpet and cleaning: two rows of the services list. */
const SERVICE_ROWS = 2 * REGISTRATIONS;

/**
 * The services list of 5,000 registrations. What shows that memory stays flat is not the heap (the garbage
 * collector makes it move by megabytes either way, and inject() keeps the whole answer) but a count the exporter
 * keeps: at every page it reads, how many rows it has read and not yet written. Streamed, that is one page
 * (≤ 500 rows) however long the list is; an exporter that reads all rows before writing holds all 10,000 when it
 * reads its last page, and one that reads them in one statement reads one page of 10,000. Either fails here.
 */
describe.each(engines)('exporting the services of 5,000 registrations (%s)', (engine) => {
  let c: BackofficeContext;
  beforeAll(async () => {
    c = await openBackofficeContext(engine);
    const items = [c.items.carpet.id, c.items.cleaning.id];
    await c.db.execute(sql`insert into companies (name, email)
      select 'Lastfirma ' || lpad(i::text, 5, '0'), 'last' || i || '@example.test' from generate_series(1, ${REGISTRATIONS}) i`);
    await c.db.execute(sql`insert into registrations (event_id, company_id, hall, stand_nr, stand_type, stand_size, is_confirmed)
      select ${c.kitchen.id}, c.id, 'Halle ' || (c.id % 4 + 1), 'L' || c.id, 'inline', 24, true from companies c where c.name like 'Lastfirma %'`);
    await c.db.execute(sql`insert into order_book_values (registration_id, order_book_item_id, amount, checked)
      select r.id, item.id, 24, false from registrations r join companies c on c.id = r.company_id
        cross join unnest(${`{${items.join(',')}}`}::int[]) as item(id) where c.name like 'Lastfirma %'`);
    // A database that grew to this size has its statistics (as bench/seed-offers.ts says): PostgreSQL's
    // autovacuum gathers them; PGlite has none and keeps those of the small demo, with which the planner loops.
    await c.db.execute(sql`analyze companies, registrations, order_book_values`);
  });
  afterAll(() => c.close());

  /** The download and the figures of its export (told when the writer has finished, which may be after the last byte). */
  const exported = async (format: 'csv' | 'xlsx') => {
    const finished = new Promise<{ list: ExportList; stats: ExportStats }>((resolve) => {
      const stop = onExportFinished((list, stats) => {
        stop();
        resolve({ list, stats });
      });
    });
    const response = await c.call('GET', `/be/event/${c.kitchen.id}/export/services?format=${format}`);
    expect(response.statusCode).toBe(200);
    const { list, stats } = await finished;
    expect(list).toBe(servicesList);
    return { response, stats };
  };

  it('streams the CSV in pages, holding at most one page of rows at a time', async () => {
    const { response, stats } = await exported('csv');
    expect(response.body.split('\r\n').filter(Boolean)).toHaveLength(SERVICE_ROWS + 1);
    expect(stats.rowsWritten).toBe(SERVICE_ROWS);
    expect(stats.pages).toBeGreaterThanOrEqual(SERVICE_ROWS / EXPORT_PAGE_SIZE);
    expect(stats.mostHeld).toBeLessThanOrEqual(EXPORT_PAGE_SIZE);
  });

  it('stops reading when the client goes away', async () => {
    const finished = new Promise<ExportStats>((resolve) => {
      const stop = onExportFinished((_list, stats) => {
        stop();
        resolve(stats);
      });
    });
    const address = await c.t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${address}/be/event/${c.kitchen.id}/export/services?format=csv`;
    await new Promise<void>((resolve, reject) => {
      const request = http.get(url, { headers: c.staff }, (response) => {
        response.once('data', () => {
          request.destroy();
          resolve();
        });
      });
      request.on('error', (error) => (request.destroyed ? resolve() : reject(error)));
    });
    const stats = await finished;
    expect(stats.clientGone).toBe(true);
    expect(stats.rowsWritten).toBeLessThan(SERVICE_ROWS);
    expect(stats.pages).toBeLessThan(SERVICE_ROWS / EXPORT_PAGE_SIZE);
  });

  it('streams the XLSX the same way', async () => {
    const { response, stats } = await exported('xlsx');
    const { rows } = await readXlsx(response.rawPayload);
    expect(rows).toHaveLength(SERVICE_ROWS + 1);
    expect(rows[1]).toEqual([c.bookletGroups.stand.titleDe, c.items.carpet.titleDe, 'Halle 1', expect.stringMatching(/^L\d+$/), expect.stringMatching(/^Lastfirma/), 24, 'm²', 348, expect.any(Date)]);
    expect(stats.rowsWritten).toBe(SERVICE_ROWS);
    expect(stats.mostHeld).toBeLessThanOrEqual(EXPORT_PAGE_SIZE);
  });
});
