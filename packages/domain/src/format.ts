import { localeOf, type Lang } from './lang.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * dd.mm.yyyy in both languages (the fair's own convention), optionally with HH:mm.
 * A plain 'YYYY-MM-DD' string is a calendar date and is shown as is, with no time-zone shift.
 */
export function formatDate(value: Date | string | null | undefined, options: { time?: boolean } = {}): string {
  if (value == null || value === '') return '';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-');
    return `${d}.${m}.${y}`;
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const day = `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
  return options.time ? `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}` : day;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(lang: Lang, currency?: string): Intl.NumberFormat {
  const key = `${lang}:${currency ?? ''}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeOf(lang), {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      ...(currency ? { style: 'currency', currency } : {}),
    });
    numberFormats.set(key, format);
  }
  return format;
}

const SEPARATORS: Record<Lang, { group: string; decimal: string }> = { de: { group: '.', decimal: ',' }, en: { group: ',', decimal: '.' } };

/**
 * A number with two decimals and the language's separators: 1.234,50 (de) or 1,234.50 (en); the same text
 * as Intl.NumberFormat's, written here because a page's first Intl.NumberFormat costs 15 to 50 ms (its
 * locale data loads), which a phone's dashboard paid in its first render. Rounded as Intl rounds: half away
 * from zero on the number's shortest decimal digits (1.005 → 1,01). Numbers from 1e13 on (their hundredths
 * would pass 2^53) and those written with an exponent (below 1e-6) go to Intl.
 */
export function formatNumber(value: number, lang: Lang): string {
  const digits = String(Math.abs(value));
  if (!Number.isFinite(value) || digits.includes('e') || Math.abs(value) >= 1e13) return numberFormat(lang).format(value);
  const [whole = '0', fraction = ''] = digits.split('.');
  const decimals = fraction.padEnd(3, '0');
  const hundredths = Number(whole) * 100 + Number(decimals.slice(0, 2)) + (decimals[2]! >= '5' ? 1 : 0);
  const { group, decimal } = SEPARATORS[lang];
  const grouped = String(Math.floor(hundredths / 100)).replace(/\B(?=(\d{3})+$)/g, group);
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped}${decimal}${String(hundredths % 100).padStart(2, '0')}`;
}

/**
 * Integer cents as money with two decimals: '1.234,50 €' (de) or '€1,234.50' (en). Euros are written as
 * Intl.NumberFormat writes them, without its first-use cost (see `formatNumber`); another currency goes to Intl.
 */
export function formatMoney(cents: number, lang: Lang, currency = 'EUR'): string {
  if (currency !== 'EUR' || !Number.isInteger(cents)) return numberFormat(lang, currency).format(cents / 100);
  const sign = cents < 0 || Object.is(cents, -0) ? '-' : '';
  const number = formatNumber(Math.abs(cents) / 100, lang);
  return lang === 'de' ? `${sign}${number}\u00a0€` : `${sign}€${number}`;
}

/** Cents as a plain number with two decimals, as the API answers amounts (e.g. 18900 → 189). */
export const centsToAmount = (cents: number): number => Math.round(cents) / 100;

/**
 * A phone number kept in parts (country code, area code, number) as one text: '+49 711 123456-0'. Empty when
 * the number itself is missing, so a lone country code is never shown as a number.
 */
export function phoneNumber(...parts: (string | null | undefined)[]): string {
  if (!parts.at(-1)?.trim()) return '';
  return parts.map((part) => part?.trim()).filter(Boolean).join(' ');
}
