import { type AccessSamples } from '../staff-context.ts';

/** Staff's corrections of an exhibitor's company data, on the demo company: each sample saves its data as it is. */
export const companyDataAccessSamples: AccessSamples = async (c) => {
  const { company, contact } = c.demo;
  const { address, invoiceAddress } = company;
  const addressBody = ({ id: _id, companyId: _company, ...fields }: typeof address) => fields;
  const companyBody = { name: company.name, email: company.email, internet: company.internet, ustid: company.ustid, telCountry: company.telCountry, telCity: company.telCity, telDirect: company.telDirect };
  const contactBody = { gender: contact.gender, lang: contact.lang, firstName: contact.firstName, name: contact.name, email: contact.email, telCountry: contact.telCountry, telCity: contact.telCity, telDirect: contact.telDirect };
  return {
    'GET /be/company/:id': ['GET', `/be/company/${company.id}`],
    'PUT /be/company/:id': ['PUT', `/be/company/${company.id}`, companyBody],
    'POST /be/company/:id/address': ['POST', `/be/company/${company.id}/address`, { ...addressBody(address), street: 'Zugangsweg 1', isMain: false }],
    'PUT /be/company/:id/address/:addressId': ['PUT', `/be/company/${company.id}/address/${invoiceAddress!.id}`, addressBody(invoiceAddress!)],
    'PUT /be/contact/:id': ['PUT', `/be/contact/${contact.id}`, contactBody],
  };
};
