/*
 * A day, or a day and a time, as a date field reads what a user types and shows what it holds: dd.mm.yyyy and
 * dd.mm.yyyy HH:mm in both languages, as formatDate shows every date of the interface, whatever the browser's
 * locale. The values stay those the API takes: 'YYYY-MM-DD' and, for a wall-clock time, 'YYYY-MM-DDTHH:mm'.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** "5.3.2027", "05.03.2027", "05. 03. 2027", or pasted as "2027-03-05"; the year always with four digits. */
const DAY = /^(?:(\d{1,2})\.\s*(\d{1,2})\.\s*(\d{4})|(\d{4})-(\d{2})-(\d{2}))$/;
/** The day as above, then the time as "18:00" or "8:05", after a space (or the 'T' of a pasted ISO text). */
const DAY_TIME = /^(.+?)(?:\s+|T)(\d{1,2}):(\d{2})$/;

/** Only real calendar days of four-digit years: 31.02.2027 and 01.01.0000 are no days. */
function isoDay(year: number, month: number, day: number): string | null {
  if (year < 1000 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** A typed day as 'YYYY-MM-DD', or null when the text is no day (or not yet a whole one). */
export function readDay(text: string): string | null {
  const match = DAY.exec(text.trim());
  if (!match) return null;
  const [, d, m, y, isoY, isoM, isoD] = match;
  return y ? isoDay(Number(y), Number(m), Number(d)) : isoDay(Number(isoY), Number(isoM), Number(isoD));
}

/** A typed day and time as 'YYYY-MM-DDTHH:mm', or null when either part is missing or no real day or time. */
export function readDayTime(text: string): string | null {
  const match = DAY_TIME.exec(text.trim());
  if (!match) return null;
  const [, dayText, hours, minutes] = match;
  const day = readDay(dayText!);
  if (!day || Number(hours) > 23 || Number(minutes) > 59) return null;
  return `${day}T${pad(Number(hours))}:${minutes}`;
}

/** What the field may hold: a real 'YYYY-MM-DD' (anything else, such as a day in the address mistyped, is none). */
export const isDay = (value: string | null | undefined): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && readDay(value) === value;

/** A real 'YYYY-MM-DDTHH:mm'. */
export const isDayTime = (value: string | null | undefined): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) && readDayTime(value) === value;

/** A held value as the field shows it: 'YYYY-MM-DD' as '05.03.2027', with a time ('…T18:00' or '… 18:00:00') as '05.03.2027 18:00'. */
export function showDay(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}:\d{2}))?/.exec(value);
  if (!match) return '';
  const [, y, m, d, time] = match;
  return time ? `${d}.${m}.${y} ${time}` : `${d}.${m}.${y}`;
}
