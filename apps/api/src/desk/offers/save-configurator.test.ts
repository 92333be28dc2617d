import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers, orders } from '../../platform/db/schema.ts';
import { engines } from '../../../test/test-app.ts';
import { openBackofficeContext, type BackofficeContext } from '../../../test/staff-context.ts';

describe.each(engines)('back-office configurator (%s)', (engine) => {
  let c: BackofficeContext;
  beforeAll(async () => {
    c = await openBackofficeContext(engine);
  });
  afterAll(() => c.close());

  const detail = async (id: number) => (await c.call('GET', `/be/offer/${id}`)).json();
  const stored = async (id: number) => (await c.db.select().from(offers).where(eq(offers.id, id)))[0]!;
  /** A staff offer with a deviating price on the logo, the staff-only medium and a hidden item. */
  const staffConfiguration = () =>
    c.configuration({
      medias: [
        { id: c.items.logo.id, amount: 1, price: 99.5 },
        { id: c.items.staffOnly.id, amount: 1 },
      ],
      orderBooks: [
        { id: c.items.carpet.id, amount: 48 },
        { id: c.items.handlingFee.id, amount: 1 },
      ],
    });
  const earlyPrice = (item: { price: number; priceEarly: number }) => (item.priceEarly > 0 ? item.priceEarly : item.price);

  it('creates a staff offer (type 2, state 1) with every medium, hidden items and deviating prices in its total', async () => {
    const response = await c.save({ ...staffConfiguration(), mode: 'be_stand' });
    expect(response.statusCode, response.body).toBe(200);
    const { offer } = response.json();
    expect(offer).toEqual({ uuid: expect.stringMatching(/^[0-9a-f-]{36}$/), id: expect.any(Number) });

    const expected = (await c.standNet()) + 9950 + earlyPrice(c.items.staffOnly) + 48 * c.items.carpet.price + c.items.handlingFee.price;
    const body = await detail(offer.id);
    expect(body.offer).toMatchObject({
      id: offer.id,
      uuid: offer.uuid,
      eventId: c.kitchen.id,
      offerType: 2,
      state: 1,
      title: '',
      isOrdered: false,
      companyId: null,
      companyName: '',
      registrationId: null,
      totalNet: expected,
      link: `https://messe.example/#/e/offer/${c.kitchen.id}/${offer.uuid}`,
    });
    expect(body.offer.data).toMatchObject({ uuid: offer.uuid, offerId: offer.id, eventId: c.kitchen.id, medias: staffConfiguration().medias });
    expect(body.editable).toEqual({ beStand: true, be: true });
    expect(body.changes).toEqual([
      { at: expect.any(String), staffName: c.admin.name, action: 'created', fields: ['stand', 'medias', 'orderBooks', 'prices'] },
    ]);

    // The customer's link shows the offer with the prices staff set, and cannot change it.
    const shared = (await c.call('GET', `/pub/offer/${offer.uuid}`, {})).json();
    expect(shared).toMatchObject({ editable: false, offer: { offerType: 2, data: { medias: staffConfiguration().medias } } });
  });

  it('sets title, state and footer text, and records only saves that change something', async () => {
    const { offer } = (await c.save({ ...c.configuration(), mode: 'be_stand' })).json();
    const toffer = { title: 'Standangebot Holzwerk', state: 2, subText: 'Zahlbar innerhalb von 14 Tagen.' };
    expect((await c.save({ ...c.configuration(), mode: 'be_stand', uuid: offer.uuid, toffer })).json().offer).toEqual(offer);
    await c.save({ ...c.configuration(), mode: 'be_stand', uuid: offer.uuid, toffer });
    await c.save({ ...c.configuration({ stand: { standConfigId: c.items.corner.id, qm: 60 } }), mode: 'be_stand', uuid: offer.uuid });

    const body = await detail(offer.id);
    expect(body.offer).toMatchObject({ ...toffer, stateLabel: 'Versendet', totalNet: (await c.standNet(60)) + earlyPrice(c.items.logo) + 48 * c.items.carpet.price });
    expect(body.changes.map((change: { action: string; fields: string[] }) => [change.action, change.fields])).toEqual([
      ['saved', ['stand']],
      ['saved', ['title', 'state', 'subText']],
      ['created', ['stand', 'medias', 'orderBooks']],
    ]);
    // The total follows the new size.
    const before = (await stored(offer.id)).totalNetCents;
    await c.save({ ...c.configuration({ stand: { standConfigId: c.items.corner.id, qm: 48 } }), mode: 'be_stand', uuid: offer.uuid });
    expect(before - (await stored(offer.id)).totalNetCents).toBe((await c.standNet(60)) - (await c.standNet(48)));
  });

  it('locks an offer as SPEC §4 says, with a 409 that says why', async () => {
    const create = async (state: number) => (await c.save({ ...c.configuration(), mode: 'be_stand', toffer: { state } })).json();
    // The save says whether the state it set leaves the offer editable in its mode.
    expect((await create(2)).editable).toBe(true);
    const { offer: accepted, editable } = await create(3);
    expect(editable).toBe(false);
    const saveIn = (mode: string, offer: { uuid: string }, lang = 'de-DE') => c.save({ ...c.configuration(), mode, uuid: offer.uuid, ...(mode === 'be_company' && { companyId: c.demo.companyId }) }, c.staff, lang);

    const inStandMode = await saveIn('be_stand', accepted);
    expect(inStandMode.statusCode).toBe(409);
    expect(inStandMode.json().errors).toEqual([{ property: 'uuid', message: 'Dieses Angebot kann im Status „Angenommen“ nicht mehr geändert werden. Legen Sie bei Bedarf eine Kopie an.' }]);
    expect((await detail(accepted.id)).editable).toEqual({ beStand: false, be: true });
    // A staff offer stays editable for staff outside the stand mode, whatever its state.
    expect((await saveIn('be_company', accepted)).statusCode).toBe(200);

    // An exhibitor's own offer: staff may change it only while it is a draft, in stand mode too.
    const sent = (await c.call('POST', '/pub/send_configurator', {}, { ...c.configuration(), email: 'eva@holzwerk.example' })).json().offer;
    expect((await detail(sent.id)).editable).toEqual({ beStand: false, be: false });
    for (const mode of ['be_company', 'be_stand']) {
      const refused = await saveIn(mode, sent, 'en-US');
      expect(refused.statusCode, mode).toBe(409);
      expect(refused.json().errors[0].message).toBe('This offer was made by the exhibitor; the back office can change it only while it is a draft.');
    }
    const draft = (await c.call('POST', '/pub/save_configurator', {}, c.configuration())).json().offer;
    expect((await detail(draft.id)).editable).toEqual({ beStand: true, be: true });
    expect((await saveIn('be_stand', draft)).statusCode).toBe(200);
    expect((await saveIn('be_company', draft)).statusCode).toBe(200);

    // Ordered: locked in every mode.
    await c.db.update(offers).set({ orderedAt: new Date(), state: 3 }).where(eq(offers.id, draft.id));
    for (const mode of ['be_stand', 'be_company', 'be_registration']) {
      const response = await c.save({ ...c.configuration(), mode, uuid: draft.uuid, companyId: c.demo.companyId, registrationId: c.demo.registrationId });
      expect(response.statusCode, mode).toBe(409);
      expect(response.json().errors[0].message).toMatch(/^Dieses Angebot wurde bereits verbindlich bestellt/);
    }
    expect((await detail(draft.id)).editable).toEqual({ beStand: false, be: false });
  });

  it('keeps deviating prices on staff offers only; a price a non-staff client sends is ignored', async () => {
    const withPrice = c.configuration({ medias: [{ id: c.items.logo.id, amount: 1, price: 1 }], orderBooks: [{ id: c.items.carpet.id, amount: 48, price: 0.01 }] });
    const listNet = (await c.standNet()) + earlyPrice(c.items.logo) + 48 * c.items.carpet.price;
    for (const headers of [{}, c.exhibitor]) {
      const { offer } = (await c.call('POST', '/pub/save_configurator', headers, withPrice)).json();
      const row = await stored(offer.id);
      expect(JSON.stringify(row.data)).not.toContain('"price"');
      expect(row.totalNetCents).toBe(listNet);
    }
    // Staff saving an exhibitor's draft keep it the exhibitor's (type 1), priced from the list like its order.
    const draft = (await c.call('POST', '/pub/save_configurator', {}, c.configuration())).json().offer;
    await c.save({ ...withPrice, mode: 'be_stand', uuid: draft.uuid });
    expect(await stored(draft.id)).toMatchObject({ offerType: 1, totalNetCents: listNet });
    expect(JSON.stringify((await stored(draft.id)).data)).not.toContain('"price"');

    const { offer } = (await c.save({ ...withPrice, mode: 'be_stand' })).json();
    expect((await stored(offer.id)).totalNetCents).toBe((await c.standNet()) + 100 + 48);
  });

  it("keeps an exhibitor's offer within the exhibitor's catalogue: staff-only media and hidden items are refused", async () => {
    const draft = (await c.call('POST', '/pub/save_configurator', {}, c.configuration())).json().offer;
    const before = await stored(draft.id);
    const response = await c.save({ ...staffConfiguration(), mode: 'be_stand', uuid: draft.uuid }, c.staff, 'en-US');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.map((error: { property: string }) => error.property)).toEqual([
      `media_${c.items.staffOnly.id}`,
      `orderbook_${c.items.handlingFee.id}`,
    ]);
    expect(response.json().errors[0].message).toMatch(/^This offer was made by the exhibitor: it can only hold what the exhibitor can choose/);
    expect(await stored(draft.id)).toEqual(before);
  });

  it("answers staff the customer's catalogue with ?view=customer, their own without", async () => {
    const catalogue = async (query: string) => {
      const [medias, book] = await Promise.all([
        c.call('GET', `/pub/event/${c.kitchen.id}/medias${query}`).then((r) => r.json().medias.map((m: { id: number }) => m.id)),
        c.call('GET', `/pub/event/${c.kitchen.id}/orderbook${query}`).then((r) => r.json().orderBookItems.map((i: { id: number }) => i.id)),
      ]);
      return { medias, book };
    };
    const own = await catalogue('');
    const customer = await catalogue('?view=customer');
    expect(own.medias).toContain(c.items.staffOnly.id);
    expect(own.book).toContain(c.items.handlingFee.id);
    expect(customer.medias).toContain(c.items.logo.id);
    expect(customer.medias).not.toContain(c.items.staffOnly.id);
    expect(customer.book).toContain(c.items.carpet.id);
    expect(customer.book).not.toContain(c.items.handlingFee.id);
    expect((await c.call('GET', `/pub/event/${c.kitchen.id}/medias?view=staff`)).statusCode).toBe(400);
  });

  it('makes offers for a chosen company or an existing registration, which must exist', async () => {
    const forCompany = await c.save({ ...c.configuration(), mode: 'be_company', companyId: c.demo.companyId });
    expect((await detail(forCompany.json().offer.id)).offer).toMatchObject({ companyId: c.demo.companyId, companyName: c.demo.companyName, registrationId: null });
    const forRegistration = await c.save({ ...c.configuration({ stand: {} }), mode: 'be_registration', registrationId: c.demo.registrationId });
    expect((await detail(forRegistration.json().offer.id)).offer).toMatchObject({
      companyId: c.demo.companyId,
      registrationId: c.demo.registrationId,
      data: { registrationId: c.demo.registrationId, companyId: c.demo.companyId },
    });

    const cases: [object, number, string, string][] = [
      [{ mode: 'be_company' }, 400, 'companyId', 'This field must be filled in.'],
      [{ mode: 'be_company', companyId: 999999 }, 404, 'companyId', 'This company does not exist.'],
      [{ mode: 'be_stand', companyId: 999999 }, 404, 'companyId', 'This company does not exist.'],
      [{ mode: 'be_registration' }, 400, 'registrationId', 'This field must be filled in.'],
      [{ mode: 'be_registration', registrationId: 999999 }, 404, 'registrationId', 'This registration does not exist.'],
      [{ mode: 'be_registration', registrationId: c.other.registrationId }, 400, 'registrationId', 'This registration belongs to another event.'],
      [{ mode: 'fe_offer' }, 400, 'mode', 'This value is not allowed.'],
      [{}, 400, 'mode', 'This field must be filled in.'],
      [{ mode: 'be_stand', toffer: { state: 9 } }, 400, 'toffer.state', 'This value is not allowed.'],
      [{ mode: 'be_stand', eventId: 'eins' }, 400, 'eventId', 'This field must be filled in.'],
      [{ mode: 'be_stand', eventId: 999 }, 404, 'eventId', 'This event does not exist.'],
      [{ mode: 'be_stand', uuid: '2f0b6c1e-8d3a-4a51-9a2b-1c2d3e4f5a6b' }, 404, 'uuid', 'This offer does not exist.'],
    ];
    const before = (await c.db.select({ id: offers.id }).from(offers)).length;
    for (const [overrides, status, property, message] of cases) {
      const response = await c.save({ ...c.configuration(), ...overrides }, c.staff, 'en-US');
      expect(response.statusCode, JSON.stringify(overrides)).toBe(status);
      expect(response.json().errors[0], JSON.stringify(overrides)).toEqual({ property, message });
    }
    const malformed = await c.t.app.inject({ method: 'POST', url: '/be/action/save_configurator', headers: { ...c.staff, 'content-type': 'application/json' }, payload: '{"mode":' });
    expect(malformed.statusCode).toBe(400);
    expect((await c.db.select({ id: offers.id }).from(offers)).length).toBe(before);
  });

  it('accepts the offer when the customer orders it: state 3, locked for staff, priced as the offer', async () => {
    const other = await c.exhibitorLogin(c.other.email);
    const configuration = staffConfiguration();
    configuration.orderBooks.push({ id: c.items.cleaning.id, amount: 48 });
    const { offer } = (await c.save({ ...configuration, mode: 'be_company', companyId: c.other.companyId, toffer: { state: 2 } })).json();
    const ordered = await c.call('POST', '/fe/order', other, { eventId: c.kitchen.id, uuid: offer.uuid, agb: true, cancellationPolicy: true });
    expect(ordered.json()).toMatchObject({ success: true, type: 'offer' });

    const body = await detail(offer.id);
    expect(body.offer).toMatchObject({ state: 3, stateLabel: 'Angenommen', isOrdered: true });
    expect(body.editable).toEqual({ beStand: false, be: false });
    const [order] = await c.db.select().from(orders).where(eq(orders.offerId, offer.id));
    expect(order!.netCents).toBe(body.offer.totalNet);
  });
});
