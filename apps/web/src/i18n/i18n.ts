import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import de from './de.json';
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
  // German, the fallback, is part of the entry; English is loaded before the first render when it is the
  // stored language (see shellTextsReady), else when the user switches to it.
  resources: { [DEFAULT_LOCALE]: { translation: de } },
  initAsync: false,
  interpolation: { escapeValue: false },
});

/** A route group's texts in each language, each loaded on its own (Vite makes every JSON import a chunk). */
export type TranslationLoaders = Record<Locale, () => Promise<{ default: object }>>;

interface TextBundle {
  key: string;
  loaders: TranslationLoaders;
}

/** The bundles in use by name (a key may have several: texts of the first paint, texts of what follows). */
const bundles = new Map<string, TextBundle>();
/** `locale:name` of every bundle added (the shell's texts may hold the same key, so they cannot tell). */
const loaded = new Set<string>();

/** Adds a bundle's texts under its key, or at the top for the shell's own (key ''). */
async function loadBundle(name: string, { key, loaders }: TextBundle, locale: Locale): Promise<void> {
  if (loaded.has(`${locale}:${name}`)) return;
  const { default: bundle } = await loaders[locale]();
  i18next.addResourceBundle(locale, 'translation', key === '' ? bundle : { [key]: bundle }, true, false);
  loaded.add(`${locale}:${name}`);
}

const shellTexts: TextBundle = { key: '', loaders: { 'de-DE': () => Promise.resolve({ default: de }), 'en-US': () => import('./en.json') } };
bundles.set('shell', shellTexts);
loaded.add(`${DEFAULT_LOCALE}:shell`);

/**
 * Resolves once the shell's texts are there in the stored language; main.tsx renders after it. Should they
 * not load (offline), the interface starts in German, the fallback.
 */
export const shellTextsReady: Promise<void> = loadBundle('shell', shellTexts, i18next.language as Locale).catch(() => undefined);

/**
 * The language being switched to while a switch loads its texts. A bundle added during a switch, after the
 * switch has listed the bundles it loads, must come in that language too, or its texts would show in German
 * beside an English page.
 */
let switchingTo: Locale | undefined;

/**
 * Adds a route group's texts under `key` when its chunk loads, so the entry chunk carries only the shell's
 * texts, and the group only the language in use; the other follows when the language switches. The group's
 * module awaits this, so its pages render with their texts. A second bundle under the same key (the texts
 * of a group's later parts) has a `name` of its own.
 */
export async function addTranslations(key: string, loaders: TranslationLoaders, name = key): Promise<void> {
  const bundle = { key, loaders };
  bundles.set(name, bundle);
  await Promise.all([i18next.language as Locale, switchingTo].map((locale) => locale && loadBundle(name, bundle, locale)));
}

/**
 * Switches the whole interface: the open groups' texts in that language loaded, stored for the next visit,
 * `<html lang>` updated, queries refetched by key. A text that did not load (offline) shows in German, the
 * fallback, once that is there.
 */
export async function changeLocale(locale: Locale): Promise<void> {
  switchingTo = locale;
  await Promise.allSettled([...bundles].map(([name, bundle]) => loadBundle(name, bundle, locale)));
  storeLocale(locale);
  await i18next.changeLanguage(locale);
  switchingTo = undefined;
}

export { i18next };
