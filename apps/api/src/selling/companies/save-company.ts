import { normaliseUstid, ustidIssue, type CompanyData } from '@messeportal/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { companies } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { lockCompany } from './company-data-policy.ts';
import { mainAddressCountry, updateCompany } from './company-data-repo.ts';
import { changedFields, type FieldChange } from './field-changes.ts';

/**
 * Saves the company data, for the exhibitor in the portal and for staff in the back office: the VAT ID must have
 * the form of the main address's country. Answers what changed, field by field (empty when nothing did).
 */
export async function writeCompany(tx: Tx, companyId: number, input: CompanyData): Promise<FieldChange> {
  await lockCompany(tx, companyId);
  const country = await mainAddressCountry(tx, companyId);
  const vat = country ? ustidIssue(input.ustid, country) : undefined;
  if (vat) throw new AppError(400, vat.message, { property: 'ustid', params: vat.params });
  const { name_natural: nameNatural, ...fields } = input;
  const values = {
    ...fields,
    ...(nameNatural !== undefined && { nameNatural }),
    email: input.email.toLowerCase(),
    ustid: input.ustid ? normaliseUstid(input.ustid) : '',
  };
  const [before] = await tx.select().from(companies).where(eq(companies.id, companyId));
  const change = changedFields(before!, values);
  if (Object.keys(change.after).length > 0) await updateCompany(tx, companyId, values);
  return change;
}
