import { describe, expect, it } from 'vitest';
import { translationProblems } from '../../../i18n/translation-keys.ts';
import de from './de.json';
import en from './en.json';

describe('the public plan’s texts', () => {
  it('are complete in both languages with the same placeholders', () => {
    expect(translationProblems({ de, en })).toEqual([]);
  });
});
