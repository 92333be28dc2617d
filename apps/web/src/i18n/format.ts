import { formatDate, formatMoney, formatNumber } from '@messeportal/domain';
import { langOf, type Locale } from './locale.ts';
import { useLocale } from './use-locale.ts';

export interface Formatters {
  /** dd.mm.yyyy, with `time` also HH:mm. */
  date: (value: Date | string | null | undefined, options?: { time?: boolean }) => string;
  /** Two decimals, separators of the language. */
  number: (value: number) => string;
  /** Integer cents as money, separators of the language. */
  money: (cents: number, currency?: string) => string;
}

/** The one place the interface formats dates, numbers and money: the shared domain helpers bound to a locale. */
export function formattersFor(locale: Locale): Formatters {
  const lang = langOf(locale);
  return {
    date: (value, options) => formatDate(value, options),
    number: (value) => formatNumber(value, lang),
    money: (cents, currency) => formatMoney(cents, lang, currency),
  };
}

export function useFormat(): Formatters {
  return formattersFor(useLocale());
}
