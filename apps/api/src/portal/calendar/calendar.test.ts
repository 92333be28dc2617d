import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../platform/db/schema.ts';
import { buildEvent, buildRegistration } from '../../../test/factories/index.ts';
import { createTestApp, engines, loginAs, type TestApp } from '../../../test/test-app.ts';
import { until } from '../../../test/until.ts';

type Headers = Record<string, string>;

/** The entries of an iCalendar text by their uid's first part (`fair-12`, `printEnd-12`): summary and days. */
function entriesOf(text: string) {
  const unfolded = text.replace(/\r\n[ \t]/g, '');
  const entries = new Map<string, { summary: string; start: string; end: string }>();
  for (const block of unfolded.split('BEGIN:VEVENT').slice(1)) {
    const field = (name: string) => new RegExp(`^${name}[^:\\r\\n]*:(.*)$`, 'm').exec(block)?.[1]?.trim() ?? '';
    entries.set(field('UID').split('@')[0]!, { summary: field('SUMMARY').replace(/\\,/g, ','), start: field('DTSTART'), end: field('DTEND') });
  }
  return entries;
}

describe.each(engines)('the exhibitor’s calendar (%s)', (engine) => {
  let t: TestApp;
  let exhibitor: Headers;
  let colleague: Headers;
  let fair: Awaited<ReturnType<typeof buildEvent>>;
  let cancelled: Awaited<ReturnType<typeof buildEvent>>;
  let open: Awaited<ReturnType<typeof buildEvent>>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    // Media and services on offer: the print and the tech deadline are dates to note.
    fair = await buildEvent(t.app, { startsAt: '2027-04-21', endsAt: '2027-04-24', printEndsAt: new Date('2027-01-31T22:59:59Z'), techEndsAt: new Date('2027-03-22T22:59:59Z'), media: [{}], booklet: [{}] });
    cancelled = await buildEvent(t.app);
    open = await buildEvent(t.app, { registrationEndsAt: new Date('2027-02-20T22:59:59Z') });
    const registration = await buildRegistration(t.app, { event: fair });
    await buildRegistration(t.app, { event: cancelled, company: registration.company, canceledAt: new Date(), cancelReason: 'Test' });
    exhibitor = await loginAs(t.app, registration.contact.email, 'fe', registration.contact.password);
    const other = await buildRegistration(t.app, { event: fair });
    colleague = await loginAs(t.app, other.contact.email, 'fe', other.contact.password);
  });
  afterAll(() => t.close());

  const address = (headers: Headers = exhibitor) => t.app.inject({ url: '/fe/rest/calendar', headers });
  const renew = (headers: Headers = exhibitor, lang = 'de') => t.app.inject({ method: 'POST', url: `/fe/rest/calendar?lang=${lang}`, headers, payload: {} });
  const read = (url: string, lang = 'de') => t.app.inject({ url: `${new URL(url).pathname}?lang=${lang}` });

  it('has no address until the contact asks for one, then the same one at every visit', async () => {
    expect((await address()).json()).toEqual({ url: null });
    const made = await renew();
    expect(made.statusCode, made.body).toBe(200);
    const { url } = made.json();
    expect(url).toMatch(/^http.+\/pub\/calendar\/[A-Za-z0-9_-]{40,}\.ics$/);
    expect((await address()).json()).toEqual({ url });
  });

  it('holds the fair over its days and its deadlines on their day, the open fair’s registration deadline, and nothing of a cancelled registration', async () => {
    const { url } = (await address()).json();
    const calendar = await read(url);
    expect(calendar.statusCode, calendar.body).toBe(200);
    expect(calendar.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(calendar.body).toContain('X-WR-CALNAME:Messetermine');
    const entries = entriesOf(calendar.body);
    expect(entries.get(`fair-${fair.id}`)).toEqual({ summary: fair.nameDe, start: '20270421', end: '20270425' });
    // 22:59:59 UTC on 31 January is the evening of that day in Berlin, the organiser's time zone.
    expect(entries.get(`printEnd-${fair.id}`)).toEqual({ summary: `Druckunterlagenschluss (Werbemittel): ${fair.nameDe}`, start: '20270131', end: '20270201' });
    expect(entries.get(`techEnd-${fair.id}`)?.start).toBe('20270322');
    expect(entries.get(`earlyBookerEnd-${fair.id}`)?.summary).toBe(`Ende der Frühbucherphase: ${fair.nameDe}`);
    expect(entries.get(`registrationEnd-${open.id}`)).toEqual({ summary: `Anmeldeschluss: ${open.nameDe}`, start: '20270220', end: '20270221' });
    expect([...entries.keys()].filter((uid) => uid.endsWith(`-${cancelled.id}`))).toEqual([]);
    // The registered fair's own registration deadline is no date to note any more.
    expect(entries.has(`registrationEnd-${fair.id}`)).toBe(false);
  });

  it('shows a deadline the organiser moved at the next read, whichever process moved it', async () => {
    const { url } = (await address()).json();
    // Written past the API, as another process would: the database announces the catalogue's change.
    await t.database.db.update(events).set({ printEndsAt: new Date('2027-02-07T22:59:59Z') }).where(eq(events.id, fair.id));
    await until(async () => entriesOf((await read(url)).body).get(`printEnd-${fair.id}`)?.start === '20270207', 10_000);
  });

  it('is in the language the address was made in, and a new address ends the old one', async () => {
    const old = (await address()).json().url as string;
    const renewed = (await renew(exhibitor, 'en')).json().url as string;
    expect(renewed).not.toBe(old);
    expect((await address()).json()).toEqual({ url: renewed });
    const gone = await read(old, 'en');
    expect(gone.statusCode).toBe(404);
    expect(gone.json().errors[0].message).toBe('This calendar address does not exist (any more). You find the current one in your exhibitor area.');
    const calendar = await read(renewed);
    expect(calendar.body).toContain('X-WR-CALNAME:Trade fair dates');
    expect(entriesOf(calendar.body).get(`printEnd-${fair.id}`)?.summary).toBe(`Print deadline (advertising media): ${fair.nameEn}`);
  });

  it('keeps each contact’s address its own, and answers a malformed or unknown one with a translated 404', async () => {
    expect((await address(colleague)).json()).toEqual({ url: null });
    const theirs = (await renew(colleague)).json().url as string;
    expect(theirs).not.toBe((await address()).json().url);
    for (const path of ['/pub/calendar/nothing.ics', '/pub/calendar/%27%3B--.ics', `/pub/calendar/${'a'.repeat(43)}.ics`, `${new URL(theirs).pathname.replace('.ics', '')}`]) {
      const answer = await t.app.inject({ url: `${path}?lang=de` });
      expect(answer.statusCode, path).toBe(404);
      expect(answer.json().errors[0].message, path).toBe('Diese Kalenderadresse gibt es nicht (mehr). Die aktuelle finden Sie in Ihrem Ausstellerbereich.');
    }
    expect((await t.app.inject({ url: '/fe/rest/calendar' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/fe/rest/calendar', payload: {} })).statusCode).toBe(401);
  });

  it('gives each of a fair’s dates as a file to add to a calendar, and a translated 404 for a date it does not have', async () => {
    const file = await t.app.inject({ url: `/pub/event/${fair.id}/calendar/printEnd.ics?lang=en` });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="fair-date-${fair.id}-printEnd.ics"`);
    expect([...entriesOf(file.body)]).toEqual([[`printEnd-${fair.id}`, { summary: `Print deadline (advertising media): ${fair.nameEn}`, start: '20270207', end: '20270208' }]]);
    // The fair's start and its end are the one entry over its days.
    for (const kind of ['fairStart', 'fairEnd']) {
      const days = entriesOf((await t.app.inject({ url: `/pub/event/${fair.id}/calendar/${kind}.ics` })).body);
      expect([...days.values()]).toEqual([{ summary: fair.nameDe, start: '20270421', end: '20270425' }]);
    }
    // An event without advertising media has no print deadline to note.
    const plain = await buildEvent(t.app);
    for (const url of [`/pub/event/${plain.id}/calendar/printEnd.ics`, `/pub/event/${fair.id}/calendar/lunch.ics`, `/pub/event/${fair.id}/calendar/printEnd`]) {
      const refused = await t.app.inject({ url: `${url}?lang=en` });
      expect(refused.statusCode, url).toBe(404);
      expect(refused.json().errors[0].message, url).toBe('The event has no such date.');
    }
    const hidden = await buildEvent(t.app, { isPublished: false });
    expect((await t.app.inject({ url: `/pub/event/${hidden.id}/calendar/fairStart.ics` })).statusCode).toBe(404);
  });
});
