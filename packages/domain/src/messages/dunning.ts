/** Messages of dunning (issue 30): the run, disputed invoices and companies on hold. */
export const dunningMessages = {
  nothingToDun: {
    de: 'Für die gewählten Aussteller ist heute keine Mahnung fällig: die Rechnungen sind bezahlt, angehalten, bestritten oder schon gemahnt.',
    en: 'No notice is due today for the exhibitors chosen: their invoices are paid, on hold, disputed or dunned already.',
  },
  disputeNoteRequired: {
    de: 'Bitte kurz festhalten, was der Aussteller bestreitet.',
    en: 'Please note briefly what the exhibitor disputes.',
  },
  holdNoteRequired: { de: 'Bitte kurz festhalten, warum nicht gemahnt wird.', en: 'Please note briefly why no notice is sent.' },
  dunningSellerMissing: {
    de: 'Für Mahnungen fehlen Angaben des Veranstalters (Firma, Anschrift, IBAN): bitte in den Einstellungen ergänzen.',
    en: 'Notices need the organiser’s details (company, address, IBAN): please complete them in the settings.',
  },
} as const;
