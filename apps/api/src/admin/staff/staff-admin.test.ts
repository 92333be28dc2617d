import { eq, gt, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outboxMails } from '../../platform/db/schema.ts';
import { engines, loginAs } from '../../../test/test-app.ts';
import { openBackofficeContext, STAFF_PASSWORD, type BackofficeContext } from '../../../test/staff-context.ts';

type Headers = Record<string, string>;

const tokenOf = (link: string) => link.split('/').pop()!;
const errorsOf = (body: { errors: { property: string; message: string }[] }) => Object.fromEntries(body.errors.map((e) => [e.property, e.message]));

describe.each(engines)('staff accounts in the back office (%s)', (engine) => {
  let c: BackofficeContext;
  let admin: Headers;
  beforeAll(async () => {
    c = await openBackofficeContext(engine);
    admin = await c.staffAs('admin', 'chefin@messeportal.example');
  });
  afterAll(() => c.close());

  const invite = (payload: object, headers = admin, lang = 'de-DE') => c.call('POST', `/be/admin/staff?lang=${lang}`, headers, payload);
  const change = (id: number, payload: object, headers = admin) => c.call('PUT', `/be/admin/staff/${id}`, headers, payload);

  it('invites a colleague by mail; the link sets the password once, and the new account logs in with its role', async () => {
    const response = await invite({ email: ' Vera.Verkauf@Messeportal.example ', name: 'Vera Verkauf', role: 'sales', lang: 'en' });
    expect(response.statusCode, response.body).toBe(200);
    const { account, link } = response.json();
    expect(account).toMatchObject({ email: 'vera.verkauf@messeportal.example', name: 'Vera Verkauf', role: 'sales', hasPassword: false, disabledAt: null });
    expect(link).toMatch(/^https:\/\/messe\.example\/#\/be\/set-password\/[\w-]+$/);
    const [mail] = await c.db.select().from(outboxMails).where(eq(outboxMails.recipient, 'vera.verkauf@messeportal.example'));
    expect(mail).toMatchObject({ kind: 'staff_invite', lang: 'en', subject: 'Your access to the back office', link });
    expect(mail!.text).toContain('role: sales');

    const password = { password: 'Verkauf-Passwort-27', passwordRepeat: 'Verkauf-Passwort-27' };
    expect((await c.call('POST', `/be/set_password/${tokenOf(link)}`, {}, password)).statusCode).toBe(200);
    expect((await c.call('POST', `/be/set_password/${tokenOf(link)}`, {}, password)).statusCode).toBe(410);
    const login = await c.call('POST', '/be/login_check', {}, { username: 'vera.verkauf@messeportal.example', password: password.password });
    expect(login.json().userinfo).toMatchObject({ name: 'Vera Verkauf', role: 'sales' });
    const listed = (await c.call('GET', '/be/admin/staff', admin)).json().accounts;
    expect(listed.find((a: { email: string }) => a.email === 'vera.verkauf@messeportal.example')).toMatchObject({ hasPassword: true, role: 'sales' });
  });

  it('refuses a taken address, a bad address or role per field, in the caller language', async () => {
    const taken = await invite({ email: c.admin.email.toUpperCase(), role: 'sales' }, admin, 'en-US');
    expect(taken.statusCode).toBe(409);
    expect(errorsOf(taken.json())).toEqual({ email: 'This e-mail address already belongs to a staff account.' });
    const bad = await invite({ email: 'kein-at', role: 'boss' });
    expect(bad.statusCode).toBe(400);
    expect(errorsOf(bad.json())).toEqual({ email: 'Dies ist keine gültige E-Mail-Adresse.', role: 'Dieser Wert ist nicht zulässig.' });
    expect((await c.call('GET', '/be/admin/staff', admin)).json().accounts.some((a: { email: string }) => a.email === 'kein-at')).toBe(false);
  });

  it('changes a role with effect on the open session at once, and disabling ends the sessions', async () => {
    const headers = await c.staffAs('sales', 'paul@messeportal.example');
    const { id } = (await c.call('GET', '/be/me', headers)).json().account;
    expect((await c.call('GET', '/be/admin/settings', headers)).statusCode).toBe(403);
    expect((await change(id, { role: 'accounting', disabled: false })).json().account.role).toBe('accounting');
    expect((await c.call('GET', '/be/admin/settings', headers)).statusCode).toBe(200);
    expect((await c.call('GET', '/be/me', headers)).json().account.role).toBe('accounting');

    expect((await change(id, { role: 'accounting', disabled: true })).json().account.disabledAt).not.toBeNull();
    expect((await c.call('GET', '/be/me', headers)).statusCode).toBe(401);
    expect((await c.call('POST', '/be/login_check', {}, { username: 'paul@messeportal.example', password: STAFF_PASSWORD })).statusCode).toBe(401);
    expect((await change(id, { role: 'accounting', disabled: false })).json().account.disabledAt).toBeNull();
    expect((await c.call('POST', '/be/login_check', {}, { username: 'paul@messeportal.example', password: STAFF_PASSWORD })).statusCode).toBe(200);
  });

  it('writes one audit entry, in one transaction, for a new role and disabling saved at once', async () => {
    const headers = await c.staffAs('accounting', 'rita@messeportal.example');
    const { id } = (await c.call('GET', '/be/me', headers)).json().account;
    const last = (await c.db.select({ id: max(auditLog.id) }).from(auditLog))[0]?.id ?? 0;
    const changed = await change(id, { role: 'sales', disabled: true });
    expect(changed.json().account).toMatchObject({ role: 'sales', disabledAt: expect.any(String) });
    expect((await c.call('GET', '/be/me', headers)).statusCode).toBe(401);
    const entries = await c.db.select().from(auditLog).where(gt(auditLog.id, last));
    expect(entries).toEqual([
      expect.objectContaining({
        entity: 'staff',
        entityId: String(id),
        action: 'update',
        before: expect.objectContaining({ role: 'accounting', disabledAt: null }),
        after: expect.objectContaining({ role: 'sales', disabledAt: changed.json().account.disabledAt }),
      }),
    ]);
    // The same values again change nothing and write nothing.
    expect((await change(id, { role: 'sales', disabled: true })).statusCode).toBe(200);
    expect(await c.db.select().from(auditLog).where(gt(auditLog.id, last))).toHaveLength(1);
  });

  it('keeps the last active admin: it can be neither demoted nor disabled', async () => {
    const accounts = (await c.call('GET', '/be/admin/staff', admin)).json().accounts as { id: number; email: string; role: string; disabledAt: string | null }[];
    const chefin = accounts.find((a) => a.email === 'chefin@messeportal.example')!;
    // Every other admin becomes sales staff: chefin is the last active admin.
    const others = accounts.filter((a) => a.role === 'admin' && !a.disabledAt && a.id !== chefin.id);
    expect(others.length).toBeGreaterThan(0);
    for (const other of others) expect((await change(other.id, { role: 'sales', disabled: false })).statusCode).toBe(200);
    const refused = await change(chefin.id, { role: 'admin', disabled: true });
    expect(refused.statusCode).toBe(409);
    expect(errorsOf(refused.json()).email).toMatch(/letzte aktive Admin-Konto/);
    expect((await change(chefin.id, { role: 'sales', disabled: false })).statusCode).toBe(409);
    expect((await c.call('GET', '/be/me', admin)).json().account).toMatchObject({ role: 'admin', disabledAt: null });
    for (const other of others) expect((await change(other.id, { role: 'admin', disabled: false })).statusCode).toBe(200);
  });

  it('answers an unknown account with 404', async () => {
    expect((await change(999_999, { role: 'sales', disabled: false })).statusCode).toBe(404);
    expect((await c.call('POST', '/be/admin/staff/999999/link', admin, {})).statusCode).toBe(404);
  });

  it('lets every staff member change their own password with the current one; their other sessions end', async () => {
    const first = await c.staffAs('accounting', 'berta@messeportal.example');
    const second = await loginAs(c.t.app, 'berta@messeportal.example', 'be', STAFF_PASSWORD);
    const wrong = await c.call('POST', '/be/password', first, { passwordCurrent: 'falsch', password: 'Neues-Kennwort-27', passwordRepeat: 'Neues-Kennwort-27' });
    expect(wrong.statusCode).toBe(400);
    expect(errorsOf(wrong.json())).toEqual({ passwordCurrent: 'Das aktuelle Passwort ist nicht korrekt.' });
    const guessable = await c.call('POST', '/be/password', first, { passwordCurrent: STAFF_PASSWORD, password: 'aaaaaaa', passwordRepeat: 'aaaaaaa' });
    expect(guessable.statusCode).toBe(400);
    expect(errorsOf(guessable.json())).toEqual({ password: expect.stringMatching(/^Dieses Passwort ist zu leicht zu erraten\./) });
    expect((await c.call('GET', '/be/me', second)).statusCode).toBe(200);
    const done = await c.call('POST', '/be/password', first, { passwordCurrent: STAFF_PASSWORD, password: 'Neues-Kennwort-27', passwordRepeat: 'Neues-Kennwort-27' });
    expect(done.statusCode, done.body).toBe(200);
    expect((await c.call('GET', '/be/me', first)).statusCode).toBe(200);
    expect((await c.call('GET', '/be/me', second)).statusCode).toBe(401);
    expect((await c.call('POST', '/be/login_check', {}, { username: 'berta@messeportal.example', password: 'Neues-Kennwort-27' })).statusCode).toBe(200);
  });

  it('writes every change to the audit log, which admins filter by what, who and day', async () => {
    // A new access link can take an account over: who issued it is logged, and its use by the account.
    const vera = (await c.call('GET', '/be/admin/staff', admin)).json().accounts.find((a: { email: string }) => a.email === 'vera.verkauf@messeportal.example');
    expect((await c.call('POST', `/be/admin/staff/${vera.id}/link`, admin, {})).statusCode).toBe(200);
    const all = (await c.call('GET', '/be/admin/audit?entity=staff', admin)).json();
    const links = all.entries.filter((e: { after: { accessLink?: string } | null }) => e.after?.accessLink);
    expect(links).toContainEqual(expect.objectContaining({ entityId: String(vera.id), actor: expect.stringContaining('<chefin@messeportal.example>'), after: { accessLink: 'issued' } }));
    expect(links).toContainEqual(expect.objectContaining({ entityId: String(vera.id), actor: expect.stringContaining('vera.verkauf@messeportal.example'), after: { accessLink: 'used' } }));
    expect(all.total).toBeGreaterThanOrEqual(6);
    const invited = all.entries.find((e: { action: string; after: { email?: string } }) => e.action === 'create' && e.after?.email === 'vera.verkauf@messeportal.example');
    expect(invited).toMatchObject({ entity: 'staff', actor: expect.stringContaining('<chefin@messeportal.example>'), before: null });
    const demoted = all.entries.find((e: { before: { role?: string } | null; after: { role?: string } | null }) => e.before?.role === 'sales' && e.after?.role === 'accounting');
    expect(demoted).toBeDefined();
    expect(JSON.stringify(all.entries)).not.toMatch(/password/i);

    const byActor = (await c.call('GET', '/be/admin/audit?actor=CHEFIN', admin)).json();
    expect(byActor.total).toBeGreaterThan(0);
    expect(byActor.entries.every((e: { actor: string }) => e.actor.includes('chefin@'))).toBe(true);
    expect((await c.call('GET', '/be/admin/audit?actor=niemand_', admin)).json().total).toBe(0);
    // The filter's days are the organiser's (Europe/Berlin): between 23:00 and 24:00 UTC its today is tomorrow.
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date());
    expect((await c.call('GET', `/be/admin/audit?from=${today}&to=${today}&entity=staff`, admin)).json().total).toBe(all.total);
    expect((await c.call('GET', '/be/admin/audit?to=2020-01-01', admin)).json().total).toBe(0);
    const bad = await c.call('GET', '/be/admin/audit?entity=order&from=gestern', admin);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(errorsOf(bad.json())).sort()).toEqual(['entity', 'from']);
  });
});
