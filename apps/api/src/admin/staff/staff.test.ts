import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../platform/db/schema.ts';
import { buildStaff } from '../../../test/factories/index.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { readConfig } from '../../platform/config.ts';
import { addStaff, changeRole, disableStaff, listStaff, passwordLinkFor } from './accounts.ts';
import { runStaffCommand } from './staff-command.ts';

describe.each(engines)('staff accounts (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, remoteAddress: '10.0.0.7' });
  const login = (username: string, password: string) => post('/be/login_check', { username, password });
  const setPassword = (token: string, password: string, lang = 'de-DE') =>
    post(`/be/set_password/${token}?lang=${lang}`, { password, passwordRepeat: password });

  it('an invited account logs in only after its password is set through its link, which works once', async () => {
    const { account, linkToken } = await addStaff(db(), { email: ' Neu@Veranstalter.example ', role: 'sales' });
    expect(account).toMatchObject({ email: 'neu@veranstalter.example', name: 'neu', role: 'sales', hasPassword: false, disabledAt: null });
    expect((await login('neu@veranstalter.example', 'Messe-Sommer-2027')).statusCode).toBe(401);

    expect((await setPassword(linkToken!, 'Messe-Sommer-2027')).statusCode).toBe(200);
    expect((await login('neu@veranstalter.example', 'Messe-Sommer-2027')).statusCode).toBe(200);
    const again = await setPassword(linkToken!, 'Anderes-Passwort-1', 'en-US');
    expect(again.statusCode).toBe(410);
    expect(again.json().errors[0].message).toBe('The link has expired or has already been used. Please ask for a new link.');
  });

  it('a new link ends the older one; a too short or guessable password is refused and uses nothing up', async () => {
    const { linkToken: first } = await addStaff(db(), { email: 'buchhaltung@veranstalter.example', role: 'accounting', name: 'Berta Buch' });
    const second = await passwordLinkFor(db(), 'buchhaltung@veranstalter.example');
    expect((await setPassword(first!, 'Messe-Sommer-2027')).statusCode).toBe(410);
    const short = await setPassword(second, 'kurz');
    expect(short.statusCode).toBe(400);
    for (const weak of ['aaaaaaa', '1234567', 'passwort']) {
      const guessable = await setPassword(second, weak, 'en-US');
      expect(guessable.statusCode).toBe(400);
      expect(guessable.json().errors).toEqual([{ property: 'password', message: expect.stringMatching(/^This password is too easy to guess\./) }]);
    }
    expect((await login('buchhaltung@veranstalter.example', 'aaaaaaa')).statusCode).toBe(401);
    expect((await setPassword(second, 'Messe-Herbst-2027')).statusCode).toBe(200);
  });

  it('refuses a taken address, an unknown role and an invalid address, with translated messages', async () => {
    const taken = await buildStaff(t.app, { role: 'sales' });
    await expect(addStaff(db(), { email: taken.email.toUpperCase(), role: 'admin' })).rejects.toMatchObject({ message: 'staffEmailTaken' });
    await expect(addStaff(db(), { email: 'x@veranstalter.example', role: 'boss' })).rejects.toMatchObject({ message: 'staffRoleInvalid' });
    await expect(addStaff(db(), { email: 'kein-at-zeichen', role: 'sales' })).rejects.toMatchObject({ message: 'email' });
    expect((await listStaff(db())).map((account) => account.email)).not.toContain('x@veranstalter.example');
  });

  it('the last active admin can neither lose the role nor be disabled; with a second admin both work', async () => {
    const { email: admin } = await buildStaff(t.app, { role: 'admin' });
    // Whichever admins the database had are sales staff now: this one is the last active admin.
    for (const other of await listStaff(db())) if (other.role === 'admin' && other.email !== admin) await changeRole(db(), other.email, 'sales');
    await expect(changeRole(db(), admin, 'sales')).rejects.toMatchObject({ message: 'lastAdmin' });
    await expect(disableStaff(db(), admin)).rejects.toMatchObject({ message: 'lastAdmin' });
    await addStaff(db(), { email: 'chefin@veranstalter.example', role: 'admin', password: 'Chefin-Passwort-27' });
    expect((await changeRole(db(), admin, 'sales')).role).toBe('sales');
    await expect(changeRole(db(), 'chefin@veranstalter.example', 'accounting')).rejects.toMatchObject({ message: 'lastAdmin' });
    expect((await changeRole(db(), admin, 'admin')).role).toBe('admin');
  });

  it('disabling an account ends its sessions at once and refuses its next login', async () => {
    const account = await buildStaff(t.app, { role: 'admin' });
    const loggedIn = await login(account.email, account.password!);
    const token = loggedIn.json().token as string;
    const events = () => t.app.inject({ method: 'GET', url: '/be/events', headers: { authorization: `Bearer ${token}` } });
    expect((await events()).statusCode).toBe(200);
    await disableStaff(db(), account.email);
    expect(await db().select().from(sessions).where(eq(sessions.staffUserId, account.id))).toEqual([]);
    expect((await events()).statusCode).toBe(401);
    expect((await login(account.email, account.password!)).statusCode).toBe(401);
    // A link of a disabled account sets nothing.
    expect((await setPassword(await passwordLinkFor(db(), account.email), 'Neues-Passwort-27')).statusCode).toBe(410);
  });
});

const cli = fileURLToPath(new URL('../../staff-cli.ts', import.meta.url));
const root = fileURLToPath(new URL('../../../../../', import.meta.url));

/** `npm run staff -- …` as an operator runs it, a process of its own: the bin's wiring of argv, stdin, output and exit code. */
function runStaffProcess(args: string[], env: Record<string, string>, input?: string): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args], { cwd: root, env: { ...process.env, DATABASE_URL: '', ...env } });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk));
    child.on('close', (code) => resolve({ code, out, err }));
    child.stdin.end(input ?? '');
  });
}

/** The same command in this process, with its input and output as strings. */
async function runStaff(args: string[], env: Record<string, string>, input?: string): Promise<{ code: number | null; out: string; err: string }> {
  let out = '';
  let err = '';
  const io = { stdin: Readable.from([input ?? '']), stdout: (line: string) => (out += `${line}\n`), stderr: (line: string) => (err += `${line}\n`) };
  const code = await runStaffCommand(args, io, readConfig({ DATABASE_URL: '', ...env }));
  return { code, out, err };
}

describe('npm run staff', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'mp-staff-cli-'));
  const env = { DATA_DIR: dataDir, PUBLIC_URL: 'https://messe.example' };
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('adds, lists, changes and disables accounts on a database the server never started on', async () => {
    const invited = await runStaff(['add', 'admin@veranstalter.example', '--role', 'admin', '--name', 'Anna Admin'], env);
    expect(invited.code, invited.err).toBe(0);
    expect(invited.out).toMatch(/https:\/\/messe\.example\/#\/be\/set-password\/[A-Za-z0-9_-]{43}/);

    // The one run as a process of its own: the bin passes arguments, the password on stdin, output and exit code.
    const scripted = await runStaffProcess(['add', 'vertrieb@veranstalter.example', '--role', 'sales', '--password-stdin'], env, 'Vertrieb-Passwort-27\n');
    expect(scripted.code, scripted.err).toBe(0);
    expect(scripted.out).toMatch(/^Added vertrieb@veranstalter\.example {2}sales {2}vertrieb {2}active\n$/);
    expect(scripted.out).not.toContain('set-password');

    const list = await runStaff(['list'], env);
    expect(list.out).toContain('admin@veranstalter.example  admin  Anna Admin  invited (no password yet)');
    expect(list.out).toContain('vertrieb@veranstalter.example  sales  vertrieb  active');

    const guessable = await runStaff(['add', 'kasse@veranstalter.example', '--role', 'sales', '--password-stdin'], env, 'aaaaaaa\n');
    expect(guessable.code).toBe(1);
    expect(guessable.err).toMatch(/^This password is too easy to guess\./);
    expect((await runStaff(['list'], env)).out).not.toContain('kasse@');

    const lastAdmin = await runStaff(['role', 'admin@veranstalter.example', 'sales'], env);
    expect(lastAdmin.code).toBe(1);
    expect(lastAdmin.err).toContain('last active admin');
    expect((await runStaff(['disable', 'vertrieb@veranstalter.example'], env)).out).toMatch(/^Disabled vertrieb@veranstalter\.example {2}sales {2}vertrieb {2}disabled since \d{2}\.\d{2}\.\d{4}/);

    const unknown = await runStaff(['promote'], env);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('Usage: npm run staff');
  }, 120_000);
});
