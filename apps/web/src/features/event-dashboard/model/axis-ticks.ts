import type { Locale } from '../../../i18n/locale.ts';

/*
 * The short figures of a chart's axis ('1,3 Mio. €', '1.5K', '12'): a tick only marks where a bar ends, so it
 * trades the exact figure for room on a phone. Every figure a reader takes in (tooltips, tables, cards) is
 * written by the format helpers (i18n/format.ts) instead.
 */

export function axisNumber(locale: Locale): (value: number) => string {
  return new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format;
}

/** Money in euros (the charts plot euros, not cents). */
export function axisMoney(locale: Locale, currency: string): (euros: number) => string {
  return new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1, style: 'currency', currency }).format;
}
