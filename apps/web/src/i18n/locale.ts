import { langFromLocale, type Lang } from '@messeportal/domain';

/** The locales the portal speaks; the value kept in localStorage `lang` and sent as `?lang=`. */
export const LOCALES = ['de-DE', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'de-DE';

const STORAGE_KEY = 'lang';

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** The stored choice; anything unknown (or no storage, as in tests) means the default German. */
export function readStoredLocale(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): Locale {
  const stored = storage?.getItem(STORAGE_KEY);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

export function storeLocale(locale: Locale): void {
  localStorage.setItem(STORAGE_KEY, locale);
}

/** The short language code the shared domain helpers take. */
export const langOf = (locale: Locale): Lang => langFromLocale(locale);
