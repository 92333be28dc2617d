import type { EventDashboardAnswer } from '@messeportal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credentialRequests, mediaItems, orders, outboxMails } from '../../platform/db/schema.ts';
import { engines } from '../../../test/test-app.ts';
import { openBackofficeContext, type BackofficeContext } from '../../../test/staff-context.ts';
import { mediumInput } from '../../../test/access-samples/media-booklet-access-samples.ts';
import { buildDashboardEvent, insertExhibitor, insertOrder } from '../../../test/dashboard-fixtures.ts';

const DAY_MS = 86_400_000;

describe.each(engines)('the event dashboard (%s)', (engine) => {
  let c: BackofficeContext;
  beforeAll(async () => {
    c = await openBackofficeContext(engine);
  });
  afterAll(() => c.close());

  const dashboard = async (eventId: number, lang = 'de-DE') => {
    const response = await c.call('GET', `/be/event/${eventId}/dashboard?lang=${lang}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as EventDashboardAnswer;
  };

  it('counts registrations by state and the m² of those not cancelled by hall and stand type', async () => {
    const event = await buildDashboardEvent(c);
    const add = (row: Parameters<typeof insertExhibitor>[2]) => insertExhibitor(c, event.id, row);
    await add({ company: 'Alpha Küchen', hall: 'Halle 1', standType: 'inline', standSize: 20, isConfirmed: true, daysAgo: 30 });
    await add({ company: 'Beta Bad', hall: 'halle 1', standType: 'corner', standSize: 30, daysAgo: 10 });
    await add({ company: 'Gamma Holz', standType: 'inline', standSize: 12.5, daysAgo: 2 });
    await add({ company: 'Delta Stein', hall: 'Halle 2', standType: 'corner', standSize: 40, isConfirmed: true, canceledAt: new Date(), daysAgo: 20 });
    await add({ company: 'Epsilon Glas', hall: 'Halle 2', standType: 'inline', standSize: 16, canceledAt: new Date(), daysAgo: 40 });
    await add({ company: 'Zeta Licht', daysAgo: 8 });

    const answer = await dashboard(event.id, 'en-US');
    expect(answer.event).toEqual({ id: event.id, name: expect.stringMatching(/^Dashboard fair/), currency: 'EUR' });
    expect(answer.registrations).toEqual({ unconfirmed: 3, confirmed: 1, canceled: 2 });
    // Halle 1 and halle 1 are one hall; Halle 2 has cancelled registrations only; '' (no hall yet) comes last.
    expect(answer.halls).toEqual([
      { hall: 'Halle 1', registrations: 2, confirmedQm: 20, unconfirmedQm: 30 },
      { hall: '', registrations: 2, confirmedQm: 0, unconfirmedQm: 12.5 },
    ]);
    expect(answer.standTypes).toEqual([
      { standType: 'inline', label: 'In-line stand (one side open)', registrations: 2, confirmedQm: 20, unconfirmedQm: 12.5 },
      { standType: 'corner', label: expect.stringMatching(/^Corner/), registrations: 1, confirmedQm: 0, unconfirmedQm: 30 },
      { standType: '', label: '', registrations: 1, confirmedQm: 0, unconfirmedQm: 0 },
    ]);
    // Waiting longer than 7 days and not cancelled: Beta (10 days) and Zeta (8), the longest-waiting first.
    expect(answer.tasks.unconfirmed.count).toBe(2);
    expect(answer.tasks.unconfirmed.oldest.map((row) => row.companyName)).toEqual(['Beta Bad', 'Zeta Licht']);
    expect(Date.now() - Date.parse(answer.tasks.unconfirmed.oldest[0]!.createdAt)).toBeGreaterThan(9 * DAY_MS);
    expect(answer.course).toEqual([]);
    expect(answer.revenue).toEqual([
      { billingNumber: 'stand', label: 'stand', netCents: 0 },
      { billingNumber: 'media', label: 'media', netCents: 0 },
      { billingNumber: 'technology', label: 'technology', netCents: 0 },
    ]);
  });

  it('sums the net of orders not cancelled by partial billing number and per week in the organiser\'s time zone', async () => {
    const event = await buildDashboardEvent(c);
    const alpha = await insertExhibitor(c, event.id, { company: 'Alpha', hall: 'A', standType: 'inline', standSize: 20, isConfirmed: true, daysAgo: 1 });
    const beta = await insertExhibitor(c, event.id, { company: 'Beta', hall: 'A', standType: 'inline', standSize: 30, daysAgo: 1 });
    const delta = await insertExhibitor(c, event.id, { company: 'Delta', standType: 'inline', standSize: 30, canceledAt: new Date(), daysAgo: 1 });
    // Monday 6 January 2025, 00:30 in Berlin; Sunday 5 January, 23:30 in Berlin (the week before).
    await insertOrder(c, event.id, alpha, { status: 'confirmed', at: '2025-01-05T23:30:00Z', positions: [['stand', 300_000], ['media', 50_000], ['service', 20_000]] });
    await insertOrder(c, event.id, beta, { status: 'open', at: '2025-01-05T22:30:00Z', positions: [['stand', 450_000]] });
    await insertOrder(c, event.id, delta, { status: 'canceled', at: '2025-01-07T10:00:00Z', positions: [['stand', 600_000]] });

    const answer = await dashboard(event.id);
    expect(answer.revenue).toEqual([
      { billingNumber: 'stand', label: 'Stand', netCents: 750_000 },
      { billingNumber: 'media', label: 'Medien', netCents: 50_000 },
      { billingNumber: 'technology', label: 'Technik', netCents: 20_000 },
    ]);
    expect(answer.orderedNetCents).toBe(820_000);
    expect(answer.course.slice(0, 3)).toEqual([
      { week: '2024-12-30', netCents: 450_000, cumulativeNetCents: 450_000 },
      { week: '2025-01-06', netCents: 370_000, cumulativeNetCents: 820_000 },
      { week: '2025-01-13', netCents: 0, cumulativeNetCents: 820_000 },
    ]);
    // Week after week up to the one of today.
    const weeks = answer.course.map((row) => Date.parse(`${row.week}T00:00:00Z`));
    expect(weeks.every((week, i) => i === 0 || week - weeks[i - 1]! === 7 * DAY_MS)).toBe(true);
    const lastWeek = weeks.at(-1)!;
    expect(Date.now() - lastWeek).toBeGreaterThan(-DAY_MS);
    expect(Date.now() - lastWeek).toBeLessThan(8 * DAY_MS + DAY_MS);
    expect(answer.course.at(-1)!.cumulativeNetCents).toBe(820_000);
  });

  it('counts an order placed through the configurator: stand and media, the media sold and left, this week', async () => {
    const event = await buildDashboardEvent(c);
    const spare = (await c.call('POST', `/be/admin/event/${event.id}/media`, c.staff, mediumInput(event.mediaGroupId, { nameDe: 'Fahne', nameEn: 'Flag', stock: 5 }))).json();
    await c.db.update(mediaItems).set({ ordered: 5, isActive: false }).where(eq(mediaItems.id, spare.medium.id));
    const response = await c.call('POST', '/pub/order?lang=de-DE', {}, {
      eventId: event.id,
      agb: true,
      cancellationPolicy: true,
      comment: '',
      stand: { standConfigId: event.corner.id, qm: 24 },
      medias: [{ id: event.medium.id, amount: 3 }],
      orderBooks: [],
      brands: [{ id: 0, name: 'Holzwerk', productgroupsIds: [event.productGroupId] }],
      personal: {
        company: { name: 'Holzwerk Alpen GmbH', ustid: 'ATU12345678', email: 'firma@holzwerk-dashboard.example', phone: '+43 512 123456' },
        address: { street: 'Museumstraße 1', zip: '6020', city: 'Innsbruck', country: 'at' },
        contact: { gender: 3, lang: 'de', firstName: 'Eva', name: 'Berger', email: 'eva@holzwerk-dashboard.example', passwordNew: 'Geheim-Messe-27', passwordNewRepeat: 'Geheim-Messe-27' },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [order] = await c.db.select().from(orders).where(eq(orders.registrationId, response.json().registrationId));

    const answer = await dashboard(event.id, 'en-US');
    expect(answer.registrations).toEqual({ unconfirmed: 1, confirmed: 0, canceled: 0 });
    expect(answer.halls).toEqual([{ hall: '', registrations: 1, confirmedQm: 0, unconfirmedQm: 24 }]);
    expect(answer.standTypes).toEqual([{ standType: 'corner', label: expect.any(String), registrations: 1, confirmedQm: 0, unconfirmedQm: 24 }]);
    const [stand, media, technology] = answer.revenue;
    expect(media!.netCents).toBe(3 * 99_000); // the early-booking price runs
    expect(stand!.netCents).toBe(order!.netCents - media!.netCents);
    expect(technology!.netCents).toBe(0);
    expect(answer.orderedNetCents).toBe(order!.netCents);
    expect(answer.course).toHaveLength(1);
    expect(answer.course[0]!.netCents).toBe(order!.netCents);
    expect(answer.media).toEqual([
      { id: event.medium.id, name: 'Banner at the entrance', group: 'Outdoor', isActive: true, stock: 10, sold: 3, available: 7 },
      { id: spare.medium.id, name: 'Flag', group: 'Outdoor', isActive: false, stock: 5, sold: 5, available: 0 },
    ]);
    // A fresh registration is no task yet.
    expect(answer.tasks.unconfirmed).toEqual({ count: 0, oldest: [] });
  });

  it('counts open requests for credentials and failed mails of the whole back office', async () => {
    const before = (await dashboard(c.kitchen.id)).tasks;
    const request = { company: 'Firma', name: 'Eva Berger', email: 'eva@firma.example', lang: 'de' };
    await c.db.insert(credentialRequests).values([request, request, { ...request, doneAt: new Date() }]);
    const mail = { kind: 'offer_link', recipient: 'kunde@firma.example', lang: 'de', subject: 'Angebot', text: '', html: '' };
    await c.db.insert(outboxMails).values([{ ...mail, state: 'failed' }, { ...mail, state: 'sent' }]);
    const after = (await dashboard(c.kitchen.id)).tasks;
    expect(after.openRequests).toBe(before.openRequests + 2);
    expect(after.failedMails).toBe(before.failedMails + 1);
  });

  it('answers an unknown or malformed event with 404, no token with 401 and an exhibitor with 403, in the caller\'s language', async () => {
    for (const id of ['999999', 'abc', '0', '-1', '1.5', '99999999999']) {
      const response = await c.call('GET', `/be/event/${id}/dashboard?lang=en-US`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ success: false, errors: [{ property: 'id', message: 'This event does not exist.' }] });
    }
    expect((await c.call('GET', `/be/event/${c.kitchen.id}/dashboard`, {})).statusCode).toBe(401);
    const asExhibitor = await c.call('GET', `/be/event/${c.kitchen.id}/dashboard?lang=en-US`, c.exhibitor);
    expect(asExhibitor.statusCode).toBe(403);
    expect(asExhibitor.json().errors).toEqual([{ property: '', message: 'You are not allowed to do this.' }]);
    for (const role of ['sales', 'accounting'] as const) {
      expect((await c.call('GET', `/be/event/${c.kitchen.id}/dashboard`, await c.staffAs(role, `dash-${role}@messeportal.example`))).statusCode).toBe(200);
    }
  });
});
