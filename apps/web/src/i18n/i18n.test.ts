import { describe, expect, it } from 'vitest';
import de from './de.json';
import en from './en.json';
import { translationProblems } from './translation-keys.ts';

describe('translations', () => {
  it('de.json and en.json have the same keys, each with a non-empty text and the same placeholders', () => {
    expect(translationProblems({ de, en })).toEqual([]);
  });

  it('reports a key that exists in one language only', () => {
    const problems = translationProblems({
      de: { auth: { login: { title: 'Anmeldung', extra: 'Nur deutsch' } } },
      en: { auth: { login: { title: 'Login' } } },
    });
    expect(problems).toEqual(['auth.login.extra: missing in en']);
  });

  it('reports empty texts and placeholders that differ', () => {
    const problems = translationProblems({
      de: { a: '', b: 'Hallo {{name}}' },
      en: { a: 'A', b: 'Hello' },
    });
    expect(problems).toEqual(['a: empty or not text in de', 'b: placeholders differ between languages']);
  });
});
