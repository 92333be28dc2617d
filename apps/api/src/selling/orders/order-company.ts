import { normaliseUstid, type Configuration, type Lang, type Personal } from '@messeportal/domain';
import type { Tx } from '../../platform/db/client.ts';
import { brandsOfCompany, insertAddresses, insertBrandWithGroups, insertCompany } from './repo.ts';
import { insertContact } from '../companies/company-data-repo.ts';

/** Who orders: a logged-in exhibitor's main contact, or a new exhibitor with the checked personal block. */
export type Orderer =
  | { kind: 'exhibitor'; companyId: number; contactId: number; email: string; lang: Lang }
  | { kind: 'new'; personal: Personal; passwordHash: string };

/**
 * The ordering company: the logged-in exhibitor's, or a new one with its main contact (the e-mail is the
 * username) and addresses. Answers where the order's mails go and in which language.
 */
export async function ensureCompany(tx: Tx, orderer: Orderer) {
  if (orderer.kind === 'exhibitor') {
    return { companyId: orderer.companyId, contactId: orderer.contactId, recipient: orderer.email, recipientLang: orderer.lang };
  }
  const { company, address, contact, invoiceAddress, addressInvoice } = orderer.personal;
  const companyId = await insertCompany(tx, {
    name: company.name,
    email: company.email.toLowerCase(),
    ustid: company.ustid ? normaliseUstid(company.ustid) : '',
    internet: company.internet,
    telDirect: company.phone,
    faxDirect: company.fax,
  });
  const email = contact.email.toLowerCase();
  const contactId = await insertContact(tx, {
    companyId,
    isMainContact: true,
    gender: Number(contact.gender),
    firstName: contact.firstName,
    name: contact.name,
    email,
    passwordHash: orderer.passwordHash,
    lang: contact.lang,
    contactTypes: contact.contactType.map(String),
    telDirect: contact.phone,
    mobileDirect: contact.mobile,
    faxDirect: contact.fax,
  });
  await insertAddresses(tx, [
    { companyId, name: company.name, ...address, ustid: company.ustid, isMain: true, isInvoice: !invoiceAddress },
    ...(invoiceAddress
      ? [
          {
            companyId,
            name: addressInvoice.name ?? '',
            nameExtra: addressInvoice.nameExtra ?? '',
            street: addressInvoice.street ?? '',
            zip: addressInvoice.zip ?? '',
            city: addressInvoice.city ?? '',
            country: addressInvoice.country ?? '',
            ustid: addressInvoice.ustid ?? '',
            isInvoice: true,
          },
        ]
      : []),
  ]);
  return { companyId, contactId, recipient: email, recipientLang: contact.lang };
}

/** The order's brands: the company's existing ones are linked, the others (id 0 or foreign) created. */
export async function saveBrands(tx: Tx, companyId: number, contactId: number, brands: Configuration['brands']): Promise<number[]> {
  const own = await brandsOfCompany(tx, companyId, brands.map((b) => b.id).filter((id) => id > 0));
  const ids: number[] = [];
  for (const brand of brands) {
    if (own.has(brand.id)) ids.push(brand.id);
    else {
      const values = { companyId, contactId, name: brand.name, internet: brand.internet, logoFileId: brand.fileLogoNew?.id, motifFileId: brand.fileMotifNew?.id };
      ids.push(await insertBrandWithGroups(tx, values, brand.productgroupsIds));
    }
  }
  return ids;
}

