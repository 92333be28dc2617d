import type { Lang } from '../lang.ts';

/** Messages of the configurator, offers, the personal block and binding orders. */
export const configuratorMessages = {
  standSizeOutOfRange: { de: 'min. {min} m², max. {max} m²', en: 'min. {min} m², max. {max} m²' },
  standConfigNotOrderable: {
    de: 'Dieser Standtyp kann für diese Veranstaltung nicht bestellt werden.',
    en: 'This stand type cannot be ordered for this event.',
  },
  emailInUse: {
    de: 'Die zur Bestätigung eingegebene E-Mail-Adresse (Benutzername) existiert bereits und kann daher nicht verwendet werden.',
    en: 'The e-mail address entered for confirmation (user name) already exists and can therefore not be used.',
  },
  companyRegistered: {
    de: 'Ihre Firma ist bereits registriert. Bitte nutzen Sie die Login-Funktion.',
    en: 'Your company is already registered. Please use the login function.',
  },
  passwordsDiffer: { de: 'Die Passwörter stimmen nicht überein.', en: 'The passwords do not match.' },
  ustidForm: {
    de: 'Bitte geben Sie eine gültige USt-IdNr. für {country} an (z. B. {example}).',
    en: 'Please enter a valid VAT ID for {country} (e.g. {example}).',
  },
  zipForm: {
    de: 'Geben Sie eine Postleitzahl mit {digits} Ziffern ein.',
    en: 'Enter a postcode with {digits} digits.',
  },
  urlIncomplete: {
    de: 'Die Internetadresse muss vollständig sein, einschließlich {host}',
    en: 'A web address must be complete, including {host}',
  },
  phoneForm: {
    de: 'Bitte geben Sie eine Telefonnummer aus Ziffern an (z. B. +49 711 123456).',
    en: 'Please enter a phone number made of digits (e.g. +49 711 123456).',
  },
  optin_conditions_message: {
    de: 'Bitte akzeptieren Sie die Teilnahmebedingungen, um verbindlich zu bestellen.',
    en: 'Please accept the terms of participation to place a binding order.',
  },
  optin_cancellation_message: {
    de: 'Bitte akzeptieren Sie die Stornobedingungen, um verbindlich zu bestellen.',
    en: 'Please accept the cancellation policy to place a binding order.',
  },
  error_no_email: { de: 'Fehler: Keine E-Mail-Adresse angegeben!', en: 'Error: No e-mail address specified!' },
  offerOutdated: {
    de: 'Der Link ist nicht mehr aktuell und nicht mehr verfügbar.',
    en: 'The link is now outdated and no longer available.',
  },
  offerNotEditable: {
    de: 'Dieses Angebot kann nicht mehr geändert werden.',
    en: 'This offer can no longer be changed.',
  },
  offerOtherEvent: {
    de: 'Dieses Angebot gehört zu einer anderen Veranstaltung.',
    en: 'This offer belongs to another event.',
  },
  mediaNotOffered: {
    de: 'Dieses Werbemittel wird nicht angeboten.',
    en: 'This advertising medium is not offered.',
  },
  itemNotOffered: {
    de: '„{name}“ wird hier nicht (mehr) angeboten. Bitte entfernen Sie es aus Ihrer Auswahl.',
    en: '“{name}” is not (or no longer) offered here. Please remove it from your selection.',
  },
  mediaSoldOut: { de: 'Dieses Werbemittel ist ausverkauft.', en: 'This advertising medium is sold out.' },
  mediaTooFew: { de: 'Nur noch {available} Stück verfügbar.', en: 'Only {available} left.' },
  orderbookMandatory: {
    de: 'Diese Leistung ist Pflicht. Bitte geben Sie eine Menge an.',
    en: 'This service is mandatory. Please enter an amount.',
  },
  orderbookMandatoryTick: {
    de: 'Diese Leistung ist Pflicht. Bitte kreuzen Sie sie an.',
    en: 'This service is mandatory. Please tick it.',
  },
  brandProductGroupRequired: {
    de: 'Bitte wählen Sie mindestens eine Warengruppe.',
    en: 'Please choose at least one product group.',
  },
  tooManyBrands: { de: 'Höchstens {max} Marken je Konfiguration.', en: 'At most {max} brands per configuration.' },
  alreadyRegistered: {
    de: 'Ihre Firma ist für diese Veranstaltung bereits angemeldet.',
    en: 'Your company is already registered for this event.',
  },
  mainContactOnly: {
    de: 'Nur der Hauptansprechpartner Ihrer Firma kann sich für eine neue Veranstaltung anmelden.',
    en: "Only your company's main contact can register for a new event.",
  },
  registrationClosed: {
    de: 'Eine Anmeldung ist für die gewählte Veranstaltung derzeit nicht möglich.',
    en: 'Registration is currently not possible for the selected event.',
  },
  eventNotPublished: {
    de: 'Diese Veranstaltung ist noch nicht veröffentlicht.',
    en: 'This event has not been published yet.',
  },
  registrationNotYetOpen: {
    de: 'Die Anmeldung für diese Veranstaltung ist ab dem {date} möglich.',
    en: 'Registration for this event opens on {date}.',
  },
  offerOfOtherCompany: {
    de: 'Dieses Angebot gehört zu einer anderen Firma.',
    en: 'This offer belongs to another company.',
  },
  offerLoginRequired: {
    de: 'Dieses Angebot wurde für eine registrierte Firma erstellt. Bitte melden Sie sich als einer ihrer Ansprechpartner an, um es zu bestellen.',
    en: 'This offer was made for a registered company. Please log in as one of its contacts to order it.',
  },
  offerWithoutItems: {
    de: 'Dieses Angebot enthält keine Werbemittel oder Leistungen, die bestellt werden können.',
    en: 'This offer contains no advertising media or services that can be ordered.',
  },
  idempotencyKeyInvalid: {
    de: 'Der Idempotency-Key muss 8 bis 100 Zeichen lang sein.',
    en: 'The Idempotency-Key must be 8 to 100 characters long.',
  },
  idempotencyKeyReused: {
    de: 'Dieser Idempotency-Key wurde schon für eine andere Bestellung verwendet.',
    en: 'This Idempotency-Key was already used for a different order.',
  },
  confirmLinkInvalid: {
    de: 'Dieser Bestätigungslink ist nur einmal gültig oder abgelaufen. Bitte wenden Sie sich an unseren Service.',
    en: 'This confirmation link is valid only once or has expired. Please contact our service.',
  },
} as const satisfies Record<string, Record<Lang, string>>;
