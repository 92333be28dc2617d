import { describe, expect, it } from 'vitest';
import authDe from '../features/auth/i18n/de.json';
import authEn from '../features/auth/i18n/en.json';
import backofficeDe from '../features/backoffice/i18n/de.json';
import backofficeEn from '../features/backoffice/i18n/en.json';
import configuratorDe from '../features/configurator/i18n/de.json';
import configuratorEn from '../features/configurator/i18n/en.json';
import configuratorLaterDe from '../features/configurator/i18n/later/de.json';
import configuratorLaterEn from '../features/configurator/i18n/later/en.json';
import portalDe from '../features/portal/i18n/de.json';
import portalEn from '../features/portal/i18n/en.json';
import de from '../i18n/de.json';
import { translationProblems } from '../i18n/translation-keys.ts';

describe('the route groups\' texts', () => {
  it('the login area\'s texts, loaded with its chunk, are complete in both languages and do not shadow the shell\'s', () => {
    expect(translationProblems({ de: authDe, en: authEn })).toEqual([]);
    expect(Object.keys(authDe).filter((key) => key in de.auth)).toEqual([]);
  });

  it('the configurator texts, loaded with its chunk and with its later parts, are complete in both languages too', () => {
    expect(translationProblems({ de: configuratorDe, en: configuratorEn })).toEqual([]);
    expect(translationProblems({ de: configuratorLaterDe, en: configuratorLaterEn })).toEqual([]);
    // Both bundles go under the key `configurator`: one must not hide a text of the other.
    expect(Object.keys(configuratorLaterDe).filter((key) => key in configuratorDe)).toEqual([]);
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
