import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { flattenTranslations } from '../i18n/translation-keys.ts';
import { ABBREVIATIONS, BADGE_LABEL_KEYS, FORBIDDEN_WORDS, MONEY_TERMS, NAVIGATION_TERMS, type ForbiddenWord } from './glossary.ts';

const src = fileURLToPath(new URL('..', import.meta.url));
type Lang = 'de' | 'en';

/** The key a route group's texts sit under (see app/group-texts.ts): `features/event-dashboard` → `eventDashboard`. */
function keyPrefix(dir: string): string {
  const parts = relative(src, dir).split(sep);
  if (parts[0] === 'ui') return 'ui';
  if (parts[0] === 'features') return parts[1]!.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
  return '';
}

/** Every text of the web app in one language, by the key `t()` takes, from every i18n JSON file under src/. */
function allTexts(lang: Lang): Map<string, string> {
  const texts = new Map<string, string>();
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((path) => path.split(sep).includes('i18n') && path.endsWith(`${sep}${lang}.json`));
  for (const file of files) {
    const path = join(src, file);
    const prefix = keyPrefix(path);
    const tree = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
    for (const [key, text] of flattenTranslations(tree, prefix)) texts.set(key, String(text));
  }
  return texts;
}

const texts = { de: allTexts('de'), en: allTexts('en') };

const forbiddenIn = (lang: Lang, entries: Iterable<[string, string]>, words: ForbiddenWord[] = FORBIDDEN_WORDS[lang]) =>
  [...entries].flatMap(([key, text]) => words.filter((word) => word.pattern.test(text)).map((word) => `${key}: „${text}“ → ${word.instead}`));

/** A label in sentence case: no word in capitals but the known abbreviations ("Wartet", not "WARTET"). */
const shouts = (text: string) =>
  (text.replace(/\{\{\w+\}\}/g, '').match(/\p{L}+/gu) ?? []).some((word) => word.length > 1 && word === word.toUpperCase() && !ABBREVIATIONS.includes(word));

const badgeLabels = (lang: Lang) =>
  [...texts[lang]].filter(([key]) => key.startsWith('ui.status.') || BADGE_LABEL_KEYS.some((badge) => key === badge || key.startsWith(`${badge}.`) || key.startsWith(`${badge}_`)));

describe('the glossary', () => {
  it('finds the texts of every route group and of ui/', () => {
    for (const lang of ['de', 'en'] as const) {
      const prefixes = new Set([...texts[lang].keys()].map((key) => key.split('.')[0]));
      for (const prefix of ['ui', 'portal', 'backoffice', 'configurator', 'catalogueAdmin', 'eventDashboard', 'requests', 'auth', 'priceTable']) expect(prefixes.has(prefix)).toBe(true);
    }
    // The configurator's later bundle joins its first one under the same key.
    expect(texts.de.get('configurator.summary.net')).toBeDefined();
  });

  it('gives every money figure and every page one word in both languages', () => {
    const wrong = [...MONEY_TERMS, ...NAVIGATION_TERMS].flatMap((term) =>
      term.keys.flatMap((key) =>
        (['de', 'en'] as const).filter((lang) => texts[lang].get(key) !== term[lang]).map((lang) => `${key} (${lang}): „${texts[lang].get(key)}“ instead of „${term[lang]}“`),
      ),
    );
    expect(wrong).toEqual([]);
  });

  it('uses no forbidden synonym in any text', () => {
    expect([...forbiddenIn('de', texts.de), ...forbiddenIn('en', texts.en)]).toEqual([]);
  });

  it('knows the synonyms it forbids and lets legal names and sum rows be', () => {
    const caught = (lang: Lang, text: string) => forbiddenIn(lang, [['x', text]]).length > 0;
    expect(['MwSt.', 'zzgl. MwSt.', 'Summe netto', 'Gesamt (netto)', 'Gesamtsumme', 'Nettobetrag', 'Summe', 'Wartend'].filter((text) => !caught('de', text))).toEqual([]);
    expect(['Total net', 'Total (net)', 'Net total', 'Grand total', 'Subtotal', 'Balance due', 'Canceled'].filter((text) => !caught('en', text))).toEqual([]);
    expect(['Art. 196 MwStSystRL', 'Gesamt', 'Summen', 'Alle Preise netto.', 'zzgl. USt. 19 %', 'Netto', 'Stück insgesamt'].filter((text) => caught('de', text))).toEqual([]);
    expect(['Total', 'Net', 'plus VAT 19 %', 'Amount due', 'Cancelled'].filter((text) => caught('en', text))).toEqual([]);
  });

  it('writes every badge label in sentence case', () => {
    for (const lang of ['de', 'en'] as const) {
      const labels = badgeLabels(lang);
      expect(labels.length).toBeGreaterThan(30);
      expect(labels.filter(([, text]) => shouts(text) || !/^[\p{Lu}\d{]/u.test(text)).map(([key, text]) => `${key}: ${text}`)).toEqual([]);
    }
    expect([shouts('WARTET'), shouts('Wartet'), shouts('USt.-Satz'), shouts('PDF fehlt'), shouts('{{count}} verfügbar')]).toEqual([true, false, false, false, false]);
  });

  it('names only badge keys that exist', () => {
    const missing = BADGE_LABEL_KEYS.filter((badge) => ![...texts.de.keys()].some((key) => key === badge || key.startsWith(`${badge}.`) || key.startsWith(`${badge}_`)));
    expect(missing).toEqual([]);
  });
});
