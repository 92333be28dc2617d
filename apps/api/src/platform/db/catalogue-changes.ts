import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from './client.ts';

/**
 * What a cache depends on (migration 0014): the catalogue, or the catalogue with the media's live stock (which
 * every binding order changes, and only the media list shows); the sales of the hall plans' stands (holds, options,
 * proposals, blocks, wishes: migration 0041); or who exhibits on which stand (a registration's hall, stand number,
 * confirmation or cancellation, its company's name, its brands and their product groups: migration 0044).
 */
export type ChangeKind = 'catalogue' | 'stock' | 'stands' | 'exhibitors';

/**
 * The database's announcements of catalogue changes (NOTIFY catalogue_changed, sent by triggers after the
 * commit), for caches that every API process may keep: an entry is good while the version of what it depends
 * on is the one it was loaded under. While the announcements may be missed (PostgreSQL: the listening
 * connection is lost or not yet open), there is no version and nothing may be served from a cache.
 */
export interface CatalogueChanges {
  version(kind: ChangeKind): number | undefined;
  /**
   * A change this process committed: its own next read sees it at once, not only when the database's
   * announcement arrives (PostgreSQL delivers it a moment after the commit). Every writer of the catalogue or
   * the stock calls it after its commit (orders do, in inOrderTransaction).
   */
  changedHere(kind: ChangeKind): void;
  close(): Promise<void>;
}

const CHANNEL = 'catalogue_changed';
const RECONNECT_MS = 1_000;

export async function listenForCatalogueChanges(db: Db): Promise<CatalogueChanges> {
  const versions: Record<ChangeKind, number> = { catalogue: 0, stock: 0, stands: 0, exhibitors: 0 };
  let listening = false;
  const changed = (payload: string): void => {
    if (payload === 'stands' || payload === 'exhibitors') {
      versions[payload]++;
      return;
    }
    versions.stock++;
    if (payload !== 'stock') versions.catalogue++;
  };
  const version = (kind: ChangeKind) => (listening ? versions[kind] : undefined);

  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (client instanceof PGlite) {
    // One process owns the embedded database: its announcements arrive before the writing statement returns.
    const stop = await client.listen(CHANNEL, changed);
    listening = true;
    return { version, changedHere: changed, close: () => stop() };
  }

  const { connectionString } = client.options as { connectionString?: string };
  let connection: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const lost = () => {
    listening = false;
    connection?.removeAllListeners();
    connection?.on('error', () => {});
    connection?.end().catch(() => {});
    connection = undefined;
    if (!closed && !retry) retry = setTimeout(connect, RECONNECT_MS);
  };
  async function connect() {
    retry = undefined;
    const next = new pg.Client({ connectionString });
    connection = next;
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (message) => changed(message.payload ?? ''));
    try {
      await next.connect();
      await next.query(`listen ${CHANNEL}`);
      // Whatever changed while nobody listened is unknown: every cached entry is dropped.
      versions.catalogue++;
      versions.stock++;
      versions.stands++;
      versions.exhibitors++;
      listening = !closed;
    } catch {
      if (connection === next) lost();
    }
  }
  await connect();
  return {
    version,
    changedHere: changed,
    async close() {
      closed = true;
      listening = false;
      clearTimeout(retry);
      const last = connection;
      connection = undefined;
      last?.removeAllListeners();
      last?.on('error', () => {});
      await last?.end().catch(() => {});
    },
  };
}

/**
 * The version of what a cache depends on, from the versions of the kinds named (undefined while announcements may be
 * missed): each only grows, so their sum changes with any of them.
 */
export function versionOf(changes: Pick<CatalogueChanges, 'version'>, ...kinds: ChangeKind[]): () => number | undefined {
  return () => {
    let sum = 0;
    for (const kind of kinds) {
      const version = changes.version(kind);
      if (version === undefined) return undefined;
      sum += version;
    }
    return sum;
  };
}
