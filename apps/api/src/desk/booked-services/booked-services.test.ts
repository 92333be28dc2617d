import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, events, orderBookValues, outboxMails } from '../../platform/db/schema.ts';
import { engines } from '../../../test/test-app.ts';
import { buildBookletItem, buildRegistration } from '../../../test/factories/index.ts';
import { catalogueChanged } from '../../../test/factories/target.ts';
import { openBackofficeContext, type BackofficeContext, type Method } from '../../../test/staff-context.ts';

type Errors = { property: string; message: string }[];
type Item = { id: number; booked: number; checked: boolean; price: number | null; reason: string; sum: number; ordered: number; billed: number };

describe.each(engines)('staff change a registration’s booked services (%s)', (engine) => {
  let c: BackofficeContext;
  beforeAll(async () => {
    c = await openBackofficeContext(engine);
    // The exhibitor's own booklet closed a week ago: staff book for it by phone.
    await c.db.update(events).set({ techEndsAt: new Date(Date.now() - 7 * 86_400_000) }).where(eq(events.id, c.kitchen.id));
    catalogueChanged(c.t.app);
  });
  afterAll(() => c.close());

  const send = (method: Method, url: string, payload?: object, lang = 'de-DE', headers: Record<string, string> = c.staff) =>
    c.call(method, `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`, headers, payload);
  const book = (registrationId: number, itemId: number, payload: object, lang = 'de-DE', headers?: Record<string, string>) =>
    send('PUT', `/be/registration/${registrationId}/service/${itemId}`, payload, lang, headers);
  const itemOf = (answer: { json: () => { items: Item[] } }, id: number) => answer.json().items.find((item) => item.id === id)!;
  const entries = (registrationId: number) =>
    c.db.select().from(auditLog).where(and(eq(auditLog.entity, 'registration'), eq(auditLog.entityId, String(registrationId)))).orderBy(desc(auditLog.id));
  const mailsTo = (recipient: string) => c.db.select().from(outboxMails).where(and(eq(outboxMails.recipient, recipient), eq(outboxMails.kind, 'booked_services_changed'))).orderBy(outboxMails.id);
  const valuesOf = (registrationId: number) => c.db.select().from(orderBookValues).where(eq(orderBookValues.registrationId, registrationId));

  /** A confirmed 20 m² registration of the kitchen fair, of a new company with its German main contact. */
  const registration = () => buildRegistration(c.t.app, { event: c.kitchen, standSize: 20 });

  it('books a service by phone after the tech deadline at a deviating price, audited, mailed and seen in the portal', async () => {
    const { id, contact } = await registration();
    const booked = await book(id, c.items.rigging.id, { amount: 2, price: 150, reason: 'Telefonische Bestellung, Stammkundenrabatt' });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().techClosed).toBe(true);
    expect(itemOf(booked, c.items.rigging.id)).toMatchObject({ booked: 2, price: 150, reason: 'Telefonische Bestellung, Stammkundenrabatt', sum: 300, listPrice: 185 });
    const [entry, ...more] = await entries(id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ actor: c.admin.actor, action: 'create', before: null, after: { orderBookItemId: c.items.rigging.id, amount: 2, priceDeviating: 15_000 } });
    const [mail, ...others] = await mailsTo(contact.email);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe('Ihre gebuchten Leistungen zu Küchenfachmesse Test wurden geändert');
    expect(mail!.text.replaceAll('\u00a0', ' ')).toContain('Deckenabhängung | nicht gebucht | 2 Stück, 150,00 € je, Telefonische Bestellung, Stammkundenrabatt');

    // The exhibitor sees it in its booklet at that price, though the booklet is closed for its own changes.
    const exhibitor = await c.exhibitorLogin(contact.email);
    const page = await c.call('GET', `/fe/rest/orderbook/${id}?lang=de-DE`, exhibitor);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().orderBooks.find((item: { id: number }) => item.id === c.items.rigging.id).value).toMatchObject({ amount: 2 });
    expect(page.json().orderBookPos.positions).toEqual([expect.objectContaining({ description: 'Deckenabhängung', amount: 2, priceSingle: 150, sum: 300 })]);

    // The invoicing bills it at that price.
    const invoicing = await send('GET', `/be/registration/${id}/invoicing`);
    expect(invoicing.json().uninvoiced).toEqual(expect.arrayContaining([expect.objectContaining({ billingNumber: 'none', net: 300 })]));

    // The desk's record of the booklet prices it so too.
    const desk = await send('GET', `/be/registration/${id}`);
    expect(desk.json().bookedServices).toEqual(expect.arrayContaining([expect.objectContaining({ amount: 2, sum: 300 })]));

    // The same booking again changes nothing: no entry, no mail.
    await book(id, c.items.rigging.id, { amount: 2, price: 150, reason: 'Telefonische Bestellung, Stammkundenrabatt' });
    expect(await entries(id)).toHaveLength(1);
    expect(await mailsTo(contact.email)).toHaveLength(1);
  });

  it('changes and removes a booking, each one entry, back at the catalogue price', async () => {
    const { id, contact } = await registration();
    await book(id, c.items.rigging.id, { amount: 3, price: 100, reason: 'Aktion' });
    const changed = await book(id, c.items.rigging.id, { amount: 1 }, 'en-US');
    expect(changed.statusCode, changed.body).toBe(200);
    expect(itemOf(changed, c.items.rigging.id)).toMatchObject({ booked: 1, price: null, reason: '', sum: 185 });
    const removed = await book(id, c.items.rigging.id, { amount: 0 });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(itemOf(removed, c.items.rigging.id)).toMatchObject({ booked: 0, sum: 0 });
    expect(await valuesOf(id)).toEqual([]);
    expect((await entries(id)).map((entry) => entry.action)).toEqual(['delete', 'update', 'create']);
    expect(await mailsTo(contact.email)).toHaveLength(3);
  });

  it('refuses a service below the per-m² minimum, a mandatory one left out, with the booklet’s own messages, and changes nothing', async () => {
    const { id, contact } = await registration();
    const below = await book(id, c.items.carpet.id, { amount: 12 }, 'en-US');
    expect(below.statusCode).toBe(400);
    expect(below.json().errors as Errors).toEqual([{ property: `orderbook_${c.items.carpet.id}`, message: expect.stringContaining('20') }]);
    // The exhibitor's booklet gives the same message for the same amount.
    const fromRule = await import('@messeportal/domain').then((d) => d.translate('amountBelowStandArea', 'en', { qm: 20 }));
    expect(below.json().errors[0].message).toBe(fromRule);
    const cleaned = await book(id, c.items.cleaning.id, { amount: 20 });
    expect(cleaned.statusCode, cleaned.body).toBe(200);
    const leftOut = await book(id, c.items.cleaning.id, { amount: 0 }, 'en-US');
    expect(leftOut.statusCode).toBe(400);
    expect(leftOut.json().errors[0].property).toBe(`orderbook_${c.items.cleaning.id}`);
    expect((await valuesOf(id)).map((value) => [value.orderBookItemId, value.amount])).toEqual([[c.items.cleaning.id, 20]]);
    expect(await entries(id)).toHaveLength(1);
    expect(await mailsTo(contact.email)).toHaveLength(1);
  });

  it('refuses a deviating price above the limit or without reason, negative and huge amounts, a hidden item', async () => {
    const { id, contact } = await registration();
    const cases: [object, string, string][] = [
      [{ amount: 1, price: 1_000_001, reason: 'x' }, 'price', 'A deviating price must be at most €1,000,000 per unit.'],
      [{ amount: 1, price: 90 }, 'reason', 'Please state why the price deviates.'],
      [{ amount: 1, price: 90, reason: '   ' }, 'reason', 'Please state why the price deviates.'],
      [{ amount: -1 }, 'amount', 'The value must be at least 0.'],
      [{ amount: 1e9 }, 'amount', 'The value must be at most 100000.'],
      [{ amount: 1.005 }, 'amount', 'This value is not allowed.'],
      [{ amount: 1, price: -5, reason: 'x' }, 'price', 'The value must be at least 0.'],
    ];
    for (const [payload, property, message] of cases) {
      const refused = await book(id, c.items.rigging.id, payload, 'en-US');
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().errors as Errors).toEqual([{ property, message }]);
    }
    // Within each limit but above the net total one: 100,000 pieces at 1,000,000 €.
    const total = await book(id, c.items.rigging.id, { amount: 100_000, price: 1_000_000, reason: 'Test' }, 'en-US');
    expect(total.statusCode).toBe(400);
    const hidden = await book(id, c.items.handlingFee.id, { amount: 1 }, 'en-US');
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json().errors[0].property).toBe(`orderbook_${c.items.handlingFee.id}`);
    expect(await valuesOf(id)).toEqual([]);
    expect(await entries(id)).toEqual([]);
    expect(await mailsTo(contact.email)).toEqual([]);
  });

  it('refuses an item of another event, an unknown or cancelled registration and a non-staff session', async () => {
    const { id } = await registration();
    const chimney = await buildBookletItem(c.t.app, c.fireplace.id, { titleDe: 'Fremde Leistung', price: 1_000 });
    const foreign = await book(id, chimney.id, { amount: 1 }, 'en-US');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errors).toEqual([{ property: 'itemId', message: 'This service is not in this event’s order booklet.' }]);
    expect((await book(id, 999_999_999, { amount: 1 })).statusCode).toBe(404);
    expect((await book(id, Number.MAX_SAFE_INTEGER, { amount: 1 })).statusCode).toBe(404);
    const unknown = await book(999_999, c.items.rigging.id, { amount: 1 }, 'en-US');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors).toEqual([{ property: 'id', message: 'This registration does not exist.' }]);
    expect((await send('GET', '/be/registration/999999/services')).statusCode).toBe(404);
    expect((await send('GET', '/be/registration/abc/services')).statusCode).toBe(404);

    const canceled = await send('POST', `/be/registration/${id}/cancel`, { reason: 'Abgesagt' });
    expect(canceled.statusCode, canceled.body).toBeLessThan(300);
    const refused = await book(id, c.items.rigging.id, { amount: 1 }, 'en-US');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].message).toBe('This registration is cancelled and can no longer be changed.');
    expect((await send('GET', `/be/registration/${id}/services`)).json().isCanceled).toBe(true);

    const exhibitor = await c.exhibitorLogin(c.demo.email);
    expect((await book(c.demo.registrationId, c.items.rigging.id, { amount: 1 }, 'de-DE', exhibitor)).statusCode).toBe(403);
    expect((await book(c.demo.registrationId, c.items.rigging.id, { amount: 1 }, 'de-DE', {})).statusCode).toBe(401);
    const accounting = await c.staffAs('accounting', 'accounting-services@messeportal.example');
    expect((await book(c.demo.registrationId, c.items.rigging.id, { amount: 1 }, 'de-DE', accounting)).statusCode).toBe(403);
    expect((await send('GET', `/be/registration/${c.demo.registrationId}/services`, undefined, 'de-DE', accounting)).statusCode).toBe(200);
    expect(await valuesOf(c.demo.registrationId)).toEqual([]);
  });

  it('after invoicing, a raise is open to invoice and a reduction is a proposed credit note on the invoice that billed it', async () => {
    const { id } = await registration();
    await book(id, c.items.rigging.id, { amount: 4 });
    const issued = await send('POST', `/be/registration/${id}/invoices`, { billingNumber: 'none' });
    expect(issued.statusCode, issued.body).toBe(200);
    const invoice = issued.json().documents.find((document: { type: string }) => document.type === 'invoice');

    const raised = await book(id, c.items.rigging.id, { amount: 5 });
    expect(itemOf(raised, c.items.rigging.id)).toMatchObject({ booked: 5, billed: 4 });
    expect(raised.json().proposedCredits).toEqual([]);
    expect((await send('GET', `/be/registration/${id}/invoicing`)).json().uninvoiced).toEqual(
      expect.arrayContaining([expect.objectContaining({ billingNumber: 'none', positions: 1, net: 185 })]),
    );

    const lowered = await book(id, c.items.rigging.id, { amount: 1 });
    expect(lowered.json().proposedCredits).toEqual([{ kind: 'service', itemId: c.items.rigging.id, title: 'Deckenabhängung', invoiceId: invoice.id, invoiceNumber: invoice.number, amount: 3, net: 555 }]);
    expect((await send('GET', `/be/registration/${id}/invoicing`)).json().uninvoiced).toEqual([]);

    // Once the credit note is issued through the invoice's own flow, nothing is proposed any more.
    const lines = (await send('GET', `/be/document/${invoice.id}`)).json().lines;
    const credited = await send('POST', `/be/document/${invoice.id}/credit_note`, { lines: [{ id: lines[0].id, net: 555 }], reason: 'Weniger Abhängungen' });
    expect(credited.statusCode, credited.body).toBe(200);
    expect((await send('GET', `/be/registration/${id}/services`)).json().proposedCredits).toEqual([]);
  });
});
