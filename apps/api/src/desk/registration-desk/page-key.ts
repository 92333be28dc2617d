import type { RegistrationListQuery, RegistrationSort } from '@messeportal/domain';
import { AppError } from '../../platform/http/app-error.ts';

/**
 * Where the next page of the desk's list starts (`?after=`): the sort key of the last row shown, as
 * registration_desk_list writes it (migration 0033), and its id, with the order they belong to. Opaque to the
 * client (base64url of JSON); read back only for the same order, and its key only in the form its order's
 * column has, so that no key reaches the database as something it cannot read.
 */
export interface PageKey {
  key: string;
  id: number;
}

const timestamp = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?([+-]\d{2}(?::\d{2})?)$/;

/** A timestamp as PostgreSQL writes one (ISO date style), and one it can read back: a real day of years 1–9999. */
function isTimestamp(key: string) {
  const parts = timestamp.exec(key);
  if (!parts) return false;
  const [year, month, day, hour, minute, second] = parts.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(2000, month - 1, day));
  return year >= 1 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && hour < 24 && minute < 60 && second < 60;
}

const keyForms: Record<RegistrationSort, (key: string) => boolean> = {
  createdAt: isTimestamp,
  company: (key) => !key.includes('\0'),
  standType: (key) => !key.includes('\0'),
  hall: (key) => !key.includes('\0'),
  standNr: (key) => !key.includes('\0'),
  standSize: (key) => /^-?\d{1,12}(\.\d{1,6})?$/.test(key),
  state: (key) => /^[012]$/.test(key),
  orderedNet: (key) => /^-?\d{1,20}(\.\d{1,20})?(e[+-]?\d{1,3})?$/i.test(key) && Number.isFinite(Number(key)),
};

const invalid = () => new AppError(400, 'invalidValue', { property: 'after' });

export function writePageKey(query: Pick<RegistrationListQuery, 'sort' | 'dir'>, key: PageKey): string {
  return Buffer.from(JSON.stringify([query.sort, query.dir, key.key, key.id])).toString('base64url');
}

/** The page key of `?after=` for this order; a malformed one, or one of another order, is a 400. */
export function readPageKey(query: Pick<RegistrationListQuery, 'sort' | 'dir'>, text: string): PageKey {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) throw invalid();
  const [sort, dir, key, id] = parsed as unknown[];
  if (sort !== query.sort || dir !== query.dir || typeof key !== 'string' || key.length > 1000) throw invalid();
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw invalid();
  if (!keyForms[query.sort](key)) throw invalid();
  return { key, id };
}
