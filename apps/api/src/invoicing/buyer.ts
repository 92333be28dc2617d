import { buyerReferenceProblem, registeredBuyer, vatIdProblem } from '@messeportal/domain';
import { AppError } from '../platform/http/app-error.ts';
import type { Buyer } from './invoice-content.ts';
import type { findInvoiceParty } from './invoicing-repo.ts';

type Party = NonNullable<Awaited<ReturnType<typeof findInvoiceParty>>>;

/**
 * The buyer of an invoice from the company's invoice (else main) address: refused (409) without a complete
 * address, with a VAT ID that is not its country's form, or with a broken Leitweg-ID, so nothing is issued
 * that an accountant would send back. Without a reference of its own the registration names the invoice
 * (XRechnung needs one, BR-DE-15).
 */
export function buyerOf(party: Party, registrationId: number): Buyer {
  const { company, address, contact } = party;
  const name = address?.name || company.name;
  if (!address || [name, address.street, address.zip, address.city, address.country].some((part) => part.trim() === '')) {
    throw new AppError(409, 'invoiceAddressMissing');
  }
  const { vatId } = registeredBuyer(company, [address]);
  if (vatIdProblem(vatId, address.country)) {
    throw new AppError(409, 'buyerVatIdInvalid', { property: 'ustid', params: { vatId, country: address.country.toUpperCase() } });
  }
  const reference = address.buyerReference.trim();
  if (buyerReferenceProblem(reference)) throw new AppError(409, 'leitwegIdInvalid', { property: 'buyerReference' });
  return {
    name,
    nameExtra: address.nameExtra,
    street: address.street,
    zip: address.zip,
    city: address.city,
    country: address.country.toUpperCase(),
    vatId,
    reference: reference || `R-${registrationId}`,
    ownReference: reference !== '',
    email: address.email || contact?.email || company.email,
  };
}
