import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema.ts';

const companyColumns = {
  id: companies.id,
  name: companies.name,
  name_natural: companies.nameNatural,
  email: companies.email,
  internet: companies.internet,
  ustid: companies.ustid,
  telCountry: companies.telCountry,
  telCity: companies.telCity,
  telDirect: companies.telDirect,
  faxCountry: companies.faxCountry,
  faxCity: companies.faxCity,
  faxDirect: companies.faxDirect,
};

export async function findCompany(db: Db, companyId: number) {
  const [row] = await db.select(companyColumns).from(companies).where(eq(companies.id, companyId));
  return row;
}

export interface GlobalDataRow {
  company: Record<string, unknown> | null;
  registrations: { eventId: number }[];
  contacts: { gender: number | null }[];
  brands: Record<string, unknown>[];
  addresses: Record<string, unknown>[];
}

/**
 * Everything the portal shows of one company in a single round trip, through the database function of
 * migration 0001 (company_global_data). Each column is named there, so no hash, token or internal column can
 * reach the answer.
 */
export async function loadGlobalData(db: Db, companyId: number): Promise<GlobalDataRow> {
  const result = await db.execute(sql`select * from company_global_data(${companyId})`);
  return (result as unknown as { rows: GlobalDataRow[] }).rows[0]!;
}
