import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type backofficeDe from '../features/backoffice/i18n/de.json';
import type configuratorDe from '../features/configurator/i18n/de.json';
import type portalDe from '../features/portal/i18n/de.json';
import de from './de.json';
import en from './en.json';
import { DEFAULT_LOCALE, LOCALES, readStoredLocale, storeLocale, type Locale } from './locale.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // German is the reference; the parity test keeps en.json in step with it. Route groups bring their own
    // texts (see addTranslations); their keys are typed here too.
    resources: { translation: typeof de & { configurator: typeof configuratorDe; portal: typeof portalDe; backoffice: typeof backofficeDe } };
  }
}

const syncDocumentLanguage = (locale: string) => {
  document.documentElement.lang = locale;
};

i18next.on('languageChanged', syncDocumentLanguage);

void i18next.use(initReactI18next).init({
  lng: readStoredLocale(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  // The locales are complete on their own; without this i18next would also look for 'de' and 'en' bundles.
  load: 'currentOnly',
  resources: { 'de-DE': { translation: de }, 'en-US': { translation: en } },
  // Resources are bundled, so initialise synchronously: the first render already has the right language.
  initAsync: false,
  interpolation: { escapeValue: false },
});

/**
 * Adds a route group's texts under `key` when its chunk loads, so the entry chunk carries only the shell's
 * texts. Both languages at once: the language can switch while the group is open.
 */
export function addTranslations(key: string, bundles: Record<Locale, object>): void {
  for (const locale of LOCALES) i18next.addResourceBundle(locale, 'translation', { [key]: bundles[locale] }, true, false);
}

/** Switches the whole interface: stored for the next visit, `<html lang>` updated, queries refetched by key. */
export async function changeLocale(locale: Locale): Promise<void> {
  storeLocale(locale);
  await i18next.changeLanguage(locale);
}

export { i18next };
