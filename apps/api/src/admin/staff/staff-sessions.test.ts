import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMails } from '../../platform/db/schema.ts';
import { buildStaff, STAFF_PASSWORD } from '../../../test/factories/index.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';

const CHROME_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:145.0) Gecko/20100101 Firefox/145.0';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

type Session = { id: number; device: string; createdAt: string; expiresAt: string; current: boolean };

describe.each(engines)('a staff member’s sessions and new browsers (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { publicUrl: 'https://messe.example' });
  });
  afterAll(() => t.close());

  /** Logs in from a browser (its User-Agent and the key the back office keeps in it); answers the bearer header. */
  async function loginFrom(email: string, userAgent: string, device?: string) {
    const response = await t.app.inject({ method: 'POST', url: '/be/login_check', headers: { 'user-agent': userAgent }, payload: { username: email, password: STAFF_PASSWORD, device } });
    expect(response.statusCode, response.body).toBe(200);
    return { authorization: `Bearer ${response.json().token as string}` };
  }
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string>) => t.app.inject({ method, url, headers });
  const sessionsOf = async (headers: Record<string, string>) => {
    const response = await call('GET', '/be/sessions?lang=en-US', headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().sessions as Session[];
  };
  const noticesTo = (email: string) =>
    t.database.db.select().from(outboxMails).where(and(eq(outboxMails.recipient, email), eq(outboxMails.kind, 'staff_new_device'))).orderBy(outboxMails.id);

  it('lists the own live sessions with their browsers, newest first, the current one marked', async () => {
    const staff = await buildStaff(t.app, { role: 'sales' });
    const laptop = await loginFrom(staff.email, CHROME_LINUX, 'laptop-key');
    const phone = await loginFrom(staff.email, SAFARI_IPHONE, 'phone-key');
    const sessions = await sessionsOf(phone);
    expect(sessions.map(({ device, current }) => ({ device, current }))).toEqual([
      { device: 'Safari 18 · iOS', current: true },
      { device: 'Chrome 142 · Linux', current: false },
    ]);
    expect(Date.parse(sessions[0]!.expiresAt)).toBeGreaterThan(Date.parse(sessions[0]!.createdAt));
    // Another staff member's sessions are not among them.
    const colleague = await buildStaff(t.app, { role: 'accounting' });
    await loginFrom(colleague.email, FIREFOX_WINDOWS, 'colleague-key');
    expect(await sessionsOf(laptop)).toHaveLength(2);
  });

  it('ends another session, whose token then gets 401, and refuses the own one, another’s and an unknown one', async () => {
    const staff = await buildStaff(t.app);
    const laptop = await loginFrom(staff.email, CHROME_LINUX, 'laptop-key');
    const phone = await loginFrom(staff.email, SAFARI_IPHONE, 'phone-key');
    const [own, other] = await sessionsOf(phone);
    const current = await call('DELETE', `/be/session/${own!.id}?lang=en-US`, phone);
    expect(current.statusCode).toBe(409);
    expect(current.json().errors).toEqual([{ property: '', message: 'This is the session you are working in. You end it with “Log out”.' }]);

    const stranger = await buildStaff(t.app);
    const strangers = await loginFrom(stranger.email, FIREFOX_WINDOWS);
    for (const id of [own!.id + 100_000, other!.id]) {
      const refused = await call('DELETE', `/be/session/${id}?lang=de-DE`, strangers);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().errors).toEqual([{ property: 'id', message: 'Diese Sitzung gibt es nicht (mehr): Sie ist abgelaufen oder wurde beendet.' }]);
    }
    expect((await call('GET', '/be/me', laptop)).statusCode).toBe(200);

    const ended = await call('DELETE', `/be/session/${other!.id}`, phone);
    expect(ended.statusCode).toBe(200);
    expect((ended.json().sessions as Session[]).map((session) => session.id)).toEqual([own!.id]);
    expect((await call('GET', '/be/me', laptop)).statusCode).toBe(401);
    expect((await call('GET', '/be/me', phone)).statusCode).toBe(200);
  });

  it('ends all other sessions at once and keeps the own', async () => {
    const staff = await buildStaff(t.app);
    const others = [await loginFrom(staff.email, CHROME_LINUX, 'a'), await loginFrom(staff.email, FIREFOX_WINDOWS, 'b')];
    const mine = await loginFrom(staff.email, SAFARI_IPHONE, 'c');
    const answer = await call('POST', '/be/sessions/end_others', mine);
    expect(answer.statusCode).toBe(200);
    expect((answer.json().sessions as Session[]).map((session) => session.current)).toEqual([true]);
    for (const headers of others) expect((await call('GET', '/be/me', headers)).statusCode).toBe(401);
    expect((await call('GET', '/be/me', mine)).statusCode).toBe(200);
  });

  it('mails a login from a browser not seen before, in the staff member’s language, but not the first login nor a known browser', async () => {
    const staff = await buildStaff(t.app, { name: 'Nora Neu' });
    await loginFrom(staff.email, CHROME_LINUX, 'laptop-key');
    await loginFrom(staff.email, CHROME_LINUX, 'laptop-key');
    expect(await noticesTo(staff.email)).toEqual([]);

    await loginFrom(staff.email, SAFARI_IPHONE, 'phone-key');
    const [notice] = await noticesTo(staff.email);
    expect(notice).toMatchObject({ lang: 'de', subject: 'Neue Anmeldung im Backoffice', link: 'https://messe.example/#/be/account' });
    expect(notice!.text).toContain('Guten Tag Nora Neu,');
    expect(notice!.text).toContain('von einem Browser, den wir von Ihnen noch nicht kannten: Safari 18 · iOS.');
    expect(notice!.text).toMatch(/am \d{2}\.\d{2}\.\d{4} \d{2}:\d{2} Uhr/);

    // The same browser again, and the first one again: nothing new.
    await loginFrom(staff.email, SAFARI_IPHONE, 'phone-key');
    await loginFrom(staff.email, CHROME_LINUX, 'laptop-key');
    expect(await noticesTo(staff.email)).toHaveLength(1);
  });

  it('tells an API client’s browser by its User-Agent, and two logins at once from one new browser mail once', async () => {
    const staff = await buildStaff(t.app);
    await loginFrom(staff.email, 'crm-sync/1.0');
    await loginFrom(staff.email, 'crm-sync/1.0');
    expect(await noticesTo(staff.email)).toEqual([]);
    await Promise.all([loginFrom(staff.email, FIREFOX_WINDOWS, 'same-new-key'), loginFrom(staff.email, FIREFOX_WINDOWS, 'same-new-key')]);
    const notices = await noticesTo(staff.email);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain('Firefox 145 · Windows');
  });

  it('refuses a browser key that is too long with a translated error, and calls without a staff session', async () => {
    const staff = await buildStaff(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/be/login_check?lang=en-US', payload: { username: staff.email, password: STAFF_PASSWORD, device: 'k'.repeat(101) } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ property: 'device', message: 'Please enter at most 100 characters.' }]);
    expect((await call('GET', '/be/sessions', {})).statusCode).toBe(401);
    expect((await call('POST', '/be/sessions/end_others', {})).statusCode).toBe(401);
  });
});
