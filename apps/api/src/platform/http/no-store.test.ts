import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContact, buildEvent, buildStaff, type BuiltContact, type BuiltStaff } from '../../../test/factories/index.ts';
import { createTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';

describe('answers that belong to someone', () => {
  let t: TestApp;
  let contact: BuiltContact;
  let staffAccount: BuiltStaff;
  let eventId: number;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    contact = await buildContact(t.app, { isMainContact: true });
    staffAccount = await buildStaff(t.app);
    eventId = (await buildEvent(t.app)).id;
  });
  afterAll(() => t.close());

  it('are never stored by a browser or proxy: login, the portal, the back office', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/fe/login_check', payload: { username: contact.email, password: contact.password } });
    expect(login.headers['cache-control']).toBe('no-store');
    const exhibitor = { authorization: `Bearer ${login.json().token}` };
    expect((await t.app.inject({ url: '/fe/globaldata', headers: exhibitor })).headers['cache-control']).toBe('no-store');
    const staff = await loginAs(t.app, staffAccount.email, 'be', staffAccount.password);
    expect((await t.app.inject({ url: '/be/outbox', headers: staff })).headers['cache-control']).toBe('no-store');
    // Refusals too: an error can name what it refused.
    expect((await t.app.inject({ url: '/fe/globaldata' })).headers['cache-control']).toBe('no-store');
  });

  it('leave public reads their own caching', async () => {
    const event = await t.app.inject({ url: `/pub/event/${eventId}` });
    expect(event.statusCode).toBe(200);
    expect(event.headers['cache-control']).not.toBe('no-store');
  });
});
