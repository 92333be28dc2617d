import { compactIban } from './bank.ts';

/**
 * SEPA direct debit rules of "Getting paid" (issue 30): the organiser's creditor identifier, the exhibitor's
 * mandate and its reference, the days a collection may fall on and the text a pain file may carry. Dates are the
 * organiser's calendar days as 'YYYY-MM-DD'; they are computed in UTC so no time zone moves a day.
 */

export type SepaScheme = 'CORE' | 'B2B';
export type SequenceType = 'FRST' | 'RCUR' | 'OOFF';

// ---------------------------------------------------------------------------------------------------------------
// Creditor identifier and mandate reference

/** ISO 7064 MOD 97-10 over digits and letters, letters counting as for the IBAN (A = 10 … Z = 35). */
function mod97(value: string): number {
  const digits = value.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder;
}

/**
 * A SEPA creditor identifier (EPC262-08): country, two check digits, a three-character business code the creditor
 * may choose freely (so the check leaves it out) and the national identifier, at most 35 characters in all.
 */
export function isValidCreditorId(value: string): boolean {
  const id = compactIban(value);
  const parts = /^([A-Z]{2})(\d{2})[A-Z0-9]{3}([A-Z0-9]{1,28})$/.exec(id);
  if (!parts) return false;
  const [, country = '', check = '', national = ''] = parts;
  return mod97(`${national}${country}${check}`) === 1;
}

/** The check digits a creditor identifier of that country and national identifier carries. */
export function creditorIdCheckDigits(country: string, nationalId: string): string {
  return String(98 - mod97(`${nationalId}${country}00`.toUpperCase())).padStart(2, '0');
}

/** The characters every SEPA bank must accept (EPC217-08, the Latin character set). */
const SEPA_CHARACTERS = /^[A-Za-z0-9/\-?:().,'+ ]*$/;
const MANDATE_REFERENCE_MAX = 35;

/** A mandate reference as the Rulebook allows it: 1 to 35 SEPA characters; no leading '/' and no '//', which banks read as field separators. */
export function isValidMandateReference(value: string): boolean {
  return (
    value.length > 0 &&
    value.length <= MANDATE_REFERENCE_MAX &&
    SEPA_CHARACTERS.test(value) &&
    value.trim() !== '' &&
    !value.startsWith('/') &&
    !value.includes('//')
  );
}

/**
 * The reference of a company's n-th mandate, 'MP-000123-01': it never changes while the mandate lives, and staff
 * can read the company in it on a bank statement.
 */
export function mandateReferenceFor(companyId: number, sequence: number): string {
  if (!Number.isSafeInteger(companyId) || companyId < 1 || !Number.isSafeInteger(sequence) || sequence < 1) {
    throw new RangeError(`no mandate reference for company ${companyId}, mandate ${sequence}`);
  }
  return `MP-${String(companyId).padStart(6, '0')}-${String(sequence).padStart(2, '0')}`;
}

// ---------------------------------------------------------------------------------------------------------------
// TARGET2 business days

const DAY_MS = 86_400_000;
const toDay = (isoDate: string): Date => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) throw new RangeError(`not a date: ${isoDate}`);
  return new Date(`${isoDate}T00:00:00Z`);
};
const isoOf = (day: Date) => day.toISOString().slice(0, 10);
const plusDays = (isoDate: string, days: number) => isoOf(new Date(toDay(isoDate).getTime() + days * DAY_MS));

/** Easter Sunday of the Gregorian calendar (the anonymous algorithm of Meeus, Jones and Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** TARGET2 is closed on weekends, New Year's Day, Good Friday, Easter Monday, 1 May and 25 and 26 December. */
export function isTargetDay(isoDate: string): boolean {
  const day = toDay(isoDate);
  const weekday = day.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const monthDay = isoDate.slice(5);
  if (['01-01', '05-01', '12-25', '12-26'].includes(monthDay)) return false;
  const easter = easterSunday(day.getUTCFullYear());
  return isoDate !== plusDays(easter, -2) && isoDate !== plusDays(easter, 1);
}

/** The day n TARGET days after (n < 0: before) the given day; n = 0 is the day itself. */
export function addTargetDays(isoDate: string, n: number): string {
  if (!Number.isInteger(n)) throw new RangeError(`not a number of days: ${n}`);
  const step = n < 0 ? -1 : 1;
  let day = isoDate;
  for (let left = Math.abs(n); left > 0; ) {
    day = plusDays(day, step);
    if (isTargetDay(day)) left -= 1;
  }
  return day;
}

/** The day itself when TARGET2 is open, else the next day it is. */
export const targetDayOnOrAfter = (isoDate: string): string => (isTargetDay(isoDate) ? isoDate : addTargetDays(isoDate, 1));

// ---------------------------------------------------------------------------------------------------------------
// Collection dates

/**
 * TARGET days between the day the bank has the file and the due date. Since November 2016 both Rulebooks ask the
 * same for first, recurring and one-off collections (EPC016-09 SDD Core Rulebook and EPC222-07 SDD B2B Rulebook,
 * the "D-1" time cycle): the collection reaches the debtor's bank at least one inter-bank business day before the
 * due date. Kept per scheme because a bank may agree longer lead times for one of them.
 */
export const COLLECTION_LEAD_TARGET_DAYS: Readonly<Record<SepaScheme, number>> = { CORE: 1, B2B: 1 };

/**
 * The earliest due date of a file handed to the bank today, before its cut-off. A file handed over on a day
 * TARGET2 is closed reaches the bank's processing on the next TARGET day, and the lead time counts from there.
 */
export function earliestCollectionDate(today: string, scheme: SepaScheme): string {
  return addTargetDays(targetDayOnOrAfter(today), COLLECTION_LEAD_TARGET_DAYS[scheme]);
}

/** The day to collect an invoice: its due date, unless that is too soon (or past), then the earliest possible; always a TARGET day. */
export function collectionDate(invoiceDueDate: string, today: string, scheme: SepaScheme): string {
  const earliest = earliestCollectionDate(today, scheme);
  return targetDayOnOrAfter(invoiceDueDate > earliest ? invoiceDueDate : earliest);
}

/**
 * The sequence type of a mandate's next collection. pain.008.001.08 still carries SeqTp; since November 2016 the
 * Rulebooks no longer require FRST (a first collection may go as RCUR, with the same D-1 lead time), but banks
 * still accept it and the issue asks to tell first and recurring collections apart.
 */
export function sequenceTypeOf(mandate: { collectedBefore: boolean; oneOff?: boolean }): SequenceType {
  if (mandate.oneOff) return 'OOFF';
  return mandate.collectedBefore ? 'RCUR' : 'FRST';
}

/** Calendar days before the due date the debtor must hear of a collection: the Rulebooks' default, unless creditor and debtor agreed a shorter time. */
export const preNotificationDays = 14;

/** The last day the pre-notification may reach the debtor for a collection on that day. */
export const preNotificationDeadline = (collectionDay: string): string => plusDays(collectionDay, -preNotificationDays);

/**
 * The shorter pre-notification the portal's mandate text agrees (decision: five calendar days, what German
 * creditors commonly agree): the mail announcing a collection goes out when its file is made, at least this long
 * before the collection day.
 */
export const AGREED_PRE_NOTIFICATION_DAYS = 5;

/** The day an invoice is collected in a file made today: its due date, but no sooner than the agreed notice allows. */
export const noticedCollectionDate = (invoiceDueDate: string, today: string, scheme: SepaScheme): string => {
  const notice = plusDays(today, AGREED_PRE_NOTIFICATION_DAYS);
  return collectionDate(invoiceDueDate > notice ? invoiceDueDate : notice, today, scheme);
};

// ---------------------------------------------------------------------------------------------------------------
// Text in a pain file

const TRANSLITERATIONS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ß: 'ss', ẞ: 'SS', '&': '+', Æ: 'AE', æ: 'ae', Ø: 'O', ø: 'o', Œ: 'OE', œ: 'oe', Ł: 'L', ł: 'l' };

/** Whether every character is one of the SEPA character set. */
export const isSepaText = (value: string): boolean => SEPA_CHARACTERS.test(value);

/**
 * Text as every SEPA bank takes it: German letters written out (ä → ae, ß → ss), accents dropped (é → e), any
 * other character a space, spaces collapsed, at most maxLength characters. Banks may reject or garble what lies
 * outside the set, and the debtor's statement should still read well.
 */
export function sepaText(value: string, maxLength = 140): string {
  const written = [...value].map((char) => TRANSLITERATIONS[char] ?? char).join('');
  const plain = written.normalize('NFD').replace(/\p{M}/gu, '');
  const clean = plain.replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, ' ').replace(/ {2,}/g, ' ').trim();
  return clean.slice(0, maxLength).trimEnd();
}
