import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, events, mediaItems, orders, outboxMails } from '../../platform/db/schema.ts';
import { engines } from '../../../test/test-app.ts';
import { buildRegistration } from '../../../test/factories/index.ts';
import { catalogueChanged } from '../../../test/factories/target.ts';
import { openBackofficeContext, type BackofficeContext, type Method } from '../../../test/staff-context.ts';

type Medium = { id: number; ordered: number; billed: number; available: number; sum: number };

describe.each(engines)('staff change a registration’s advertising media (%s)', (engine) => {
  let c: BackofficeContext;
  beforeAll(async () => {
    c = await openBackofficeContext(engine);
    // The print deadline passed a week ago: the exhibitor orders no more media itself, staff still do.
    await c.db.update(events).set({ printEndsAt: new Date(Date.now() - 7 * 86_400_000) }).where(eq(events.id, c.kitchen.id));
    catalogueChanged(c.t.app);
  });
  afterAll(() => c.close());

  const send = (method: Method, url: string, payload?: object, lang = 'de-DE') => c.call(method, `${url}?lang=${lang}`, c.staff, payload);
  const change = (registrationId: number, itemId: number, payload: object, lang = 'de-DE') => send('PUT', `/be/registration/${registrationId}/medium/${itemId}`, payload, lang);
  const mediumOf = (answer: { json: () => { media: Medium[] } }, id: number) => answer.json().media.find((medium) => medium.id === id)!;
  const entries = (registrationId: number) =>
    c.db.select().from(auditLog).where(and(eq(auditLog.entity, 'registration'), eq(auditLog.entityId, String(registrationId)))).orderBy(desc(auditLog.id));
  const stockTaken = async () => (await c.db.select({ ordered: mediaItems.ordered }).from(mediaItems).where(eq(mediaItems.id, c.items.staffOnly.id)))[0]!.ordered;

  it('orders a medium for the exhibitor after the print deadline at a deviating price, seen in its orders, stock taken', async () => {
    const { id, contact } = await buildRegistration(c.t.app, { event: c.kitchen });
    const taken = await stockTaken();
    const ordered = await change(id, c.items.staffOnly.id, { amount: 2, price: 150, reason: 'Messeaktion' });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(mediumOf(ordered, c.items.staffOnly.id)).toMatchObject({ ordered: 2, billed: 0, sum: 300 });
    expect(await stockTaken()).toBe(taken + 2);
    const [order] = await c.db.select().from(orders).where(eq(orders.registrationId, id));
    expect(order).toMatchObject({ type: 'media', comment: 'Messeaktion', netCents: 30_000 });
    expect(await entries(id)).toHaveLength(1);
    const [mail] = await c.db.select().from(outboxMails).where(and(eq(outboxMails.recipient, contact.email), eq(outboxMails.kind, 'booked_media_changed')));
    expect(mail!.text.replaceAll('\u00a0', ' ')).toContain('Top-Eintrag in der Ausstellersuche | nicht gebucht | 2 Stück, 150,00 € je, Messeaktion');

    const exhibitor = await c.exhibitorLogin(contact.email);
    const portal = await c.call('GET', `/fe/rest/registration/${id}?lang=de-DE`, exhibitor);
    expect(JSON.stringify(portal.json())).toContain('Top-Eintrag in der Ausstellersuche');

    // Lowered to one piece: the other goes back to stock, the order is totalled again.
    const lowered = await change(id, c.items.staffOnly.id, { amount: 1 });
    expect(mediumOf(lowered, c.items.staffOnly.id)).toMatchObject({ ordered: 1, sum: 150 });
    expect(await stockTaken()).toBe(taken + 1);
    expect((await c.db.select().from(orders).where(eq(orders.id, order!.id)))[0]).toMatchObject({ netCents: 15_000 });
    // Removed: the emptied order is cancelled.
    await change(id, c.items.staffOnly.id, { amount: 0 });
    expect((await c.db.select().from(orders).where(eq(orders.id, order!.id)))[0]!.status).toBe('canceled');
    expect(await stockTaken()).toBe(taken);
    expect((await entries(id)).map((entry) => entry.action)).toEqual(['delete', 'update', 'create']);
  });

  it('after invoicing, a reduction is a proposed credit note on the invoice that billed it', async () => {
    const { id } = await buildRegistration(c.t.app, { event: c.kitchen });
    await change(id, c.items.staffOnly.id, { amount: 3 });
    const issued = await send('POST', `/be/registration/${id}/invoices`, { billingNumber: 'none' });
    expect(issued.statusCode, issued.body).toBe(200);
    const invoice = issued.json().documents.find((document: { type: string }) => document.type === 'invoice');
    const lowered = await change(id, c.items.staffOnly.id, { amount: 1 });
    expect(mediumOf(lowered, c.items.staffOnly.id)).toMatchObject({ ordered: 1, billed: 3 });
    expect(lowered.json().proposedCredits).toEqual([
      { kind: 'medium', itemId: c.items.staffOnly.id, title: 'Top-Eintrag in der Ausstellersuche', invoiceId: invoice.id, invoiceNumber: invoice.number, amount: 2, net: 380 },
    ]);
    expect((await send('GET', `/be/registration/${id}/invoicing`)).json().uninvoiced).toEqual([]);
    // A raise afterwards is a new order, open to invoice.
    await change(id, c.items.staffOnly.id, { amount: 2 });
    expect((await send('GET', `/be/registration/${id}/invoicing`)).json().uninvoiced).toEqual(expect.arrayContaining([expect.objectContaining({ billingNumber: 'none', net: 190 })]));
  });

  it('refuses more than the stock, a medium of another event, bad amounts and prices, a cancelled registration', async () => {
    const { id } = await buildRegistration(c.t.app, { event: c.kitchen });
    const short = await change(id, c.items.logo.id, { amount: 99 }, 'en-US');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0].property).toBe(`media_${c.items.logo.id}`);
    const foreign = await change(id, c.items.logoFireplace.id, { amount: 1 }, 'en-US');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errors).toEqual([{ property: 'itemId', message: 'This advertising medium does not exist for this event.' }]);
    for (const payload of [{ amount: -1 }, { amount: 1.5 }, { amount: 1e9 }, { amount: 1, price: 2_000_000, reason: 'x' }, { amount: 1, price: 10 }]) {
      expect((await change(id, c.items.logo.id, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    await send('POST', `/be/registration/${id}/cancel`, { reason: 'Abgesagt' });
    expect((await change(id, c.items.logo.id, { amount: 1 })).statusCode).toBe(409);
    expect(await entries(id)).toHaveLength(1);
    expect(await c.db.select().from(orders).where(eq(orders.registrationId, id))).toEqual([]);
  });
});
