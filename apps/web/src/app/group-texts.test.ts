import { describe, expect, it } from 'vitest';
import backofficeDe from '../features/backoffice/i18n/de.json';
import backofficeEn from '../features/backoffice/i18n/en.json';
import configuratorDe from '../features/configurator/i18n/de.json';
import configuratorEn from '../features/configurator/i18n/en.json';
import portalDe from '../features/portal/i18n/de.json';
import portalEn from '../features/portal/i18n/en.json';
import de from '../i18n/de.json';
import { translationProblems } from '../i18n/translation-keys.ts';

describe('the route groups\' texts', () => {
  it('the configurator texts, loaded with its chunk, are complete in both languages too', () => {
    expect(translationProblems({ de: configuratorDe, en: configuratorEn })).toEqual([]);
  });

  it('the portal texts, loaded with the main area, are complete in both languages and do not shadow the shell\'s', () => {
    expect(translationProblems({ de: portalDe, en: portalEn })).toEqual([]);
    expect(Object.keys(portalDe).filter((key) => key in de.portal)).toEqual([]);
  });

  it('the back-office texts, loaded with the staff area, are complete in both languages and do not shadow the shell\'s', () => {
    expect(translationProblems({ de: backofficeDe, en: backofficeEn })).toEqual([]);
    expect('backoffice' in de).toBe(false);
  });
});
