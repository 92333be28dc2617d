import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
import { addresses, brands, companies, contacts, orders, registrationBrands, registrationContacts, sessions } from '../../platform/db/schema.ts';

/** Queries of the company data: company and contacts (brands and addresses have their own files), each scoped by company. */
type Reader = Db | Tx;

export async function updateCompany(tx: Tx, companyId: number, values: Partial<typeof companies.$inferInsert>) {
  await tx
    .update(companies)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(companies.id, companyId));
}

/** The country of the company's main address, which decides the VAT ID form. */
export async function mainAddressCountry(db: Reader, companyId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ country: addresses.country })
    .from(addresses)
    .where(and(eq(addresses.companyId, companyId), eq(addresses.isMain, true)))
    .limit(1);
  return row?.country;
}

const contactColumns = {
  id: contacts.id,
  gender: contacts.gender,
  title: contacts.title,
  contactType: contacts.contactTypes,
  firstName: contacts.firstName,
  name: contacts.name,
  email: contacts.email,
  lang: contacts.lang,
  isMainContact: contacts.isMainContact,
  telCountry: contacts.telCountry,
  telCity: contacts.telCity,
  telDirect: contacts.telDirect,
  faxCountry: contacts.faxCountry,
  faxCity: contacts.faxCity,
  faxDirect: contacts.faxDirect,
  mobileCountry: contacts.mobileCountry,
  mobileDirect: contacts.mobileDirect,
};

/** A contact as the portal shows it, with the registrations it is assigned to; no password hash. */
export async function findContactRow(db: Reader, companyId: number, id: number) {
  const [row] = await db
    .select(contactColumns)
    .from(contacts)
    .where(and(eq(contacts.id, id), eq(contacts.companyId, companyId)));
  if (!row) return undefined;
  const links = await db
    .select({ id: registrationContacts.registrationId })
    .from(registrationContacts)
    .where(eq(registrationContacts.contactId, id))
    .orderBy(asc(registrationContacts.registrationId));
  return { ...row, registrationsIds: links.map((link) => link.id) };
}

/** The company's contacts as the portal shows them, the main contact first, each with its registrations. */
export async function listContactRows(db: Reader, companyId: number) {
  const rows = await db.select(contactColumns).from(contacts).where(eq(contacts.companyId, companyId)).orderBy(desc(contacts.isMainContact), asc(contacts.id));
  const links = rows.length
    ? await db
        .select({ contactId: registrationContacts.contactId, id: registrationContacts.registrationId })
        .from(registrationContacts)
        .where(inArray(registrationContacts.contactId, rows.map((row) => row.id)))
        .orderBy(asc(registrationContacts.registrationId))
    : [];
  return rows.map((row) => ({ ...row, registrationsIds: links.filter((link) => link.contactId === row.id).map((link) => link.id) }));
}

/** Whether another contact (of any company) has this e-mail as its username. */
export async function isEmailTakenByOther(db: Reader, email: string, contactId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.email, email), ne(contacts.id, contactId)))
    .limit(1);
  return !!row;
}

export async function countContacts(tx: Tx, companyId: number) {
  const [row] = await tx.select({ n: count() }).from(contacts).where(eq(contacts.companyId, companyId));
  return row?.n ?? 0;
}

export async function insertContact(tx: Tx, values: typeof contacts.$inferInsert) {
  const [row] = await tx.insert(contacts).values(values).returning({ id: contacts.id });
  return row!.id;
}

export async function updateContact(tx: Tx, companyId: number, id: number, values: Partial<typeof contacts.$inferInsert>) {
  await tx
    .update(contacts)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(contacts.id, id), eq(contacts.companyId, companyId)));
}

/** Ends the contact's other sessions after a password change; the one that changed it stays logged in. */
export async function endOtherSessions(tx: Tx, contactId: number, keepTokenHash: string | undefined) {
  const others = keepTokenHash ? ne(sessions.tokenHash, keepTokenHash) : undefined;
  await tx.delete(sessions).where(and(eq(sessions.contactId, contactId), others));
}

export async function hasOrders(tx: Tx, contactId: number) {
  const [row] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.contactId, contactId)).limit(1);
  return !!row;
}

/** Deletes a contact; its brands keep existing without a contact person. Links and sessions go by cascade. */
export async function deleteContact(tx: Tx, companyId: number, id: number) {
  await tx
    .update(brands)
    .set({ contactId: null })
    .where(and(eq(brands.contactId, id), eq(brands.companyId, companyId)));
  await tx.delete(contacts).where(and(eq(contacts.id, id), eq(contacts.companyId, companyId)));
}

/** Assignments: the caller's policy has checked both ids; repeating one changes nothing. */
export async function linkContact(db: Reader, contactId: number, registrationId: number, linked: boolean) {
  if (linked) await db.insert(registrationContacts).values({ contactId, registrationId }).onConflictDoNothing();
  else {
    await db
      .delete(registrationContacts)
      .where(and(eq(registrationContacts.contactId, contactId), eq(registrationContacts.registrationId, registrationId)));
  }
}

export async function linkBrand(db: Reader, brandId: number, registrationId: number, linked: boolean) {
  if (linked) await db.insert(registrationBrands).values({ brandId, registrationId }).onConflictDoNothing();
  else {
    await db
      .delete(registrationBrands)
      .where(and(eq(registrationBrands.brandId, brandId), eq(registrationBrands.registrationId, registrationId)));
  }
}

export type ContactRow = NonNullable<Awaited<ReturnType<typeof findContactRow>>>;
