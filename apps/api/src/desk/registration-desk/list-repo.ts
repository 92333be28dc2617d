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
  counts: RegistrationStateCounts | null;
}

/** The event's registrations per state and all of them, from the summary the database keeps. */
export interface RegistrationStateCounts {
  all: number;
  unconfirmed: number;
  confirmed: number;
  canceled: number;
}

/**
 * One page of an event's registrations with company, ordered net and open services, filtered and sorted (ties by
 * id, so pages never overlap), read in one statement with the caller's session: registration_desk_list
 * (migration 0033) reads the page by keyset after `query.after` (else by offset), counts the matches from the
 * summary the database keeps (an estimate above 1,000 search matches) and answers the event's halls and, from the
 * same summary, its registrations per state whatever is filtered (the desk's views). Answers the caller too:
 * 401/403 as every staff route.
 */
export async function listRegistrations(db: Db, request: FastifyRequest, eventId: number, query: RegistrationListQuery, lang: Lang) {
  const after = query.after ? readPageKey(query, query.after) : undefined;
  const offset = after ? 0 : (query.page - 1) * BACK_OFFICE_PAGE_SIZE;
  const { caller, row } = await withStaffSession<ListJson>(db, request, sql`select true as found, l.*, (select json_build_object('all', coalesce(sum(d.registrations), 0),
        'unconfirmed', coalesce(sum(d.registrations) filter (where not d.is_canceled and not d.is_confirmed), 0),
        'confirmed', coalesce(sum(d.registrations) filter (where not d.is_canceled and d.is_confirmed), 0),
        'canceled', coalesce(sum(d.registrations) filter (where d.is_canceled), 0))
      from registration_desk_counts d where d.event_id = ${eventId}::int) as counts
    from registration_desk_list(
      ${eventId}::int, ${query.state ?? null}::text, ${query.confirmed ? query.confirmed === 'yes' : null}::boolean,
      ${query.standType ?? null}::int, ${query.hall ?? null}::text,
      ${query.openServices ? query.openServices === 'yes' : null}::boolean, ${query.search ? containsPattern(query.search) : null}::text,
      ${query.sort}::text, ${query.dir === 'desc'}::boolean, ${after?.key ?? null}::text, ${after?.id ?? null}::int,
      ${offset}::int, ${BACK_OFFICE_PAGE_SIZE}::int, ${lang}::text) l`);
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
    counts: row?.counts ?? { all: 0, unconfirmed: 0, confirmed: 0, canceled: 0 },
    next: row?.next_id ? writePageKey(query, { key: row.next_key ?? '', id: row.next_id }) : null,
  };
}

export type RegistrationListEntry = ListRow;
