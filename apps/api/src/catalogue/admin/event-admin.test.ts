import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, events, orderPositions, standConfigs } from '../../platform/db/schema.ts';
import { buildOrder } from '../../../test/factories/index.ts';
import { engines } from '../../../test/test-app.ts';
import { openBackofficeContext, type BackofficeContext, type Method } from '../../../test/staff-context.ts';
import { eventInput, standConfigInput } from '../../../test/access-samples/event-access-samples.ts';

type Errors = { property: string; message: string }[];

describe.each(engines)('the event catalogue in the back office (%s)', (engine) => {
  let c: BackofficeContext;
  beforeAll(async () => {
    c = await openBackofficeContext(engine);
  });
  afterAll(() => c.close());

  const send = (method: Method, url: string, payload?: object, lang = 'de-DE') => c.call(method, `${url}?lang=${lang}`, c.staff, payload);
  const count = async (table: typeof events | typeof standConfigs | typeof auditLog) =>
    (await c.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
  const lastAudit = async () => (await c.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;
  /** The event as the form sends it back: what GET answers without the fields it does not edit. */
  const formOf = async (id: number) => {
    const { event } = (await send('GET', `/be/admin/event/${id}`)).json();
    const { hasConfiguratorServices: _s, isRegistrationOpen: _o, updatedAt: _u, id: _id, ...fields } = event;
    return fields;
  };

  it('lists every event, and reads one with its stand types, price rules and product groups', async () => {
    const list = (await send('GET', '/be/admin/events')).json();
    expect(list.timeZone).toBe('Europe/Berlin');
    expect(list.events).toHaveLength(await count(events));
    expect(list.events.map((event: { id: number }) => event.id)).toEqual(expect.arrayContaining([c.kitchen.id, c.fireplace.id]));
    expect(list.events[0]).toMatchObject({ isRegistrationOpen: true, isPast: false, registrationEndsAt: expect.any(String) });

    const detail = (await send('GET', `/be/admin/event/${c.kitchen.id}`)).json();
    expect(detail.event).toMatchObject({ id: c.kitchen.id, nameDe: c.kitchen.nameDe, vatRate: 19, currency: 'EUR', hasConfiguratorServices: true });
    const corner = detail.standConfigs.find((config: { id: number }) => config.id === c.items.corner.id);
    expect(corner).toMatchObject({ standType: 'corner', qmMin: 20, qmMax: 150, isOrderable: true });
    expect(corner.priceRules[0]).toMatchObject({ basis: 'per_qm', unit: 'qm', priceSingle: expect.any(Number), descriptionEn: expect.any(String) });
    expect(detail.productGroups.map((group: { nameEn: string }) => group.nameEn)).toContain(c.kitchen.productGroups[0]!.nameEn);
  });

  it('creates an event and saves its fields, with the VAT rate in per cent, each change in the audit log', async () => {
    const created = await send('POST', '/be/admin/events', eventInput({ vatRate: 7.7, earlyBookerEndsAt: null }));
    expect(created.statusCode, created.body).toBe(200);
    const { event } = created.json();
    expect(event).toMatchObject({ nameDe: 'Holz & Handwerk', vatRate: 7.7, earlyBookerEndsAt: null, isMediaVisible: true, hasConfiguratorServices: false });
    expect((await c.db.select().from(events).where(eq(events.id, event.id)))[0]!.vatRate).toBe(770);
    const actor = c.admin.actor;
    expect(await lastAudit()).toMatchObject({ entity: 'event', entityId: String(event.id), action: 'create', actor });

    const form = await formOf(event.id);
    const changes = { nameEn: 'Wood & Craft Fair', isTechVisible: false, invoiceOnConfirmation: true, urlCancellation: 'messe.example/storno' };
    const saved = await send('PUT', `/be/admin/event/${event.id}`, { ...form, ...changes });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().event).toMatchObject({ ...changes, urlCancellation: 'https://messe.example/storno', vatRate: 7.7 });
    const audit = await lastAudit();
    expect(audit).toMatchObject({ entity: 'event', action: 'update', before: expect.objectContaining({ nameEn: 'Wood & Craft' }) });
    expect(audit.after).toMatchObject({ nameEn: 'Wood & Craft Fair' });
    expect((await c.call('GET', `/pub/event/${event.id}?lang=en-US`)).json().event.name).toBe('Wood & Craft Fair');
  });

  it('refuses dates out of order, a VAT rate beyond 0–100 % and empty names, per field and translated, and changes nothing', async () => {
    const form = await formOf(c.kitchen.id);
    const [eventsBefore, auditBefore] = [await count(events), await count(auditLog)];
    const refused = async (payload: object, lang = 'de-DE') => {
      const [created, saved] = [await send('POST', '/be/admin/events', payload, lang), await send('PUT', `/be/admin/event/${c.kitchen.id}`, payload, lang)];
      expect(created.statusCode, created.body).toBe(400);
      expect(saved.json()).toEqual(created.json());
      return created.json().errors as Errors;
    };
    const lastDay = form.endsAt.split('-').reverse().join('.');
    expect(await refused({ ...form, endsAt: '2020-01-01' })).toEqual([
      { property: 'endsAt', message: 'Das Ende darf nicht vor dem Beginn der Messe liegen.' },
      { property: 'registrationEndsAt', message: 'Diese Frist muss spätestens am letzten Messetag (01.01.2020) enden.' },
      { property: 'printEndsAt', message: 'Diese Frist muss spätestens am letzten Messetag (01.01.2020) enden.' },
      { property: 'techEndsAt', message: 'Diese Frist muss spätestens am letzten Messetag (01.01.2020) enden.' },
    ]);
    const afterEnd = new Date(Date.parse(`${form.endsAt}T23:00:00Z`)).toISOString();
    expect(await refused({ ...form, printEndsAt: afterEnd, techEndsAt: afterEnd }, 'en-US')).toEqual([
      { property: 'printEndsAt', message: `This deadline must end on the last day of the fair (${lastDay}) at the latest.` },
      { property: 'techEndsAt', message: `This deadline must end on the last day of the fair (${lastDay}) at the latest.` },
    ]);
    expect(await refused({ ...form, earlyBookerEndsAt: new Date(Date.parse(form.registrationEndsAt) + 1000).toISOString() })).toEqual([
      { property: 'earlyBookerEndsAt', message: 'Die Frühbucherphase muss spätestens mit dem Anmeldeschluss enden.' },
    ]);
    for (const vatRate of [100.5, -1]) {
      const message = 'The VAT rate must lie between 0 and 100 %, with at most two decimals.';
      expect(await refused({ ...form, vatRate }, 'en-US')).toEqual([{ property: 'vatRate', message }]);
    }
    expect(await refused({ ...form, nameDe: '  ', nameEn: '', startsAt: '2027-13-01', urlAgb: '' })).toEqual([
      { property: 'nameDe', message: 'Dieses Feld muss ausgefüllt werden.' },
      { property: 'nameEn', message: 'Dieses Feld muss ausgefüllt werden.' },
      { property: 'startsAt', message: 'Bitte ein gültiges Datum eingeben.' },
      { property: 'urlAgb', message: 'Dieses Feld muss ausgefüllt werden.' },
    ]);
    expect([await count(events), await count(auditLog)]).toEqual([eventsBefore, auditBefore]);
    expect(await formOf(c.kitchen.id)).toEqual(form);
  });

  it('saves a stand type with its price rules replaced, and the configurator prices with them at once', async () => {
    const before = await c.standNet(48);
    const positions = async () => c.db.select().from(orderPositions).orderBy(orderPositions.id);
    const ordered = await positions();
    const rules = [
      { descriptionDe: 'Standfläche je m²', descriptionEn: 'Stand space per m²', unit: 'qm', basis: 'per_qm', priceSingle: 20_000 },
      { descriptionDe: 'Eckzuschlag', descriptionEn: 'Corner surcharge', unit: 'flat', basis: 'flat', priceSingle: 50_000 },
    ];
    const config = { ...standConfigInput({ nameDe: 'Eckstand', nameEn: 'Corner stand', standType: 'corner', qmMin: 20, qmMax: 150 }), priceRules: rules };
    const response = await send('PUT', `/be/admin/stand_config/${c.items.corner.id}`, config);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().standConfig.priceRules.map((rule: { priceSingle: number }) => rule.priceSingle)).toEqual([20_000, 50_000]);
    const after = await c.standNet(48);
    expect(after).not.toBe(before);
    expect(after).toBe(48 * 20_000 + 50_000);
    // Binding orders (and the documents made from them) keep the positions they were priced with.
    expect(await positions()).toEqual(ordered);
    const audit = await lastAudit();
    expect(audit).toMatchObject({ entity: 'standConfig', entityId: String(c.items.corner.id), action: 'update' });
    expect((audit.after as { priceRules: unknown[] }).priceRules).toHaveLength(2);
    expect((audit.before as { priceRules: unknown[] }).priceRules.length).toBeGreaterThan(0);
  });

  it('creates and deletes a stand type nothing refers to; refuses a size range upside down and negative prices', async () => {
    const created = await send('POST', `/be/admin/event/${c.kitchen.id}/stand_configs`, standConfigInput({ nameDe: 'Showroom', standType: 'showroom' }));
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json().standConfig;
    expect((await c.call('GET', `/pub/event/${c.kitchen.id}`)).json().event.standConfigs.map((s: { id: number }) => s.id)).toContain(id);

    const configsBefore = await count(standConfigs);
    const rule = standConfigInput().priceRules[0]!;
    const bad = await send('POST', `/be/admin/event/${c.kitchen.id}/stand_configs`, standConfigInput({ qmMin: 50, qmMax: 20 }), 'en-US');
    expect(bad.json().errors).toEqual([{ property: 'qmMax', message: 'The largest stand size must not be smaller than the smallest (50 m²).' }]);
    const negative = await send('PUT', `/be/admin/stand_config/${id}`, standConfigInput({ nameEn: '', priceRules: [{ ...rule, priceSingle: -100 }] }));
    expect(negative.statusCode).toBe(400);
    expect(negative.json().errors).toEqual([
      { property: 'nameEn', message: 'Dieses Feld muss ausgefüllt werden.' },
      { property: 'priceRules.0.priceSingle', message: 'Ein Preis darf nicht negativ sein.' },
    ]);
    expect(await count(standConfigs)).toBe(configsBefore);

    const deleted = await send('DELETE', `/be/admin/stand_config/${id}`);
    expect(deleted.json()).toEqual({ success: true, id });
    expect(await lastAudit()).toMatchObject({ entity: 'standConfig', entityId: String(id), action: 'delete', after: null });
    expect((await c.call('GET', `/pub/event/${c.kitchen.id}`)).json().event.standConfigs.map((s: { id: number }) => s.id)).not.toContain(id);
  });

  it('refuses to delete a stand type or product group in use, naming what uses it', async () => {
    const offers = [];
    for (let i = 0; i < 4; i++) offers.push((await c.save({ ...c.configuration(), mode: 'be_stand' })).json().offer as { id: number });
    // An order without a confirmation linked to it is named by its number in the database.
    const owner = { id: c.demo.registrationId, eventId: c.kitchen.id, companyId: c.demo.companyId, contactId: c.demo.contactId };
    const unconfirmed = await buildOrder(c.t.app, owner, { confirmation: false, data: { stand: { standConfigId: c.items.corner.id, qm: 48 } } });
    const refused = await send('DELETE', `/be/admin/stand_config/${c.items.corner.id}`);
    expect(refused.statusCode).toBe(409);
    const [error] = refused.json().errors as Errors;
    expect(error!.message.startsWith(`Dieser Standtyp wird noch verwendet (Anmeldung ${c.demo.registrationId} (${c.demo.companyName}), `)).toBe(true);
    // Three of each kind are named, the rest counted.
    expect(error!.message).toContain(`Angebot ${offers[0]!.id}, Angebot ${offers[1]!.id}, Angebot ${offers[2]!.id} und 1 weitere`);
    expect(error!.message).toMatch(new RegExp(`Bestellung AB-\\d{4}-\\d{4}, Bestellung ${unconfirmed.id}, Beleg AB-\\d{4}-\\d{4}\\)`));
    expect(error!.message).toMatch(/Setzen Sie ihn stattdessen auf „nicht bestellbar“\.$/);
    expect((await c.call('GET', `/pub/event/${c.kitchen.id}`)).json().event.standConfigs.map((s: { id: number }) => s.id)).toContain(c.items.corner.id);

    const groups = (await send('GET', `/be/admin/event/${c.kitchen.id}`)).json().productGroups as { id: number; nameEn: string }[];
    // The group of the exhibitor's brand.
    const furniture = groups.find((group) => group.id === c.kitchen.productGroups[0]!.id)!;
    const inUse = await send('DELETE', `/be/admin/product_group/${furniture.id}`, undefined, 'en-US');
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().errors[0].message).toBe(`This product group is still in use (brand ${c.demo.brandName} (${c.demo.companyName})) and cannot be deleted.`);
  });

  it('creates, renames and deletes a product group', async () => {
    const created = await send('POST', `/be/admin/event/${c.fireplace.id}/product_groups`, { nameDe: 'Schornsteine', nameEn: 'Chimneys' });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json().productGroup;
    expect((await c.call('GET', `/pub/event/${c.fireplace.id}`)).json().event.productgroupsIds).toContain(id);
    const renamed = await send('PUT', `/be/admin/product_group/${id}`, { nameDe: 'Schornsteinbau', nameEn: 'Chimney building' });
    expect(renamed.json().productGroup).toEqual({ id, eventId: c.fireplace.id, nameDe: 'Schornsteinbau', nameEn: 'Chimney building', sort: 0 });
    const audit = await lastAudit();
    expect(audit).toMatchObject({ entity: 'productGroup', action: 'update', before: { nameDe: 'Schornsteine' }, after: { nameDe: 'Schornsteinbau' } });
    const empty = await send('PUT', `/be/admin/product_group/${id}`, { nameDe: '', nameEn: 'x' });
    expect(empty.json().errors).toEqual([{ property: 'nameDe', message: 'Dieses Feld muss ausgefüllt werden.' }]);
    // Ordered to the end, then to the front, as exhibitors see the groups.
    const groupsOfFair = async () =>
      (await c.call('GET', '/pub/config')).json().productgroups.filter((group: { eventId: number }) => group.eventId === c.fireplace.id).map((group: { id: number }) => group.id);
    await send('PUT', `/be/admin/product_group/${id}`, { nameDe: 'Schornsteinbau', nameEn: 'Chimney building', sort: 99 });
    expect((await groupsOfFair()).at(-1)).toBe(id);
    expect((await c.call('GET', `/pub/event/${c.fireplace.id}`)).json().event.productgroupsIds.at(-1)).toBe(id);
    await send('PUT', `/be/admin/product_group/${id}`, { nameDe: 'Schornsteinbau', nameEn: 'Chimney building', sort: 0 });
    const others = (await send('GET', `/be/admin/event/${c.fireplace.id}`)).json().productGroups.filter((group: { id: number }) => group.id !== id);
    for (const [index, group] of others.entries()) await send('PUT', `/be/admin/product_group/${group.id}`, { nameDe: group.nameDe, nameEn: group.nameEn, sort: index + 1 });
    expect((await groupsOfFair())[0]).toBe(id);
    expect((await send('DELETE', `/be/admin/product_group/${id}`)).statusCode).toBe(200);
    expect((await c.call('GET', `/pub/event/${c.fireplace.id}`)).json().event.productgroupsIds).not.toContain(id);
  });

  it('answers unknown and malformed ids with 404 in the caller’s language', async () => {
    const config = standConfigInput();
    const group = { nameDe: 'a', nameEn: 'b' };
    const cases: [Method, string, string, object?][] = [
      ['GET', '/be/admin/event/999', 'This event does not exist.'],
      ['PUT', '/be/admin/event/abc', 'This event does not exist.', eventInput()],
      ['POST', '/be/admin/event/999/copy', 'This event does not exist.', { nameDe: 'a', nameEn: 'b', shiftDays: 1 }],
      ['POST', '/be/admin/event/999/stand_configs', 'This event does not exist.', config],
      ['PUT', '/be/admin/stand_config/999999', 'This stand type does not exist.', config],
      ['DELETE', '/be/admin/stand_config/0', 'This stand type does not exist.'],
      ['POST', '/be/admin/event/999/product_groups', 'This event does not exist.', group],
      ['PUT', '/be/admin/product_group/999999', 'This product group does not exist.', group],
      ['DELETE', '/be/admin/product_group/x', 'This product group does not exist.'],
    ];
    for (const [method, url, message, payload] of cases) {
      const response = await send(method, url, payload, 'en-US');
      expect(response.statusCode, url).toBe(404);
      expect(response.json().errors, url).toEqual([{ property: 'id', message }]);
    }
  });
});
