export const LANGS = ['de', 'en'] as const;
export type Lang = (typeof LANGS)[number];

/** Request locales as the web sends them (`?lang=de-DE|en-US`); anything else falls back to German. */
export function langFromLocale(value: unknown): Lang {
  if (typeof value !== 'string') return 'de';
  return value.toLowerCase().startsWith('en') ? 'en' : 'de';
}

export const localeOf = (lang: Lang): 'de-DE' | 'en-US' => (lang === 'en' ? 'en-US' : 'de-DE');
