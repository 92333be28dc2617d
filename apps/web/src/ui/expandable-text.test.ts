import { describe, expect, it } from 'vitest';
import { wordStart } from './expandable-text.tsx';

describe('wordStart', () => {
  it('cuts after the last whole word within the limit', () => {
    expect(wordStart('Bitte geben Sie uns Ihre Zustimmung', 14)).toBe('Bitte geben');
    expect(wordStart('Bitte geben Sie uns', 15)).toBe('Bitte geben Sie');
  });
  it('drops punctuation left at the cut', () => {
    expect(wordStart('Erstens, zweitens und drittens', 12)).toBe('Erstens');
  });
  it('cuts one overlong word at the limit', () => {
    expect(wordStart('Donaudampfschifffahrtsgesellschaft', 10)).toBe('Donaudampf');
  });
});
