import { compactVatId, isValidLeitwegId, vatIdProblem } from '@messeportal/domain';
import { AppError } from '../../http/app-error.ts';
import type { Buyer } from './invoice-content.ts';
import type { findInvoiceParty } from './invoicing-repo.ts';

type Party = NonNullable<Awaited<ReturnType<typeof findInvoiceParty>>>;

/**
 * A buyer reference meant as a Leitweg-ID: a coarse address of digits, then a dash. Anything else (a purchase
 * order number, "PO 4711") is the buyer's own reference and printed as it is.
 */
export const looksLikeLeitwegId = (reference: string) => /^\d{2,12}-/.test(reference.trim());

/** What is wrong with a buyer reference as the exhibitor enters it, if anything. */
export const buyerReferenceProblem = (reference: string) =>
  looksLikeLeitwegId(reference) && !isValidLeitwegId(reference) ? ('leitwegIdInvalid' as const) : undefined;

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
  const vatId = compactVatId(address.ustid || company.ustid);
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
    email: address.email || contact?.email || company.email,
  };
}
