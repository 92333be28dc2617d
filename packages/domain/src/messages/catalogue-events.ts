import type { Lang } from '../lang.ts';

/** Messages of the event catalogue in the back office (events, stand types, price rules, product groups, copying an event). */
export const catalogueEventMessages = {
  standConfigNotFound: { de: 'Diesen Standtyp gibt es nicht.', en: 'This stand type does not exist.' },
  productGroupNotFound: { de: 'Diese Produktgruppe gibt es nicht.', en: 'This product group does not exist.' },
  eventEndsBeforeStart: {
    de: 'Das Ende darf nicht vor dem Beginn der Messe liegen.',
    en: 'The end must not be before the start of the fair.',
  },
  eventDeadlineAfterEnd: {
    de: 'Diese Frist muss spätestens am letzten Messetag ({endsAt}) enden.',
    en: 'This deadline must end on the last day of the fair ({endsAt}) at the latest.',
  },
  eventEarlyBookingAfterRegistration: {
    de: 'Die Frühbucherphase muss spätestens mit dem Anmeldeschluss enden.',
    en: 'The early booking period must end no later than the registration deadline.',
  },
  eventRegistrationOpensAfterDeadline: {
    de: 'Die Anmeldung muss spätestens am Tag des Anmeldeschlusses beginnen.',
    en: 'Registration must open on the day of the registration deadline at the latest.',
  },
  eventVatRateRange: {
    de: 'Der Mehrwertsteuersatz muss zwischen 0 und 100 % liegen, mit höchstens zwei Nachkommastellen.',
    en: 'The VAT rate must lie between 0 and 100 %, with at most two decimals.',
  },
  eventCurrencyInvalid: {
    de: 'Bitte einen Währungscode aus drei Großbuchstaben eingeben (z. B. EUR).',
    en: 'Please enter a currency code of three capital letters (e.g. EUR).',
  },
  catalogueDateInvalid: { de: 'Bitte ein gültiges Datum eingeben.', en: 'Please enter a valid date.' },
  catalogueDateTimeInvalid: {
    de: 'Bitte einen gültigen Zeitpunkt mit Datum, Uhrzeit und Zeitzone eingeben.',
    en: 'Please enter a valid point in time with date, time and time zone.',
  },
  standConfigQmRange: {
    de: 'Die größte Standfläche darf nicht kleiner als die kleinste ({min} m²) sein.',
    en: 'The largest stand size must not be smaller than the smallest ({min} m²).',
  },
  cataloguePriceNegative: { de: 'Ein Preis darf nicht negativ sein.', en: 'A price must not be negative.' },
  cataloguePriceWholeCents: { de: 'Bitte den Preis in ganzen Cent angeben.', en: 'Please give the price in whole cents.' },
  copyShiftOrStart: {
    de: 'Bitte entweder die Verschiebung in Tagen oder den neuen Beginn angeben, nicht beides.',
    en: 'Please give either the shift in days or the new start, not both.',
  },
  standConfigInUse: {
    de: 'Dieser Standtyp wird noch verwendet ({uses}) und kann nicht gelöscht werden. Setzen Sie ihn stattdessen auf „nicht bestellbar“.',
    en: 'This stand type is still in use ({uses}) and cannot be deleted. Set it to “not orderable” instead.',
  },
  productGroupInUse: {
    de: 'Diese Produktgruppe wird noch verwendet ({uses}) und kann nicht gelöscht werden.',
    en: 'This product group is still in use ({uses}) and cannot be deleted.',
  },
  catalogueUseRegistration: { de: 'Anmeldung {id} ({company})', en: 'registration {id} ({company})' },
  catalogueUseOffer: { de: 'Angebot {id}', en: 'offer {id}' },
  catalogueUseOrder: { de: 'Bestellung {number}', en: 'order {number}' },
  catalogueUseDocument: { de: 'Beleg {number}', en: 'document {number}' },
  catalogueUseBrand: { de: 'Marke {name} ({company})', en: 'brand {name} ({company})' },
  catalogueUseMore: { de: 'und {count} weitere', en: 'and {count} more' },
} as const satisfies Record<string, Record<Lang, string>>;
