import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { companies, contacts } from '../../platform/db/schema.ts';

/** Whether an e-mail address is already some contact's username. */
export async function isUsernameTaken(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: contacts.id }).from(contacts).where(eq(contacts.email, email.toLowerCase())).limit(1);
  return !!row;
}

/** Whether an address belongs to a company, as its own address or a contact's username. */
export async function isCompanyEmail(db: Db, email: string): Promise<boolean> {
  const address = email.toLowerCase();
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .leftJoin(contacts, eq(contacts.companyId, companies.id))
    .where(or(eq(contacts.email, address), eq(sql`lower(${companies.email})`, address)))
    .limit(1);
  return !!row;
}
