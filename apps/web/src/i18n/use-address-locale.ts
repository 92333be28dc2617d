import { localeOf, type Lang } from '@messeportal/domain';
import { useEffect } from 'react';
import { changeLocale } from './i18n.ts';
import type { Locale } from './locale.ts';
import { useLocale } from './use-locale.ts';

const isLang = (value: string | undefined): value is Lang => value === 'de' || value === 'en';

/**
 * A language segment at the end of a link (`…/de`, `…/en`, as the mails write them) switches the interface
 * to that language; the answer is the locale to load data in right away, before the switch has rendered.
 */
export function useAddressLocale(lang: string | undefined): Locale {
  const current = useLocale();
  const asked = isLang(lang) ? localeOf(lang) : null;
  useEffect(() => {
    if (asked) void changeLocale(asked);
  }, [asked]);
  return asked ?? current;
}
