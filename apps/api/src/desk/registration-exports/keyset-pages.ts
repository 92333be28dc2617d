import { setImmediate as nextTurn } from 'node:timers/promises';

/** Rows the exports read per statement: a page of this many rows is the most an export holds at once. */
export const EXPORT_PAGE_SIZE = 500;

/**
 * What an export did: statements (pages) read, rows read, rows written and rows skipped (read but not exported),
 * and the most rows read but not yet written at any page read. That last figure is the export's memory: it stays
 * at one page however long the list is, and grows with the list as soon as something collects all rows first.
 */
export interface ExportStats {
  pages: number;
  rowsRead: number;
  rowsWritten: number;
  rowsSkipped: number;
  mostHeld: number;
  /** The client went away before the end: the export stopped there. */
  clientGone: boolean;
}

export const newExportStats = (): ExportStats => ({ pages: 0, rowsRead: 0, rowsWritten: 0, rowsSkipped: 0, mostHeld: 0, clientGone: false });

/**
 * Before each page the event loop gets a turn. PGlite answers in the same thread without waiting for I/O, so an
 * export would otherwise run to its end before the socket sent a byte, another request was served or a closed
 * connection was noticed.
 */
async function readInTurn<T>(read: () => Promise<T[]>, stats: ExportStats): Promise<T[]> {
  await nextTurn();
  const page = await read();
  countPage(stats, page.length);
  return page;
}

function countPage(stats: ExportStats, rows: number) {
  stats.pages++;
  stats.rowsRead += rows;
  stats.mostHeld = Math.max(stats.mostHeld, stats.rowsRead - stats.rowsWritten - stats.rowsSkipped);
}

/**
 * The rows of a query read in pages by keyset (the sort key of the last row read so far, not an offset, so each
 * page is as fast as the first and a row changed meanwhile is neither lost nor read twice): `readPage(after, limit)`
 * answers the next `limit` rows after the key `after` (undefined: from the start) in the key's order. Works the
 * same on PGlite and node-postgres, which have no shared cursor API. Lazy: a page is read when the one before has
 * been taken.
 */
export async function* keysetPages<T, Key>(
  readPage: (after: Key | undefined, limit: number) => Promise<T[]>,
  keyOf: (row: T) => Key,
  stats: ExportStats,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<T> {
  let after: Key | undefined;
  for (;;) {
    const page = await readInTurn(() => readPage(after, pageSize), stats);
    yield* page;
    if (page.length < pageSize) return;
    after = keyOf(page.at(-1)!);
  }
}

/**
 * The rows of a list whose order was read first (a deferred join): `readSlice(start, end)` answers the rows at
 * those positions of the order, read by their keys, in order. For a list sorted by columns of several tables,
 * where each keyset page would have to join and sort the whole list again, the order is read once (its keys, a
 * few bytes a row) and each page's rows by their primary keys. Lazy as keysetPages.
 */
export async function* pagesInOrder<T>(
  count: number,
  readSlice: (start: number, end: number) => Promise<T[]>,
  stats: ExportStats,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<T> {
  for (let start = 0; start < count; start += pageSize) {
    const page = await readInTurn(() => readSlice(start, Math.min(start + pageSize, count)), stats);
    yield* page;
  }
}
