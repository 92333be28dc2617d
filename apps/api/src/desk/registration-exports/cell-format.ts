import { wallTime, type Lang } from '@messeportal/domain';
import type { ColumnKind } from './export-list.ts';

const pad = (n: number) => String(n).padStart(2, '0');
const DAY_MS = 86_400_000;

/** An instant as the organiser's wall clock shows it, as a Date whose UTC fields are that wall-clock time. */
export type WallClock = (instant: Date) => Date;

/**
 * The organiser's wall clock for the cells of one export: XLSX has no time zones and spreadsheets read its dates
 * as wall-clock times; a registration at 00:30 on 1 January in Berlin belongs to the new year. Asking Intl costs
 * tens of microseconds a cell, so the zone's offset is asked once per UTC day (a zone changes it at most once a
 * day); only on the day of a change is each instant asked for itself.
 */
export function wallClock(timeZone: string): WallClock {
  const offsets = new Map<number, number | null>();
  const offsetAt = (ms: number) => wallTime(ms, timeZone) - ms;
  return (instant) => {
    const ms = instant.getTime();
    const day = Math.floor(ms / DAY_MS);
    let offset = offsets.get(day);
    if (offset === undefined) {
      const [first, last] = [offsetAt(day * DAY_MS), offsetAt((day + 1) * DAY_MS - 1)];
      offset = first === last ? first : null;
      offsets.set(day, offset);
    }
    return new Date(offset === null ? wallTime(ms, timeZone) : ms + offset);
  };
}

/**
 * A day (with the time for `datetime`) as text: dd.mm.yyyy in German, as German spreadsheets read dates; ISO
 * yyyy-mm-dd in English, which a spreadsheet in any English locale reads as a date while 05.11.2026 is only text
 * to it (and 05/11/2026 means two different days in the US and the UK).
 */
function dateText(instant: Date, kind: 'date' | 'datetime', lang: Lang, clock: WallClock): string {
  const wall = clock(instant);
  const [y, m, d] = [wall.getUTCFullYear(), pad(wall.getUTCMonth() + 1), pad(wall.getUTCDate())];
  const day = lang === 'en' ? `${y}-${m}-${d}` : `${d}.${m}.${y}`;
  return kind === 'datetime' ? `${day} ${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}` : day;
}

/**
 * A number as a spreadsheet of the language reads it: decimal comma in German, point in English, no thousands
 * separators (a German spreadsheet would read 1.234 as a date or as 1,234). Money always with two decimals;
 * amounts with as many as they have (48, 2,5).
 */
function numberText(value: number, kind: 'amount' | 'money', lang: Lang): string {
  const text = kind === 'money' ? (value / 100).toFixed(2) : String(Math.round(value * 100) / 100);
  return lang === 'de' ? text.replace('.', ',') : text;
}

/**
 * A text cell as a spreadsheet opens it without running it (CSV injection, OWASP): a text starting with =, +, -,
 * @, a tab or a carriage return would be taken for a formula, so it gets a leading apostrophe, the character
 * spreadsheets themselves use to mark "text, not formula". This also keeps a phone number like "+49 89 …" from
 * being read as a sum. Numbers and dates are written by us and never get one (a negative sum stays a number).
 */
export const withoutFormula = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** A cell's text in a CSV file, before quoting. */
export function cellText(value: string | number | Date | null, kind: ColumnKind, lang: Lang, clock: WallClock): string {
  if (value === null || value === '') return '';
  if (value instanceof Date) return kind === 'date' || kind === 'datetime' ? dateText(value, kind, lang, clock) : value.toISOString();
  if (typeof value === 'number') return kind === 'amount' || kind === 'money' ? numberText(value, kind, lang) : String(value);
  return withoutFormula(value);
}
