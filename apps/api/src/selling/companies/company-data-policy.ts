import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
import { addresses, brands, companies, contacts, registrations } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/http/app-error.ts';

/**
 * Whether the caller's company owns a row. Every function looks the row up by id AND company, so a foreign
 * id and an unknown id are the same 404, and no answer tells another company's rows from missing ones.
 */
type Reader = Db | Tx;

/** `POST /fe/company/{id}`: only the caller's own company. */
export function ownCompany(companyId: number, id: number) {
  if (id !== companyId) throw notFound();
}

export async function ownContact(db: Reader, companyId: number, id: number, property = 'id') {
  const [row] = await db
    .select({
      id: contacts.id,
      email: contacts.email,
      firstName: contacts.firstName,
      name: contacts.name,
      lang: contacts.lang,
      isMainContact: contacts.isMainContact,
      passwordHash: contacts.passwordHash,
    })
    .from(contacts)
    .where(and(eq(contacts.id, id), eq(contacts.companyId, companyId)));
  if (!row) throw notFound('notFound', property);
  return row;
}

export async function ownBrand(db: Reader, companyId: number, id: number, property = 'id') {
  const [row] = await db
    .select({ id: brands.id, contactId: brands.contactId, logoFileId: brands.logoFileId, motifFileId: brands.motifFileId })
    .from(brands)
    .where(and(eq(brands.id, id), eq(brands.companyId, companyId)));
  if (!row) throw notFound('notFound', property);
  return row;
}

export async function ownAddress(db: Reader, companyId: number, id: number) {
  const [row] = await db
    .select({ id: addresses.id, isMain: addresses.isMain, isInvoice: addresses.isInvoice })
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.companyId, companyId)));
  if (!row) throw notFound();
  return row;
}

export async function ownRegistration(db: Reader, companyId: number, id: number) {
  const [row] = await db
    .select({ id: registrations.id, eventId: registrations.eventId })
    .from(registrations)
    .where(and(eq(registrations.id, id), eq(registrations.companyId, companyId)));
  if (!row) throw notFound('notFound', 'registrationId');
  return row;
}

/**
 * Serialises the company's data changes (one main address, brand and contact limits) by locking its row
 * until the transaction ends.
 */
export async function lockCompany(tx: Tx, companyId: number) {
  const [row] = await tx
    .select({ id: companies.id, name: companies.name, nameNatural: companies.nameNatural })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  if (!row) throw notFound();
  return row;
}
