import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBookletItem, buildEvent, buildOrder, buildRegistration, type BuiltRegistration } from '../../../test/factories/index.ts';
import { createTestApp, engines, loginAs, type TestApp } from '../../../test/test-app.ts';

/**
 * What the portal's dashboard counts as done for each registration (issue 28): media and services of orders the
 * organiser did not cancel, and the booklet's mandatory confirmations still to give.
 */
describe.each(engines)('the progress the dashboard counts (%s)', (engine) => {
  let t: TestApp;
  let registration: BuiltRegistration;
  let consentId: number;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    const event = await buildEvent(t.app);
    consentId = (await buildBookletItem(t.app, event.id, { itemType: 5, tab: 3, isMandatory: true, titleDe: 'Brandschutzordnung gelesen', titleEn: 'Fire safety rules read' })).id;
    await buildBookletItem(t.app, event.id, { itemType: 5, tab: 3, isMandatory: false });
    registration = await buildRegistration(t.app, { event });
    headers = await loginAs(t.app, registration.contact.email, 'fe', registration.contact.password);
  });
  afterAll(() => t.close());

  const progress = async () => {
    const { registrations } = (await t.app.inject({ url: '/fe/globaldata?lang=de-DE', headers })).json();
    return registrations.find((entry: { id: number }) => entry.id === registration.id);
  };

  it('warns of the consents not given yet when the services are saved, not only the confirmations tab', async () => {
    const saved = await t.app.inject({ method: 'POST', url: `/fe/rest/orderbook/${registration.id}?tab=0&sendMail=0&lang=en-US`, headers, payload: { orderBooks: [] } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().warnings).toEqual([{ property: `orderbook_${consentId}`, message: expect.any(String) }]);
  });

  it('counts the mandatory confirmations still to give, until they are given', async () => {
    expect(await progress()).toMatchObject({ confirmationsRequired: 1, confirmationsOpen: 1 });
    const saved = await t.app.inject({
      method: 'POST',
      url: `/fe/rest/orderbook/${registration.id}?tab=3&sendMail=0`,
      headers,
      payload: { orderBooks: [{ id: consentId, checked: true }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await progress()).toMatchObject({ confirmationsRequired: 1, confirmationsOpen: 0 });
  });

  it('does not count the media of an order the organiser cancelled as ordered', async () => {
    const owner = { ...registration, contactId: registration.contact.id };
    await buildOrder(t.app, owner, { positions: [{ kind: 'media', description: 'Logo im Hallenplan', amount: 2, priceSingle: 6_000 }] });
    expect((await progress()).mediaOrdered).toBe(2);
    await buildOrder(t.app, owner, { status: 'canceled', positions: [{ kind: 'media', description: 'Banner', amount: 3, priceSingle: 6_000 }] });
    expect((await progress()).mediaOrdered).toBe(2);
  });
});
