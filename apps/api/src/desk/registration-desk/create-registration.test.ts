import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, contacts, outboxMails, registrations } from '../../platform/db/schema.ts';
import { engines } from '../../../test/test-app.ts';
import { buildCompany, buildContact } from '../../../test/factories/index.ts';
import { openBackofficeContext, type BackofficeContext, type Method } from '../../../test/staff-context.ts';

describe.each(engines)('staff register a company themselves (%s)', (engine) => {
  let c: BackofficeContext;
  beforeAll(async () => {
    c = await openBackofficeContext(engine);
  });
  afterAll(() => c.close());

  const send = (method: Method, url: string, payload?: object, lang = 'de-DE', headers: Record<string, string> = c.staff) =>
    c.call(method, `${url}?lang=${lang}`, headers, payload);
  const register = (payload: object, lang = 'de-DE', headers = c.staff) => send('POST', `/be/event/${c.kitchen.id}/registration`, payload, lang, headers);
  const mailsTo = (recipient: string) => c.db.select().from(outboxMails).where(eq(outboxMails.recipient, recipient)).orderBy(outboxMails.id);
  const stand = () => ({ standConfigId: c.items.corner.id, standSize: 24 });
  let serial = 0;
  const newCompany = (overrides: { company?: object; address?: object; contact?: object } = {}) => {
    const n = `${engine}${++serial}`;
    return {
      company: { name: `Neubau ${n} GmbH`, email: `info${n}@neubau.example`, ustid: 'ATU12345678', telCountry: '+43', telCity: '512', telDirect: '123456', ...overrides.company },
      address: { name: `Neubau ${n} GmbH`, street: 'Museumstraße 1', zip: '6020', city: 'Innsbruck', country: 'at', ...overrides.address },
      contact: { gender: 3, lang: 'en', firstName: 'Eva', name: 'Neu', email: `eva${n}@neubau.example`, ...overrides.contact },
    };
  };

  it('registers an existing company, confirmed, with variant and participation, and tells its main contact', async () => {
    const company = await buildCompany(c.t.app, { name: 'Bestand Küchen KG' });
    const contact = await buildContact(c.t.app, { companyId: company.id, isMainContact: true, lang: 'de' });
    const created = await register({ companyId: company.id, ...stand(), variant: 'Premiumpaket', isOnsiteParticipant: true, isVirtualParticipant: true, state: 'confirmed' });
    expect(created.statusCode, created.body).toBe(200);
    const { registrationId } = created.json();
    const page = (await send('GET', `/be/registration/${registrationId}`)).json();
    expect(page.registration).toMatchObject({ state: 'confirmed', standType: 'corner', standSize: 24, variant: 'Premiumpaket', isOnsiteParticipant: true, isVirtualParticipant: true });
    expect(page.registration.contacts.map((person: { id: number }) => person.id)).toEqual([contact.id]);
    const kinds = page.timeline.map((entry: { kind: string }) => entry.kind);
    expect(kinds).toContain('createdByStaff');
    expect(kinds).not.toContain('confirmed');
    const [entry] = await c.db.select().from(auditLog).where(and(eq(auditLog.entity, 'registration'), eq(auditLog.entityId, String(registrationId))));
    expect(entry).toMatchObject({ action: 'create', actor: c.admin.actor, after: { companyId: company.id, state: 'confirmed', variant: 'Premiumpaket' } });
    const [mail, ...more] = await mailsTo(contact.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: 'registration_created', lang: 'de', subject: 'Ihre Anmeldung zur Küchenfachmesse Test' });
    expect(mail!.text).toContain('wir haben Sie zur Küchenfachmesse Test angemeldet: Eckstand, 24,00 m². Ihre Anmeldung ist bestätigt.');

    // Once per event: the second is refused naming the first, and nothing is made.
    const again = await register({ companyId: company.id, ...stand(), state: 'unconfirmed' }, 'en-US');
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual([{ property: 'companyId', message: `Bestand Küchen KG is already registered for this event (registration ${registrationId}).` }]);
    expect(await c.db.select().from(registrations).where(eq(registrations.companyId, company.id))).toHaveLength(1);
  });

  it('registers a new company unconfirmed with the double opt-in mail, whose link confirms it', async () => {
    const input = newCompany();
    const created = await register({ newCompany: input, ...stand(), state: 'unconfirmed' });
    expect(created.statusCode, created.body).toBe(200);
    const { registrationId } = created.json();
    const [company] = await c.db.select().from(companies).where(eq(companies.email, input.company.email));
    expect(company).toMatchObject({ name: input.company.name, ustid: 'ATU12345678' });
    const [contact] = await c.db.select().from(contacts).where(eq(contacts.companyId, company!.id));
    expect(contact).toMatchObject({ isMainContact: true, email: input.contact.email, passwordHash: null, lang: 'en' });
    const [companyEntry] = await c.db.select().from(auditLog).where(and(eq(auditLog.entity, 'company'), eq(auditLog.entityId, String(company!.id)))).orderBy(desc(auditLog.id));
    expect(companyEntry).toMatchObject({ action: 'create', after: { name: input.company.name } });
    const [mail] = await mailsTo(input.contact.email);
    expect(mail).toMatchObject({ kind: 'registration_confirm', lang: 'en' });
    const token = mail!.link!.split('/').at(-2)!;
    expect((await c.call('POST', `/pub/confirm/${registrationId}/${token}`, {})).statusCode).toBe(200);
    expect((await c.db.select().from(registrations).where(eq(registrations.id, registrationId)))[0]).toMatchObject({ isConfirmed: true, isOnsiteParticipant: true, isVirtualParticipant: false });
  });

  it('refuses bad input translated and makes nothing', async () => {
    const count = async () => (await c.db.select().from(registrations)).length;
    const before = await count();
    const cases: [object, { property: string; message: string }[]][] = [
      [{ ...stand(), state: 'confirmed' }, [{ property: 'companyId', message: 'Choose a company or enter a new one.' }]],
      [
        { companyId: c.other.companyId, ...stand(), isOnsiteParticipant: false, isVirtualParticipant: false, state: 'confirmed' },
        [{ property: 'isOnsiteParticipant', message: 'The company takes part on site, virtually or both: choose at least one.' }],
      ],
      [{ newCompany: newCompany({ company: { ustid: 'DE123456789' } }), ...stand(), state: 'confirmed' }, [{ property: 'newCompany.company.ustid', message: 'Please enter a valid VAT ID for AT (e.g. ATU12345678).' }]],
      [{ newCompany: newCompany({ address: { country: '' } }), ...stand(), state: 'confirmed' }, [{ property: 'newCompany.address.country', message: 'This field must be filled in.' }]],
      [{ companyId: c.other.companyId, ...stand(), state: 'maybe' }, [{ property: 'state', message: 'This value is not allowed.' }]],
    ];
    for (const [payload, errors] of cases) {
      const refused = await register(payload, 'en-US');
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().errors).toEqual(errors);
    }
    const tooBig = await register({ companyId: c.other.companyId, standConfigId: c.items.corner.id, standSize: 500, state: 'confirmed' }, 'en-US');
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().errors).toEqual([{ property: 'standSize', message: 'min. 20 m², max. 150 m²' }]);
    const takenLogin = await register({ newCompany: newCompany({ contact: { email: c.demo.email } }), ...stand(), state: 'confirmed' }, 'en-US');
    expect(takenLogin.statusCode).toBe(400);
    expect(takenLogin.json().errors[0].property).toBe('email');
    const knownCompany = await register({ newCompany: newCompany({ company: { email: c.demo.company.email } }), ...stand(), state: 'confirmed' }, 'en-US');
    expect(knownCompany.statusCode).toBe(409);
    expect(knownCompany.json().errors[0].message).toBe('A company with this e-mail address exists already: choose it as an existing company.');
    expect((await register({ companyId: 999_999, ...stand(), state: 'confirmed' })).statusCode).toBe(404);
    expect((await send('POST', '/be/event/999/registration', { companyId: c.other.companyId, ...stand(), state: 'confirmed' })).statusCode).toBe(404);
    expect(await count()).toBe(before);
    expect(await c.db.select().from(companies).where(eq(companies.email, 'info@neubau.example'))).toEqual([]);
  });

  it('refuses accounting with 403; staff set variant and participation on an existing registration', async () => {
    const accounting = await c.staffAs('accounting', `register-accounting-${engine}@messeportal.example`);
    const refused = await register({ companyId: c.other.companyId, ...stand(), state: 'confirmed' }, 'en-US', accounting);
    expect(refused.statusCode).toBe(403);
    expect(await c.db.select().from(registrations).where(and(eq(registrations.companyId, c.other.companyId), eq(registrations.eventId, c.kitchen.id)))).toEqual([]);

    const url = `/be/registration/${c.demo.registrationId}/participation`;
    const none = await send('PUT', url, { variant: 'X', isOnsiteParticipant: false, isVirtualParticipant: false }, 'en-US');
    expect(none.statusCode).toBe(400);
    expect((await send('PUT', url, { variant: 'Hybrid' }, 'en-US', accounting)).statusCode).toBe(403);
    const set = await send('PUT', url, { variant: 'Hybrid', isOnsiteParticipant: true, isVirtualParticipant: true });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().registration).toMatchObject({ variant: 'Hybrid', isOnsiteParticipant: true, isVirtualParticipant: true });
    const [entry] = await c.db.select().from(auditLog).where(and(eq(auditLog.entity, 'registration'), eq(auditLog.entityId, String(c.demo.registrationId)))).orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({ before: { variant: '', isVirtualParticipant: false }, after: { variant: 'Hybrid', isVirtualParticipant: true } });
    expect(set.json().timeline.at(-1)).toMatchObject({ kind: 'participation', actor: c.admin.actor });
    // The exhibitor sees them in its portal.
    const portal = await send('GET', `/fe/rest/registration/${c.demo.registrationId}`, undefined, 'de-DE', c.exhibitor);
    expect(portal.json().registration).toMatchObject({ variant: 'Hybrid', isVirtualParticipant: true });
  });
});
