import type { BusinessDocumentModel } from '../src/documents/render-pdf.ts';
import type { PrintedOrganiser } from '../src/platform/settings/repo.ts';

// A business document and its organiser as the renderer takes them, for the tests of the PDF itself.

/** An invoice of `positionCount` alike positions, in German. */
export const model = (positionCount: number): BusinessDocumentModel => ({
  lang: 'de',
  title: 'Rechnung',
  number: 'RE-2027-0042',
  date: '2027-03-09',
  eventName: 'Kamin- und Ofenmesse',
  currency: 'EUR',
  recipient: { lines: ['Beispiel GmbH', 'Hauptstraße 1', '10115 Berlin', 'Deutschland'], ustid: 'DE111111111' },
  positions: Array.from({ length: positionCount }, (_, i) => ({
    description: `Leistung ${i + 1}: Abluftanschluss mit Rohrverlängerung, Montage und Abnahme durch den Schornsteinfeger`,
    amount: 1,
    unit: 'Stück',
    priceSingleCents: 329_000,
    sumCents: 329_000,
  })),
  netCents: positionCount * 329_000,
  vatCents: Math.round(positionCount * 329_000 * 0.19),
  grossCents: Math.round(positionCount * 329_000 * 1.19),
  vatRows: [['zzgl. USt. 19 %', Math.round(positionCount * 329_000 * 0.19)]],
});

/** An organiser with every setting filled in. */
export const organiser: PrintedOrganiser = {
  id: 1,
  companyName: 'Kaminwelt Messen GmbH',
  street: 'Ofenweg 3',
  zip: '90402',
  city: 'Nürnberg',
  country: 'AT',
  phone: '+49 911 4711',
  email: 'info@kaminwelt.example',
  website: 'www.kaminwelt.example',
  vatId: 'DE123456789',
  taxNumber: '241/114/50123',
  commercialRegister: 'Amtsgericht Nürnberg HRB 4711',
  managingDirectors: 'Jana Ofner, Paul Rauch',
  bankName: 'Sparkasse Nürnberg',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
  logoFileId: null,
  mailSenderName: '',
  mailSenderAddress: '',
  orderCopyAddress: '',
  documentFooterDe: 'Es gelten unsere Teilnahmebedingungen.',
  documentFooterEn: 'Our terms of participation apply.',
  mailFooterDe: '',
  mailFooterEn: '',
  defaultVatRate: 1900,
  timeZone: 'Europe/Berlin',
  invoicePrefix: 'RE',
  creditNotePrefix: 'GS',
  cancellationPrefix: 'ST',
  paymentTermDays: 14,
  nonEuTax: 'notTaxable',
  updatedAt: new Date(),
  logo: null,
};
