import { normaliseUstid, ustidIssue, type CompanyData } from '@messeportal/domain';
import type { Db } from '../../platform/db/client.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { findCompany } from '../../selling/companies/company-repo.ts';
import { lockCompany } from '../../selling/companies/company-data-policy.ts';
import { mainAddressCountry, updateCompany } from '../../selling/companies/company-data-repo.ts';

/** Saves the company data; the VAT ID must have the form of the main address's country. */
export async function saveCompany(db: Db, companyId: number, input: CompanyData) {
  await db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const country = await mainAddressCountry(tx, companyId);
    const vat = country ? ustidIssue(input.ustid, country) : undefined;
    if (vat) throw new AppError(400, vat.message, { property: 'ustid', params: vat.params });
    await updateCompany(tx, companyId, {
      ...input,
      email: input.email.toLowerCase(),
      ustid: input.ustid ? normaliseUstid(input.ustid) : '',
    });
  });
  const company = await findCompany(db, companyId);
  if (!company) throw notFound();
  return company;
}
