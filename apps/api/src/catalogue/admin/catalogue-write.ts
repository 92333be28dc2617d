import type { CatalogueIssue } from '@messeportal/domain';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';

/**
 * Runs a change of the catalogue in one transaction (nothing stays changed when a check fails halfway). After
 * the commit this process's caches see it at once; the other processes learn of it through the database's
 * announcement (migration 0014). A stock change counts as a catalogue change: staff changed what is on offer.
 */
export async function changeCatalogue<T>(app: FastifyInstance, work: (tx: Tx) => Promise<T>): Promise<T> {
  const result = await app.db.transaction(work);
  app.catalogueChanges.changedHere('catalogue');
  return result;
}

/** A 400 naming every broken rule on its field. */
export function refusedFields(issues: CatalogueIssue[]): AppError {
  const fields = issues.map((issue) => ({ property: issue.property, code: issue.message, params: issue.params }));
  return new AppError(400, issues[0]!.message, { fields });
}
