import { createTestApp, loginAs, type Engine } from './test-app.ts';

/**
 * Tests of the booklet: a fresh demo database, the demo exhibitor logged in, its kitchen-fair registration and
 * the booklet's mandatory service (the stand cleaning) as the portal reads them.
 */
export async function openDemoBooklet(engine: Engine) {
  const t = await createTestApp(engine);
  const demo = await loginAs(t.app, 'demo@messeportal.example');
  const registrationId: number = (await t.app.inject({ url: '/fe/globaldata', headers: demo })).json().registrations[0].id;
  const { orderBooks } = (await t.app.inject({ url: `/fe/rest/orderbook/${registrationId}`, headers: demo })).json();
  const cleaningId: number = orderBooks.find((i: { isMandatory: boolean; tab: number }) => i.isMandatory && i.tab === 0).id;
  return { t, demo, registrationId, cleaningId };
}
