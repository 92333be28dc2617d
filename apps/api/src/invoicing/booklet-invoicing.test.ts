import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../test/test-app.ts';
import { openBackofficeContext, type BackofficeContext } from '../../test/staff-context.ts';

describe.each(engines)('invoicing the order booklet’s bookings (%s)', (engine) => {
  let c: BackofficeContext;
  const registration = () => `/be/registration/${c.demo.registrationId}`;
  const technology = async () =>
    (await c.call('GET', `${registration()}/invoicing`)).json().uninvoiced.find((entry: { billingNumber: string }) => entry.billingNumber === 'technology');
  /** The exhibitor's booklet: its mandatory cleaning booked at this total (its binding orders may hold part of it). */
  const book = (amount: number) =>
    c.call('POST', `/fe/rest/orderbook/${c.demo.registrationId}?tab=0&sendMail=0`, c.exhibitor, { orderBooks: [{ id: c.items.cleaning.id, amount }] });
  const cleaningLine = async (documentId: number) =>
    (await c.call('GET', `/be/document/${documentId}`)).json().lines.find((line: { description: string }) => line.description === c.items.cleaning.titleDe);

  beforeAll(async () => {
    c = await openBackofficeContext(engine);
  });
  afterAll(() => c.close());

  it('invoices the booked services with the technology, then only what is booked beyond, and all again once cancelled', async () => {
    expect((await book(60)).statusCode).toBe(200);
    const before = await technology();
    expect(before.positions).toBeGreaterThan(0);

    const issued = await c.call('POST', `${registration()}/invoices`, c.staff, { billingNumber: 'technology' });
    expect(issued.statusCode, issued.body).toBe(200);
    const invoice = issued.json().documents.find((entry: { billingNumber: string }) => entry.billingNumber === 'technology');
    expect(invoice.net).toBe(before.net);
    const billed = await cleaningLine(invoice.id);
    expect(billed.amount).toBeGreaterThan(0);
    expect(await technology()).toBeUndefined();

    // Ten more m² booked afterwards: those ten are left to invoice, at the price of the line billed.
    expect((await book(70)).statusCode).toBe(200);
    expect(await technology()).toEqual({ billingNumber: 'technology', label: 'Technik', positions: 1, net: Math.round(10 * billed.priceSingle * 100) / 100, afterFinal: null });
    const more = await c.call('POST', `${registration()}/invoices`, c.staff, { billingNumber: 'technology' });
    const second = more.json().documents.filter((entry: { billingNumber: string }) => entry.billingNumber === 'technology').at(-1);
    expect((await cleaningLine(second.id)).amount).toBe(10);

    // A booking lowered after its invoice leaves nothing to invoice (a credit note corrects it) …
    expect((await book(60)).statusCode).toBe(200);
    expect(await technology()).toBeUndefined();
    // … and a cancelled invoice gives its part of the booking back to be invoiced.
    expect((await c.call('POST', `/be/document/${second.id}/cancel`, c.staff, { reason: 'Falsche Menge' })).statusCode).toBe(200);
    expect((await c.call('POST', `/be/document/${invoice.id}/cancel`, c.staff, { reason: 'Falsche Menge' })).statusCode).toBe(200);
    expect((await technology()).net).toBe(before.net);
  });
});
