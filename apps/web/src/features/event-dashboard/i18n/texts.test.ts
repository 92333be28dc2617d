import { describe, expect, it } from 'vitest';
import { translationProblems } from '../../../i18n/translation-keys.ts';
import de from './de.json';
import en from './en.json';

describe('the dashboard\'s texts', () => {
  it('are complete in both languages', () => {
    expect(translationProblems({ de, en })).toEqual([]);
  });
});
