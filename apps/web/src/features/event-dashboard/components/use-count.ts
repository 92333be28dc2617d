import { useMemo } from 'react';
import { useLocale } from '../../../i18n/use-locale.ts';

/** Counts (registrations, pieces) with the language's thousands separator and no decimals. */
export function useCount(): (value: number) => string {
  const locale = useLocale();
  return useMemo(() => new Intl.NumberFormat(locale).format, [locale]);
}
