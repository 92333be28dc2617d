import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, outboxMails } from '../../platform/db/schema.ts';
import { engines, loginAs } from '../../../test/test-app.ts';
import { DEMO, errorsOf, OTHER, openCompanyDataContext, PASSWORD, TECHNIK, type CompanyDataContext } from '../../../test/company-data-context.ts';

describe.each(engines)('the exhibitor edits contacts (%s)', (engine) => {
  let c: CompanyDataContext;
  beforeAll(async () => {
    c = await openCompanyDataContext(engine);
  });
  afterAll(() => c.close());

  describe('POST and DELETE /fe/contact/{id}', () => {
    const newContact = {
      gender: 2,
      lang: 'en',
      firstName: 'Max',
      name: 'Neumann',
      email: 'Max.Neumann@muster-kuechen.example',
      contactType: ['marketing'],
      telCountry: '+49',
      telCity: '89',
      telDirect: '2180 440-77',
    };

    it('creates a contact with id 0, edits it, and deletes it', async () => {
      const created = await c.call('POST', '/fe/contact/0', c.demo, newContact);
      expect(created.statusCode, created.body).toBe(200);
      const { contact } = created.json();
      expect(contact).toMatchObject({ email: 'max.neumann@muster-kuechen.example', salutation: 'Herr', isMainContact: false, registrationsIds: [] });
      expect(created.body).not.toMatch(/password|argon2/i);
      const row = (await c.db.select().from(contacts).where(eq(contacts.id, contact.id)))[0]!;
      expect(row).toMatchObject({ companyId: c.ids.muster, passwordHash: null, contactTypes: ['marketing'] });

      const edited = await c.call('POST', `/fe/contact/${contact.id}?lang=en-US`, c.technik, { ...newContact, firstName: 'Moritz', gender: 3 });
      expect(edited.json().contact).toMatchObject({ firstName: 'Moritz', salutation: 'Ms' });

      const deleted = await c.call('DELETE', `/fe/contact/${contact.id}`, c.demo);
      expect(deleted.json()).toEqual({ success: true, id: contact.id });
      expect(await c.db.select().from(contacts).where(eq(contacts.id, contact.id))).toEqual([]);
    });

    it('refuses missing fields, a bad e-mail form and an e-mail already used as username', async () => {
      const bad = await c.call('POST', '/fe/contact/0?lang=en-US', c.demo, { ...newContact, gender: undefined, firstName: '', email: 'x@' });
      expect(bad.statusCode).toBe(400);
      expect(errorsOf(bad)).toEqual(
        expect.arrayContaining([
          { property: 'gender', message: 'This field must be filled in.' },
          { property: 'firstName', message: 'This field must be filled in.' },
          { property: 'email', message: 'This is not a valid email address' },
        ]),
      );
      const used = await c.call('POST', '/fe/contact/0?lang=en-US', c.demo, { ...newContact, email: OTHER.toUpperCase() });
      expect(used.statusCode).toBe(400);
      expect(errorsOf(used)).toEqual([
        { property: 'email', message: 'The e-mail address entered for confirmation (user name) already exists and can therefore not be used.' },
      ]);
      const taken = await c.call('POST', `/fe/contact/${c.ids.technikContact}`, c.technik, { ...newContact, email: DEMO });
      expect(taken.statusCode).toBe(400);
      expect((await c.contactOf(TECHNIK)).id).toBe(c.ids.technikContact);
      expect((await c.call('POST', '/fe/contact/abc', c.demo, newContact)).statusCode).toBe(400);
    });

    it('changes the own password only with the right current one', async () => {
      const self = await c.contactOf(TECHNIK);
      const form = { ...newContact, email: TECHNIK, firstName: self.firstName, name: self.name };
      const change = { passwordNew: 'new-secret-1', passwordNewRepeat: 'new-secret-1' };

      const wrong = await c.call('POST', `/fe/contact/${self.id}?lang=en-US`, c.technik, { ...form, ...change, passwordCurrent: 'wrong-one' });
      expect(wrong.statusCode).toBe(400);
      expect(errorsOf(wrong)).toEqual([{ property: 'passwordCurrent', message: 'The current password is not correct.' }]);
      expect((await c.contactOf(TECHNIK)).passwordHash).toBe(self.passwordHash);

      const short = await c.call('POST', `/fe/contact/${self.id}?lang=en-US`, c.technik, { ...form, passwordNew: 'abc', passwordNewRepeat: 'abd' });
      expect(errorsOf(short)).toEqual(
        expect.arrayContaining([
          { property: 'passwordNew', message: 'Please enter at least 7 characters.' },
          { property: 'passwordNewRepeat', message: 'The passwords do not match.' },
          { property: 'passwordCurrent', message: 'This field must be filled in.' },
        ]),
      );

      for (const weak of ['Passwort', 'aaaaaaa']) {
        const guessable = await c.call('POST', `/fe/contact/${self.id}?lang=de-DE`, c.technik, { ...form, passwordNew: weak, passwordNewRepeat: weak, passwordCurrent: PASSWORD });
        expect(guessable.statusCode).toBe(400);
        expect(errorsOf(guessable)).toEqual([
          { property: 'passwordNew', message: 'Dieses Passwort ist zu leicht zu erraten. Bitte wählen Sie ein längeres oder weniger vorhersehbares, etwa mehrere Wörter mit Zeichen dazwischen.' },
        ]);
      }
      expect((await c.contactOf(TECHNIK)).passwordHash).toBe(self.passwordHash);

      const foreign = await c.call('POST', `/fe/contact/${c.ids.demoContact}`, c.technik, { ...form, email: DEMO, ...change, passwordCurrent: PASSWORD });
      expect(foreign.statusCode).toBe(403);
      expect((await c.contactOf(DEMO)).firstName).toBe('Anna');

      const elsewhere = await loginAs(c.t.app, TECHNIK, 'fe', PASSWORD);
      const right = await c.call('POST', `/fe/contact/${self.id}`, c.technik, { ...form, ...change, passwordCurrent: PASSWORD });
      expect(right.statusCode, right.body).toBe(200);
      await expect(loginAs(c.t.app, TECHNIK, 'fe', PASSWORD)).rejects.toThrow();
      // The technician's other sessions end with the change.
      expect((await c.call('GET', '/fe/globaldata', elsewhere)).statusCode).toBe(401);
      const fresh = await loginAs(c.t.app, TECHNIK, 'fe', 'new-secret-1');
      expect((await c.call('GET', '/fe/globaldata', fresh)).statusCode).toBe(200);
      // The session that changed the password stays; the password goes back for the other tests.
      const back = await c.call('POST', `/fe/contact/${self.id}`, c.technik, { ...form, passwordNew: PASSWORD, passwordNewRepeat: PASSWORD, passwordCurrent: 'new-secret-1' });
      expect(back.statusCode).toBe(200);
    });

    it("lets only the contact himself or the main contact change a contact's e-mail (the username)", async () => {
      const main = await c.contactOf(DEMO);
      const form = { ...newContact, gender: main.gender, firstName: main.firstName, name: main.name };
      const hijack = await c.call('POST', `/fe/contact/${main.id}?lang=en-US`, c.technik, { ...form, email: 'technik-privat@example.com' });
      expect(hijack.statusCode).toBe(403);
      expect(errorsOf(hijack)).toEqual([{ property: 'email', message: expect.stringContaining('main contact') }]);
      expect(await c.contactOf(DEMO)).toEqual(main);

      const byMain = await c.call('POST', `/fe/contact/${c.ids.technikContact}`, c.demo, { ...newContact, email: 'jonas.beispiel@muster-kuechen.example' });
      expect(byMain.statusCode, byMain.body).toBe(200);
      const restore = await c.call('POST', `/fe/contact/${c.ids.technikContact}`, c.technik, { ...newContact, email: TECHNIK, firstName: 'Jonas', name: 'Beispiel' });
      expect(restore.json().contact.email).toBe(TECHNIK);
    });

    it("changes another contact's username only when that contact confirms it from its current address", async () => {
      const NEW = 'jonas.privat@example.com';
      const technik = await c.contactOf(TECHNIK);
      const form = { ...newContact, gender: technik.gender, firstName: technik.firstName, name: technik.name, email: NEW, title: 'Dipl.-Ing.' };
      const asked = await c.call('POST', `/fe/contact/${technik.id}`, c.demo, form);
      expect(asked.statusCode, asked.body).toBe(200);
      // The rest of the form is saved; the username waits.
      expect(asked.json()).toMatchObject({ contact: { email: TECHNIK, title: 'Dipl.-Ing.' }, emailChange: { email: NEW, sentTo: TECHNIK } });
      await loginAs(c.t.app, TECHNIK, 'fe', PASSWORD);
      await expect(loginAs(c.t.app, NEW, 'fe', PASSWORD)).rejects.toThrow();

      const [mail] = await c.db.select().from(outboxMails).where(eq(outboxMails.recipient, TECHNIK)).orderBy(desc(outboxMails.id)).limit(1);
      // In the contact's language (English since the form above).
      expect(mail).toMatchObject({ kind: 'email_change', lang: 'en', subject: 'Please confirm your new login e-mail address' });
      expect(mail!.text).toContain(`from ${TECHNIK} to ${NEW}`);
      const token = mail!.link!.split('/').at(-1)!;
      expect(mail!.link).toBe(`http://localhost:3000/#/s/confirm-email/${token}`);

      const confirm = (value: string) => c.t.app.inject({ method: 'POST', url: `/pub/contact_email/${value}?lang=en-US` });
      const wrong = await confirm('x'.repeat(43));
      expect(wrong.statusCode).toBe(410);
      expect(errorsOf(wrong)).toEqual([{ property: 'token', message: 'The link has expired or has already been used. Your login e-mail address is unchanged.' }]);
      const confirmed = await confirm(token);
      expect(confirmed.json()).toEqual({ success: true, email: NEW });
      await loginAs(c.t.app, NEW, 'fe', PASSWORD);
      await expect(loginAs(c.t.app, TECHNIK, 'fe', PASSWORD)).rejects.toThrow();
      expect((await confirm(token)).statusCode).toBe(410);

      // The contact changes its own username back at once.
      const back = await c.call('POST', `/fe/contact/${technik.id}`, c.technik, { ...form, email: TECHNIK });
      expect(back.json()).toMatchObject({ contact: { email: TECHNIK } });
      expect(back.json().emailChange).toBeUndefined();
    });

    it('refuses a confirmation link that has expired, and one whose address another took meanwhile', async () => {
      const technik = await c.contactOf(TECHNIK);
      const form = { ...newContact, gender: technik.gender, firstName: technik.firstName, name: technik.name };
      const ask = async (email: string) => {
        expect((await c.call('POST', `/fe/contact/${technik.id}`, c.demo, { ...form, email })).statusCode).toBe(200);
        const [mail] = await c.db.select().from(outboxMails).where(eq(outboxMails.recipient, TECHNIK)).orderBy(desc(outboxMails.id)).limit(1);
        return mail!.link!.split('/').at(-1)!;
      };
      const expired = await ask('spaet@example.com');
      await c.db.update(contacts).set({ pendingEmailUntil: new Date(Date.now() - 1000) }).where(eq(contacts.id, technik.id));
      expect((await c.t.app.inject({ method: 'POST', url: `/pub/contact_email/${expired}` })).statusCode).toBe(410);

      const taken = await ask('max.neu@muster-kuechen.example');
      const created = await c.call('POST', '/fe/contact/0', c.demo, { ...newContact, email: 'max.neu@muster-kuechen.example' });
      expect(created.statusCode).toBe(200);
      const late = await c.t.app.inject({ method: 'POST', url: `/pub/contact_email/${taken}?lang=en-US` });
      expect(late.statusCode).toBe(409);
      expect(errorsOf(late)[0]!.property).toBe('email');
      expect((await c.contactOf(TECHNIK)).id).toBe(technik.id);
      await c.call('DELETE', `/fe/contact/${created.json().contact.id}`, c.demo);
    });

    it('keeps the main contact, and nobody deletes himself', async () => {
      const main = await c.call('DELETE', `/fe/contact/${c.ids.demoContact}?lang=en-US`, c.technik);
      expect(main.statusCode).toBe(409);
      expect(errorsOf(main)).toEqual([{ property: 'id', message: 'The main contact cannot be deleted.' }]);
      const self = await c.call('DELETE', `/fe/contact/${c.ids.technikContact}?lang=en-US`, c.technik);
      expect(errorsOf(self)).toEqual([{ property: 'id', message: 'You cannot delete yourself.' }]);
      expect((await c.db.select().from(contacts).where(eq(contacts.companyId, c.ids.muster))).length).toBe(2);
    });

    it("answers 404 for another company's contact and changes nothing", async () => {
      const before = await c.contactOf(OTHER);
      const saved = await c.call('POST', `/fe/contact/${c.ids.otherContact}`, c.demo, { ...newContact, email: OTHER, firstName: 'Hacked' });
      expect(saved.statusCode).toBe(404);
      const deleted = await c.call('DELETE', `/fe/contact/${c.ids.otherContact}`, c.demo);
      expect(deleted.statusCode).toBe(404);
      expect(await c.contactOf(OTHER)).toEqual(before);
      expect((await c.call('DELETE', '/fe/contact/999999', c.demo)).statusCode).toBe(404);
    });
  });
});
