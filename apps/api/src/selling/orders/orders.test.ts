import { and, desc, eq, sql } from 'drizzle-orm';
import { formatMoney } from '@messeportal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, mediaItems, orderPositions, orders, outboxMails, registrations } from '../../platform/db/schema.ts';
import { buildContact, buildEvent, buildRegistration, flat, perQm, type BuiltContact, type BuiltEvent, type BuiltRegistration } from '../../../test/factories/index.ts';
import { createTestApp, engines, loginAs, type TestApp } from '../../../test/test-app.ts';

let counter = 0;
const personal = (email = `neu${++counter}@holzwerk.example`) => ({
  company: { name: 'Holzwerk Alpen GmbH', ustid: 'ATU12345678', email: `firma.${email}`, phone: '+43 512 123456' },
  address: { street: 'Museumstraße 1', zip: '6020', city: 'Innsbruck', country: 'at' },
  contact: { gender: 3, lang: 'en', firstName: 'Eva', name: 'Berger', email, passwordNew: 'Geheim-Messe-27', passwordNewRepeat: 'Geheim-Messe-27' },
});

interface Catalogue {
  corner: { id: number };
  cleaning: { id: number; price: number };
  medium: { id: number; price: number; priceEarly: number };
  productGroupId: number;
}

/** The fair's corner stand for 48 m²: area 48 × 189 €, surcharge 48 × 25 €, marketing fee, energy flat (cents). */
const CORNER_48_NET = 48 * 18_900 + 48 * 2_500 + 29_500 + 39_500;

describe.each(engines)('binding orders (%s)', (engine) => {
  let t: TestApp;
  let c: Catalogue;
  let fair: BuiltEvent;
  let otherFair: BuiltEvent;
  /** A company registered for the fair (its main contact and a technician) and a company not registered. */
  let booked: BuiltRegistration;
  let technician: BuiltContact;
  let unregistered: BuiltContact;
  beforeAll(async () => {
    t = await createTestApp(engine, { publicUrl: 'https://messe.example', orderLimitPerAddress: 1000 });
    fair = await buildEvent(t.app, {
      standConfigs: [
        {
          standType: 'corner',
          qmMin: 12,
          qmMax: 200,
          priceRules: [
            perQm(18_900),
            perQm(2_500, 'Eckstandzuschlag (2 Seiten offen) je m²', 'Corner surcharge (2 sides open) per m²'),
            flat(29_500, 'Marketingpauschale', 'Marketing fee'),
            flat(39_500, 'Energieanschluss 3 kW', 'Energy connection 3 kW'),
          ],
        },
      ],
      booklet: [{ isMandatory: true, tab: 0, titleDe: 'Standreinigung', titleEn: 'Stand cleaning', price: 650, unit: 'qm', priceCalculation: 'qm' }],
      media: [{ stock: 10, price: 25_000, priceEarly: 20_000 }],
    });
    otherFair = await buildEvent(t.app);
    booked = await buildRegistration(t.app, { event: fair });
    technician = await buildContact(t.app, { companyId: booked.company.id });
    unregistered = await buildContact(t.app, { isMainContact: true });
    const [corner] = fair.standConfigs;
    const [cleaning] = fair.booklet;
    const [medium] = fair.media;
    c = {
      corner: corner!,
      cleaning: { id: cleaning!.id, price: cleaning!.price / 100 },
      medium: { id: medium!.id, price: medium!.price / 100, priceEarly: medium!.priceEarly / 100 },
      productGroupId: fair.productGroups[0]!.id,
    };
  });
  const login = (contact: BuiltContact) => loginAs(t.app, contact.email, 'fe', contact.password);
  afterAll(() => t.close());

  const order = (overrides: object = {}) => ({
    eventId: fair.id,
    agb: true,
    cancellationPolicy: true,
    comment: 'Bitte Standplatz nahe Eingang',
    stand: { standConfigId: c.corner.id, qm: 48 },
    medias: [{ id: c.medium.id, amount: 1, price: 0.01 }],
    orderBooks: [{ id: c.cleaning.id, amount: 48, price: 0.01 }],
    brands: [{ id: 0, name: 'Holzwerk', productgroupsIds: [c.productGroupId] }],
    personal: personal(),
    ...overrides,
  });
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const db = () => t.database.db;
  const count = async () => (await db().select({ n: sql<number>`count(*)::int` }).from(companies))[0]!.n;
  const mailsTo = (recipient: string) => db().select().from(outboxMails).where(eq(outboxMails.recipient, recipient)).orderBy(outboxMails.id);

  it('registers a new exhibitor: company, contact, registration, priced order, double opt-in and summary mails', async () => {
    const payload = order();
    const response = await post('/pub/order?lang=de-DE', payload);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toEqual({ success: true, type: 'registration', isConfirmed: false, registrationId: expect.any(Number), email: payload.personal.contact.email });

    const [registration] = await db().select().from(registrations).where(eq(registrations.id, body.registrationId));
    expect(registration).toMatchObject({ eventId: fair.id, isConfirmed: false, standConfigId: c.corner.id, standSize: 48 });
    // The client's prices are ignored: the stand (10,962.00 € for 48 m² corner), the medium at its early price
    // (early booking is still open) and 48 m² cleaning, all from the catalogue.
    const [saved] = await db().select().from(orders).where(eq(orders.registrationId, body.registrationId));
    const net = CORNER_48_NET + 20_000 + 48 * 650;
    // An Austrian company with its VAT ID: reverse charge, as its invoice will be.
    expect(saved).toMatchObject({ type: 'registration', netCents: net, vatCents: 0, grossCents: net, comment: 'Bitte Standplatz nahe Eingang' });
    const positions = await db().select().from(orderPositions).where(eq(orderPositions.orderId, saved!.id));
    const stand = (await post('/pub/calculate_configurator', { eventId: fair.id, standConfigId: c.corner.id, qm: 48 })).json();
    expect(positions.map((p) => p.kind)).toEqual([...stand.standPrices.map(() => 'stand'), 'media', 'service']);
    expect(positions.every((p) => !p.isDeviating)).toBe(true);

    // Mails in the contact's language (en), not the page's.
    const mails = await mailsTo(payload.personal.contact.email);
    expect(mails.map((m) => m.kind)).toEqual(['registration_confirm', 'order_summary']);
    expect(mails[0]!.link).toMatch(new RegExp(`^https://messe\\.example/#/e/confirm/${body.registrationId}/[A-Za-z0-9_-]{43}/en$`));
    expect(mails[1]!.subject).toMatch(/^Your binding order for/);
    expect(mails[1]!.text).toContain(`Net: ${formatMoney(saved!.netCents, 'en')}`);
    expect(mails[1]!.text).toContain(`Gross: ${formatMoney(saved!.grossCents, 'en')}`);
    expect(mails[1]!.text).toContain('VAT 0 % (reverse charge)');
    expect(mails[1]!.text).toContain('Reverse charge (Art. 196 of the VAT Directive): the VAT is payable by you as the recipient.');
    expect(JSON.stringify(saved!.data)).not.toContain('Geheim-Messe-27');
  });

  it('confirms the registration once by the mailed link; the new exhibitor can log in', async () => {
    const payload = order();
    const { registrationId } = (await post('/pub/order', payload)).json();
    const [mail] = await mailsTo(payload.personal.contact.email);
    const path = new URL(mail!.link!.replace('/#/e/', '/')).pathname; // /confirm/{id}/{token}/en
    const [, , id, token] = path.split('/');

    const wrong = await post(`/pub/confirm/${id}/${'x'.repeat(43)}?lang=en-US`, {});
    expect(wrong.statusCode).toBe(410);
    const first = await post(`/pub/confirm/${id}/${token}`, {});
    expect(first.json()).toEqual({ success: true });
    const second = await post(`/pub/confirm/${id}/${token}?lang=en-US`, {});
    expect(second.statusCode).toBe(410);
    expect(second.json().errors).toEqual([
      { property: 'token', message: 'This confirmation link is valid only once or has expired. Please contact our service.' },
    ]);
    const [registration] = await db().select().from(registrations).where(eq(registrations.id, registrationId));
    expect(registration).toMatchObject({ isConfirmed: true, confirmTokenHash: null });
    const headers = await loginAs(t.app, payload.personal.contact.email, 'fe', 'Geheim-Messe-27');
    // The portal shows the stand positions of the order: the 48 m² corner stand, 11,462.00 € net.
    const { standItems } = (await t.app.inject({ url: `/fe/rest/registration/${registrationId}`, headers })).json();
    expect(Math.round(standItems.reduce((sum: number, line: { sum: number }) => sum + line.sum, 0) * 100)).toBe(CORNER_48_NET);
    // Stored with the order in the contact's language (en), though this page is asked in German.
    const english = (await post('/pub/calculate_configurator?lang=en-US', { eventId: fair.id, standConfigId: c.corner.id, qm: 48 })).json();
    expect(standItems.map((line: { description: string }) => line.description)).toEqual(
      english.standPrices.map((line: { description: string }) => line.description),
    );
  });

  it('refuses an expired confirmation link and odd link parts', async () => {
    const payload = order();
    const { registrationId } = (await post('/pub/order', payload)).json();
    const [mail] = await mailsTo(payload.personal.contact.email);
    const token = mail!.link!.split('/').at(-2);
    await db().update(registrations).set({ confirmExpiresAt: new Date(Date.now() - 1000) }).where(eq(registrations.id, registrationId));
    expect((await post(`/pub/confirm/${registrationId}/${token}`, {})).statusCode).toBe(410);
    for (const url of ['/pub/confirm/abc/def', `/pub/confirm/99999999999/${token}`]) {
      expect((await post(url, {})).statusCode).toBe(410);
    }
    // A NUL character is refused before any route sees it (http/input-guard.ts).
    expect((await post('/pub/confirm/1/%00', {})).statusCode).toBe(400);
  });

  it("refuses a new exhibitor's password that is easy to guess before anything is created", async () => {
    const before = await count();
    for (const weak of ['aaaaaaa', '1234567', 'passwort', 'password1']) {
      const payload = order();
      payload.personal.contact.passwordNew = payload.personal.contact.passwordNewRepeat = weak;
      const response = await post('/pub/order?lang=en-US', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        {
          property: 'personal.contact.passwordNew',
          message: 'This password is too easy to guess. Please choose a longer or less predictable one, such as several words with characters between them.',
        },
      ]);
    }
    expect(await count()).toEqual(before);
  });

  it('answers every broken rule keyed by field, and creates nothing', async () => {
    const before = await count();
    const response = await post('/pub/order?lang=en-US', order({
      agb: false,
      cancellationPolicy: false,
      stand: { standConfigId: c.corner.id, qm: 100_000 },
      orderBooks: [],
      medias: [{ id: c.medium.id, amount: 10_000 }],
      brands: [{ name: '', productgroupsIds: [] }],
    }));
    expect(response.statusCode).toBe(400);
    const errors = response.json().errors as { property: string; message: string }[];
    expect(errors.map((e) => e.property)).toEqual([
      'agb',
      'cancellationPolicy',
      'qm',
      `media_${c.medium.id}`,
      `orderbook_${c.cleaning.id}`,
      'brands.0.name',
      'brands.0.productgroupsIds',
    ]);
    expect(errors[0]!.message).toBe('Please accept the terms of participation to place a binding order.');
    expect(errors[4]!.message).toBe('This service is mandatory. Please enter an amount.');
    expect(await count()).toBe(before);
  });

  it('refuses a binding order without the cancellation policy, in the caller\'s language, and creates nothing', async () => {
    const before = await count();
    for (const [lang, message] of [
      ['de-DE', 'Bitte akzeptieren Sie die Stornobedingungen, um verbindlich zu bestellen.'],
      ['en-US', 'Please accept the cancellation policy to place a binding order.'],
    ] as const) {
      const response = await post(`/pub/order?lang=${lang}`, order({ cancellationPolicy: undefined }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, errors: [{ property: 'cancellationPolicy', message }] });
    }
    const loggedIn = await login(unregistered);
    const exhibitor = await post('/fe/order', order({ personal: null, cancellationPolicy: false }), loggedIn);
    expect(exhibitor.statusCode).toBe(400);
    expect(exhibitor.json().errors.map((e: { property: string }) => e.property)).toEqual(['cancellationPolicy']);
    expect(await count()).toBe(before);
  });

  it('checks the new exhibitor block with the rules of /pub/validate', async () => {
    const before = await count();
    const taken = await post('/pub/order?lang=de-DE', order({ personal: personal(booked.contact.email) }));
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toEqual([
      { property: 'personal.contact.email', message: expect.stringContaining('existiert bereits') },
    ]);
    const knownCompany = personal();
    knownCompany.company.email = booked.company.email;
    const registered = await post('/pub/order?lang=de-DE', order({ personal: knownCompany }));
    expect(registered.statusCode).toBe(409);
    expect(registered.json().errors).toEqual([
      { property: 'personal.company.email', message: 'Ihre Firma ist bereits registriert. Bitte nutzen Sie die Login-Funktion.' },
    ]);
    const empty = await post('/pub/order', order({ personal: undefined }));
    expect(empty.json().errors.map((e: { property: string }) => e.property)).toEqual(['personal.company', 'personal.address', 'personal.contact']);
    expect(await count()).toBe(before);
  });

  it('never gives a 500 for malformed orders', async () => {
    for (const payload of [{}, { eventId: fair.id, medias: 'x' }, { eventId: fair.id, orderBooks: [{ id: -1, amount: 1 }] }, { eventId: 999 }]) {
      const response = await post('/pub/order', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  });

  it('orders a logged-in company once per event; only its main contact may', async () => {
    const demo = await login(booked.contact);
    const kitchenAgain = await post('/fe/order?lang=en-US', order({ personal: undefined }), demo);
    expect(kitchenAgain.statusCode).toBe(409);
    expect(kitchenAgain.json().errors).toEqual([{ property: '', message: 'Your company is already registered for this event.' }]);

    const technik = await login(technician);
    const notMain = await post('/fe/order', order({ eventId: otherFair.id }), technik);
    expect(notMain.statusCode).toBe(403);
    expect(await post('/fe/order', order(), {})).toHaveProperty('statusCode', 401);
  });

  it('confirms a logged-in main contact’s registration for the next fair at once: its login proves the address, no second opt-in', async () => {
    const headers = await login(booked.contact);
    const [stand] = otherFair.standConfigs;
    const before = (await mailsTo(booked.contact.email)).length;
    const response = await post('/fe/order?lang=de-DE', {
      ...order({ eventId: otherFair.id, personal: undefined, medias: [], orderBooks: [] }),
      stand: { standConfigId: stand!.id, qm: stand!.qmMin },
      brands: [{ name: 'Holzwerk', productgroupsIds: [otherFair.productGroups[0]!.id] }],
    }, headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ type: 'registration', isConfirmed: true });
    const [registration] = await db().select().from(registrations).where(eq(registrations.id, response.json().registrationId));
    expect(registration).toMatchObject({ isConfirmed: true, confirmedAt: expect.any(Date), confirmTokenHash: null });
    const kinds = (await mailsTo(booked.contact.email)).slice(before).map((mail) => mail.kind);
    expect(kinds).not.toContain('registration_confirm');
    expect(kinds.length).toBeGreaterThan(0);
  });

  it('orders an offer of its own company as type offer, confirmed at once, and locks the offer', async () => {
    const headers = await login(unregistered);
    const configuration = order({ personal: undefined, brands: [] });
    const { offer } = (await post('/pub/save_configurator', configuration, headers)).json();
    const response = await post('/fe/order', { ...configuration, uuid: offer.uuid }, headers);
    expect(response.json()).toEqual({ success: true, type: 'offer', isConfirmed: true, registrationId: expect.any(Number), email: unregistered.email });
    const [registration] = await db().select().from(registrations).where(eq(registrations.id, response.json().registrationId));
    expect(registration!.isConfirmed).toBe(true);
    expect((await t.app.inject({ url: `/pub/offer/${offer.uuid}` })).json()).toMatchObject({ editable: false, offer: { isOrdered: true, state: 3 } });

    // A company's offer cannot be ordered by a new exhibitor: its contacts log in to order it.
    const foreign = (await post('/pub/save_configurator', configuration, await login(booked.contact))).json().offer;
    const anonymous = await post('/pub/order?lang=en-US', order({ uuid: foreign.uuid }));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().errors).toEqual([
      { property: 'uuid', message: 'This offer was made for a registered company. Please log in as one of its contacts to order it.' },
    ]);
    expect((await post('/fe/order', { ...configuration, uuid: foreign.uuid }, headers)).statusCode).toBe(403);
  });

  it('returns the first answer for a repeated Idempotency-Key and creates nothing more', async () => {
    const payload = order();
    const headers = { 'idempotency-key': 'f3b1c2d4-0000-4000-8000-000000000001' };
    const first = await post('/pub/order', payload, headers);
    const before = await count();
    const again = await post('/pub/order', payload, headers);
    expect(again.json()).toEqual(first.json());
    expect(await count()).toBe(before);
    const changed = await post('/pub/order?lang=en-US', { ...payload, comment: 'other' }, headers);
    expect(changed.statusCode).toBe(422);
    expect((await post('/pub/order', payload, { 'idempotency-key': 'short' })).statusCode).toBe(400);
  });

  it('never oversells: 20 parallel orders for an item with 3 left, exactly 3 succeed', async () => {
    await db().update(mediaItems).set({ stock: sql`${mediaItems.ordered} + 3` }).where(eq(mediaItems.id, c.medium.id));
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => post('/pub/order', order({ medias: [{ id: c.medium.id, amount: 1 }] }))),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 400)).toHaveLength(17);
    expect(responses.find((r) => r.statusCode === 400)!.json().errors).toEqual([
      { property: `media_${c.medium.id}`, message: 'Dieses Werbemittel ist ausverkauft.' },
    ]);
    const [item] = await db().select().from(mediaItems).where(eq(mediaItems.id, c.medium.id));
    expect(item!.stock - item!.ordered).toBe(0);
    const { medias } = (await t.app.inject({ url: `/pub/event/${fair.id}/medias` })).json();
    expect(medias.find((m: { id: number }) => m.id === c.medium.id).amountAvailable).toBe(0);
    const mails = await db().select({ id: outboxMails.id }).from(outboxMails).where(and(eq(outboxMails.kind, 'registration_confirm')));
    expect(mails.length).toBeGreaterThanOrEqual(3);
  });

  it('never oversells across two connection pools either (PostgreSQL)', async () => {
    if (!t.databaseUrl) return;
    const { buildApp } = await import('../../app.ts');
    const { openDatabase } = await import('../../platform/db/client.ts');
    const second = openDatabase({ databaseUrl: t.databaseUrl });
    const other = await buildApp({ db: second.db, config: t.app.config });
    try {
      await db().update(mediaItems).set({ stock: sql`${mediaItems.ordered} + 2` }).where(eq(mediaItems.id, c.medium.id));
      const apps = [t.app, other];
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          apps[i % 2]!.inject({ method: 'POST', url: '/pub/order', payload: order({ medias: [{ id: c.medium.id, amount: 1 }] }) }),
        ),
      );
      expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(2);
      const [item] = await db().select().from(mediaItems).where(eq(mediaItems.id, c.medium.id));
      expect(item!.ordered).toBe(item!.stock);
    } finally {
      await other.close();
      await second.close();
    }
  });

  it('keeps the newest order first for the registration list', async () => {
    const [latest] = await db().select().from(orders).orderBy(desc(orders.id)).limit(1);
    expect(latest!.lang).toBe('en');
  });
});
