import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { events, offers, orders, registrations } from '../../platform/db/schema.ts';

// Inside a select list drizzle names columns without their table; the outer event id must be qualified.
const eventId = sql`${sql.identifier('events')}.${sql.identifier('id')}`;

/** The event's registrations the organiser has not cancelled: only they take part, have stands and wait for confirmation. */
const liveRegistrations = sql`${registrations} where ${registrations.eventId} = ${eventId} and ${registrations.canceledAt} is null`;

/**
 * Every event with its key figures (offers, live registrations and how many of them wait for their
 * confirmation, their stand area, the net of the orders not cancelled) and its registration deadline, newest first.
 */
export function listEventsWithCounts(db: Db) {
  return db
    .select({
      id: events.id,
      nameDe: events.nameDe,
      nameEn: events.nameEn,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      registrationEndsAt: events.registrationEndsAt,
      registrationOpensOn: events.registrationOpensOn,
      isPublished: events.isPublished,
      offerCount: sql<number>`(select count(*)::int from ${offers} where ${offers.eventId} = ${eventId})`,
      registrationCount: sql<number>`(select count(*)::int from ${liveRegistrations})`,
      unconfirmedCount: sql<number>`(select count(*)::int from ${liveRegistrations} and not ${registrations.isConfirmed})`,
      standArea: sql<number>`(select coalesce(sum(${registrations.standSize}), 0)::float8 from ${liveRegistrations})`,
      orderedNetCents: sql<number>`(select coalesce(sum(${orders.netCents}), 0)::float8 from ${orders}
        where ${orders.eventId} = ${eventId} and ${orders.status} <> 'canceled')`,
    })
    .from(events)
    .orderBy(desc(events.startsAt), desc(events.id));
}
