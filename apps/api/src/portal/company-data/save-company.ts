import type { CompanyData } from '@messeportal/domain';
import type { Db } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { findCompany } from '../../selling/companies/company-repo.ts';
import { writeCompany } from '../../selling/companies/save-company.ts';

/** Saves the exhibitor's own company data (writeCompany's rules) and answers the company as stored. */
export async function saveCompany(db: Db, companyId: number, input: CompanyData) {
  await db.transaction((tx) => writeCompany(tx, companyId, input));
  const company = await findCompany(db, companyId);
  if (!company) throw notFound();
  return company;
}
