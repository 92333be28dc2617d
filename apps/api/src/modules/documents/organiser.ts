/**
 * The organiser's master data for the letterhead and footer of every PDF it issues. One place, so the
 * offer, order confirmation and booked-services PDFs print the same sender as the invoices.
 */
export const organiser = {
  name: 'Messeportal Messe GmbH',
  street: 'Messeplatz 1',
  zip: '81823',
  city: 'München',
  country: { de: 'Deutschland', en: 'Germany' },
  phone: '+49 89 123456-0',
  email: 'service@messeportal.example',
  internet: 'www.messeportal.example',
  ustid: 'DE298765432',
  register: 'Amtsgericht München HRB 234567',
  managingDirector: 'Dr. Katrin Feldmann',
  bank: { name: 'Stadtsparkasse München', iban: 'DE02 7015 0000 0000 1234 56', bic: 'SSKMDEMMXXX' },
} as const;

export type Organiser = typeof organiser;
