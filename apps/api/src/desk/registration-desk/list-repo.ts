import { BACK_OFFICE_PAGE_SIZE, type Lang, type RegistrationListQuery } from '@messeportal/domain';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import { withStaffSession } from '../../platform/auth/caller-session.ts';
import { containsPattern } from '../../platform/db/search.ts';
import { readPageKey, writePageKey } from './page-key.ts';

/** One row of the list as registration_desk_list writes it (migration 0033): an array, in this order. */
type ListRowArray = [
  id: number,
  companyId: number,
  companyName: string,
  standType: string,
  standConfigId: number | null,
  standSize: number | null,
  hall: string,
  standNr: string,
  isConfirmed: boolean,
  canceledAt: string | null,
  createdAt: string,
  orderedNetCents: number,
  hasOpenServices: boolean,
];

interface ListRow {
  id: number;
  companyId: number;
  companyName: string;
  standType: string;
  standConfigId: number | null;
  standSize: number | null;
  hall: string;
  standNr: string;
  isConfirmed: boolean;
  canceledAt: string | null;
  createdAt: string;
  orderedNetCents: number;
  hasOpenServices: boolean;
}

interface ListJson {
  total: number;
  total_estimated: boolean;
  halls: string[];
  rows: ListRowArray[] | null;
  next_key: string | null;
  next_id: number | null;
}

/**
 * One page of an event's registrations with company, ordered net and open services, filtered and sorted (ties by
 * id, so pages never overlap), read in one statement with the caller's session: registration_desk_list
 * (migration 0033) reads the page by keyset after `query.after` (else by offset), counts the matches from the
 * summary the database keeps (an estimate above 1,000 search matches) and answers the event's halls. Answers the
 * caller too: 401/403 as every staff route.
 */
export async function listRegistrations(db: Db, request: FastifyRequest, eventId: number, query: RegistrationListQuery, lang: Lang) {
  const after = query.after ? readPageKey(query, query.after) : undefined;
  const offset = after ? 0 : (query.page - 1) * BACK_OFFICE_PAGE_SIZE;
  const { caller, row } = await withStaffSession<ListJson>(db, request, sql`select true as found, * from registration_desk_list(
      ${eventId}::int, ${query.state ?? null}::text, ${query.confirmed ? query.confirmed === 'yes' : null}::boolean,
      ${query.standType ?? null}::int, ${query.hall ?? null}::text,
      ${query.openServices ? query.openServices === 'yes' : null}::boolean, ${query.search ? containsPattern(query.search) : null}::text,
      ${query.sort}::text, ${query.dir === 'desc'}::boolean, ${after?.key ?? null}::text, ${after?.id ?? null}::int,
      ${offset}::int, ${BACK_OFFICE_PAGE_SIZE}::int, ${lang}::text)`);
  return {
    caller,
    rows: (row?.rows ?? []).map(
      ([id, companyId, companyName, standType, standConfigId, standSize, hall, standNr, isConfirmed, canceledAt, createdAt, orderedNetCents, hasOpenServices]): ListRow => ({
        ...{ id, companyId, companyName, standType, standConfigId, standSize, hall, standNr },
        ...{ isConfirmed, canceledAt, createdAt, orderedNetCents, hasOpenServices },
      }),
    ),
    total: row?.total ?? 0,
    totalEstimated: row?.total_estimated ?? false,
    halls: row?.halls ?? [],
    next: row?.next_id ? writePageKey(query, { key: row.next_key ?? '', id: row.next_id }) : null,
  };
}

export type RegistrationListEntry = ListRow;
