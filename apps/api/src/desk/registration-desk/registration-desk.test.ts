import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, documents, mediaItems, orders, outboxMails, registrations } from '../../platform/db/schema.ts';
import { engines, loginAs } from '../../../test/test-app.ts';
import { openBackofficeContext, type BackofficeContext, type Method } from '../../../test/staff-context.ts';

type Errors = { property: string; message: string }[];

let counter = 0;

describe.each(engines)('the registration desk (%s)', (engine) => {
  let c: BackofficeContext;
  beforeAll(async () => {
    c = await openBackofficeContext(engine);
  });
  afterAll(() => c.close());

  const send = (method: Method, url: string, payload?: object, lang = 'de-DE', headers: Record<string, string> = c.staff) =>
    c.call(method, `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`, headers, payload);
  const mailsTo = (recipient: string) => c.db.select().from(outboxMails).where(eq(outboxMails.recipient, recipient)).orderBy(outboxMails.id);
  const registrationRow = async (id: number) => (await c.db.select().from(registrations).where(eq(registrations.id, id)))[0]!;

  /** A new exhibitor orders bindingly in the configurator (English contact): an unconfirmed registration with one open order. */
  async function newExhibitor(company = 'Holzwerk Süd GmbH', medias: { id: number; amount: number }[] = []) {
    const email = `desk${++counter}-${engine}@holzwerk.example`;
    const payload = {
      ...c.configuration({ medias, orderBooks: [{ id: c.items.carpet.id, amount: 48 }, { id: c.items.cleaning.id, amount: 48 }] }),
      agb: true,
      cancellationPolicy: true,
      comment: 'Bitte nahe Eingang',
      brands: [],
      personal: {
        company: { name: company, ustid: 'ATU12345678', email: `firma.${email}`, phone: '+43 512 123456' },
        address: { street: 'Museumstraße 1', zip: '6020', city: 'Innsbruck', country: 'at' },
        contact: { gender: 3, lang: 'en', firstName: 'Eva', name: 'Bergström', email, passwordNew: 'Geheim-Messe-27', passwordNewRepeat: 'Geheim-Messe-27' },
      },
    };
    const response = await c.call('POST', '/pub/order?lang=de-DE', {}, payload);
    expect(response.statusCode, response.body).toBe(200);
    const registrationId: number = response.json().registrationId;
    const [order] = await c.db.select().from(orders).where(eq(orders.registrationId, registrationId));
    return { email, registrationId, orderId: order!.id };
  }

  it('lists an event’s registrations with filters, search, sort and pages', async () => {
    const fresh = await newExhibitor('Ölmühle Kästner KG');
    const all = (await send('GET', `/be/event/${c.kitchen.id}/registrations`)).json();
    expect(all.page).toBe(1);
    expect(all.total).toBe(all.registrations.length);
    // Newest first by default.
    expect(all.registrations[0]).toMatchObject({
      id: fresh.registrationId,
      companyName: 'Ölmühle Kästner KG',
      standType: 'corner',
      // The stand type as the fair names it (its stand config).
      standTypeLabel: 'Eckstand',
      standSize: 48,
      state: 'unconfirmed',
      hasOpenServices: true,
      orderedNet: expect.any(Number),
    });
    expect(all.registrations[0].orderedNet).toBeGreaterThan(10_000);

    const unconfirmed = (await send('GET', `/be/event/${c.kitchen.id}/registrations?state=unconfirmed`)).json();
    expect(unconfirmed.registrations.every((r: { state: string }) => r.state === 'unconfirmed')).toBe(true);
    expect(unconfirmed.registrations.map((r: { id: number }) => r.id)).toContain(fresh.registrationId);
    expect(unconfirmed.registrations.map((r: { id: number }) => r.id)).not.toContain(c.demo.registrationId);

    // Search by the contact's e-mail, by part of the company name with umlauts, case-insensitive.
    for (const search of [fresh.email.toUpperCase(), 'ölmühle', 'bergström']) {
      const found = (await send('GET', `/be/event/${c.kitchen.id}/registrations?search=${encodeURIComponent(search)}`)).json();
      expect(found.registrations.map((r: { id: number }) => r.id)).toEqual([fresh.registrationId]);
    }
    // The hall in another case.
    const byHall = (await send('GET', `/be/event/${c.kitchen.id}/registrations?hall=${encodeURIComponent(c.demo.hall.toLowerCase())}`)).json();
    expect(byHall.registrations.map((r: { companyName: string }) => r.companyName)).toEqual([c.demo.companyName]);
    expect(byHall.halls).toContain(c.demo.hall);

    const byName = (await send('GET', `/be/event/${c.kitchen.id}/registrations?sort=company&dir=asc`)).json();
    const names = byName.registrations.map((r: { companyName: string }) => r.companyName.toLowerCase());
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en')));
    const past = (await send('GET', `/be/event/${c.kitchen.id}/registrations?page=9`)).json();
    expect(past).toMatchObject({ registrations: [], total: all.total, page: 9 });
  });

  it('refuses a bad list query, an unknown event and callers who are not staff', async () => {
    const bad = await send('GET', `/be/event/${c.kitchen.id}/registrations?sort=password&state=lost`, undefined, 'en-US');
    expect(bad.statusCode).toBe(400);
    expect((bad.json().errors as Errors).map((e) => [e.property, e.message])).toEqual([
      ['state', 'This value is not allowed.'],
      ['sort', 'This value is not allowed.'],
    ]);
    expect((await send('GET', '/be/event/999/registrations')).statusCode).toBe(404);
    expect((await send('GET', `/be/event/${c.kitchen.id}/registrations`, undefined, 'de-DE', c.exhibitor)).statusCode).toBe(403);
    expect((await send('GET', `/be/event/${c.kitchen.id}/registrations`, undefined, 'de-DE', {})).statusCode).toBe(401);
    expect((await send('GET', `/be/registration/${c.demo.registrationId}`, undefined, 'de-DE', c.exhibitor)).statusCode).toBe(403);
    expect((await send('GET', '/be/registration/99999')).statusCode).toBe(404);
  });

  it('shows one registration with its order, services, consents, documents, mails and timeline', async () => {
    const fresh = await newExhibitor();
    const { registration, actions, orders: shown, bookedServices, consents, documents: docs, mails, timeline } = (
      await send('GET', `/be/registration/${fresh.registrationId}`, undefined, 'en-US')
    ).json();
    expect(registration).toMatchObject({ state: 'unconfirmed', companyData: { name: 'Holzwerk Süd GmbH' }, hall: '', standNr: '', confirmLinkExpiresAt: expect.any(String) });
    expect(actions).toEqual({ assignStand: true, changeStand: true, confirm: true, newConfirmLink: true, cancel: true, restore: false });
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ status: 'open', statusLabel: 'Open', nextStates: ['confirmed', 'canceled'], comment: 'Bitte nahe Eingang', contactName: 'Eva Bergström' });
    expect(shown[0].positions.map((p: { kind: string }) => p.kind)).toContain('service');
    expect(bookedServices).toEqual([]);
    expect(consents.map((consent: { text: string }) => consent.text)).toEqual(['Terms of participation', 'Cancellation policy']);
    expect(docs.map((d: { type: string; pdfUrl: string }) => [d.type, d.pdfUrl.startsWith('/be/document/')])).toEqual([['confirmation', true]]);
    expect(mails.map((m: { kind: string }) => m.kind).sort()).toEqual(['order_summary', 'registration_confirm']);
    expect(timeline[0]).toMatchObject({ kind: 'registered', actor: null });
    expect(timeline.map((entry: { kind: string }) => entry.kind)).toEqual(expect.arrayContaining(['order', 'document', 'mail']));

    const pdf = await send('GET', docs[0].pdfUrl.replace(/^/, ''));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('assigns hall and stand number once per hall, tells the exhibitor in its language and records who did it', async () => {
    const fresh = await newExhibitor();
    const assigned = await send('PUT', `/be/registration/${fresh.registrationId}/stand`, { hall: 'Halle 4', standNr: 'B12' });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().registration).toMatchObject({ hall: 'Halle 4', standNr: 'B12' });
    const [mail] = (await mailsTo(fresh.email)).filter((m) => m.kind === 'stand_assigned');
    expect(mail).toMatchObject({ lang: 'en', subject: expect.stringContaining('Your stand at') });
    expect(mail!.text).toContain('Halle 4, stand B12');
    const [audit] = await c.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ entity: 'registration', entityId: String(fresh.registrationId), before: { hall: '', standNr: '' }, after: { hall: 'Halle 4', standNr: 'B12' } });

    // The same stand in the same hall (any case) is refused, naming who has it; nothing changes.
    const other = await newExhibitor();
    const taken = await send('PUT', `/be/registration/${other.registrationId}/stand`, { hall: 'halle 4', standNr: 'b12' }, 'en-US');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual([{ property: 'standNr', message: 'Stand b12 in halle 4 is already assigned to Holzwerk Süd GmbH.' }]);
    expect(await registrationRow(other.registrationId)).toMatchObject({ hall: '', standNr: '' });
    // Also under numbers that only look different: spaced, a leading zero, fullwidth, Cyrillic, a zero-width space.
    for (const standNr of ['B 12', 'B012', 'Ｂ１２', 'В12', 'B\u200b12']) {
      const lookAlike = await send('PUT', `/be/registration/${other.registrationId}/stand`, { hall: 'Halle  4', standNr }, 'en-US');
      expect(lookAlike.statusCode, standNr).toBe(409);
    }
    expect(await registrationRow(other.registrationId)).toMatchObject({ hall: '', standNr: '' });
    // Another hall is free; a number without a hall is not a stand.
    expect((await send('PUT', `/be/registration/${other.registrationId}/stand`, { hall: 'Halle 5', standNr: 'B12' })).statusCode).toBe(200);
    const half = await send('PUT', `/be/registration/${other.registrationId}/stand`, { hall: '', standNr: 'C1' }, 'en-US');
    expect(half.statusCode).toBe(400);
    expect(half.json().errors).toEqual([{ property: 'hall', message: 'This field must be filled in.' }]);

    // Moved: the mail says where it was.
    await send('PUT', `/be/registration/${fresh.registrationId}/stand`, { hall: 'Halle 4', standNr: 'B14' });
    const moved = (await mailsTo(fresh.email)).filter((m) => m.kind === 'stand_assigned');
    expect(moved).toHaveLength(2);
    expect(moved[1]!.text).toContain('it is now Halle 4, stand B14 (before: Halle 4, stand B12)');

    // The exhibitor sees hall and stand in the portal.
    const timeline = (await send('GET', `/be/registration/${fresh.registrationId}`)).json().timeline;
    expect(timeline.filter((entry: { kind: string }) => entry.kind === 'stand').map((entry: { actor: string; params: object }) => entry.params)).toEqual([
      { oldHall: '', oldStandNr: '', hall: 'Halle 4', standNr: 'B12' },
      { oldHall: 'Halle 4', oldStandNr: 'B12', hall: 'Halle 4', standNr: 'B14' },
    ]);
  });

  it('changes stand type and size within the range, prices the stand again and issues a changed confirmation', async () => {
    const fresh = await newExhibitor();
    const tooBig = await send('PUT', `/be/registration/${fresh.registrationId}/stand_type`, { standConfigId: c.items.corner.id, standSize: 500 }, 'en-US');
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().errors).toEqual([{ property: 'standSize', message: 'min. 20 m², max. 150 m²' }]);
    const event = (await send('GET', `/pub/event/${c.fireplace.id}`)).json().event;
    const foreign = await send('PUT', `/be/registration/${fresh.registrationId}/stand_type`, { standConfigId: event.standConfigs[0].id, standSize: 30 }, 'en-US');
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors[0].property).toBe('standConfigId');
    expect(await registrationRow(fresh.registrationId)).toMatchObject({ standConfigId: c.items.corner.id, standSize: 48 });

    const changed = await send('PUT', `/be/registration/${fresh.registrationId}/stand_type`, { standConfigId: c.items.corner.id, standSize: 60 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().registration).toMatchObject({ standSize: 60 });
    const confirmations = changed.json().documents.filter((d: { type: string }) => d.type === 'confirmation');
    expect(confirmations).toHaveLength(2);
    const standNet60 = await c.standNet(60);
    expect(Math.round(confirmations[0].netAmount * 100)).toBe(standNet60);
    const [mail] = (await mailsTo(fresh.email)).filter((m) => m.kind === 'stand_changed');
    expect(mail).toMatchObject({ lang: 'en', documentId: confirmations[0].id });
    expect(mail!.text).toContain('60.00 m²');
  });

  it('confirms on the exhibitor’s behalf: the double opt-in link stops working', async () => {
    const fresh = await newExhibitor();
    const [confirmMail] = (await mailsTo(fresh.email)).filter((m) => m.kind === 'registration_confirm');
    const token = confirmMail!.link!.split('/').at(-2)!;
    const confirmed = await send('POST', `/be/registration/${fresh.registrationId}/confirm`);
    expect(confirmed.json()).toMatchObject({ registration: { state: 'confirmed', isConfirmed: true }, actions: { confirm: false, newConfirmLink: false } });
    expect((await c.call('POST', `/pub/confirm/${fresh.registrationId}/${token}`, {})).statusCode).not.toBe(200);
    expect((await mailsTo(fresh.email)).map((m) => m.kind)).toContain('registration_confirmed');
    const again = await send('POST', `/be/registration/${fresh.registrationId}/confirm`, undefined, 'en-US');
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].message).toBe('This registration is already confirmed.');
  });

  it('sends a new double opt-in link: the old one stops working, the new one confirms', async () => {
    const fresh = await newExhibitor();
    const link = async () => (await mailsTo(fresh.email)).filter((m) => m.kind === 'registration_confirm').at(-1)!.link!.split('/').at(-2)!;
    const old = await link();
    expect((await send('POST', `/be/registration/${fresh.registrationId}/confirm_link`)).statusCode).toBe(200);
    const renewed = await link();
    expect(renewed).not.toBe(old);
    expect((await c.call('POST', `/pub/confirm/${fresh.registrationId}/${old}`, {})).statusCode).not.toBe(200);
    expect((await c.call('POST', `/pub/confirm/${fresh.registrationId}/${renewed}`, {})).statusCode).toBe(200);
    expect(await registrationRow(fresh.registrationId)).toMatchObject({ isConfirmed: true });
  });

  it('cancels a registration with its open orders, gives media back to stock and frees the stand', async () => {
    await c.db.update(mediaItems).set({ stock: 1000 }).where(eq(mediaItems.id, c.items.logo.id));
    const fresh = await newExhibitor('Holzwerk Süd GmbH', [{ id: c.items.logo.id, amount: 1 }]);
    await send('PUT', `/be/registration/${fresh.registrationId}/stand`, { hall: 'Halle 7', standNr: 'A1' });
    const stock = async () => (await c.db.select().from(mediaItems).where(eq(mediaItems.id, c.items.logo.id)))[0]!.ordered;
    const before = await stock();
    expect((await send('POST', `/be/registration/${fresh.registrationId}/cancel`, { reason: ' ' }, 'en-US')).json().errors).toEqual([
      { property: 'reason', message: 'This field must be filled in.' },
    ]);
    const canceled = await send('POST', `/be/registration/${fresh.registrationId}/cancel`, { reason: 'Insolvenz' });
    expect(canceled.statusCode, canceled.body).toBe(200);
    const body = canceled.json();
    expect(body.registration).toMatchObject({ state: 'canceled', cancelReason: 'Insolvenz', hall: '', standNr: '' });
    expect(body.orders.map((o: { status: string; nextStates: string[] }) => [o.status, o.nextStates])).toEqual([['canceled', []]]);
    expect(body.actions).toEqual({ assignStand: false, changeStand: false, confirm: false, newConfirmLink: false, cancel: false, restore: true });
    expect(await stock()).toBe(before - 1);
    const [confirmation] = await c.db.select().from(documents).where(eq(documents.orderId, fresh.orderId));
    expect(confirmation!.status).toBe('canceled');
    const [mail] = (await mailsTo(fresh.email)).filter((m) => m.kind === 'registration_canceled');
    expect(mail!.text).toContain('Reason: Insolvenz');
    // The stand is free for another; the cancelled registration takes no more changes.
    const other = await newExhibitor();
    expect((await send('PUT', `/be/registration/${other.registrationId}/stand`, { hall: 'Halle 7', standNr: 'A1' })).statusCode).toBe(200);
    const refused = await send('PUT', `/be/registration/${fresh.registrationId}/stand`, { hall: 'Halle 7', standNr: 'A2' }, 'en-US');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].message).toBe('This registration is cancelled and can no longer be changed.');
    const listed = (await send('GET', `/be/event/${c.kitchen.id}/registrations?state=canceled`)).json();
    expect(listed.registrations.map((r: { id: number }) => r.id)).toEqual([fresh.registrationId]);

    // The exhibitor sees it cancelled in its portal, and can book or order nothing more for it.
    const exhibitor = await loginAs(c.t.app, fresh.email, 'fe', 'Geheim-Messe-27');
    const portal = await send('GET', `/fe/rest/registration/${fresh.registrationId}`, undefined, 'en-US', exhibitor);
    expect(portal.json().registration.canceledAt).toEqual(expect.any(String));
    const media = await send('POST', `/fe/rest/media/${fresh.registrationId}`, { medias: [{ id: c.items.logo.id, amount: 1 }] }, 'en-US', exhibitor);
    expect(media.statusCode).toBe(409);
    expect(media.json().errors[0].message).toBe('This registration is cancelled and can no longer be changed.');
    const booklet = await send('POST', `/fe/rest/orderbook/${fresh.registrationId}?tab=0`, { orderBooks: [] }, 'en-US', exhibitor);
    expect(booklet.statusCode).toBe(409);
    expect(await stock()).toBe(before - 1);
  });

  it('moves an order only along the transitions table, its confirmation with it', async () => {
    const fresh = await newExhibitor();
    const move = (status: string, lang = 'de-DE') => send('PUT', `/be/order/${fresh.orderId}/status`, { status }, lang);
    const skipped = await move('delivered', 'en-US');
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json().errors).toEqual([{ property: 'status', message: 'An order in state “Open” cannot move to state “Delivered”.' }]);
    for (const status of ['confirmed', 'processed', 'delivered', 'finished']) {
      const moved = await move(status);
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().orders[0].status).toBe(status);
    }
    const [confirmation] = await c.db.select().from(documents).where(eq(documents.orderId, fresh.orderId));
    expect(confirmation!.status).toBe('finished');

    // A cancelled order's services no longer count as ordered in the exhibitor's booklet.
    const other = await newExhibitor();
    const exhibitor = await loginAs(c.t.app, other.email, 'fe', 'Geheim-Messe-27');
    const ordered = async () =>
      (await send('GET', `/fe/rest/orderbook/${other.registrationId}`, undefined, 'de-DE', exhibitor)).json().orderBooks.find((i: { id: number }) => i.id === c.items.carpet.id).ordered;
    expect(await ordered()).toBe(48);
    expect((await send('PUT', `/be/order/${other.orderId}/status`, { status: 'canceled' })).statusCode).toBe(200);
    expect(await ordered()).toBe(0);
    const late = await move('canceled');
    expect(late.statusCode).toBe(409);
    expect(late.json().errors[0].message).toBe('Eine Bestellung im Status „Abgeschlossen“ kann nicht in den Status „Storniert“ wechseln.');
    expect((await move('lost')).statusCode).toBe(400);
    expect((await send('PUT', '/be/order/99999/status', { status: 'confirmed' })).statusCode).toBe(404);
  });

  it('lets sales act and accounting only read', async () => {
    const fresh = await newExhibitor();
    const [sales, accounting] = await Promise.all([c.staffAs('sales'), c.staffAs('accounting')]);
    expect((await send('GET', `/be/registration/${fresh.registrationId}`, undefined, 'de-DE', accounting)).statusCode).toBe(200);
    const refused = await send('POST', `/be/registration/${fresh.registrationId}/confirm`, undefined, 'de-DE', accounting);
    expect(refused.statusCode).toBe(403);
    expect(await registrationRow(fresh.registrationId)).toMatchObject({ isConfirmed: false });
    expect((await send('POST', `/be/registration/${fresh.registrationId}/confirm`, undefined, 'de-DE', sales)).statusCode).toBe(200);
  });
});
