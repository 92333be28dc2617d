import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, credentialRequests, outboxMails, passwordResets } from '../../db/schema.ts';
import { buildCompany, buildContact } from '../../../../test/factories/index.ts';
import { engines, loginAs } from '../../../../test/test-app.ts';
import { openBackofficeContext, type BackofficeContext } from '../../../../test/staff-context.ts';
import { insertCredentialRequest } from './repo.ts';

/** The technician of the kitchen company the first request is about: not its main contact. */
const TECHNICIAN = 'technik@lindenholz-kuechen.example';
/** Its main contact, at an address of another domain. */
const MAIN_CONTACT = 'anna@lindenholz-zentrale.example';
/** The contact of a second company, whom a later request names. */
const LARS = 'lars@glutmann-kaminbau.example';
/** The sender of the API's mails (MAIL_FROM), to whom requests go. */
const ORGANISER = 'service@messeportal.example';

interface Listed {
  id: number;
  email: string;
  doneAt: string | null;
  doneBy: string | null;
  answeredContact: { id: number; name: string; email: string; companyName: string } | null;
}

describe.each(engines)('the requests inbox (%s)', (engine) => {
  let c: BackofficeContext;
  let technicianId: number;
  let sales: Record<string, string>;
  beforeAll(async () => {
    c = await openBackofficeContext(engine);
    const kitchen = await buildCompany(c.t.app, { name: 'Lindenholz Küchen GmbH', email: 'info@lindenholz-kuechen.example' });
    await buildContact(c.t.app, { companyId: kitchen.id, isMainContact: true, firstName: 'Anna', name: 'Lindenholz', email: MAIN_CONTACT });
    technicianId = (await buildContact(c.t.app, { companyId: kitchen.id, firstName: 'Jonas', name: 'Birkner', email: TECHNICIAN })).id;
    const stoves = await buildCompany(c.t.app, { name: 'Glutmann Kaminbau GmbH' });
    await buildContact(c.t.app, { companyId: stoves.id, isMainContact: true, firstName: 'Lars', name: 'Glutmann', email: LARS });
    sales = await c.staffAs('sales');
  });
  afterAll(() => c.close());

  let client = 0;
  /** The public form, each time from another client so that its limits stay out of the way. */
  const ask = (request: object, lang = 'en-US') =>
    c.t.app.inject({ method: 'POST', url: `/pub/credentials_request?lang=${lang}`, payload: request, remoteAddress: `10.9.0.${++client}` });
  const list = async (query = '', headers: Record<string, string> = c.staff) => (await c.call('GET', `/be/requests${query}`, headers)).json();
  const requestOf = async (email: string) => ((await list()).requests as Listed[]).find((request) => request.email === email)!;
  const mailsTo = (recipient: string) => c.db.select().from(outboxMails).where(eq(outboxMails.recipient, recipient)).orderBy(outboxMails.id);
  const tokenOf = (link: string | null) => /#\/s\/reset-password\/([A-Za-z0-9_-]+)$/.exec(link ?? '')![1]!;
  const answer = (id: number | string, payload: object, headers: Record<string, string> = c.staff, lang = 'en-US') =>
    c.call('POST', `/be/request/${id}/answer?lang=${lang}`, headers, payload);

  it('stores the public request, lists it as open, newest first, and still tells the organiser by mail with the inbox link', async () => {
    const request = { company: 'Lindenholz Küchen GmbH & Co. KG', name: 'Jonas Birkner', email: 'j.birkner@lindenholz-kuechen.example', phone: '+49 89 1234567', message: 'Neu im Team' };
    expect((await ask(request)).statusCode).toBe(200);
    expect((await ask({ company: 'Ofenbau Huber KG', name: 'Max Huber', email: 'max@ofenbau.example' }, 'de-DE')).statusCode).toBe(200);

    const [stored] = await c.db.select().from(credentialRequests).where(eq(credentialRequests.email, request.email));
    expect(stored).toMatchObject({ ...request, lang: 'en', doneAt: null, doneByStaffUserId: null, answeredContactId: null });

    const page = await list();
    expect(page).toMatchObject({ total: 2, openTotal: 2, page: 1, pageSize: 50 });
    expect(page.requests.map((row: Listed) => row.email)).toEqual(['max@ofenbau.example', request.email]);
    expect(page.requests[1]).toEqual({ id: stored!.id, ...request, lang: 'en', createdAt: stored!.createdAt.toISOString(), doneAt: null, doneBy: null, answeredContact: null });
    expect(await list('?state=done')).toMatchObject({ requests: [], total: 0, openTotal: 2 });

    const [mail] = (await mailsTo(ORGANISER)).filter((m) => m.subject.includes('Lindenholz Küchen'));
    expect(mail).toMatchObject({ kind: 'credentials_request', lang: 'de', subject: 'Anfrage neuer Zugangsdaten: Lindenholz Küchen GmbH & Co. KG' });
    expect(mail!.text).toContain('https://messe.example/#/be/requests');
  });

  it('offers the contacts that resemble the request, best first, with the reasons', async () => {
    const { id } = await requestOf('j.birkner@lindenholz-kuechen.example');
    const response = await c.call('GET', `/be/request/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    const { request, matches } = response.json();
    expect(request).toMatchObject({ id, company: 'Lindenholz Küchen GmbH & Co. KG', doneAt: null });
    // The technician: the company, his name and the company's mail domain; the main contact only by the company.
    expect(matches.map((m: { email: string; reasons: string[] }) => [m.email, m.reasons])).toEqual([
      [TECHNICIAN, ['company', 'name', 'domain']],
      [MAIN_CONTACT, ['company']],
    ]);
    expect(matches[0]).toMatchObject({ contactId: technicianId, firstName: 'Jonas', name: 'Birkner', isMainContact: false, hasPassword: true, companyName: 'Lindenholz Küchen GmbH' });

    // A free-mail address is no company, a name alone is reason enough, the same address the best.
    await insertCredentialRequest(c.db, { company: 'AG', name: 'Dr. Lars Glutmann', email: 'lars@gmail.com', phone: '', message: '' }, 'de');
    await insertCredentialRequest(c.db, { company: 'Kaminbau', name: 'L. G.', email: LARS.toUpperCase(), phone: '', message: '' }, 'de');
    const reasons = async (email: string) =>
      (await c.call('GET', `/be/request/${(await requestOf(email)).id}`)).json().matches.map((m: { email: string; reasons: string[] }) => [m.email, m.reasons]);
    expect(await reasons('lars@gmail.com')).toEqual([[LARS, ['name']]]);
    expect((await reasons(LARS.toUpperCase()))[0]).toEqual([LARS, ['email', 'company', 'domain']]);
  });

  it('answers with a set-password link to the chosen contact that the reset page accepts, and records who and when', async () => {
    const { id } = await requestOf('j.birkner@lindenholz-kuechen.example');
    const response = await answer(id, { contactId: technicianId }, sales);
    expect(response.statusCode, response.body).toBe(200);
    const { request } = response.json();
    expect(request).toMatchObject({
      id,
      doneAt: expect.any(String),
      doneBy: 'sales',
      answeredContact: { id: technicianId, name: 'Jonas Birkner', email: TECHNICIAN, companyName: 'Lindenholz Küchen GmbH' },
    });
    const [row] = await c.db.select().from(credentialRequests).where(eq(credentialRequests.id, id));
    expect(row!.answeredContactId).toBe(technicianId);

    // The portal's own link: same page, valid an hour, in the contact's language (de), naming the username.
    const [mail, ...more] = (await mailsTo(TECHNICIAN)).filter((m) => m.kind === 'credentials_answer');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ lang: 'de', subject: 'Neues Passwort für das Messeportal', state: 'pending' });
    expect(mail!.link).toMatch(/^https:\/\/messe\.example\/#\/s\/reset-password\/[A-Za-z0-9_-]{43}$/);
    expect(mail!.text).toContain(`Ihr Benutzername ist Ihre E-Mail-Adresse ${TECHNICIAN}`);
    const [reset] = await c.db.select().from(passwordResets).where(eq(passwordResets.contactId, technicianId));
    const minutes = (reset!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(58);
    expect(minutes).toBeLessThanOrEqual(60);

    const token = tokenOf(mail!.link);
    const reset200 = await c.t.app.inject({ method: 'POST', url: `/pub/reset_password/${token}`, payload: { password: 'Neu-im-Team-7', passwordRepeat: 'Neu-im-Team-7' } });
    expect(reset200.statusCode, reset200.body).toBe(200);
    expect(await loginAs(c.t.app, TECHNICIAN, 'fe', 'Neu-im-Team-7')).toHaveProperty('authorization');

    const done = await list('?state=done');
    expect(done).toMatchObject({ total: 1, openTotal: (await list()).total });
    expect(done.requests[0]).toMatchObject({ id, doneBy: 'sales', answeredContact: { email: TECHNICIAN } });

    const audit = (await c.call('GET', '/be/admin/audit?entity=request')).json().entries;
    expect(audit[0]).toMatchObject({ entity: 'request', entityId: String(id), action: 'update', actor: expect.stringContaining('sales@messeportal.example') });
    expect(audit[0].after).toMatchObject({ answeredWith: TECHNICIAN, doneAt: request.doneAt });
    expect(audit[0].before).toMatchObject({ answeredWith: null, doneAt: null });
  });

  it('marks a request done without a link: no mail, no contact', async () => {
    const { id } = await requestOf('max@ofenbau.example');
    const mailsBefore = (await c.db.select({ n: sql<number>`count(*)::int` }).from(outboxMails))[0]!.n;
    const response = await c.call('POST', `/be/request/${id}/done`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().request).toMatchObject({ id, doneAt: expect.any(String), doneBy: c.admin.name, answeredContact: null });
    expect((await c.db.select({ n: sql<number>`count(*)::int` }).from(outboxMails))[0]!.n).toBe(mailsBefore);
    expect((await list('?state=done')).requests.map((r: Listed) => r.id)).toContain(id);
  });

  it('refuses a request that is done already, unknown requests and contacts, and malformed input, changing nothing', async () => {
    const answered = await c.db.select().from(credentialRequests).where(eq(credentialRequests.email, 'j.birkner@lindenholz-kuechen.example'));
    const doneId = answered[0]!.id;
    const { id: openId } = await requestOf('lars@gmail.com');
    const resetsBefore = (await c.db.select({ n: sql<number>`count(*)::int` }).from(passwordResets))[0]!.n;
    const cases: [string, string, object | undefined, number, { property: string; message: string }[]][] = [
      ['POST', `/be/request/${doneId}/answer`, { contactId: technicianId }, 409, [{ property: '', message: 'This request has already been dealt with.' }]],
      ['POST', `/be/request/${doneId}/done`, undefined, 409, [{ property: '', message: 'This request has already been dealt with.' }]],
      ['POST', '/be/request/999999/answer', { contactId: technicianId }, 404, [{ property: 'id', message: 'This request does not exist.' }]],
      ['POST', '/be/request/abc/done', undefined, 404, [{ property: 'id', message: 'This request does not exist.' }]],
      ['GET', '/be/request/99999999999', undefined, 404, [{ property: 'id', message: 'This request does not exist.' }]],
      ['POST', `/be/request/${openId}/answer`, { contactId: 999_999 }, 404, [{ property: 'contactId', message: 'This contact does not exist.' }]],
      ['POST', `/be/request/${openId}/answer`, {}, 400, [{ property: 'contactId', message: 'This field must be filled in.' }]],
      ['POST', `/be/request/${openId}/answer`, { contactId: 'x' }, 400, [{ property: 'contactId', message: 'This value has the wrong format.' }]],
      ['POST', `/be/request/${openId}/answer`, { contactId: 0 }, 400, [{ property: 'contactId', message: 'This value is not allowed.' }]],
      ['GET', '/be/requests?state=closed', undefined, 400, [{ property: 'state', message: 'This value is not allowed.' }]],
    ];
    for (const [method, url, payload, status, errors] of cases) {
      const response = await c.call(method as 'GET' | 'POST', `${url}${url.includes('?') ? '&' : '?'}lang=en-US`, c.staff, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(status);
      expect(response.json(), `${method} ${url}`).toEqual({ success: false, errors });
    }
    expect(await requestOf('lars@gmail.com')).toMatchObject({ doneAt: null });
    expect((await c.db.select({ n: sql<number>`count(*)::int` }).from(passwordResets))[0]!.n).toBe(resetsBefore);

    // German too, and only staff: an exhibitor 403, nobody 401, accounting may read but not answer.
    const german = await answer(doneId, { contactId: technicianId }, c.staff, 'de-DE');
    expect(german.json().errors[0].message).toBe('Diese Anfrage ist bereits erledigt.');
    expect((await answer(openId, { contactId: technicianId }, c.exhibitor)).statusCode).toBe(403);
    expect((await answer(openId, { contactId: technicianId }, {})).statusCode).toBe(401);
    expect((await c.call('GET', '/be/requests', {})).statusCode).toBe(401);
    const accounting = await c.staffAs('accounting');
    expect((await c.call('GET', '/be/requests', accounting)).statusCode).toBe(200);
    expect((await answer(openId, { contactId: technicianId }, accounting)).statusCode).toBe(403);
  });

  it('lets only one of two answers at once win: one link, one 409', async () => {
    const { id } = await requestOf('lars@gmail.com');
    const [other] = await c.db.select({ id: contacts.id }).from(contacts).where(eq(contacts.email, LARS));
    const links = async () => (await c.db.select({ n: sql<number>`count(*)::int` }).from(outboxMails).where(eq(outboxMails.kind, 'credentials_answer')))[0]!.n;
    const before = await links();
    const responses = await Promise.all([answer(id, { contactId: other!.id }), answer(id, { contactId: technicianId }, sales)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await links()).toBe(before + 1);
    const winner = responses.find((r) => r.statusCode === 200)!.json().request.answeredContact.id;
    const [row] = await c.db.select().from(credentialRequests).where(eq(credentialRequests.id, id));
    expect(row!.answeredContactId).toBe(winner);
  });

  it('pages by 50, newest first', async () => {
    for (let n = 0; n < 52; n++) {
      await insertCredentialRequest(c.db, { company: `Firma ${n}`, name: 'Name', email: `n${n}@paging.example`, phone: '', message: '' }, 'de');
    }
    const first = await list();
    const second = await list('?page=2');
    expect(first.requests).toHaveLength(50);
    expect(first.requests[0].email).toBe('n51@paging.example');
    expect(second.page).toBe(2);
    expect(first.total).toBe(second.total);
    expect(first.total).toBe(first.openTotal);
    expect(second.requests).toHaveLength(first.total - 50);
  });
});
