import type { CatalogueChanges } from '../../src/platform/db/catalogue-changes.ts';
import type { Db } from '../../src/platform/db/client.ts';

/**
 * Where a factory writes: the test's app (`t.app`) or, for a database no app reads, `{ db }`. With an app,
 * catalogue rows built after it read them are seen at once, as after a change staff made through the API.
 */
export interface FactoryTarget {
  db: Db;
  catalogueChanges?: Pick<CatalogueChanges, 'changedHere'>;
}

/** Tells the target's catalogue caches that the catalogue changed under them. */
export const catalogueChanged = (target: FactoryTarget) => target.catalogueChanges?.changedHere('catalogue');
