import { dayIn } from '@messeportal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, events } from '../../platform/db/schema.ts';
import { buildEvent, buildStaff, STAFF_PASSWORD } from '../../../test/factories/index.ts';
import { buildOrderableEvent, newExhibitorOrder } from '../../../test/new-exhibitor-order.ts';
import { createTestApp, engines, loginAs, type TestApp } from '../../../test/test-app.ts';

const DAY_MS = 86_400_000;
/** The day `days` from today in the organiser's (default) time zone, as the API reads opening days. */
const dayFromToday = (days: number) => dayIn(new Date(Date.now() + days * DAY_MS), 'Europe/Berlin');

describe.each(engines)('publishing an event and the day its registration opens (%s)', (engine) => {
  let t: TestApp;
  let staff: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    const admin = await buildStaff(t.app, { role: 'admin' });
    staff = await loginAs(t.app, admin.email, 'be', STAFF_PASSWORD);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string> = {}, payload?: object) =>
    t.app.inject({ method, url, headers, payload });
  const notPublished = { success: false, errors: [{ property: 'id', message: 'This event has not been published yet.' }] };

  it('hides an unpublished event from the public configurator with a translated 404 and shows it to staff', async () => {
    const event = await buildEvent(t.app, { isPublished: false, media: [{}], booklet: [{ isConfigurator: true }] });
    for (const path of ['', '/medias', '/orderbook']) {
      const hidden = await call('GET', `/pub/event/${event.id}${path}?lang=en-US`);
      expect(hidden.statusCode, path).toBe(404);
      expect(hidden.json(), path).toEqual(notPublished);
      expect((await call('GET', `/pub/event/${event.id}${path}?lang=en-US`, staff)).statusCode, path).toBe(200);
    }
    const german = await call('GET', `/pub/event/${event.id}?lang=de-DE`);
    expect(german.json().errors[0].message).toBe('Diese Veranstaltung ist noch nicht veröffentlicht.');
    const stand = { eventId: event.id, standConfigId: event.standConfigs[0]!.id, qm: 20 };
    expect((await call('POST', '/pub/calculate_configurator?lang=en-US', {}, stand)).json()).toEqual(notPublished);
    expect((await call('POST', '/pub/calculate_configurator', staff, stand)).statusCode).toBe(200);
  });

  it('refuses a binding order for an unpublished event and creates nothing', async () => {
    const catalogue = await buildOrderableEvent(t.app);
    await t.database.db.update(events).set({ isPublished: false }).where(eq(events.id, catalogue.eventId));
    t.app.eventCatalog.invalidate();
    const response = await call('POST', '/pub/order?lang=en-US', {}, newExhibitorOrder(catalogue, 'unpublished@holzwerk.example'));
    expect(response.statusCode).toBe(404);
    expect(response.json().errors).toEqual([{ property: 'eventId', message: 'This event has not been published yet.' }]);
    expect(await t.database.db.select().from(companies).where(eq(companies.email, 'firma.unpublished@holzwerk.example'))).toEqual([]);
  });

  it('shows a fair before its opening day with that day, refuses its binding order until then, and takes it from then on', async () => {
    const catalogue = await buildOrderableEvent(t.app);
    const opensOn = dayFromToday(10);
    await t.database.db.update(events).set({ registrationOpensOn: opensOn }).where(eq(events.id, catalogue.eventId));
    t.app.eventCatalog.invalidate();

    const { event } = (await call('GET', `/pub/event/${catalogue.eventId}?lang=en-US`)).json();
    expect(event).toMatchObject({ registrationOpensOn: opensOn, registrationPhase: 'notYetOpen', isRegistrationOpen: false });
    const shown = opensOn.split('-').reverse().join('.');
    for (const [lang, message] of [
      ['en-US', `Registration for this event opens on ${shown}.`],
      ['de-DE', `Die Anmeldung für diese Veranstaltung ist ab dem ${shown} möglich.`],
    ] as const) {
      const refused = await call('POST', `/pub/order?lang=${lang}`, {}, newExhibitorOrder(catalogue, `early-${lang}@holzwerk.example`));
      expect(refused.statusCode).toBe(409);
      expect(refused.json().errors).toEqual([{ property: '', message }]);
    }
    expect(await t.database.db.select().from(companies).where(eq(companies.email, 'firma.early-en-US@holzwerk.example'))).toEqual([]);

    // The opening day itself: open from its first minute in the organiser's time zone.
    await t.database.db.update(events).set({ registrationOpensOn: dayFromToday(0) }).where(eq(events.id, catalogue.eventId));
    t.app.eventCatalog.invalidate();
    expect((await call('GET', `/pub/event/${catalogue.eventId}`)).json().event.registrationPhase).toBe('open');
    const placed = await call('POST', '/pub/order?lang=en-US', {}, newExhibitorOrder(catalogue, 'on-time@holzwerk.example'));
    expect(placed.statusCode, placed.body).toBe(200);
  });

  it('publishes with one audit entry, saves the opening day with the form, and refuses one after the deadline', async () => {
    const event = await buildEvent(t.app, { isPublished: false });
    const auditBefore = (await t.database.db.select().from(auditLog)).length;
    const published = await call('PUT', `/be/admin/event/${event.id}/published`, staff, { isPublished: true });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().event).toMatchObject({ isPublished: true, registrationPhase: 'open' });
    // Saying it again changes nothing and writes nothing.
    await call('PUT', `/be/admin/event/${event.id}/published`, staff, { isPublished: true });
    const entries = (await t.database.db.select().from(auditLog)).slice(auditBefore);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ entity: 'event', entityId: String(event.id), action: 'update', before: { isPublished: false }, after: { isPublished: true } });
    expect((await call('GET', `/pub/event/${event.id}`)).statusCode).toBe(200);

    const { event: form } = (await call('GET', `/be/admin/event/${event.id}`, staff)).json();
    const fields = {
      ...Object.fromEntries(
        Object.entries(form).filter(([key]) => !['id', 'hasConfiguratorServices', 'isRegistrationOpen', 'isPublished', 'registrationPhase', 'updatedAt'].includes(key)),
      ),
    };
    const saved = await call('PUT', `/be/admin/event/${event.id}`, staff, { ...fields, registrationOpensOn: dayFromToday(5) });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().event).toMatchObject({ registrationOpensOn: dayFromToday(5), registrationPhase: 'notYetOpen', isPublished: true });
    expect((await call('GET', '/be/admin/events', staff)).json().events.find((e: { id: number }) => e.id === event.id)).toMatchObject({
      isPublished: true,
      registrationOpensOn: dayFromToday(5),
      registrationPhase: 'notYetOpen',
    });

    const late = await call('PUT', `/be/admin/event/${event.id}?lang=en-US`, staff, { ...fields, registrationOpensOn: form.endsAt });
    expect(late.statusCode).toBe(400);
    expect(late.json().errors).toEqual([{ property: 'registrationOpensOn', message: 'Registration must open on the day of the registration deadline at the latest.' }]);
    const unpublishedMeanwhile = await call('PUT', `/be/admin/event/4711/published?lang=en-US`, staff, { isPublished: false });
    expect(unpublishedMeanwhile.statusCode).toBe(404);
  });
});
