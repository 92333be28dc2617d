import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema.ts';
import { buildContact, buildStaff, type BuiltContact, type BuiltStaff } from '../../../test/factories/index.ts';
import { createTestApp, engines, loginAs, type TestApp } from '../../../test/test-app.ts';

describe.each(engines)('login and sessions (%s)', (engine) => {
  let t: TestApp;
  /** The main contact of a company, its technician, a contact of another company, and a staff account. */
  let main: BuiltContact;
  let technician: BuiltContact;
  let other: BuiltContact;
  let staff: BuiltStaff;
  beforeAll(async () => {
    t = await createTestApp(engine, { loginLimitPerAccount: 5 });
    main = await buildContact(t.app, { isMainContact: true, firstName: 'Anna', name: 'Beispiel', email: 'anna.beispiel@login-test.example' });
    technician = await buildContact(t.app, { companyId: main.companyId });
    other = await buildContact(t.app, { isMainContact: true });
    staff = await buildStaff(t.app);
  });
  afterAll(() => t.close());

  const login = (payload: unknown, lang = 'de-DE', area = 'fe') =>
    t.app.inject({ method: 'POST', url: `/${area}/login_check?lang=${lang}`, payload: payload as object });

  it('logs an exhibitor in with a token and its userinfo, whatever the case of the address', async () => {
    const response = await login({ username: 'Anna.Beispiel@Login-Test.example', password: main.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(body.userinfo).toMatchObject({ isMainContact: true, name: 'Anna Beispiel' });
    expect(body.userinfo.roles).toContain('main_contact');
    expect(body.userinfo.companyId).toBe(main.companyId);
  });

  it('refuses a wrong password and an unknown user with the same translated message', async () => {
    for (const [lang, text] of [
      ['de-DE', 'Benutzername oder Passwort ungültig.'],
      ['en-US', 'Username or password invalid.'],
    ]) {
      const wrong = await login({ username: technician.email, password: 'nope' }, lang);
      const unknown = await login({ username: 'nobody@example.com', password: technician.password }, lang);
      for (const response of [wrong, unknown]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ success: false, errors: [{ property: 'password', message: text }] });
      }
    }
  });

  it('answers bad input with per-field errors, never a 500', async () => {
    const empty = await login({ username: '', password: 5 }, 'en-US');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([
      { property: 'username', message: 'This field must be filled in.' },
      { property: 'password', message: 'This value has the wrong format.' },
    ]);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/fe/login_check?lang=de-DE',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      success: false,
      errors: [{ property: 'body', message: 'Die Anfrage konnte nicht gelesen werden (ungültiges JSON).' }],
    });
    const huge = await login({ username: 'x'.repeat(1_100_000), password: 'y' });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().success).toBe(false);
  });

  it('slows guessing down per account with a translated 429', async () => {
    const attempt = () => login({ username: other.email, password: 'guess' }, 'en-US');
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await attempt()).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const blocked = await attempt();
    expect(blocked.json().errors[0].message).toMatch(/^Too many attempts\. Please try again in \d+ minutes\.$/);
    // Even the right password waits now; another account from the same address is not blocked.
    expect((await login({ username: other.email, password: other.password })).statusCode).toBe(429);
    expect((await login({ username: main.email, password: main.password })).statusCode).toBe(200);
  });

  it('counts only failures per account, so frequent logins are never blocked', async () => {
    for (let i = 0; i < 7; i++) {
      expect((await login({ username: technician.email, password: technician.password })).statusCode).toBe(200);
    }
  });

  it('ends the session on logout', async () => {
    const headers = await loginAs(t.app, main.email, 'fe', main.password);
    expect((await t.app.inject({ method: 'GET', url: '/fe/company', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/fe/logout', headers })).json()).toEqual({ success: true });
    expect((await t.app.inject({ method: 'GET', url: '/fe/company', headers })).statusCode).toBe(401);
  });

  it('refuses expired sessions', async () => {
    const headers = await loginAs(t.app, technician.email, 'fe', technician.password);
    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    const response = await t.app.inject({ method: 'GET', url: '/fe/company?lang=en-US', headers });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0].message).toBe('Please log in. Your session has expired or is invalid.');
  });

  it('keeps staff and exhibitor areas apart', async () => {
    const staffHeaders = await loginAs(t.app, staff.email, 'be', staff.password);
    const exhibitor = await loginAs(t.app, main.email, 'fe', main.password);
    expect((await t.app.inject({ method: 'POST', url: '/be/logout' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/be/logout', headers: exhibitor })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/fe/globaldata', headers: staffHeaders })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/be/logout', headers: staffHeaders })).statusCode).toBe(200);
    // An exhibitor's password does not open the back office.
    expect((await login({ username: main.email, password: main.password }, 'de-DE', 'be')).statusCode).toBe(401);
  });

  it('answers 401 to every protected call without a valid token, before reading the body', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-a-real-token-but-long-enough' }, { authorization: 'Basic abc' }]) {
      expect((await t.app.inject({ method: 'GET', url: '/fe/globaldata', headers })).statusCode).toBe(401);
    }
    const response = await t.app.inject({
      method: 'POST',
      url: '/fe/logout',
      headers: { 'content-type': 'application/json' },
      payload: '{broken',
    });
    expect(response.statusCode).toBe(401);
  });
});
