import { asc, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { addresses, companies, registrations } from '../../platform/db/schema.ts';
import { nameOrder } from '../../platform/db/name-order.ts';
import { containsPattern } from '../../platform/db/search.ts';

/** Companies the be_company mode offers to choose from. */
const COMPANY_CHOICES = 20;

const companyId = sql`${sql.identifier('companies')}.${sql.identifier('id')}`;

/** Companies whose name contains `search` (all when empty), by name, with the city of the main address. */
export function searchCompanies(db: Db, search: string) {
  return db
    .select({
      id: companies.id,
      name: companies.name,
      city: sql<string>`coalesce((select ${addresses.city} from ${addresses} where ${addresses.companyId} = ${companyId}
        order by ${addresses.isMain} desc, ${addresses.id} limit 1), '')`,
    })
    .from(companies)
    .where(search ? ilike(companies.name, containsPattern(search)) : undefined)
    .orderBy(asc(nameOrder(companies.name)), asc(companies.id))
    .limit(COMPANY_CHOICES);
}

export async function companyExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id));
  return row !== undefined;
}

export async function findCustomerRegistration(db: Db, id: number) {
  const [row] = await db
    .select({ id: registrations.id, eventId: registrations.eventId, companyId: registrations.companyId })
    .from(registrations)
    .where(eq(registrations.id, id));
  return row;
}

export async function findCompanyName(db: Db, id: number): Promise<string> {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, id));
  return row?.name ?? '';
}
