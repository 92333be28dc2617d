import { documentPolicy, type PolicyActor } from '@messeportal/domain';
import type { Db } from '../platform/db/client.ts';
import { notFound } from '../platform/http/app-error.ts';
import { parseId } from '../platform/lib/ids.ts';
import { findDocument } from './repo.ts';

/**
 * The document a path names, if the actor may read it (documentPolicy): another company's, an unknown and a
 * malformed id are the same 404, so no answer tells them apart.
 */
export async function readableDocument(db: Db, actor: PolicyActor, idText: string) {
  const id = parseId(idText);
  const document = id === undefined ? undefined : await findDocument(db, id);
  if (!document || !documentPolicy.mayRead(actor, document)) throw notFound('documentNotFound');
  return document;
}
