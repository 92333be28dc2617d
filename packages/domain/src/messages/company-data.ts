import type { Lang } from '../lang.ts';

/** Messages of the exhibitor's company data: company, contacts, brands, addresses (SPEC §5 portal messages). */
export const companyDataMessages = {
  brandLogoForm: { de: 'Logo: JPG, PNG, EPS oder PDF, max. 2 MB.', en: 'Logo: JPG, PNG, EPS or PDF, max. 2 MB.' },
  brandMotifForm: {
    de: 'Key Visual: JPG, mindestens 800 x 400 Pixel. Einzelbild, keine Collage und kein Text, max. 2 MB.',
    en: 'Key image: JPG, at least 800 x 440 pixels. Single image, no collage or text, max. 2 MB.',
  },
  brandFileUnknown: {
    de: 'Diese Datei wurde nicht gefunden. Bitte laden Sie sie erneut hoch.',
    en: 'This file was not found. Please upload it again.',
  },
  brandFirstCompanyName: {
    de: 'Die erste Marke sollte der Firmenname sein.',
    en: 'The first brand should be the company name.',
  },
  brandProductGroupOfEvents: {
    de: 'Bitte wählen Sie Warengruppen der Veranstaltungen, für die Ihre Firma angemeldet ist.',
    en: 'Please choose product groups of the events your company is registered for.',
  },
  brandNotForEvent: {
    de: 'Diese Marke hat keine Warengruppe dieser Veranstaltung. Bitte ergänzen Sie zuerst eine.',
    en: 'This brand has no product group of this event. Please add one first.',
  },
  brandLimit: { de: 'Höchstens {max} Marken je Firma.', en: 'At most {max} brands per company.' },
  contactLimit: { de: 'Höchstens {max} Ansprechpartner je Firma.', en: 'At most {max} contacts per company.' },
  addressLimit: { de: 'Höchstens {max} Adressen je Firma.', en: 'At most {max} addresses per company.' },
  passwordCurrentWrong: { de: 'Das aktuelle Passwort ist nicht korrekt.', en: 'The current password is not correct.' },
  passwordOwnOnly: {
    de: 'Sie können nur Ihr eigenes Passwort ändern.',
    en: 'You can only change your own password.',
  },
  contactEmailOwnOnly: {
    de: 'Die E-Mail-Adresse (Benutzername) ändern nur der Ansprechpartner selbst oder der Hauptansprechpartner.',
    en: 'Only the contact themselves or the main contact can change the e-mail address (username).',
  },
  emailChangeLinkInvalid: {
    de: 'Der Link ist abgelaufen oder wurde bereits verwendet. Ihre Login-E-Mail-Adresse ist unverändert.',
    en: 'The link has expired or has already been used. Your login e-mail address is unchanged.',
  },
  contactMainNotDeletable: {
    de: 'Der Hauptansprechpartner kann nicht gelöscht werden.',
    en: 'The main contact cannot be deleted.',
  },
  contactSelfNotDeletable: {
    de: 'Sie können sich nicht selbst löschen.',
    en: 'You cannot delete yourself.',
  },
  contactHasOrders: {
    de: 'Dieser Ansprechpartner hat Bestellungen aufgegeben und kann daher nicht gelöscht werden.',
    en: 'This contact has placed orders and can therefore not be deleted.',
  },
  addressMainRequired: {
    de: 'Ihre Firma braucht eine Hauptadresse. Markieren Sie stattdessen eine andere Adresse als Hauptadresse.',
    en: 'Your company needs a main address. Mark another address as the main address instead.',
  },
  addressMainNotDeletable: {
    de: 'Die Hauptadresse kann nicht gelöscht werden.',
    en: 'The main address cannot be deleted.',
  },
} as const satisfies Record<string, Record<Lang, string>>;
