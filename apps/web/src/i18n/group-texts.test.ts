import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// The browser globals i18n.ts touches (the stored language, <html lang>), as plain objects: node environment.
const store = new Map<string, string>();
const html = { lang: '' };
beforeAll(() => {
  vi.stubGlobal('localStorage', { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => store.set(key, value) });
  vi.stubGlobal('document', { documentElement: html });
});
afterAll(() => vi.unstubAllGlobals());

describe('a route group’s texts', () => {
  it('load in the language in use, the other on a switch, beside the shell’s texts under the same key', async () => {
    const { addTranslations, changeLocale, i18next } = await import('./i18n.ts');
    const t = (key: string) => i18next.t(key as never);
    const loaders = {
      'de-DE': vi.fn(async () => ({ default: { nav: { home: 'Übersicht' } } })),
      'en-US': vi.fn(async () => ({ default: { nav: { home: 'Overview' } } })),
    };

    await addTranslations('portal', loaders);
    expect(t('portal.nav.home')).toBe('Übersicht');
    expect(loaders['en-US']).not.toHaveBeenCalled();

    // The shell's en.json has texts under `portal` too; they must not pass for the group's.
    await changeLocale('en-US');
    expect(t('portal.nav.home')).toBe('Overview');
    expect(t('portal.logout')).toBe('Log out');
    expect(html.lang).toBe('en-US');
    expect(store.get('lang')).toBe('en-US');

    await changeLocale('de-DE');
    await addTranslations('portal', loaders);
    expect(t('portal.nav.home')).toBe('Übersicht');
    expect(loaders['de-DE']).toHaveBeenCalledTimes(1);
    expect(loaders['en-US']).toHaveBeenCalledTimes(1);
  });
});

describe('a language switch', () => {
  it('brings the texts of a part that loads while the switch is under way in the new language', async () => {
    const { addTranslations, changeLocale, i18next } = await import('./i18n.ts');
    await changeLocale('de-DE');
    let releaseEnglishShell = () => {};
    const slowGroup = {
      'de-DE': async () => ({ default: { title: 'Zusammenfassung' } }),
      'en-US': () => new Promise<{ default: object }>((resolve) => (releaseEnglishShell = () => resolve({ default: { title: 'Summary' } }))),
    };
    const laterPart = {
      'de-DE': async () => ({ default: { heading: 'Ihre Bestellung' } }),
      'en-US': async () => ({ default: { heading: 'Your order' } }),
    };
    await addTranslations('summary', slowGroup);

    // The switch waits for a slow bundle; meanwhile a later part of the page arrives with its texts.
    const switching = changeLocale('en-US');
    await addTranslations('later', laterPart);
    releaseEnglishShell();
    await switching;

    expect(i18next.t('summary.title' as never)).toBe('Summary');
    expect(i18next.t('later.heading' as never)).toBe('Your order');
    await changeLocale('de-DE');
  });
});
