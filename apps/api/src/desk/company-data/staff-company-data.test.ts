import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, auditLog, companies, contacts, outboxMails } from '../../platform/db/schema.ts';
import { engines, loginAs } from '../../../test/test-app.ts';
import { buildCompany, buildContact, CONTACT_PASSWORD } from '../../../test/factories/index.ts';
import { openBackofficeContext, type BackofficeContext, type Method } from '../../../test/staff-context.ts';

type Errors = { property: string; message: string }[];

describe.each(engines)('staff correct an exhibitor’s company data (%s)', (engine) => {
  let c: BackofficeContext;
  beforeAll(async () => {
    c = await openBackofficeContext(engine);
  });
  afterAll(() => c.close());

  const send = (method: Method, url: string, payload?: object, lang = 'de-DE', headers: Record<string, string> = c.staff) =>
    c.call(method, `${url}?lang=${lang}`, headers, payload);
  const mailsTo = (recipient: string) => c.db.select().from(outboxMails).where(eq(outboxMails.recipient, recipient)).orderBy(outboxMails.id);
  const companyAudit = (companyId: number) =>
    c.db.select().from(auditLog).where(and(eq(auditLog.entity, 'company'), eq(auditLog.entityId, String(companyId)))).orderBy(desc(auditLog.id));

  /** A German company with a main and an invoice address, its English main contact and a German colleague. */
  async function exhibitor() {
    const company = await buildCompany(c.t.app, {
      ...{ name: 'Tischlerei Korn GmbH', ustid: 'DE811907980', telCountry: '+49', telCity: '30', telDirect: '123456' },
      invoiceAddress: { name: 'Tischlerei Korn GmbH', nameExtra: 'Buchhaltung', street: 'Alte Straße 1', zip: '10115', city: 'Berlin', country: 'de' },
    });
    const main = await buildContact(c.t.app, { companyId: company.id, isMainContact: true, lang: 'en', firstName: 'Karla' });
    const colleague = await buildContact(c.t.app, { companyId: company.id, firstName: 'Jan' });
    return { company, main, colleague };
  }
  const companyBody = (overrides: object = {}) => ({
    ...{ name: 'Tischlerei Korn GmbH', email: 'info@korn.example', internet: '', ustid: 'DE811907980' },
    ...{ telCountry: '+49', telCity: '30', telDirect: '123456' },
    ...overrides,
  });
  const addressBody = (overrides: object = {}) => ({
    ...{ name: 'Tischlerei Korn GmbH', nameExtra: 'Rechnungswesen', street: 'Neue Straße 9', zip: '10117', city: 'Berlin', country: 'de' },
    ...{ buyerReference: '04011000-12345-03', isInvoice: true },
    ...overrides,
  });

  it('answers the company’s data in the portal’s shapes', async () => {
    const { company, main, colleague } = await exhibitor();
    const answer = await send('GET', `/be/company/${company.id}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body.company).toMatchObject({ id: company.id, name: 'Tischlerei Korn GmbH', ustid: 'DE811907980', telCity: '30' });
    expect(body.addresses.map((a: { isMain: boolean; isInvoice: boolean }) => [a.isMain, a.isInvoice])).toEqual([[true, false], [false, true]]);
    expect(body.contacts.map((person: { id: number }) => person.id)).toEqual([main.id, colleague.id]);
    expect(JSON.stringify(body)).not.toContain('password');
    expect((await send('GET', '/be/company/999999')).json().errors).toEqual([{ property: 'id', message: 'Diese Firma gibt es nicht.' }]);
  });

  it('corrects name and VAT ID with one audit entry and tells the main contact in its language', async () => {
    const { company, main } = await exhibitor();
    const saved = await send('PUT', `/be/company/${company.id}`, companyBody({ name: 'Korn Möbelwerkstatt GmbH', name_natural: 'Korn Möbel', ustid: 'de 811 907 981' }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().company).toMatchObject({ name: 'Korn Möbelwerkstatt GmbH', name_natural: 'Korn Möbel', ustid: 'DE811907981' });
    const [entry, ...older] = await companyAudit(company.id);
    expect(older).toEqual([]);
    expect(entry).toMatchObject({ actor: c.admin.actor, action: 'update', before: { name: 'Tischlerei Korn GmbH', ustid: 'DE811907980' }, after: { name: 'Korn Möbelwerkstatt GmbH', ustid: 'DE811907981' } });
    const [mail, ...more] = await mailsTo(main.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: 'company_data_changed', lang: 'en', subject: 'Your company data in the Messeportal has changed' });
    expect(mail!.text).toContain('Company name | Tischlerei Korn GmbH | Korn Möbelwerkstatt GmbH');
    expect(mail!.text).toContain('VAT ID | DE811907980 | DE811907981');
    // The exhibitor sees it in its portal.
    const portal = await c.call('GET', '/fe/globaldata', await loginAs(c.t.app, main.email, 'fe', CONTACT_PASSWORD));
    expect(portal.json().company.name).toBe('Korn Möbelwerkstatt GmbH');

    // The same data again changes nothing: no entry, no mail.
    await send('PUT', `/be/company/${company.id}`, companyBody({ name: 'Korn Möbelwerkstatt GmbH', ustid: 'DE811907981' }));
    expect(await companyAudit(company.id)).toHaveLength(1);
    expect(await mailsTo(main.email)).toHaveLength(1);
  });

  it('refuses a VAT ID of another country’s form, translated under the field, and changes nothing', async () => {
    const { company, main } = await exhibitor();
    const refused = await send('PUT', `/be/company/${company.id}`, companyBody({ name: 'Anderer Name GmbH', ustid: 'ATU12345678' }), 'en-US');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors as Errors).toEqual([{ property: 'ustid', message: 'Please enter a valid VAT ID for DE (e.g. DE123456789).' }]);
    const [row] = await c.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row).toMatchObject({ name: 'Tischlerei Korn GmbH', ustid: 'DE811907980' });
    expect(await companyAudit(company.id)).toEqual([]);
    expect(await mailsTo(main.email)).toEqual([]);
  });

  it('corrects the invoice address and its buyer reference, and tells the main contact', async () => {
    const { company, main } = await exhibitor();
    const saved = await send('PUT', `/be/company/${company.id}/address/${company.invoiceAddress!.id}`, addressBody());
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().addresses.find((a: { isInvoice: boolean }) => a.isInvoice)).toMatchObject({ street: 'Neue Straße 9', buyerReference: '04011000-12345-03' });
    const [entry] = await companyAudit(company.id);
    expect(entry).toMatchObject({
      action: 'update',
      before: { nameExtra: 'Buchhaltung', street: 'Alte Straße 1', zip: '10115', buyerReference: '' },
      after: { addressId: company.invoiceAddress!.id, nameExtra: 'Rechnungswesen', street: 'Neue Straße 9', zip: '10117', buyerReference: '04011000-12345-03' },
    });
    const [mail] = await mailsTo(main.email);
    expect(mail!.text).toContain(
      'Invoice address | Tischlerei Korn GmbH, Buchhaltung, Alte Straße 1, 10115 Berlin, Germany, DE811907980 | Tischlerei Korn GmbH, Rechnungswesen, Neue Straße 9, 10117 Berlin, Germany, (04011000-12345-03)',
    );
    expect(mail!.text).not.toContain('Main address');

    // A new address that receives the invoices from now on takes the flag from the old one.
    const added = await send('POST', `/be/company/${company.id}/address`, addressBody({ street: 'Postfach 12', buyerReference: '' }));
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().addresses.filter((a: { isInvoice: boolean }) => a.isInvoice).map((a: { street: string }) => a.street)).toEqual(['Postfach 12']);
    expect((await companyAudit(company.id))[0]).toMatchObject({ action: 'create', after: { street: 'Postfach 12', isInvoice: true } });
    const [, moved] = await mailsTo(main.email);
    expect(moved!.text).toContain('Invoice address | Tischlerei Korn GmbH, Rechnungswesen, Neue Straße 9, 10117 Berlin, Germany, (04011000-12345-03) | Tischlerei Korn GmbH, Rechnungswesen, Postfach 12');

    // An address that receives nothing is no news to the exhibitor: audited, not mailed.
    const other = await send('POST', `/be/company/${company.id}/address`, addressBody({ street: 'Lager 1', isInvoice: false, buyerReference: '' }));
    expect(other.statusCode, other.body).toBe(200);
    expect((await companyAudit(company.id))[0]).toMatchObject({ action: 'create', after: { street: 'Lager 1' } });
    expect(await mailsTo(main.email)).toHaveLength(2);
  });

  it('refuses an address without country or with another country’s VAT ID, and one of another company', async () => {
    const { company, main } = await exhibitor();
    const url = `/be/company/${company.id}/address/${company.invoiceAddress!.id}`;
    const bad = await send('PUT', url, addressBody({ country: '', ustid: 'ATU12345678' }), 'en-US');
    expect(bad.statusCode).toBe(400);
    expect((bad.json().errors as Errors).map((e) => e.property).sort()).toEqual(['country']);
    const foreignVat = await send('PUT', url, addressBody({ ustid: 'ATU12345678' }), 'en-US');
    expect(foreignVat.json().errors).toEqual([{ property: 'ustid', message: 'Please enter a valid VAT ID for DE (e.g. DE123456789).' }]);
    const other = await send('PUT', `/be/company/${c.other.companyId}/address/${company.invoiceAddress!.id}`, addressBody());
    expect(other.statusCode).toBe(404);
    const [row] = await c.db.select().from(addresses).where(eq(addresses.id, company.invoiceAddress!.id));
    expect(row).toMatchObject({ street: 'Alte Straße 1', companyId: company.id });
    expect(await companyAudit(company.id)).toEqual([]);
    expect(await companyAudit(c.other.companyId)).toEqual([]);
    expect(await mailsTo(main.email)).toEqual([]);
  });

  it('corrects a contact’s names, roles and username at once, never its password, and tells its former address', async () => {
    const { company, colleague } = await exhibitor();
    const body = {
      ...{ gender: 2, lang: 'de', title: 'Dr.', firstName: 'Jan', name: 'Korn', email: 'Jan.Korn@korn.example', contactType: ['technik'] },
      ...{ telCountry: '+49', telCity: '30', telDirect: '654321', passwordNew: 'Neues-Passwort-1', passwordNewRepeat: 'Neues-Passwort-1' },
    };
    const saved = await send('PUT', `/be/contact/${colleague.id}`, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().contacts.find((person: { id: number }) => person.id === colleague.id)).toMatchObject({ title: 'Dr.', name: 'Korn', email: 'jan.korn@korn.example', contactType: ['technik'] });
    const [entry] = await companyAudit(company.id);
    expect(entry!.after).toMatchObject({ contactId: colleague.id, email: 'jan.korn@korn.example', title: 'Dr.' });
    expect(JSON.stringify(entry)).not.toContain('asswor');
    const [mail] = await mailsTo(colleague.email);
    expect(mail).toMatchObject({ kind: 'login_changed', lang: 'de' });
    expect(mail!.text).toContain('Sie melden sich ab jetzt mit jan.korn@korn.example an.');
    // The new username logs in with the old password; the password sent along was dropped.
    await expect(loginAs(c.t.app, 'jan.korn@korn.example', 'fe', CONTACT_PASSWORD)).resolves.toBeDefined();
    await expect(loginAs(c.t.app, 'jan.korn@korn.example', 'fe', 'Neues-Passwort-1')).rejects.toThrow();

    // Another contact's username is refused, translated, and nothing changes.
    const taken = await send('PUT', `/be/contact/${colleague.id}`, { ...body, name: 'Anders', email: c.demo.email }, 'en-US');
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toEqual([{ property: 'email', message: expect.any(String) }]);
    const [row] = await c.db.select().from(contacts).where(eq(contacts.id, colleague.id));
    expect(row).toMatchObject({ name: 'Korn', email: 'jan.korn@korn.example' });
    expect(await companyAudit(company.id)).toHaveLength(1);
    expect((await send('PUT', '/be/contact/999999', body)).statusCode).toBe(404);
  });

  it('lets sales correct and refuses accounting with 403, changing nothing', async () => {
    const { company, main } = await exhibitor();
    const [sales, accounting] = await Promise.all([c.staffAs('sales', `sales-${engine}@messeportal.example`), c.staffAs('accounting', `accounting-${engine}@messeportal.example`)]);
    expect((await send('GET', `/be/company/${company.id}`, undefined, 'de-DE', accounting)).statusCode).toBe(200);
    const calls: [Method, string, object][] = [
      ['PUT', `/be/company/${company.id}`, companyBody({ name: 'Verboten GmbH' })],
      ['POST', `/be/company/${company.id}/address`, addressBody()],
      ['PUT', `/be/company/${company.id}/address/${company.invoiceAddress!.id}`, addressBody()],
      ['PUT', `/be/contact/${main.id}`, { gender: 3, lang: 'en', firstName: 'Verboten', name: 'X', email: main.email }],
    ];
    for (const [method, url, body] of calls) {
      const refused = await send(method, url, body, 'en-US', accounting);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().errors).toEqual([{ property: '', message: 'You are not allowed to do this.' }]);
    }
    expect(await companyAudit(company.id)).toEqual([]);
    expect((await send('PUT', `/be/company/${company.id}`, companyBody({ name: 'Erlaubt GmbH' }), 'de-DE', sales)).statusCode).toBe(200);
  });
});
