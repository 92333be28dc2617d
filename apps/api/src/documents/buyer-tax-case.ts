import { registeredBuyer, taxCaseOf, UNKNOWN_BUYER, type TaxCase } from '@messeportal/domain';
import type { Db, Tx } from '../platform/db/client.ts';
import { readOrganiserSettings } from '../platform/settings/repo.ts';
import { findBillingParty } from './repo.ts';

/**
 * The tax case of a registered company as the buyer at an event (registeredBuyer, taxCaseOf), as its invoices
 * will have it. Every total shown to it before the invoice (order, confirmation, offer, portal) uses this.
 * Without a company (a visitor's offer): German VAT until a country is given.
 */
export async function taxCaseOfCompany(db: Db | Tx, companyId: number | null, eventRateBp: number): Promise<TaxCase> {
  const [party, settings] = await Promise.all([companyId === null ? undefined : findBillingParty(db, companyId), readOrganiserSettings(db)]);
  const buyer = party ? registeredBuyer(party.company, party.address ? [party.address] : []) : UNKNOWN_BUYER;
  return taxCaseOf({ ...buyer, eventRateBp, nonEu: settings.nonEuTax });
}
