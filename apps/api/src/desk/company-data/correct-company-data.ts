import { langFromLocale, type AddressData, type CompanyData, type StaffContactData } from '@messeportal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../platform/db/client.ts';
import { contacts } from '../../platform/db/schema.ts';
import { recordChange } from '../../platform/audit/record-change.ts';
import type { Caller } from '../../platform/auth/plugin.ts';
import { policyActor } from '../../platform/auth/policy-actor.ts';
import { queueMail } from '../../platform/mail/outbox.ts';
import { findAddressRow, listAddressRows } from '../../selling/companies/address-repo.ts';
import { lockCompany, ownContact } from '../../selling/companies/company-data-policy.ts';
import { updateContact } from '../../selling/companies/company-data-repo.ts';
import { changedFields } from '../../selling/companies/field-changes.ts';
import { writeAddress } from '../../selling/companies/save-address.ts';
import { writeCompany } from '../../selling/companies/save-company.ts';
import { assertEmailFree, contactValues, withUniqueEmail } from '../../selling/companies/save-contact.ts';
import { findMainContact } from '../../selling/registrations/repo.ts';
import { addressLine, companyDataChangedMail, loginChangedMail, type ToldChange } from './company-data-mails.ts';

type Staff = Extract<Caller, { kind: 'staff' }>;

/**
 * Staff correct an exhibitor's company data (issue 28) with the exhibitor's own rules and save functions: each
 * change is one audit entry (entity `company`, the company's id) in its transaction, and the main contact is told
 * in its language what it should know of (company name, VAT ID, the address invoices go to). A save that changes
 * nothing writes no entry and sends no mail.
 */
async function tellMainContact(tx: Tx, companyId: number, changes: (lang: 'de' | 'en') => ToldChange[]) {
  const contact = await findMainContact(tx, companyId);
  if (!contact) return;
  const lang = langFromLocale(contact.lang);
  const told = changes(lang);
  if (told.length > 0) await queueMail(tx, companyDataChangedMail({ recipient: contact.email, lang }, told));
}

const TOLD_COMPANY_FIELDS = ['name', 'nameNatural', 'ustid'] as const;

export async function correctCompany(app: FastifyInstance, companyId: number, input: CompanyData, staff: Staff) {
  await app.db.transaction(async (tx) => {
    const change = await writeCompany(tx, companyId, input);
    if (Object.keys(change.after).length === 0) return;
    await recordChange(tx, staff, { entity: 'company', entityId: companyId, action: 'update', ...change });
    const told = TOLD_COMPANY_FIELDS.filter((field) => field in change.after);
    await tellMainContact(tx, companyId, () => told.map((field) => [field, String(change.before[field] ?? ''), String(change.after[field] ?? '')]));
  });
  app.mailQueued();
}

/** The address invoices go to (the one marked, else the main address) and the main address, as the company has them now. */
async function billingAddresses(tx: Tx, companyId: number) {
  const rows = await listAddressRows(tx, companyId);
  const main = rows.find((row) => row.isMain);
  return { invoiceAddress: rows.find((row) => row.isInvoice) ?? main, mainAddress: main };
}

/** An address saved or made; the exhibitor hears of it when the address invoices go to, or the main address, is another now. */
export async function correctAddress(app: FastifyInstance, companyId: number, input: AddressData, staff: Staff) {
  await app.db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const shownBefore = await billingAddresses(tx, companyId);
    const { id, before } = await writeAddress(tx, policyActor(staff), companyId, input);
    const { id: _id, ...after } = (await findAddressRow(tx, companyId, id))!;
    const change = before ? changedFields(before, after) : { before: null, after };
    if (Object.keys(change.after).length === 0) return;
    await recordChange(tx, staff, { entity: 'company', entityId: companyId, action: before ? 'update' : 'create', before: change.before, after: { addressId: id, ...change.after } });
    const shownAfter = await billingAddresses(tx, companyId);
    await tellMainContact(tx, companyId, (lang) =>
      (['invoiceAddress', 'mainAddress'] as const)
        .map((kind): ToldChange => [kind, addressLine(shownBefore[kind], lang), addressLine(shownAfter[kind], lang)])
        .filter(([, was, now]) => was !== now),
    );
  });
  app.mailQueued();
}

/**
 * A contact corrected, never its password. A new e-mail (the username) takes effect at once (companyDataPolicy:
 * staff change it because the person asked them, often when the old address no longer works): a change the
 * contact had asked for itself and not yet confirmed is dropped, and the former address is told.
 */
export async function correctContact(app: FastifyInstance, contactId: number, input: StaffContactData, staff: Staff) {
  const email = input.email.toLowerCase();
  const companyId = await withUniqueEmail(() =>
    app.db.transaction(async (tx) => {
      const existing = await ownContact(tx, policyActor(staff), contactId);
      await lockCompany(tx, existing.companyId);
      await assertEmailFree(tx, email, contactId);
      const [row] = await tx.select().from(contacts).where(eq(contacts.id, contactId));
      const values = contactValues(input, email);
      const change = changedFields(row!, values);
      if (Object.keys(change.after).length === 0) return existing.companyId;
      const emailChanged = 'email' in change.after;
      await updateContact(tx, existing.companyId, contactId, { ...values, ...(emailChanged && { pendingEmail: null, pendingEmailTokenHash: null, pendingEmailUntil: null }) });
      await recordChange(tx, staff, { entity: 'company', entityId: existing.companyId, action: 'update', before: change.before, after: { contactId, ...change.after } });
      if (emailChanged) await queueMail(tx, loginChangedMail({ recipient: existing.email, lang: langFromLocale(values.lang) }, email));
      return existing.companyId;
    }),
  );
  app.mailQueued();
  return companyId;
}
