import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import de from './de.json';
import en from './en.json';
import { DEFAULT_LOCALE, LOCALES, readStoredLocale, storeLocale, type Locale } from './locale.ts';

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

/** A route group's texts in each language, each loaded on its own (Vite makes every JSON import a chunk). */
export type TranslationLoaders = Record<Locale, () => Promise<{ default: object }>>;

const groups = new Map<string, TranslationLoaders>();
/** `locale:key` of every bundle added (the shell's texts may hold the same key, so they cannot tell). */
const loaded = new Set<string>();

async function loadGroup(key: string, loaders: TranslationLoaders, locale: Locale): Promise<void> {
  if (loaded.has(`${locale}:${key}`)) return;
  const { default: bundle } = await loaders[locale]();
  i18next.addResourceBundle(locale, 'translation', { [key]: bundle }, true, false);
  loaded.add(`${locale}:${key}`);
}

/**
 * Adds a route group's texts under `key` when its chunk loads, so the entry chunk carries only the shell's
 * texts, and the group only the language in use; the other follows when the language switches. The group's
 * module awaits this, so its pages render with their texts.
 */
export async function addTranslations(key: string, loaders: TranslationLoaders): Promise<void> {
  groups.set(key, loaders);
  await loadGroup(key, loaders, i18next.language as Locale);
}

/**
 * Switches the whole interface: the open groups' texts in that language loaded, stored for the next visit,
 * `<html lang>` updated, queries refetched by key. A text that did not load (offline) shows in German, the
 * fallback, once that is there.
 */
export async function changeLocale(locale: Locale): Promise<void> {
  await Promise.allSettled([...groups].map(([key, loaders]) => loadGroup(key, loaders, locale)));
  storeLocale(locale);
  await i18next.changeLanguage(locale);
}

export { i18next };
