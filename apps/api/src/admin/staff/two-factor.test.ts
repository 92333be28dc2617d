import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStaff, STAFF_PASSWORD } from '../../../test/factories/index.ts';
import { createTestApp, engines, loginAs, type TestApp } from '../../../test/test-app.ts';

type Headers = Record<string, string>;

/**
 * The authenticator app's code for the secret, `steps` 30-second steps after `from` (now): the server takes the
 * codes of a step either side of its own, so a test counting steps from one moment holds across a step's end.
 */
const codeOf = (secret: string, steps = 0, from = Date.now()) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: from + steps * 30_000 });

describe.each(engines)('two-factor login for staff (%s)', (engine) => {
  let t: TestApp;
  let admin: Headers;
  beforeAll(async () => {
    t = await createTestApp(engine, { loginLimitPerAccount: 4 });
    admin = await loginAs(t.app, (await buildStaff(t.app, { role: 'admin' })).email, 'be', STAFF_PASSWORD);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, headers: Headers = {}) => t.app.inject({ method: 'POST', url, headers, payload });
  const passwordStep = async (email: string) => {
    const response = await post('/be/login_check?lang=en-US', { username: email, password: STAFF_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { token?: string; secondStep?: 'code' | 'setup'; challenge?: string };
  };
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  /** A staff member who set up an authenticator from their account: their session, secret and recovery codes. */
  async function withSecondFactor(role: 'admin' | 'sales' = 'sales') {
    const staff = await buildStaff(t.app, { role });
    const session = await loginAs(t.app, staff.email, 'be', STAFF_PASSWORD);
    const setup = await post('/be/two_factor/setup', {}, session);
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret, uri } = setup.json() as { secret: string; uri: string };
    expect(uri).toMatch(new RegExp(`^otpauth://totp/.+${encodeURIComponent(staff.email).replace('.', '\\.')}\\?.*secret=${secret}`));
    const wrong = await post('/be/two_factor/enable?lang=en-US', { code: '12345' }, session);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].property).toBe('code');
    const confirmedAt = Date.now();
    const enabled = await post('/be/two_factor/enable', { code: codeOf(secret, 0, confirmedAt) }, session);
    expect(enabled.statusCode, enabled.body).toBe(200);
    const { recoveryCodes } = enabled.json() as { recoveryCodes: string[] };
    return { staff, session, secret, recoveryCodes, confirmedAt };
  }

  it('sets up an authenticator, then asks its code after the password; a code works once', async () => {
    const { staff, session, secret, recoveryCodes, confirmedAt } = await withSecondFactor();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await t.app.inject({ method: 'GET', url: '/be/two_factor', headers: session })).json()).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });

    const step = await passwordStep(staff.email);
    expect(step.token).toBeUndefined();
    expect(step.secondStep).toBe('code');
    // The code that confirmed the secret is used: the next step's is asked.
    const reused = await post('/be/login_code?lang=en-US', { challenge: step.challenge, code: codeOf(secret, 0, confirmedAt) });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().errors).toEqual([{ property: 'code', message: 'The code is wrong or has been used already. Enter the current code of your authenticator app or an unused recovery code.' }]);
    const next = codeOf(secret, 1, confirmedAt);
    const loggedIn = await post('/be/login_code', { challenge: step.challenge, code: next.replace(/(\d{3})/, '$1 ') });
    expect(loggedIn.statusCode, loggedIn.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/be/me', headers: bearer(loggedIn.json().token) })).statusCode).toBe(200);
    // The challenge is gone with its login, and the same code in another login is refused too.
    const again = await post('/be/login_code?lang=de-DE', { challenge: step.challenge, code: next });
    expect(again.json().errors).toEqual([{ property: 'code', message: 'Die Anmeldung ist abgelaufen. Bitte melden Sie sich erneut mit E-Mail-Adresse und Passwort an.' }]);
    const other = await passwordStep(staff.email);
    expect((await post('/be/login_code', { challenge: other.challenge, code: next })).statusCode).toBe(401);
  });

  it('takes each recovery code once, in any case and without its dash', async () => {
    const { staff, session, recoveryCodes } = await withSecondFactor();
    const [first] = recoveryCodes;
    const step = await passwordStep(staff.email);
    expect((await post('/be/login_code', { challenge: step.challenge, code: first!.toUpperCase().replace('-', '') })).statusCode).toBe(200);
    const later = await passwordStep(staff.email);
    expect((await post('/be/login_code', { challenge: later.challenge, code: first })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/be/two_factor', headers: session })).json().recoveryCodesLeft).toBe(9);
  });

  it('locks the account after too many wrong codes, as wrong passwords do', async () => {
    const { staff, secret, confirmedAt } = await withSecondFactor();
    const step = await passwordStep(staff.email);
    for (let i = 0; i < 4; i++) expect((await post('/be/login_code', { challenge: step.challenge, code: '000000' })).statusCode).toBe(401);
    const locked = await post('/be/login_code?lang=en-US', { challenge: step.challenge, code: codeOf(secret, 1, confirmedAt) });
    expect(locked.statusCode).toBe(429);
    expect((await post('/be/login_check', { username: staff.email, password: STAFF_PASSWORD })).statusCode).toBe(429);
  });

  it('makes new recovery codes with a code, and switches off only with the password', async () => {
    const { session, secret, recoveryCodes, confirmedAt } = await withSecondFactor();
    expect((await post('/be/two_factor/recovery_codes', { code: '000000' }, session)).statusCode).toBe(400);
    const renewed = await post('/be/two_factor/recovery_codes', { code: codeOf(secret, 1, confirmedAt) }, session);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().recoveryCodes).not.toContain(recoveryCodes[0]);
    const wrongPassword = await post('/be/two_factor/disable?lang=en-US', { password: 'not the password' }, session);
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().errors[0].property).toBe('password');
    const off = await post('/be/two_factor/disable', { password: STAFF_PASSWORD }, session);
    expect(off.json()).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });
    expect((await post('/be/two_factor/disable?lang=en-US', { password: STAFF_PASSWORD }, session)).json().errors[0].message).toBe('Two-step login is not on.');
  });

  it('makes those the organiser requires it of set it up at their next login, and ends their sessions when it is switched on', async () => {
    const sales = await buildStaff(t.app, { role: 'sales' });
    const salesSession = await loginAs(t.app, sales.email, 'be', STAFF_PASSWORD);
    const { settings } = (await t.app.inject({ method: 'GET', url: '/be/admin/settings', headers: admin })).json();
    const saved = await t.app.inject({ method: 'PUT', url: '/be/admin/settings', headers: admin, payload: { ...settings, twoFactorRequired: 'all' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().settings.twoFactorRequired).toBe('all');
    // The admin who saved it has no second factor either: their session ends like everyone's without one.
    expect((await t.app.inject({ method: 'GET', url: '/be/me', headers: salesSession })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/be/me', headers: admin })).statusCode).toBe(401);

    const step = await passwordStep(sales.email);
    expect(step.secondStep).toBe('setup');
    const setup = await post('/be/login_setup', { challenge: step.challenge });
    const { secret } = setup.json() as { secret: string };
    expect((await post('/be/login_setup/confirm', { challenge: step.challenge, code: '000000' })).statusCode).toBe(401);
    const confirmed = await post('/be/login_setup/confirm', { challenge: step.challenge, code: codeOf(secret) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().recoveryCodes).toHaveLength(10);
    const session = bearer(confirmed.json().token);
    const state = (await t.app.inject({ method: 'GET', url: '/be/two_factor?lang=en-US', headers: session })).json();
    expect(state).toEqual({ enabled: true, required: true, recoveryCodesLeft: 10 });
    const refused = await post('/be/two_factor/disable?lang=en-US', { password: STAFF_PASSWORD }, session);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].message).toBe('The organiser requires two-step login for your account: it cannot be switched off.');
    // Next time the code is asked.
    expect((await passwordStep(sales.email)).secondStep).toBe('code');

    // Back to nobody, set by an admin who sets up a second factor on the way in.
    const adminStep = await passwordStep((await buildStaff(t.app, { role: 'admin' })).email);
    const adminSecret = (await post('/be/login_setup', { challenge: adminStep.challenge })).json().secret as string;
    admin = bearer((await post('/be/login_setup/confirm', { challenge: adminStep.challenge, code: codeOf(adminSecret) })).json().token);
    const current = (await t.app.inject({ method: 'GET', url: '/be/admin/settings', headers: admin })).json().settings;
    expect((await t.app.inject({ method: 'PUT', url: '/be/admin/settings', headers: admin, payload: { ...current, twoFactorRequired: 'none' } })).statusCode).toBe(200);
  });

  it('refuses an unknown challenge, a setup for a code login, and codes of the wrong form', async () => {
    const unknown = await post('/be/login_code?lang=en-US', { challenge: 'x'.repeat(43), code: '123456' });
    expect(unknown.statusCode).toBe(401);
    const { staff } = await withSecondFactor();
    const step = await passwordStep(staff.email);
    expect((await post('/be/login_setup', { challenge: step.challenge })).statusCode).toBe(401);
    const missing = await post('/be/login_code?lang=en-US', { challenge: step.challenge });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].property).toBe('code');
    expect((await post('/be/login_code', { challenge: step.challenge, code: 'x'.repeat(41) })).statusCode).toBe(400);
  });
});
