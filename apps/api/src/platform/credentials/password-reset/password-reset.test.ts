import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, outboxMails, passwordResets, sessions } from '../../db/schema.ts';
import { hashToken } from '../../auth/token.ts';
import { buildContact, CONTACT_PASSWORD } from '../../../../test/factories/index.ts';
import { createTestApp, engines, loginAs, type TestApp } from '../../../../test/test-app.ts';

/** A company's technician (German) and another company's contact, both built with the factories' password. */
const TECHNICIAN = 'techniker@reset-test.example';
const OTHER = 'kontakt@anderefirma-reset.example';
const ORGANISER = 'service@messeportal.example';

describe.each(engines)('password reset (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { publicUrl: 'https://messe.example' });
    const main = await buildContact(t.app, { isMainContact: true });
    await buildContact(t.app, { companyId: main.companyId, email: TECHNICIAN, lang: 'de' });
    await buildContact(t.app, { isMainContact: true, email: OTHER });
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const post = (url: string, payload: unknown, remoteAddress = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });
  const mailsTo = (recipient: string) => db().select().from(outboxMails).where(eq(outboxMails.recipient, recipient)).orderBy(outboxMails.id);
  const login = (username: string, password: string) => post('/fe/login_check', { username, password });
  const tokenOf = (link: string | null) => /#\/s\/reset-password\/([A-Za-z0-9_-]+)$/.exec(link ?? '')![1]!;

  it('mails a one-time link to a known address, in the contact language, and stores only its hash', async () => {
    const response = await post('/pub/reset_password?lang=en-US', { email: ' Techniker@Reset-Test.example ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, found: true });

    const mails = await mailsTo(TECHNICIAN);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    // The contact's language (de), not the page's.
    expect(mail).toMatchObject({ kind: 'password_reset', lang: 'de', subject: 'Neues Passwort für das Messeportal', state: 'pending' });
    expect(mail!.link).toMatch(/^https:\/\/messe\.example\/#\/s\/reset-password\/[A-Za-z0-9_-]{43}$/);
    expect(mail!.text).toContain(mail!.link);
    expect(mail!.html).toContain(`href="${mail!.link}"`);

    const token = tokenOf(mail!.link);
    const [reset] = await db().select().from(passwordResets).where(eq(passwordResets.tokenHash, hashToken(token)));
    expect(reset).toBeDefined();
    const minutes = (reset!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(58);
    expect(minutes).toBeLessThanOrEqual(60);
    const stored = await db().select({ hash: passwordResets.tokenHash }).from(passwordResets);
    expect(stored.map((row) => row.hash)).not.toContain(token);
  });

  it('sets the new password once: the new one logs in, the old one not, sessions end, a second use fails', async () => {
    const session = await loginAs(t.app, TECHNICIAN, 'fe', CONTACT_PASSWORD);
    const older = tokenOf((await mailsTo(TECHNICIAN)).at(-1)!.link);
    await post('/pub/reset_password', { email: TECHNICIAN });
    const token = tokenOf((await mailsTo(TECHNICIAN)).at(-1)!.link);

    // Too easy to guess: refused under the field, and the link stays unused.
    for (const weak of ['aaaaaaa', '1234567', 'passwort']) {
      const refused = await post(`/pub/reset_password/${token}?lang=de-DE`, { password: weak, passwordRepeat: weak });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual([{ property: 'password', message: expect.stringMatching(/^Dieses Passwort ist zu leicht zu erraten\./) }]);
    }
    expect((await login(TECHNICIAN, CONTACT_PASSWORD)).statusCode).toBe(200);

    const response = await post(`/pub/reset_password/${token}?lang=en-US`, { password: 'Neues-Passwort7', passwordRepeat: 'Neues-Passwort7' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true });

    expect((await login(TECHNICIAN, 'Neues-Passwort7')).statusCode).toBe(200);
    expect((await login(TECHNICIAN, CONTACT_PASSWORD)).statusCode).toBe(401);
    const [contact] = await db().select().from(contacts).where(eq(contacts.email, TECHNICIAN));
    expect(contact!.passwordHash).toMatch(/^\$argon2id\$/);
    // The session opened with the old password is gone.
    expect((await t.app.inject({ method: 'POST', url: '/fe/logout', headers: session })).statusCode).toBe(401);
    const live = await db().select().from(sessions).where(eq(sessions.contactId, contact!.id));
    expect(live).toHaveLength(1);

    for (const used of [token, older]) {
      const again = await post(`/pub/reset_password/${used}?lang=en-US`, { password: 'Noch-eins-77', passwordRepeat: 'Noch-eins-77' });
      expect(again.statusCode).toBe(410);
      expect(again.json()).toEqual({
        success: false,
        errors: [{ property: 'token', message: 'The link has expired or has already been used. Please request a new link.' }],
      });
    }
    expect((await login(TECHNICIAN, 'Neues-Passwort7')).statusCode).toBe(200);
  });

  it('refuses an expired link and a made-up one with the translated message', async () => {
    await post('/pub/reset_password', { email: OTHER });
    const token = tokenOf((await mailsTo(OTHER)).at(-1)!.link);
    await db()
      .update(passwordResets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResets.tokenHash, hashToken(token)));
    const body = { password: 'Abgelaufen77', passwordRepeat: 'Abgelaufen77' };
    for (const candidate of [token, 'x'.repeat(43), 'short', 'not!a~token'.repeat(3)]) {
      const response = await post(`/pub/reset_password/${candidate}?lang=de-DE`, body);
      expect(response.statusCode, candidate).toBe(410);
      expect(response.json().errors[0].message).toBe('Der Link ist abgelaufen oder wurde bereits verwendet. Bitte fordern Sie einen neuen Link an.');
    }
    expect((await login(OTHER, CONTACT_PASSWORD)).statusCode).toBe(200);
  });

  it('answers found: false for an unknown address and sends no mail', async () => {
    const before = (await db().select({ n: sql<number>`count(*)::int` }).from(outboxMails))[0]!.n;
    const response = await post('/pub/reset_password', { email: 'nobody@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, found: false });
    const after = (await db().select({ n: sql<number>`count(*)::int` }).from(outboxMails))[0]!.n;
    expect(after).toBe(before);
    expect(await mailsTo('nobody@example.com')).toEqual([]);
  });

  it('queues the manual request for new credentials as a mail to the organiser', async () => {
    const request = { company: 'Ofenbau Huber KG', name: 'Max Huber', email: 'max@ofenbau.example', phone: '+49 89 123456', message: 'Neuer Ansprechpartner' };
    const response = await post('/pub/credentials_request?lang=en-US', request);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const [mail, ...more] = await mailsTo(ORGANISER);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: 'credentials_request', lang: 'de', subject: 'Anfrage neuer Zugangsdaten: Ofenbau Huber KG' });
    for (const value of [...Object.values(request), 'Englisch']) expect(mail!.text).toContain(value);
    expect(await mailsTo('max@ofenbau.example')).toEqual([]);
  });

  it('answers bad input with 400 and per-field errors, never a 500', async () => {
    const cases: [string, unknown, { property: string; message: string }[]][] = [
      ['/pub/reset_password', {}, [{ property: 'email', message: 'This field must be filled in.' }]],
      ['/pub/reset_password', { email: 'no-address' }, [{ property: 'email', message: 'This is not a valid email address' }]],
      ['/pub/reset_password', { email: 42 }, [{ property: 'email', message: 'This value has the wrong format.' }]],
      ['/pub/reset_password/abc', { password: 'kurz', passwordRepeat: 'kurz' }, [{ property: 'password', message: 'Please enter at least 7 characters.' }]],
      [
        `/pub/reset_password/${'a'.repeat(43)}`,
        { password: 'aaaaaaa', passwordRepeat: 'aaaaaaa' },
        [{ property: 'password', message: 'This password is too easy to guess. Please choose a longer or less predictable one, such as several words with characters between them.' }],
      ],
      ['/pub/reset_password/abc', { password: 'lang-genug', passwordRepeat: 'anders-lang' }, [{ property: 'passwordRepeat', message: 'The passwords do not match.' }]],
      [
        '/pub/reset_password/abc',
        { password: '' },
        [
          { property: 'password', message: 'This field must be filled in.' },
          { property: 'passwordRepeat', message: 'This field must be filled in.' },
        ],
      ],
      [
        '/pub/credentials_request',
        { company: ' ', email: 'x@', phone: 'abc' },
        [
          { property: 'company', message: 'This field must be filled in.' },
          { property: 'name', message: 'This field must be filled in.' },
          { property: 'email', message: 'This is not a valid email address' },
          { property: 'phone', message: 'Please enter a phone number made of digits (e.g. +49 711 123456).' },
        ],
      ],
    ];
    for (const [url, payload, errors] of cases) {
      const response = await post(`${url}?lang=en-US`, payload);
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(response.json()).toEqual({ success: false, errors });
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/pub/reset_password',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('limits requests per address and per client with a translated 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await post('/pub/reset_password?lang=en-US', { email: OTHER }, '10.0.0.2')).statusCode);
    // One request for this address was made above; five per hour pass.
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    const blocked = await post('/pub/reset_password?lang=en-US', { email: OTHER.toUpperCase() }, '10.0.0.3');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().errors).toEqual([{ property: 'email', message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ minutes\.$/) }]);
    expect((await mailsTo(OTHER)).length).toBe(5);

    const client = async (url: string, payload: (i: number) => object, times: number) => {
      const seen: number[] = [];
      for (let i = 0; i < times; i++) seen.push((await post(url, payload(i), '10.0.0.9')).statusCode);
      return seen;
    };
    // A different address each time: the per-address limit does not apply, the per-client one does.
    expect(await client('/pub/reset_password', (i) => ({ email: `unknown${i}@example.com` }), 21)).toEqual([...Array(20).fill(200), 429]);
    const request = (i: number) => ({ company: 'Firma', name: 'Name', email: `name${i}@firma.example` });
    expect(await client('/pub/credentials_request', request, 11)).toEqual([...Array(10).fill(200), 429]);
    // One address is named in three manual requests a day, from however many clients.
    const sameAddress: number[] = [];
    for (let i = 0; i < 4; i++) sameAddress.push((await post('/pub/credentials_request?lang=en-US', request(0), `10.0.1.${i}`)).statusCode);
    expect(sameAddress).toEqual([200, 200, 429, 429]);
    expect(await client('/pub/reset_password/abcdefghijklmnopqrstuvwxyz', () => ({ password: 'egal-1234', passwordRepeat: 'egal-1234' }), 31)).toEqual([
      ...Array(30).fill(410),
      429,
    ]);
  });
});
