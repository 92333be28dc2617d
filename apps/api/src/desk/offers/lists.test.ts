import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { offers, orders } from '../../platform/db/schema.ts';
import { buildCompany } from '../../../test/factories/index.ts';
import { engines } from '../../../test/test-app.ts';
import { openBackofficeContext, type BackofficeContext } from '../../../test/staff-context.ts';

interface Row {
  id: number;
  title: string;
  companyName: string;
  state: number;
  offerType: number;
  totalNet: number;
  createdAt: string;
  updatedAt: string;
}

/** 120 offers at the kitchen fair: every third for the exhibitor demo, every third for other, the rest for nobody. */
const KITCHEN_OFFERS = 120;

describe.each(engines)('back-office lists (%s)', (engine) => {
  let c: BackofficeContext;
  beforeAll(async () => {
    c = await openBackofficeContext(engine);
    const companyOf = [c.demo.companyId, c.other.companyId, null];
    const start = Date.now() - 1_000_000;
    await c.db.insert(offers).values([
      ...Array.from({ length: KITCHEN_OFFERS }, (_, i) => ({
        uuid: randomUUID(),
        eventId: c.kitchen.id,
        companyId: companyOf[i % 3],
        offerType: (i % 2) + 1,
        state: (i % 5) + 1,
        title: i === 7 ? 'Sonderpreis 100%_Rabatt' : `Angebot ${String(i).padStart(3, '0')}`,
        data: {},
        totalNetCents: (i * 7919) % 100_000,
        createdAt: new Date(start + i * 1000),
        updatedAt: new Date(start + ((i * 37) % KITCHEN_OFFERS) * 1000),
      })),
      { uuid: randomUUID(), eventId: c.fireplace.id, title: 'Kaminangebot', data: {} },
      // Visitors' offers: no company yet, only what the configuration holds.
      { uuid: randomUUID(), eventId: c.fireplace.id, data: { email: 'eva@holzwerk.example', personal: { company: { name: 'Holzwerk Alpen GmbH' } } } },
      { uuid: randomUUID(), eventId: c.fireplace.id, data: { email: 'nur-mail@example.com' } },
    ]);
  });
  afterAll(() => c.close());

  const list = async (query: string) => {
    const response = await c.call('GET', `/be/event/${c.kitchen.id}/offers?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { offers: Row[]; total: number; page: number; pageSize: number };
  };
  const sorted = <T>(values: T[], compare: (a: T, b: T) => number) => [...values].sort(compare);

  it('pages an event’s offers at 50, newest change first', async () => {
    const first = await list('search=&sort=&dir=&page=');
    expect(first).toMatchObject({ total: KITCHEN_OFFERS, page: 1, pageSize: 50 });
    expect(first.offers).toHaveLength(50);
    expect(first.offers.map((o) => o.updatedAt)).toEqual(sorted(first.offers.map((o) => o.updatedAt), (a, b) => b.localeCompare(a)));
    const third = await list('page=3');
    expect(third.offers).toHaveLength(KITCHEN_OFFERS - 100);
    expect((await list('page=4')).offers).toEqual([]);
    const ids = new Set([...first.offers, ...(await list('page=2')).offers, ...third.offers].map((o) => o.id));
    expect(ids.size).toBe(KITCHEN_OFFERS);
  });

  it('shows each offer with its company, state label, type, total and dates', async () => {
    const { offers: rows } = await list('search=Angebot 003&lang=en-US');
    expect(rows).toEqual([
      {
        id: expect.any(Number),
        uuid: expect.any(String),
        title: 'Angebot 003',
        companyId: c.demo.companyId,
        companyName: c.demo.companyName,
        state: 4,
        stateLabel: 'Declined',
        offerType: 2,
        totalNet: (3 * 7919) % 100_000,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        isOrdered: false,
      },
    ]);
  });

  it('names a visitor’s offer by the company entered, else by the address it was mailed to, and finds it by that name', async () => {
    const response = await c.call('GET', `/be/event/${c.fireplace.id}/offers?sort=company&dir=asc`);
    expect(response.json().offers.map((row: Row) => row.companyName)).toEqual(['', 'Holzwerk Alpen GmbH', 'nur-mail@example.com']);
    const found = await c.call('GET', `/be/event/${c.fireplace.id}/offers?search=holzwerk`);
    expect(found.json().offers.map((row: Row) => row.companyName)).toEqual(['Holzwerk Alpen GmbH']);
    // The offer's own page names it alike.
    const detail = await c.call('GET', `/be/offer/${found.json().offers[0].id}`);
    expect(detail.json().offer).toMatchObject({ companyId: null, companyName: 'Holzwerk Alpen GmbH' });
  });

  it('sorts by every listed column, both ways', async () => {
    const byText = (a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase(), 'de');
    const columns: [string, (row: Row) => string | number][] = [
      ['title', (row) => row.title],
      ['company', (row) => row.companyName],
      ['state', (row) => row.state],
      ['type', (row) => row.offerType],
      ['totalNet', (row) => row.totalNet],
      ['createdAt', (row) => row.createdAt],
      ['updatedAt', (row) => row.updatedAt],
    ];
    for (const [sort, value] of columns) {
      const compare = (a: Row, b: Row) => {
        const [x, y] = [value(a), value(b)];
        return typeof x === 'number' ? x - (y as number) : byText(x, y as string);
      };
      const asc = (await list(`sort=${sort}&dir=asc`)).offers;
      expect(asc.map(value), sort).toEqual(sorted(asc, compare).map(value));
      const desc = (await list(`sort=${sort}&dir=desc`)).offers;
      expect(desc.map(value), sort).toEqual(sorted(desc, (a, b) => compare(b, a)).map(value));
      expect(value(desc[0]!) >= value(asc[0]!), sort).toBe(true);
    }
    const cheapest = (await list('sort=totalNet&dir=asc')).offers[0]!;
    expect(cheapest.totalNet).toBe(0);
  });

  it('searches company names and titles, case-insensitive, wildcards taken literally', async () => {
    // Part of each company's name, in another case.
    expect((await list(`search=${c.demo.companyName.slice(0, 8).toLowerCase()}`)).total).toBe(KITCHEN_OFFERS / 3);
    expect((await list(`search=${c.other.companyName.slice(0, 7).toUpperCase()}`)).total).toBe(KITCHEN_OFFERS / 3);
    const titles = (await list('search=angebot 11')).offers.map((o) => o.title);
    expect(titles.sort()).toEqual(Array.from({ length: 10 }, (_, i) => `Angebot 11${i}`));
    expect((await list('search=100%25_')).offers.map((o) => o.title)).toEqual(['Sonderpreis 100%_Rabatt']);
    expect((await list('search=%25')).offers.map((o) => o.title)).toEqual(['Sonderpreis 100%_Rabatt']);
    expect((await list('search=Kaminangebot')).total).toBe(0);
  });

  it('pages a search and counts its matches on every page, past the last too', async () => {
    const matching = KITCHEN_OFFERS - 1; // all titles but 'Sonderpreis 100%_Rabatt'
    const pages = await Promise.all(['search=angebot', 'search=angebot&page=3', 'search=angebot&page=4'].map(list));
    expect(pages.map((page) => page.total)).toEqual([matching, matching, matching]);
    expect(pages.map((page) => page.offers.length)).toEqual([50, matching - 100, 0]);
    expect((await list('search=zzz&page=2')).total).toBe(0);
  });

  it('refuses a bad query with field errors', async () => {
    const response = await c.call('GET', `/be/event/${c.kitchen.id}/offers?sort=password&dir=up&page=0&lang=en-US`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { property: string }) => e.property)).toEqual(['sort', 'dir', 'page']);
  });

  it('lists the events newest first with their key figures', async () => {
    const { events } = (await c.call('GET', '/be/events?lang=en-US')).json();
    const kitchenOrders = await c.db.select({ net: orders.netCents }).from(orders).where(eq(orders.eventId, c.kitchen.id));
    const starts = events.map((e: { startsAt: string }) => e.startsAt);
    expect(starts).toEqual([...starts].sort().reverse());
    const ours = events.filter((e: { id: number }) => e.id === c.kitchen.id || e.id === c.fireplace.id);
    expect(ours.map((e: { id: number }) => e.id)).toEqual([c.fireplace.id, c.kitchen.id]);
    expect(ours[1]).toEqual({
      id: c.kitchen.id,
      name: expect.any(String),
      startsAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      endsAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      registrationEndsAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      isRegistrationOpen: true,
      registrationOpensOn: null,
      registrationPhase: 'open',
      isPublished: true,
      offerCount: KITCHEN_OFFERS,
      registrationCount: 1,
      unconfirmedCount: 0,
      standArea: 48,
      orderedNetCents: kitchenOrders.reduce((sum, order) => sum + order.net, 0),
    });
    // The exhibitor's binding order of its 48 m² corner stand.
    expect(kitchenOrders).toHaveLength(1);
    expect(ours[1].orderedNetCents).toBeGreaterThan(0);
    expect(ours[0]).toMatchObject({ name: c.fireplace.nameEn, offerCount: 3, registrationCount: 1 });
  });

  it('lists an event’s registrations with company, stand and confirmation', async () => {
    const { registrations } = (await c.call('GET', `/be/event/${c.kitchen.id}/registrations?lang=en-US`)).json();
    expect(registrations).toEqual([
      {
        id: c.demo.registrationId,
        companyId: c.demo.companyId,
        companyName: c.demo.companyName,
        standType: expect.any(String),
        standTypeLabel: expect.any(String),
        standSize: expect.any(Number),
        hall: expect.any(String),
        standNr: expect.any(String),
        isConfirmed: true,
        state: 'confirmed',
        orderedNet: expect.any(Number),
        hasOpenServices: expect.any(Boolean),
        createdAt: expect.any(String),
      },
    ]);
  });

  it('finds companies by name for the be_company choice', async () => {
    const { companies } = (await c.call('GET', '/be/companies?search=bEISPIEL')).json();
    expect(companies).toEqual([{ id: c.demo.companyId, name: c.demo.companyName, city: expect.any(String) }]);
    expect(companies[0].city).not.toBe('');
    // Without a search: every company, by name, as many as the choice shows (the demo's exhibitors are more).
    const all = (await c.call('GET', '/be/companies?search=')).json().companies.map((company: { name: string }) => company.name);
    expect(all).toEqual([...all].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(all).toHaveLength(20);
    expect(all).toContain(c.demo.companyName);
    expect((await c.call('GET', '/be/companies?search=zzz')).json().companies).toEqual([]);
  });

  it('sorts company names as a German reader does: umlauts beside their letter, not after z', async () => {
    for (const name of ['Zander Sortierprobe', 'Brunnschweiler Sortierprobe', 'Böckmann Sortierprobe', 'Ärmel Sortierprobe', 'bauer Sortierprobe']) {
      await buildCompany(c.t.app, { name });
    }
    const names = (await c.call('GET', '/be/companies?search=Sortierprobe')).json().companies.map((company: { name: string }) => company.name.split(' ')[0]);
    expect(names).toEqual(['Ärmel', 'bauer', 'Böckmann', 'Brunnschweiler', 'Zander']);
  });
});
