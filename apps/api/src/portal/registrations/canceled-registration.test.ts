import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../../test/test-app.ts';
import { openBackofficeContext, type BackofficeContext } from '../../../test/staff-context.ts';

/**
 * A registration the organiser cancelled, as its exhibitor sees it (issue 28, every state shown as it is): the
 * portal's data says so, its orders say they are cancelled, its booklet is only shown, and the back office's
 * figures no longer count it.
 */
describe.each(engines)('a cancelled registration in the portal (%s)', (engine) => {
  let c: BackofficeContext;
  beforeAll(async () => {
    c = await openBackofficeContext(engine);
  });
  afterAll(() => c.close());

  const portal = async (url: string) => {
    const response = await c.call('GET', url, c.exhibitor);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('carries the cancellation in the global data, the order states on the registration page, and a booklet no longer editable', async () => {
    const id = c.demo.registrationId;
    const before = await portal('/fe/globaldata?lang=de-DE');
    expect(before.registrations.find((r: { id: number }) => r.id === id)).toMatchObject({ canceledAt: null, isConfirmed: true });
    expect((await portal(`/fe/rest/registration/${id}?lang=de-DE`)).registration.orders.map((o: { status: string }) => o.status)).toEqual(['confirmed']);
    expect((await portal(`/fe/rest/orderbook/${id}?lang=de-DE`)).isEditable).toBe(true);

    const canceled = await c.call('POST', `/be/registration/${id}/cancel?lang=de-DE`, c.staff, { reason: 'Firma aufgelöst', cancelInvoices: false });
    expect(canceled.statusCode, canceled.body).toBe(200);

    const after = await portal('/fe/globaldata?lang=de-DE');
    const registration = after.registrations.find((r: { id: number }) => r.id === id);
    expect(registration.canceledAt).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/));
    expect((await portal(`/fe/rest/registration/${id}?lang=de-DE`)).registration.orders.map((o: { status: string }) => o.status)).toEqual(['canceled']);
    expect((await portal(`/fe/rest/orderbook/${id}?lang=de-DE`)).isEditable).toBe(false);
  });

  it('counts it no more in the back office’s event figures: no registration, no stand area, no ordered net', async () => {
    const { events } = (await c.call('GET', '/be/events?lang=de-DE')).json();
    expect(events.find((event: { id: number }) => event.id === c.kitchen.id)).toMatchObject({ registrationCount: 0, unconfirmedCount: 0, standArea: 0, orderedNetCents: 0 });
  });
});
