import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationDeskCounts, registrations } from '../../platform/db/schema.ts';
import { engines } from '../../../test/test-app.ts';
import { openBackofficeContext, type BackofficeContext, type Method } from '../../../test/staff-context.ts';

interface ListAnswer {
  total: number;
  totalEstimated: boolean;
  next: string | null;
  halls: string[];
  standTypes: { id: number; name: string }[];
  counts: { all: number; unconfirmed: number; confirmed: number; canceled: number };
  registrations: { id: number; state: string; standTypeLabel: string; createdAt: string }[];
}

/** The desk's list (issue 28): counts kept by the database, pages by keyset, the fair's own stand types. */
describe.each(engines)('the desk list (%s)', (engine) => {
  let c: BackofficeContext;
  beforeAll(async () => {
    c = await openBackofficeContext(engine);
  });
  afterAll(() => c.close());

  const send = (method: Method, url: string, payload?: object, lang = 'de-DE') =>
    c.call(method, `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`, c.staff, payload);
  const list = async (query = '', lang = 'de-DE') => {
    const response = await send('GET', `/be/event/${c.kitchen.id}/registrations?${query}`, undefined, lang);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ListAnswer;
  };
  let serial = 0;

  /**
   * What the list counts, beside what a count over the registrations finds: per state and all of them, as the
   * filtered list's total and as the views' counts (the same whatever else is filtered).
   */
  async function expectCountsRight() {
    const states = { unconfirmed: sql`canceled_at is null and not is_confirmed`, confirmed: sql`canceled_at is null and is_confirmed`, canceled: sql`canceled_at is not null` };
    const unfiltered = await list();
    const searched = await list('search=zzz-nobody&hall=Z9');
    for (const [state, where] of Object.entries(states)) {
      const [counted] = await c.db.select({ n: count() }).from(registrations).where(sql`${registrations.eventId} = ${c.kitchen.id} and ${where}`);
      expect((await list(`state=${state}`)).total, state).toBe(counted!.n);
      expect(unfiltered.counts[state as keyof ListAnswer['counts']], state).toBe(counted!.n);
      expect(searched.counts[state as keyof ListAnswer['counts']], state).toBe(counted!.n);
    }
    const [all] = await c.db.select({ n: count() }).from(registrations).where(eq(registrations.eventId, c.kitchen.id));
    expect(unfiltered.total).toBe(all!.n);
    expect(unfiltered.counts.all).toBe(all!.n);
    expect(searched).toMatchObject({ total: 0, counts: { all: all!.n } });
    // The summary holds every group of registrations as they are, and nothing else.
    const groups = await c.db.execute(sql`select event_id, hall, coalesce(stand_config_id, 0) as stand_config_id, is_confirmed,
        canceled_at is not null as is_canceled, count(*)::int as n from registrations group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`);
    const kept = await c.db
      .select()
      .from(registrationDeskCounts)
      .where(sql`${registrationDeskCounts.registrations} <> 0`)
      .orderBy(registrationDeskCounts.eventId, registrationDeskCounts.hall, registrationDeskCounts.standConfigId, registrationDeskCounts.isConfirmed, registrationDeskCounts.isCanceled);
    expect(kept.map((row) => [row.eventId, row.hall, row.standConfigId, row.isConfirmed, row.isCanceled, row.registrations])).toEqual(
      (groups as unknown as { rows: Record<string, unknown>[] }).rows.map((row) => [row.event_id, row.hall, row.stand_config_id, row.is_confirmed, row.is_canceled, row.n]),
    );
  }

  it('counts right after registering, staff registering, confirming, cancelling, restoring and moving a registration', async () => {
    await expectCountsRight();
    // A visitor orders bindingly: an unconfirmed registration.
    const email = `list${++serial}-${engine}@holzwerk.example`;
    const ordered = await c.call('POST', '/pub/order?lang=de-DE', {}, {
      ...c.configuration({ medias: [], orderBooks: [{ id: c.items.carpet.id, amount: 48 }, { id: c.items.cleaning.id, amount: 48 }] }),
      agb: true,
      cancellationPolicy: true,
      comment: '',
      brands: [],
      personal: {
        company: { name: 'Zählwerk Süd GmbH', ustid: 'ATU12345678', email: `firma.${email}`, phone: '+43 512 123456' },
        address: { street: 'Museumstraße 1', zip: '6020', city: 'Innsbruck', country: 'at' },
        contact: { gender: 3, lang: 'en', firstName: 'Eva', name: 'Zähler', email, passwordNew: 'Geheim-Messe-27', passwordNewRepeat: 'Geheim-Messe-27' },
      },
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    const registrationId: number = ordered.json().registrationId;
    await expectCountsRight();

    // Staff register a new company, confirmed.
    const created = await send('POST', `/be/event/${c.kitchen.id}/registration`, {
      newCompany: {
        company: { name: `Zählbau ${engine} GmbH`, email: `info${engine}@zaehlbau.example`, ustid: 'ATU12345678', telCountry: '+43', telCity: '512', telDirect: '123456' },
        address: { name: `Zählbau ${engine} GmbH`, street: 'Museumstraße 1', zip: '6020', city: 'Innsbruck', country: 'at' },
        contact: { gender: 3, lang: 'en', firstName: 'Eva', name: 'Neu', email: `eva${engine}@zaehlbau.example` },
      },
      standConfigId: c.items.corner.id,
      standSize: 24,
      state: 'confirmed',
    });
    expect(created.statusCode, created.body).toBe(200);
    await expectCountsRight();

    for (const [action, payload] of [
      ['confirm', {}],
      ['cancel', { reason: 'Zahlungsverzug' }],
      ['restore', {}],
    ] as const) {
      const response = await send('POST', `/be/registration/${registrationId}/${action}`, payload);
      expect(response.statusCode, `${action}: ${response.body}`).toBe(200);
      await expectCountsRight();
    }
    // A stand in a hall of its own: the hall is listed and counted.
    const stand = await send('PUT', `/be/registration/${registrationId}/stand`, { hall: 'Halle Zählung', standNr: 'Z1' });
    expect(stand.statusCode, stand.body).toBe(200);
    await expectCountsRight();
    const inHall = await list(`hall=${encodeURIComponent('halle zählung')}`);
    expect(inHall).toMatchObject({ total: 1, totalEstimated: false });
    expect(inHall.halls).toContain('Halle Zählung');
  });

  it('filters by the fair’s own stand types, named as the fair names them', async () => {
    const all = await list('', 'en-US');
    expect(all.standTypes.map((type) => type.name).sort()).toEqual(c.kitchen.standConfigs.map((config) => config.nameEn).sort());
    const corner = await list(`standType=${c.items.corner.id}`, 'en-US');
    expect(corner.total).toBeGreaterThan(0);
    expect(new Set(corner.registrations.map((row) => row.standTypeLabel))).toEqual(new Set([c.items.corner.nameEn]));
    const [inCorner] = await c.db.select({ n: count() }).from(registrations).where(eq(registrations.standConfigId, c.items.corner.id));
    expect(corner.total).toBe(inCorner!.n);
    // A stand type that is not a number is a clear 400.
    const bad = await send('GET', `/be/event/${c.kitchen.id}/registrations?standType=corner`, undefined, 'en-US');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ property: 'standType', message: 'This value is not allowed.' }]);
  });

  it('reads the next page by keyset from where the last one ended, in every order', async () => {
    // Enough registrations for three pages of 50.
    await c.db.execute(sql`insert into companies (name, email) select 'Seitenbau ' || n, 'seite' || n || '@seitenbau.example' from generate_series(1, 120) n`);
    await c.db.execute(sql`insert into registrations (event_id, company_id, stand_config_id, stand_type, hall, stand_nr, created_at)
      select ${c.kitchen.id}, id, ${c.items.corner.id}, 'corner', 'Halle ' || (id % 3), 'S' || id, now() - (id % 7) * interval '1 day'
      from companies where name like 'Seitenbau %'`);
    for (const order of ['', 'sort=company&dir=asc', 'sort=standNr&dir=desc', 'sort=createdAt&dir=asc', 'sort=orderedNet&dir=desc', 'state=unconfirmed&sort=hall&dir=asc']) {
      const byOffset = [...(await list(`${order}&page=1`)).registrations, ...(await list(`${order}&page=2`)).registrations, ...(await list(`${order}&page=3`)).registrations];
      const first = await list(order);
      const second = await list(`${order}&page=2&after=${first.next}`);
      const third = await list(`${order}&page=3&after=${second.next}`);
      expect([...first.registrations, ...second.registrations, ...third.registrations].map((row) => row.id), order).toEqual(byOffset.map((row) => row.id));
      expect(third.total).toBe(first.total);
    }
    const last = await list('search=seitenbau');
    expect(last.total).toBe(120);
    const end = await list(`search=seitenbau&page=3&after=${(await list(`search=seitenbau&page=2&after=${last.next}`)).next}`);
    expect(end.registrations).toHaveLength(20);
    expect(end.next).toBeNull();
  });

  it('counts a search of more than 1,000 matches as the planner estimates it, marked as such', async () => {
    await c.db.execute(sql`insert into companies (name, email) select 'Schätzwerk ' || n, 'schaetz' || n || '@schaetzwerk.example' from generate_series(1, 1100) n`);
    await c.db.execute(sql`insert into registrations (event_id, company_id, stand_type) select ${c.kitchen.id}, id, '' from companies where name like 'Schätzwerk %'`);
    await c.db.execute(sql`analyze`);
    const many = await list('search=sch%C3%A4tzwerk');
    expect(many.totalEstimated).toBe(true);
    expect(many.total).toBeGreaterThan(1000);
    const [all] = await c.db.select({ n: count() }).from(registrations).where(eq(registrations.eventId, c.kitchen.id));
    expect(many.total).toBeLessThanOrEqual(all!.n);
    expect(await list('search=seitenbau 1')).toMatchObject({ totalEstimated: false });
  });

  it('refuses a page key that is malformed or of another order, with a clear 400', async () => {
    const { next } = await list();
    for (const after of ['nonsense', next!.slice(0, -4), Buffer.from(JSON.stringify(['createdAt', 'desc', '0000-13-45 99:00:00+00', 1])).toString('base64url')]) {
      const response = await send('GET', `/be/event/${c.kitchen.id}/registrations?after=${after}`, undefined, 'en-US');
      expect(response.statusCode, after).toBe(400);
      expect(response.json().errors).toEqual([{ property: 'after', message: 'This value is not allowed.' }]);
    }
    const otherOrder = await send('GET', `/be/event/${c.kitchen.id}/registrations?sort=company&after=${next}`, undefined, 'en-US');
    expect(otherOrder.statusCode).toBe(400);
  });
});
