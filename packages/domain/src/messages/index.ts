import type { Lang } from '../lang.ts';
import { configuratorMessages } from './configurator.ts';
import { uploadMessages } from './upload.ts';
import { companyDataMessages } from './company-data.ts';
import { documentMessages } from './documents.ts';
import { passwordResetMessages } from './password-reset.ts';
import { portalMessages } from './portal.ts';
import { backofficeMessages } from './backoffice.ts';
import { staffMessages } from './staff.ts';
import { catalogueEventMessages } from './catalogue-events.ts';
import { catalogueMediaMessages } from './catalogue-media.ts';
import { settingsMessages } from './settings.ts';
import { registrationDeskMessages } from './registration-desk.ts';
import { invoicingMessages } from './invoicing.ts';
import { datevMessages } from './datev.ts';
import { staffBookingMessages } from './staff-bookings.ts';
import { bankStatementMessages } from './bank-statements.ts';
import { openItemMessages } from './open-items.ts';
import { refundMessages } from './refunds.ts';
import { dunningMessages } from './dunning.ts';
import { hallPlanFormMessages } from './hall-plans.ts';
import { standWishFormMessages } from './stand-wishes.ts';

/**
 * Messages the server answers and forms show, keyed by code. Zod schemas carry the code as their
 * error message; `translate` turns it into the text of the caller's language.
 */
export const messages = {
  required: { de: 'Dieses Feld muss ausgefüllt werden.', en: 'This field must be filled in.' },
  email: { de: 'Dies ist keine gültige E-Mail-Adresse.', en: 'This is not a valid email address' },
  tooShort: { de: 'Bitte mindestens {min} Zeichen eingeben.', en: 'Please enter at least {min} characters.' },
  tooLong: { de: 'Bitte höchstens {max} Zeichen eingeben.', en: 'Please enter at most {max} characters.' },
  tooSmall: { de: 'Der Wert muss mindestens {min} sein.', en: 'The value must be at least {min}.' },
  tooBig: { de: 'Der Wert darf höchstens {max} sein.', en: 'The value must be at most {max}.' },
  invalidType: { de: 'Dieser Wert hat das falsche Format.', en: 'This value has the wrong format.' },
  invalidValue: { de: 'Dieser Wert ist nicht zulässig.', en: 'This value is not allowed.' },
  unknownField: { de: 'Dieses Feld ist unbekannt.', en: 'This field is unknown.' },
  fallback: { de: 'Fehler', en: 'Error' },
  loginFailed: { de: 'Benutzername oder Passwort ungültig.', en: 'Username or password invalid.' },
  unauthorized: {
    de: 'Bitte melden Sie sich an. Ihre Sitzung ist abgelaufen oder ungültig.',
    en: 'Please log in. Your session has expired or is invalid.',
  },
  forbidden: { de: 'Dafür fehlt Ihnen die Berechtigung.', en: 'You are not allowed to do this.' },
  notFound: { de: 'Das Angeforderte wurde nicht gefunden.', en: 'What you asked for was not found.' },
  eventNotFound: { de: 'Diese Veranstaltung gibt es nicht.', en: 'This event does not exist.' },
  tooManyRequests: {
    de: 'Zu viele Versuche. Bitte versuchen Sie es in {minutes} Minuten erneut.',
    en: 'Too many attempts. Please try again in {minutes} minutes.',
  },
  payloadTooLarge: { de: 'Die Anfrage ist zu groß.', en: 'The request is too large.' },
  malformedBody: {
    de: 'Die Anfrage konnte nicht gelesen werden (ungültiges JSON).',
    en: 'The request could not be read (invalid JSON).',
  },
  unsupportedMediaType: {
    de: 'Dieses Anfrageformat wird nicht unterstützt.',
    en: 'This request format is not supported.',
  },
  badRequest: { de: 'Die Anfrage ist ungültig.', en: 'The request is invalid.' },
  badAddress: { de: 'Diese Adresse ist ungültig.', en: 'This address is invalid.' },
  unstorableText: {
    de: 'Dieser Text enthält Zeichen, die nicht gespeichert werden können.',
    en: 'This text contains characters that cannot be stored.',
  },
  amountWholeUnits: { de: 'Bitte eine ganze Anzahl eingeben.', en: 'Please enter a whole number.' },
  amountBelowStandArea: {
    de: 'Wird nach Stand-m² berechnet: bitte mindestens die Standfläche von {qm} m² eingeben.',
    en: 'Charged by stand m²: please enter at least the stand area of {qm} m².',
  },
  passwordTooWeak: {
    de: 'Dieses Passwort ist zu leicht zu erraten. Bitte wählen Sie ein längeres oder weniger vorhersehbares, etwa mehrere Wörter mit Zeichen dazwischen.',
    en: 'This password is too easy to guess. Please choose a longer or less predictable one, such as several words with characters between them.',
  },
  netTotalTooLarge: {
    de: 'Die Nettosumme darf höchstens 10.000.000,00 € betragen. Bitte verringern Sie Mengen oder Preise.',
    en: 'The net total may be at most €10,000,000.00. Please lower amounts or prices.',
  },
  nestedTooDeeply: { de: 'Die Anfrage ist zu tief verschachtelt.', en: 'The request is nested too deeply.' },
  actionFailed: { de: 'Aktion fehlgeschlagen', en: 'Action failed' },
  serviceUnavailable: {
    de: 'Der Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es in einigen Sekunden erneut.',
    en: 'The service is unavailable for a moment. Please try again in a few seconds.',
  },
  ...configuratorMessages,
  ...uploadMessages,
  ...companyDataMessages,
  ...documentMessages,
  ...passwordResetMessages,
  ...portalMessages,
  ...backofficeMessages,
  ...staffMessages,
  ...catalogueEventMessages,
  ...catalogueMediaMessages,
  ...settingsMessages,
  ...registrationDeskMessages,
  ...invoicingMessages,
  ...datevMessages,
  ...staffBookingMessages,
  ...bankStatementMessages,
  ...openItemMessages,
  ...refundMessages,
  ...dunningMessages,
  ...hallPlanFormMessages,
  ...standWishFormMessages,
} as const satisfies Record<string, Record<Lang, string>>;

export type MessageCode = keyof typeof messages;

export const isMessageCode = (value: unknown): value is MessageCode =>
  typeof value === 'string' && Object.hasOwn(messages, value);

/** The message of `code` in `lang` with `{param}` placeholders filled; unknown codes give the fallback 'Fehler'/'Error'. */
export function translate(code: string, lang: Lang, params: Record<string, string | number> = {}): string {
  return fillMessage(isMessageCode(code) ? messages[code][lang] : messages.fallback[lang], params);
}

/** A message's `{name}` placeholders filled from `params`; one not given stays as written. */
export const fillMessage = (text: string, params: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
