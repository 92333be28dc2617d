import type { Tx } from '../../platform/db/client.ts';
import { organiserSettings } from '../../platform/db/schema.ts';

/** The demo fairs' organiser, as an admin would fill in its settings (issue 15). */
export async function seedOrganiser(tx: Tx): Promise<void> {
  await tx.update(organiserSettings).set({
    companyName: 'Messeportal Messe GmbH',
    street: 'Messeplatz 1',
    zip: '81823',
    city: 'München',
    country: 'DE',
    phone: '+49 89 123456-0',
    email: 'service@messeportal.example',
    website: 'www.messeportal.example',
    vatId: 'DE298765432',
    taxNumber: '143/123/45678',
    commercialRegister: 'Amtsgericht München HRB 234567',
    managingDirectors: 'Dr. Katrin Feldmann',
    bankName: 'Stadtsparkasse München',
    iban: 'DE97701500000000123456',
    bic: 'SSKMDEMMXXX',
    // The Deutsche Bundesbank's creditor identifier for tests: the demo collects direct debits with it.
    sepaCreditorId: 'DE98ZZZ09999999999',
    mailSenderName: 'Messeportal',
    mailSenderAddress: 'service@messeportal.example',
    documentFooterDe: 'Es gelten die Teilnahmebedingungen der Messeportal Messe GmbH.',
    documentFooterEn: 'The terms of participation of Messeportal Messe GmbH apply.',
    // The consultant and client of DATEV's own examples, so that the demo's DATEV export runs.
    datevConsultantNumber: 29098,
    datevClientNumber: 55003,
  });
}
