import type { ServerMessageCode } from '@messeportal/domain';
import { z } from 'zod';
import { parseId } from '../lib/ids.ts';
import { notFound } from './app-error.ts';

/** A path `…/{id}/…`, read as text: parseId or eventCatalog.fromParam turn a malformed id into a 404. */
export const idParamsSchema = z.object({ id: z.string() });

/** The id of a path `…/{id}`; a malformed one names nothing, a 404 with the entity's own message. */
export function idFromParam(text: string, code: ServerMessageCode): number {
  const id = parseId(text);
  if (id === undefined) throw notFound(code);
  return id;
}
