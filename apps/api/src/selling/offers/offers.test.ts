import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers, outboxMails } from '../../platform/db/schema.ts';
import { buildContact, buildEvent, type BuiltContact, type BuiltEvent } from '../../../test/factories/index.ts';
import { createTestApp, engines, loginAs, type TestApp } from '../../../test/test-app.ts';

const configuration = {
  eventId: 0,
  stand: { standConfigId: 0, qm: 36 },
  medias: [{ id: 0, amount: 1 }],
  brands: [{ id: 0, name: 'Holzwerk', internet: 'www.holzwerk.example', productgroupsIds: [] }],
  orderBooks: [],
  personal: { company: { name: 'Holzwerk Alpen GmbH' }, contact: { firstName: 'Eva', passwordNew: 'Geheim-Messe-27', passwordNewRepeat: 'Geheim-Messe-27' } },
};

describe.each(engines)('offers by link (%s)', (engine) => {
  let t: TestApp;
  let config: typeof configuration;
  let event: BuiltEvent;
  /** The main contact of a company and a colleague, and a contact of another company. */
  let main: BuiltContact;
  let colleague: BuiltContact;
  let stranger: BuiltContact;
  beforeAll(async () => {
    t = await createTestApp(engine, { publicUrl: 'https://messe.example' });
    event = await buildEvent(t.app, { media: [{}] });
    config = { ...configuration, eventId: event.id, stand: { standConfigId: event.standConfigs[0]!.id, qm: 36 }, medias: [{ id: event.media[0]!.id, amount: 1 }] };
    main = await buildContact(t.app, { isMainContact: true });
    colleague = await buildContact(t.app, { companyId: main.companyId });
    stranger = await buildContact(t.app, { isMainContact: true });
  });
  afterAll(() => t.close());
  const login = (contact: BuiltContact) => loginAs(t.app, contact.email, 'fe', contact.password);

  const post = (url: string, payload: object, headers = {}) => t.app.inject({ method: 'POST', url, payload, headers });
  const getOffer = (uuid: string, lang = 'de-DE') => t.app.inject({ url: `/pub/offer/${uuid}?lang=${lang}` });

  it('saves a configuration as an offer and reads it back by its uuid, without the passwords', async () => {
    const saved = await post('/pub/save_configurator', config);
    expect(saved.statusCode).toBe(200);
    const { offer } = saved.json();
    expect(offer).toEqual({ uuid: expect.stringMatching(/^[0-9a-f-]{36}$/), id: expect.any(Number) });

    const body = (await getOffer(offer.uuid)).json();
    expect(body.editable).toBe(true);
    expect(body.offer).toMatchObject({ uuid: offer.uuid, id: offer.id, eventId: event.id, state: 1, offerType: 1, isOrdered: false, registration: null });
    expect(body.offer.data).toMatchObject({ uuid: offer.uuid, stand: config.stand, medias: config.medias, brands: [{ name: 'Holzwerk' }] });
    expect(body.offer.data.personal.contact).toEqual({ firstName: 'Eva' });
    const [row] = await t.database.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(JSON.stringify(row!.data)).not.toContain('Geheim-Messe-27');
  });

  it('updates the same offer when saved again with its uuid', async () => {
    const { offer } = (await post('/pub/save_configurator', config)).json();
    const again = await post('/pub/save_configurator', { ...config, uuid: offer.uuid, stand: { ...config.stand, qm: 48 } });
    expect(again.json().offer).toEqual(offer);
    expect((await getOffer(offer.uuid)).json().offer.data.stand.qm).toBe(48);
  });

  it('answers an unknown or malformed link with the outdated-link message', async () => {
    for (const uuid of ['2f0b6c1e-8d3a-4a51-9a2b-1c2d3e4f5a6b', 'not-a-uuid', '1']) {
      const response = await getOffer(uuid, 'en-US');
      expect(response.statusCode).toBe(404);
      expect(response.json().errors).toEqual([{ property: 'uuid', message: 'The link is now outdated and no longer available.' }]);
    }
    const save = await post('/pub/save_configurator?lang=en-US', { ...config, uuid: '2f0b6c1e-8d3a-4a51-9a2b-1c2d3e4f5a6b' });
    expect(save.statusCode).toBe(404);
    expect(save.json().errors[0].message).toBe('The link is now outdated and no longer available.');
  });

  it('refuses bad configurations and changes nothing', async () => {
    const before = (await t.database.db.select({ id: offers.id }).from(offers)).length;
    const cases: [object, number, string][] = [
      [{ ...config, eventId: 999 }, 404, 'eventId'],
      [{ ...config, eventId: 'eins' }, 400, 'eventId'],
      [{ ...config, medias: [{ id: config.medias[0]!.id, amount: -1 }] }, 400, 'medias.0.amount'],
      [{ ...config, brands: Array.from({ length: 21 }, () => ({ name: 'B' })) }, 400, 'brands'],
      [{ ...config, uuid: 'x' }, 400, 'uuid'],
    ];
    for (const [payload, status, property] of cases) {
      const response = await post('/pub/save_configurator', payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(status);
      expect(response.json().errors[0].property).toBe(property);
    }
    expect((await t.database.db.select({ id: offers.id }).from(offers)).length).toBe(before);
  });

  it('mails the link in the caller language and marks the offer sent', async () => {
    const response = await post('/pub/send_configurator?lang=en-US', { ...config, email: 'Eva@Holzwerk.example' });
    expect(response.statusCode).toBe(200);
    const { uuid } = response.json().offer;
    const [mail] = await t.database.db.select().from(outboxMails).orderBy(desc(outboxMails.id)).limit(1);
    const link = `https://messe.example/#/e/offer/${event.id}/${uuid}`;
    expect(mail).toMatchObject({ kind: 'offer_link', recipient: 'Eva@Holzwerk.example', lang: 'en', link });
    expect(mail!.subject).toMatch(/^Your stand offer for /);
    expect(mail!.text).toContain(link);
    expect(mail!.html).toContain(`href="${link}"`);
    expect((await getOffer(uuid)).json().offer.state).toBe(2);
    // A sent offer made on the exhibitor side stays editable for the customer.
    expect((await getOffer(uuid)).json().editable).toBe(true);
  });

  it('asks for an e-mail address before mailing and queues nothing', async () => {
    const mailsBefore = (await t.database.db.select({ id: outboxMails.id }).from(outboxMails)).length;
    for (const email of [undefined, '', '   ']) {
      const response = await post('/pub/send_configurator?lang=de-DE', { ...config, email });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ property: 'email', message: 'Fehler: Keine E-Mail-Adresse angegeben!' }]);
    }
    expect((await post('/pub/send_configurator', { ...config, email: 'kein-at' })).statusCode).toBe(400);
    expect((await t.database.db.select({ id: outboxMails.id }).from(outboxMails)).length).toBe(mailsBefore);
  });

  it('remembers the company of a logged-in exhibitor, which the mismatch rule of the wizard reads', async () => {
    const headers = await login(main);
    const { offer } = (await post('/pub/save_configurator', config, headers)).json();
    const { registration } = (await getOffer(offer.uuid)).json().offer;
    const { company } = (await t.app.inject({ url: '/fe/company', headers })).json();
    expect(registration).toEqual({ companyId: company.id });
    expect(company.id).toBe(main.companyId);
  });

  it("lets only the company's contacts change an offer saved for it, not whoever holds the link", async () => {
    const demo = await login(main);
    const { offer } = (await post('/pub/save_configurator', config, demo)).json();
    const change = { ...config, uuid: offer.uuid, comment: 'überschrieben' };
    const anonymous = await post('/pub/save_configurator?lang=en-US', change);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().errors[0].property).toBe('uuid');
    const other = await post('/pub/send_configurator?lang=en-US', { ...change, email: 'x@example.com' }, await login(stranger));
    expect(other.statusCode).toBe(403);
    expect(other.json().errors).toEqual([{ property: 'uuid', message: 'This offer belongs to another company.' }]);
    const [stored] = await t.database.db.select().from(offers).where(eq(offers.uuid, offer.uuid));
    expect((stored!.data as { comment?: string }).comment).not.toBe('überschrieben');
    // A colleague of the same company may.
    expect((await post('/pub/save_configurator', change, await login(colleague))).statusCode).toBe(200);
  });

  it('locks an ordered offer for the customer', async () => {
    const { offer } = (await post('/pub/save_configurator', config)).json();
    await t.database.db.update(offers).set({ orderedAt: new Date(), state: 3 }).where(eq(offers.id, offer.id));
    expect((await getOffer(offer.uuid)).json()).toMatchObject({ editable: false, offer: { isOrdered: true } });
    const response = await post('/pub/save_configurator?lang=en-US', { ...config, uuid: offer.uuid });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toEqual([{ property: 'uuid', message: 'This offer can no longer be changed.' }]);
  });
});
