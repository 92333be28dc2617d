import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';

describe('answers that belong to someone', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('are never stored by a browser or proxy: login, the portal, the back office', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/fe/login_check', payload: { username: 'demo@messeportal.example', password: 'demo2027' } });
    expect(login.headers['cache-control']).toBe('no-store');
    const exhibitor = { authorization: `Bearer ${login.json().token}` };
    expect((await t.app.inject({ url: '/fe/globaldata', headers: exhibitor })).headers['cache-control']).toBe('no-store');
    const staff = await loginAs(t.app, 'be@messeportal.example', 'be');
    expect((await t.app.inject({ url: '/be/outbox', headers: staff })).headers['cache-control']).toBe('no-store');
    // Refusals too: an error can name what it refused.
    expect((await t.app.inject({ url: '/fe/globaldata' })).headers['cache-control']).toBe('no-store');
  });

  it('leave public reads their own caching', async () => {
    expect((await t.app.inject({ url: '/pub/event/1' })).headers['cache-control']).not.toBe('no-store');
  });
});
