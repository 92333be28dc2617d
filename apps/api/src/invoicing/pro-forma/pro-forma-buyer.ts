import { countries, enteredBuyer, registeredBuyer, type Lang } from '@messeportal/domain';
import { z } from 'zod';
import { recipientOf } from '../../documents/document-pdf-model.ts';
import { labelOf } from '../../documents/presenter.ts';
import type { findBillingParty } from '../../documents/repo.ts';

type BillingParty = NonNullable<Awaited<ReturnType<typeof findBillingParty>>>;

/** Whom a pro-forma invoice is addressed to, and what its tax case is decided by. */
export interface ProFormaBuyer {
  name: string;
  /** The address block as printed. */
  lines: string[];
  /** ISO code, lower case; '' when nobody entered one. */
  country: string;
  vatId: string;
}

/** A text of the personal block as entered (checked only by a binding order): anything but a text counts as empty. */
const entered = (max = 200) => z.string().trim().max(max).catch('');
const enteredAddress = z
  .object({ name: entered(), nameExtra: entered(), street: entered(), zip: entered(20), city: entered(), country: entered(2), ustid: entered(40) })
  .catch({ name: '', nameExtra: '', street: '', zip: '', city: '', country: '', ustid: '' });
const enteredPersonal = z.object({
  company: z.object({ name: entered(), ustid: entered(40) }).catch({ name: '', ustid: '' }),
  address: enteredAddress,
  invoiceAddress: z.boolean().catch(false),
  addressInvoice: enteredAddress,
});

/** The registered company as the buyer: its invoice (else main) address, as its invoices are addressed. */
export function buyerOfCompany(party: BillingParty, lang: Lang): ProFormaBuyer {
  const recipient = recipientOf(party, lang);
  return {
    name: party.address?.name || party.company.name,
    lines: recipient.lines,
    ...registeredBuyer(party.company, party.address ? [party.address] : []),
  };
}

/**
 * The new exhibitor of a configuration as the buyer, from its personal block as entered: the invoice address
 * when one is given, else the company's address; undefined when no company name was entered yet.
 */
export function buyerOfPersonal(personal: unknown, lang: Lang): ProFormaBuyer | undefined {
  const parsed = enteredPersonal.safeParse(personal ?? {});
  if (!parsed.success) return undefined;
  const { company, invoiceAddress } = parsed.data;
  const address = invoiceAddress ? parsed.data.addressInvoice : parsed.data.address;
  const name = (invoiceAddress && address.name) || company.name;
  if (name === '') return undefined;
  // A code the portal does not offer (typed by hand into the request) names no country.
  const country = countries.some((entry) => entry.id === address.country.toLowerCase()) ? address.country.toLowerCase() : '';
  const lines = [name, address.nameExtra, address.street, `${address.zip} ${address.city}`, country && labelOf(countries, country, lang)];
  return {
    name,
    lines: lines.filter((line) => line.trim() !== ''),
    country,
    vatId: enteredBuyer(parsed.data).vatId,
  };
}
