import { compactVatId, taxCaseOf, type TaxCase } from '@messeportal/domain';
import type { Db, Tx } from '../platform/db/client.ts';
import { readOrganiserSettings } from '../platform/settings/repo.ts';
import { findBillingParty } from './repo.ts';

/**
 * The tax case of a registered company as the buyer at an event: decided (taxCaseOf) by the country and VAT ID of
 * its invoice address (else its main address; the company's VAT ID where the address names none), as its
 * invoices will be. Every total shown to it before the invoice (order, confirmation, offer, portal) uses this.
 * Without a company (a visitor's offer): German VAT until a country is given.
 */
export async function taxCaseOfCompany(db: Db | Tx, companyId: number | null, eventRateBp: number): Promise<TaxCase> {
  const [party, settings] = await Promise.all([companyId === null ? undefined : findBillingParty(db, companyId), readOrganiserSettings(db)]);
  const address = party?.address;
  const vatId = compactVatId(address?.ustid || party?.company.ustid || '');
  return taxCaseOf({ country: address?.country ?? '', vatId, eventRateBp, nonEu: settings.nonEuTax });
}
