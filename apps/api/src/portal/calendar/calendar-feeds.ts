import { allDatesToNote, type DatedEvent, type Lang, type RegisteredEvent } from '@messeportal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { presentEvent } from '../../catalogue/events/presenter.ts';
import { calendarEntries, type CalendarEntry } from '../../catalogue/event-dates/calendar-file.ts';
import { newToken } from '../../platform/auth/token.ts';
import type { Db } from '../../platform/db/client.ts';
import { calendarFeeds, contacts, registrations } from '../../platform/db/schema.ts';
import { readOrganiserSettings } from '../../platform/settings/repo.ts';

/** The contact's calendar address, if it asked for one. */
export async function calendarFeedOf(db: Db, contactId: number) {
  const [feed] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.contactId, contactId));
  return feed ?? null;
}

/** A new calendar address for the contact, in its language now: the old one, if any, ends with it. */
export async function renewCalendarFeed(db: Db, contactId: number, lang: Lang): Promise<string> {
  const token = newToken();
  await db
    .insert(calendarFeeds)
    .values({ contactId, token, lang })
    .onConflictDoUpdate({ target: calendarFeeds.contactId, set: { token, lang, createdAt: new Date() } });
  return token;
}

/** The calendar address a token opens: its contact's company and the calendar's language; null for an unknown token. */
export async function feedOfToken(db: Db, token: string) {
  const [feed] = await db
    .select({ companyId: contacts.companyId, lang: calendarFeeds.lang })
    .from(calendarFeeds)
    .innerJoin(contacts, eq(contacts.id, calendarFeeds.contactId))
    .where(eq(calendarFeeds.token, token));
  return feed ? { companyId: feed.companyId, lang: (feed.lang === 'en' ? 'en' : 'de') as Lang } : null;
}

/**
 * What a company's calendar holds, as its dashboard lists it but past dates too: the fairs it is registered for (not
 * cancelled) with their deadlines, and the registration deadline of the published fairs it could still register for;
 * the events as they are now, so that a date the organiser moves moves in the calendar.
 */
export async function companyCalendar(app: FastifyInstance, companyId: number, lang: Lang, now: Date): Promise<CalendarEntry[]> {
  const [rows, catalog, { timeZone }] = await Promise.all([
    app.db.select({ eventId: registrations.eventId, canceledAt: registrations.canceledAt }).from(registrations).where(eq(registrations.companyId, companyId)),
    app.eventCatalog.all(),
    readOrganiserSettings(app.db),
  ]);
  const events = new Map<number, DatedEvent>();
  const registered: RegisteredEvent[] = [];
  const open: DatedEvent[] = [];
  for (const entry of catalog) {
    const own = rows.filter((row) => row.eventId === entry.event.id);
    if (own.length === 0 && !entry.event.isPublished) continue;
    const event = presentEvent(entry, lang, now);
    events.set(event.id, event);
    for (const row of own) registered.push({ registration: { canceledAt: row.canceledAt?.toISOString() ?? null }, event });
    if (own.length === 0 && event.isRegistrationOpen) open.push(event);
  }
  return calendarEntries(allDatesToNote(registered, open), events, lang, timeZone);
}
