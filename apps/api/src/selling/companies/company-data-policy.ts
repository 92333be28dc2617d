import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
import { addresses, brands, companies, contacts } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { companyDataPolicy, type PolicyActor } from '@messeportal/domain';

/**
 * The rows of a company's data that the actor may change (companyDataPolicy): each is looked up by id, and a row
 * the actor may not change is the same 404 as an unknown id, so no answer tells another company's rows from
 * missing ones.
 */
type Reader = Db | Tx;

function mayChange<Row extends { companyId: number }>(actor: PolicyActor, row: Row | undefined, property?: string) {
  if (!row || !companyDataPolicy.mayChange(actor, row)) throw notFound('notFound', property);
  return row;
}

/** `POST /fe/company/{id}`: only the caller's own company. */
export function ownCompany(actor: PolicyActor, id: number) {
  mayChange(actor, { companyId: id });
}

export async function ownContact(db: Reader, actor: PolicyActor, id: number, property = 'id') {
  const [row] = await db
    .select({
      id: contacts.id,
      email: contacts.email,
      firstName: contacts.firstName,
      name: contacts.name,
      lang: contacts.lang,
      isMainContact: contacts.isMainContact,
      passwordHash: contacts.passwordHash,
      companyId: contacts.companyId,
    })
    .from(contacts)
    .where(eq(contacts.id, id));
  return mayChange(actor, row, property);
}

export async function ownBrand(db: Reader, actor: PolicyActor, id: number, property = 'id') {
  const [row] = await db
    .select({ id: brands.id, companyId: brands.companyId, contactId: brands.contactId, logoFileId: brands.logoFileId, motifFileId: brands.motifFileId })
    .from(brands)
    .where(eq(brands.id, id));
  return mayChange(actor, row, property);
}

export async function ownAddress(db: Reader, actor: PolicyActor, id: number) {
  const [row] = await db
    .select({ id: addresses.id, companyId: addresses.companyId, isMain: addresses.isMain, isInvoice: addresses.isInvoice })
    .from(addresses)
    .where(eq(addresses.id, id));
  return mayChange(actor, row);
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
