import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, events, mediaItems, offers, orderBookValues, orderPositions, orders, outboxMails, registrations } from '../../platform/db/schema.ts';
import { engines } from '../../../test/test-app.ts';
import { openBackofficeContext, type BackofficeContext } from '../../../test/staff-context.ts';

describe.each(engines)('ordering additions to an existing registration (%s)', (engine) => {
  let c: BackofficeContext;
  let technician: Record<string, string>;
  /** The exhibitor's second contact: not its main contact. */
  let TECHNICIAN: string;
  beforeAll(async () => {
    c = await openBackofficeContext(engine);
    TECHNICIAN = c.demo.technicianEmail;
    technician = await c.exhibitorLogin(TECHNICIAN);
  });
  afterAll(() => c.close());

  /** Staff offer media and services for the exhibitor's registration at the kitchen fair (be_registration). */
  const additionOffer = async (content: { medias?: object[]; orderBooks?: object[] }) => {
    const payload = { ...c.configuration({ stand: {}, medias: [], orderBooks: [], ...content }), mode: 'be_registration', registrationId: c.demo.registrationId };
    const response = await c.save(payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().offer as { id: number; uuid: string };
  };
  const consents = { agb: true, cancellationPolicy: true };
  const order = (uuid: string, headers: Record<string, string>, url = '/fe/order?lang=en-US', extra: Record<string, string> = {}, accepted = consents) =>
    c.t.app.inject({ method: 'POST', url, headers: { ...headers, ...extra }, payload: { eventId: c.kitchen.id, uuid, ...accepted, comment: 'Bitte bis Messebeginn' } });
  const stock = async (id: number) => (await c.db.select().from(mediaItems).where(eq(mediaItems.id, id)))[0]!.ordered;
  const setDeadlines = async (values: Partial<typeof events.$inferInsert>) => {
    await c.db.update(events).set(values).where(eq(events.id, c.kitchen.id));
    c.t.app.eventCatalog.invalidate();
  };

  it('adds a staff-only medium at its deviating price and a hidden service to the registration, confirmed and locked', async () => {
    const offer = await additionOffer({
      medias: [{ id: c.items.staffOnly.id, amount: 2, price: 250 }],
      orderBooks: [{ id: c.items.handlingFee.id, amount: 1 }],
    });
    const registrationsBefore = await c.db.select().from(registrations).where(eq(registrations.companyId, c.demo.companyId));
    const orderedBefore = await stock(c.items.staffOnly.id);

    // Any contact of the company may order additions; the main-contact rule is for registering.
    const key = { 'idempotency-key': 'a7e0c1d2-0000-4000-8000-000000000001' };
    const response = await order(offer.uuid, technician, '/fe/order?lang=en-US', key);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, type: 'offer', isConfirmed: true, registrationId: c.demo.registrationId, email: TECHNICIAN });
    expect((await order(offer.uuid, technician, '/fe/order?lang=en-US', key)).json()).toEqual(response.json());

    // No new registration; the order belongs to the existing one, without stand lines.
    expect(await c.db.select().from(registrations).where(eq(registrations.companyId, c.demo.companyId))).toEqual(registrationsBefore);
    const [stored, ...more] = await c.db.select().from(orders).where(eq(orders.offerId, offer.id));
    expect(more).toEqual([]);
    expect(stored).toMatchObject({ registrationId: c.demo.registrationId, companyId: c.demo.companyId, type: 'offer', comment: 'Bitte bis Messebeginn' });
    const positions = await c.db.select().from(orderPositions).where(eq(orderPositions.orderId, stored!.id)).orderBy(orderPositions.sort);
    expect(positions.map((p) => [p.kind, p.itemId, Number(p.amount), p.priceSingle, p.sum, p.isDeviating])).toEqual([
      ['media', c.items.staffOnly.id, 2, 25_000, 50_000, true],
      ['service', c.items.handlingFee.id, 1, c.items.handlingFee.price, c.items.handlingFee.price, false],
    ]);
    expect(stored!.netCents).toBe(50_000 + c.items.handlingFee.price);

    expect(await stock(c.items.staffOnly.id)).toBe(orderedBefore + 2);
    const [confirmation] = await c.db.select().from(documents).where(eq(documents.orderId, stored!.id));
    expect(confirmation).toMatchObject({ type: 'confirmation', status: 'open', registrationId: c.demo.registrationId, netCents: stored!.netCents });
    const mails = await c.db.select().from(outboxMails).where(and(eq(outboxMails.recipient, TECHNICIAN), eq(outboxMails.kind, 'order_summary')));
    expect(mails).toHaveLength(1);
    // The booklet stays the exhibitor's own list: the ordered service is an order of its own.
    const booklet = await c.db.select().from(orderBookValues).where(eq(orderBookValues.registrationId, c.demo.registrationId));
    expect(booklet.map((value) => value.orderBookItemId)).not.toContain(c.items.handlingFee.id);

    const [locked] = await c.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(locked).toMatchObject({ state: 3, orderedAt: expect.any(Date) });
    const again = await order(offer.uuid, technician);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0]).toEqual({ property: 'uuid', message: 'This offer can no longer be changed.' });
  });

  it('is ordered only by a logged-in contact of that company', async () => {
    const offer = await additionOffer({ medias: [{ id: c.items.logo.id, amount: 1 }] });
    const other = await order(offer.uuid, await c.exhibitorLogin(c.other.email));
    expect(other.statusCode).toBe(403);
    expect(other.json().errors).toEqual([{ property: 'uuid', message: 'This offer belongs to another company.' }]);
    const anonymous = await order(offer.uuid, {}, '/pub/order?lang=en-US');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().errors).toEqual([
      { property: 'uuid', message: 'This offer was made for a registered company. Please log in as one of its contacts to order it.' },
    ]);
    expect((await c.db.select().from(offers).where(eq(offers.id, offer.id)))[0]!.orderedAt).toBeNull();
  });

  it('needs the cancellation policy accepted like the terms, and changes nothing without it', async () => {
    const offer = await additionOffer({ medias: [{ id: c.items.logo.id, amount: 1 }] });
    const orderedBefore = await stock(c.items.logo.id);
    const refused = await order(offer.uuid, c.exhibitor, '/fe/order?lang=de-DE', {}, { agb: true, cancellationPolicy: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { property: 'cancellationPolicy', message: 'Bitte akzeptieren Sie die Stornobedingungen, um verbindlich zu bestellen.' },
    ]);
    expect(await stock(c.items.logo.id)).toBe(orderedBefore);
    expect((await c.db.select().from(offers).where(eq(offers.id, offer.id)))[0]!.orderedAt).toBeNull();
  });

  it('follows the print deadline for media and the tech deadline for services, not the registration deadline', async () => {
    const media = await additionOffer({ medias: [{ id: c.items.staffOnly.id, amount: 1 }] });
    const services = await additionOffer({ orderBooks: [{ id: c.items.carpet.id, amount: 48 }] });
    const orderedBefore = await stock(c.items.staffOnly.id);
    const past = new Date(Date.now() - 1000);
    await setDeadlines({ registrationEndsAt: past, printEndsAt: past });

    const refused = await order(media.uuid, c.exhibitor);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].message).toBe('The print deadline has passed: advertising media can no longer be ordered for this event.');
    expect(await stock(c.items.staffOnly.id)).toBe(orderedBefore);
    expect((await order(services.uuid, c.exhibitor)).statusCode).toBe(200);

    await setDeadlines({ techEndsAt: past });
    const late = await additionOffer({ orderBooks: [{ id: c.items.carpet.id, amount: 10 }] });
    const closed = await order(late.uuid, c.exhibitor);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().errors[0].message).toBe('The functions are currently not available for this event.');
  });

  it('refuses an offer with nothing to order', async () => {
    const empty = await additionOffer({});
    const response = await order(empty.uuid, c.exhibitor);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ property: 'medias', message: 'This offer contains no advertising media or services that can be ordered.' }]);
  });
});
