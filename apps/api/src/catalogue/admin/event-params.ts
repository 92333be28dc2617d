import type { MessageCode } from '@messeportal/domain';
import { notFound } from '../../platform/http/app-error.ts';
import { parseId } from '../../platform/lib/ids.ts';

/** The id of a path `…/{id}`; a malformed one names nothing, a 404 with the entity's own message. */
export function idFromParam(text: string, code: MessageCode): number {
  const id = parseId(text);
  if (id === undefined) throw notFound(code);
  return id;
}
