import { companyDataPolicy } from '@messeportal/domain';
import { policyActor } from '../../platform/auth/policy-actor.ts';
import type { ContactData } from '@messeportal/domain';
import type { Db } from '../../platform/db/client.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/password.ts';
import type { Caller } from '../../platform/auth/plugin.ts';
import { lockCompany, ownContact } from '../../selling/companies/company-data-policy.ts';
import { countContacts, endOtherSessions, findContactRow, insertContact, updateContact } from '../../selling/companies/company-data-repo.ts';
import { assertEmailFree, contactValues, withUniqueEmail } from '../../selling/companies/save-contact.ts';
import { assertStrongPassword } from '../../platform/auth/password-strength.ts';
import { requestEmailChange } from './contact-email-change.ts';

type Exhibitor = Extract<Caller, { kind: 'exhibitor' }>;

/** Contacts a company may keep (decision; the spec names no limit). */
export const MAX_CONTACTS = 50;

/**
 * Saves a contact of the caller's company; id 0 creates one (without a password: the new person sets one
 * through the password reset). A contact's e-mail (the username) is changed by that contact, or asked for by
 * the main contact: then it takes effect when the contact confirms it from its current address
 * (`emailChange` says where the mail went). A password is changed only on the caller's own contact, with the
 * current password; the caller's other sessions end then.
 */
export async function saveContact(db: Db, caller: Exhibitor, id: number, input: ContactData, options: { tokenHash: string | undefined; publicUrl: string }) {
  const { companyId } = caller;
  const { passwordCurrent, passwordNew, passwordNewRepeat: _repeat, ...fields } = input;
  let email = input.email.toLowerCase();
  let emailChange: { email: string; sentTo: string } | undefined;
  return withUniqueEmail(async () => {
    const savedId = await db.transaction(async (tx) => {
      await lockCompany(tx, companyId);
      const existing = id > 0 ? await ownContact(tx, policyActor(caller), id) : undefined;
      // The e-mail is the username: changed by anyone else, it would open the way to a password reset into that
      // account. Only the main contact may ask, and the contact decides.
      const changesAnother = existing && existing.email !== email && existing.id !== caller.contactId;
      const self = changesAnother ? await ownContact(tx, policyActor(caller), caller.contactId) : undefined;
      if (self && existing && !companyDataPolicy.mayChangeEmailOf(policyActor(caller, self.isMainContact), existing)) {
        throw new AppError(403, 'contactEmailOwnOnly', { property: 'email' });
      }
      await assertEmailFree(tx, email, id);
      if (existing && self) {
        await requestEmailChange(tx, options.publicUrl, existing, self, email);
        emailChange = { email, sentTo: existing.email };
        email = existing.email;
      }
      let passwordHash: string | undefined;
      if (passwordNew) {
        if (existing?.id !== caller.contactId) throw new AppError(403, 'passwordOwnOnly', { property: 'passwordNew' });
        if (!(await verifyPassword(existing.passwordHash, passwordCurrent))) {
          throw new AppError(400, 'passwordCurrentWrong', { property: 'passwordCurrent' });
        }
        await assertStrongPassword(passwordNew, 'passwordNew');
        passwordHash = await hashPassword(passwordNew);
      }
      const values = contactValues(fields, email);
      if (existing) {
        await updateContact(tx, companyId, existing.id, { ...values, ...(passwordHash && { passwordHash }) });
        if (passwordHash) await endOtherSessions(tx, existing.id, options.tokenHash);
        return existing.id;
      }
      if ((await countContacts(tx, companyId)) >= MAX_CONTACTS) {
        throw new AppError(400, 'contactLimit', { property: 'id', params: { max: MAX_CONTACTS } });
      }
      return insertContact(tx, { ...values, companyId, isMainContact: false });
    });
    const contact = await findContactRow(db, companyId, savedId);
    if (!contact) throw notFound();
    return { contact, emailChange };
  });
}
