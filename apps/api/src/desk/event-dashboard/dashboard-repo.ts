import { DASHBOARD_OLDEST_TASKS } from '@messeportal/domain';
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import {
  companies,
  credentialRequests,
  fireplaceConnections,
  mediaGroups,
  mediaItems,
  orderPositions,
  orders,
  organiserSettings,
  outboxMails,
  registrations,
} from '../../platform/db/schema.ts';

const active = sql`${registrations.canceledAt} is null`;
const confirmed = sql`${active} and ${registrations.isConfirmed}`;
const unconfirmed = sql`${active} and not ${registrations.isConfirmed}`;
const hallKey = sql`lower(${registrations.hall})`;
const qm = (where: ReturnType<typeof sql>) => sql<number>`coalesce(sum(${registrations.standSize}) filter (where ${where}), 0)::float8`;
const counted = (where: ReturnType<typeof sql>) => sql<number>`(count(*) filter (where ${where}))::int`;

/**
 * The event's registrations counted by state, by hall and by stand type in one pass (grouping sets: one row per
 * hall, one per stand type and the event's total), with the unconfirmed ones waiting since before `waitingSince`.
 * The total row also carries the open tasks of the whole back office (requests and failed mails name no event),
 * uncorrelated subqueries that run once. Halls differing only in case are one hall (as the stand number's index).
 */
export function registrationFigures(db: Db, eventId: number, waitingSince: Date) {
  return db
    .select({
      byHall: sql<number>`grouping(${hallKey})`,
      byStandType: sql<number>`grouping(${registrations.standType})`,
      // Of two spellings of a hall, the same one on every server, whatever its collation (upper case first).
      hall: sql<string>`min(${registrations.hall} collate "C")`,
      standType: registrations.standType,
      unconfirmed: counted(unconfirmed),
      confirmed: counted(confirmed),
      canceled: counted(sql`${registrations.canceledAt} is not null`),
      confirmedQm: qm(confirmed),
      unconfirmedQm: qm(unconfirmed),
      waiting: counted(sql`${unconfirmed} and ${registrations.createdAt} < ${waitingSince.toISOString()}::timestamptz`),
      openRequests: sql<number>`(select count(*)::int from ${credentialRequests} where ${credentialRequests.doneAt} is null)`,
      failedMails: sql<number>`(select count(*)::int from ${outboxMails} where ${outboxMails.state} = 'failed')`,
    })
    .from(registrations)
    .where(eq(registrations.eventId, eventId))
    .groupBy(sql`grouping sets ((${hallKey}), (${registrations.standType}), ())`);
}

/** The unconfirmed registrations waiting since before `waitingSince`, longest-waiting first. */
export function oldestWaiting(db: Db, eventId: number, waitingSince: Date) {
  return db
    .select({ registrationId: registrations.id, companyId: registrations.companyId, companyName: companies.name, createdAt: registrations.createdAt })
    .from(registrations)
    .innerJoin(companies, eq(companies.id, registrations.companyId))
    .where(
      and(
        eq(registrations.eventId, eventId),
        isNull(registrations.canceledAt),
        eq(registrations.isConfirmed, false),
        lt(registrations.createdAt, waitingSince),
      ),
    )
    .orderBy(asc(registrations.createdAt), asc(registrations.id))
    .limit(DASHBOARD_OLDEST_TASKS);
}

/** The event's confirmed flue gas connections of registrations not cancelled, sold when they were confirmed. */
const confirmedConnections = (eventId: number) => sql`
  select f.billing_number, f.price_cents as net, f.decided_at as sold_at
  from ${fireplaceConnections} f join ${registrations} r on r.id = f.registration_id
  where r.event_id = ${eventId} and r.canceled_at is null and f.state = 'confirmed'`;

/**
 * Net sold at the event by partial billing number: the positions of its binding orders that were not cancelled
 * and the confirmed flue gas connections of registrations not cancelled, each under the number it was sold with.
 */
export async function revenueByBillingNumber(db: Db, eventId: number) {
  const result = await db.execute(sql`
    select sold.billing_number as "billingNumber", sum(sold.net)::float8 as "netCents"
    from (
      select p.billing_number, p.sum as net
      from ${orderPositions} p join ${orders} o on o.id = p.order_id
      where o.event_id = ${eventId} and o.status <> 'canceled'
      union all
      select billing_number, net from (${confirmedConnections(eventId)}) c
    ) sold
    group by sold.billing_number`);
  return (result as unknown as { rows: { billingNumber: string; netCents: number }[] }).rows;
}

export interface CourseRow {
  week: string;
  netCents: number;
  cumulativeNetCents: number;
}

/**
 * Net sold per week (Monday to Sunday in the organiser's time zone): binding orders not cancelled in the week they
 * were placed, flue gas connections in the week they were confirmed; from the first such week to the week of
 * `now`, weeks without sales included, with the running total.
 */
export async function orderCourse(db: Db, eventId: number, now: Date): Promise<CourseRow[]> {
  const timeZone = sql`(select ${organiserSettings.timeZone} from ${organiserSettings} where ${organiserSettings.id} = 1)`;
  const result = await db.execute(sql`
    with sold as (
      select ${orders.createdAt} as sold_at, ${orders.netCents} as net
      from ${orders}
      where ${orders.eventId} = ${eventId} and ${orders.status} <> 'canceled'
      union all
      select sold_at, net from (${confirmedConnections(eventId)}) c
    ), weekly as (
      select date_trunc('week', sold_at at time zone ${timeZone})::date as week, sum(net)::float8 as net
      from sold
      group by 1
    ), span as (
      select min(week) as first,
        greatest(max(week), date_trunc('week', ${now.toISOString()}::timestamptz at time zone ${timeZone})::date) as last
      from weekly
    )
    select to_char(series.week, 'YYYY-MM-DD') as week, coalesce(weekly.net, 0)::float8 as "netCents",
      (sum(coalesce(weekly.net, 0)) over (order by series.week))::float8 as "cumulativeNetCents"
    from span cross join generate_series(span.first::timestamp, span.last::timestamp, interval '1 week') as series(week)
    left join weekly on weekly.week = series.week::date
    order by series.week`);
  return (result as unknown as { rows: CourseRow[] }).rows;
}

/** The event's media with their stock and the pieces binding orders took, in the catalogue's order. */
export function mediaStock(db: Db, eventId: number) {
  return db
    .select({
      id: mediaItems.id,
      nameDe: mediaItems.nameDe,
      nameEn: mediaItems.nameEn,
      groupDe: mediaGroups.nameDe,
      groupEn: mediaGroups.nameEn,
      isActive: mediaItems.isActive,
      stock: mediaItems.stock,
      sold: mediaItems.ordered,
    })
    .from(mediaItems)
    .innerJoin(mediaGroups, eq(mediaGroups.id, mediaItems.mediaGroupId))
    .where(eq(mediaItems.eventId, eventId))
    .orderBy(asc(mediaGroups.sort), asc(mediaGroups.id), asc(mediaItems.sort), asc(mediaItems.id));
}

/** Everything the dashboard shows, in five statements read side by side. */
export async function readDashboard(db: Db, eventId: number, now: Date, waitingSince: Date) {
  const [figures, waiting, revenue, course, media] = await Promise.all([
    registrationFigures(db, eventId, waitingSince),
    oldestWaiting(db, eventId, waitingSince),
    revenueByBillingNumber(db, eventId),
    orderCourse(db, eventId, now),
    mediaStock(db, eventId),
  ]);
  return { figures, waiting, revenue, course, media };
}

export type DashboardRows = Awaited<ReturnType<typeof readDashboard>>;
