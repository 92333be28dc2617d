import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { events, offers, orders, registrations } from '../../platform/db/schema.ts';

// Inside a select list drizzle names columns without their table; the outer event id must be qualified.
const eventId = sql`${sql.identifier('events')}.${sql.identifier('id')}`;

/** Every event with its key figures (offers, registrations, stand area, ordered net), newest first. */
export function listEventsWithCounts(db: Db) {
  return db
    .select({
      id: events.id,
      nameDe: events.nameDe,
      nameEn: events.nameEn,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      offerCount: sql<number>`(select count(*)::int from ${offers} where ${offers.eventId} = ${eventId})`,
      registrationCount: sql<number>`(select count(*)::int from ${registrations} where ${registrations.eventId} = ${eventId})`,
      unconfirmedCount: sql<number>`(select count(*)::int from ${registrations}
        where ${registrations.eventId} = ${eventId} and not ${registrations.isConfirmed})`,
      standArea: sql<number>`(select coalesce(sum(${registrations.standSize}), 0)::float8 from ${registrations} where ${registrations.eventId} = ${eventId})`,
      orderedNetCents: sql<number>`(select coalesce(sum(${orders.netCents}), 0)::float8 from ${orders} where ${orders.eventId} = ${eventId})`,
    })
    .from(events)
    .orderBy(desc(events.startsAt), desc(events.id));
}
