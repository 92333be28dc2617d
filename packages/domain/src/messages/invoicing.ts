import type { Lang } from '../lang.ts';

/** Messages of invoicing (issue 17): invoices, credit notes, cancellation vouchers, payments, VAT IDs and buyer references. */
export const invoicingMessages = {
  nothingToInvoice: {
    de: 'Für diese Anmeldung gibt es keine noch nicht berechneten Positionen dieser Teilrechnungsnummer.',
    en: 'This registration has no positions of this partial billing number that are not yet invoiced.',
  },
  invoiceAddressMissing: {
    de: 'Die Firma hat keine vollständige Rechnungsadresse (Name, Straße, PLZ, Ort, Land). Bitte erst die Adresse ergänzen.',
    en: 'The company has no complete invoice address (name, street, postcode, city, country). Please complete the address first.',
  },
  buyerVatIdInvalid: {
    de: 'Die USt-IdNr. {vatId} passt nicht zum Land der Rechnungsadresse ({country}). Bitte in den Firmendaten korrigieren.',
    en: 'The VAT ID {vatId} does not fit the country of the invoice address ({country}). Please correct it in the company data.',
  },
  vatIdWrongCountry: {
    de: 'Diese USt-IdNr. gehört nicht zum gewählten Land. Sie beginnt mit dessen Kürzel, in Österreich etwa ATU12345678.',
    en: 'This VAT ID does not belong to the chosen country. It starts with that country’s code, in Austria e.g. ATU12345678.',
  },
  vatIdForm: {
    de: 'Diese USt-IdNr. hat nicht die Form ihres Landes. Bitte jede Ziffer prüfen.',
    en: 'This VAT ID does not have the form of its country. Please check every digit.',
  },
  leitwegIdInvalid: {
    de: 'Diese Leitweg-ID ist ungültig: Form 04011000-12345-03, ihre Prüfziffern müssen passen.',
    en: 'This Leitweg-ID is invalid: form 04011000-12345-03, and its check digits must match.',
  },
  notAnInvoice: { de: 'Dieses Dokument ist keine Rechnung.', en: 'This document is not an invoice.' },
  finalInvoiceNotOutdated: {
    de: 'Diese Rechnung ist keine gültige Schlussrechnung mit einer seither stornierten Teilrechnung; sie muss nicht korrigiert werden.',
    en: 'This invoice is no live final invoice listing a partial invoice cancelled since; it needs no correction.',
  },
  invoiceCanceled: { de: 'Diese Rechnung ist bereits storniert.', en: 'This invoice has already been cancelled.' },
  cancelReasonMissing: {
    de: 'Bitte den Grund der Stornierung angeben; er steht auf dem Stornobeleg.',
    en: 'Please give the reason for the cancellation; it is printed on the cancellation voucher.',
  },
  creditNoLines: { de: 'Bitte mindestens eine Position gutschreiben.', en: 'Please credit at least one position.' },
  creditLineTwice: { de: 'Jede Position nur einmal angeben.', en: 'Give each position only once.' },
  creditLineUnknown: { de: 'Diese Position gehört nicht zu der Rechnung.', en: 'This position does not belong to the invoice.' },
  creditAboveInvoiced: {
    de: 'Von dieser Position sind nur noch {max} netto gutzuschreiben.',
    en: 'Only {max} net of this position is left to credit.',
  },
  paymentAboveOpen: {
    de: 'Offen sind nur noch {open}. Eine höhere Zahlung bitte als Gutschrift oder Erstattung behandeln.',
    en: 'Only {open} is open. Please handle a higher payment as a credit note or refund.',
  },
  paymentDateFuture: { de: 'Eine Zahlung kann nicht in der Zukunft liegen.', en: 'A payment cannot be dated in the future.' },
  paymentDateBeforeInvoice: {
    de: 'Eine Zahlung kann höchstens ein Jahr vor dem Rechnungsdatum ({date}) liegen.',
    en: 'A payment can be dated at most a year before the invoice date ({date}).',
  },
  invoiceNotPayable: {
    de: 'Nur offene Rechnungen nehmen Zahlungen an.',
    en: 'Only open invoices take payments.',
  },
  sellerDataMissing: {
    de: 'Für Rechnungen fehlen Angaben des Veranstalters: Bitte in den Einstellungen USt-IdNr. oder Steuernummer, IBAN, Telefon und E-Mail hinterlegen.',
    en: 'Invoices need more of the organiser’s data: please enter VAT ID or tax number, IBAN, phone and e-mail in the settings.',
  },
  dateInvalid: { de: 'Bitte ein gültiges Datum angeben.', en: 'Please give a valid date.' },
} as const satisfies Record<string, Record<Lang, string>>;
