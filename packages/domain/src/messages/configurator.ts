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
    de: 'Bitte geben Sie eine gültige Postleitzahl mit {digits} Ziffern an.',
    en: 'Please enter a valid postcode with {digits} digits.',
  },
  urlIncomplete: {
    de: 'Die Internetadresse muss vollständig sein, einschließlich {host}',
    en: 'A web address must be complete, including {host}',
  },
  phoneForm: {
    de: 'Bitte geben Sie eine Telefonnummer aus Ziffern an (z. B. +49 711 123456).',
    en: 'Please enter a phone number made of digits (e.g. +49 711 123456).',
  },
} as const satisfies Record<string, Record<Lang, string>>;
