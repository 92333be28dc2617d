import type { MessageCode } from '@messeportal/domain';
import { notFound } from '../../platform/http/app-error.ts';
import { parseId } from '../../platform/lib/ids.ts';

/** The row a path id names; a malformed id names nothing (404 with the row's own message, as an unknown one). */
export function idOf(text: string, code: MessageCode): number {
  const id = parseId(text);
  if (id === undefined) throw notFound(code);
  return id;
}

/** A place after the last one of a list: places step by 10 (as the demo's), so one can go between two by hand. */
export const nextSort = (last: number | null) => (last ?? 0) + 10;
