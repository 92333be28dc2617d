import { describe, expect, it } from 'vitest';
import { readStoredLocale } from './locale.ts';

const storage = (value: string | null) => ({ getItem: () => value });

describe('readStoredLocale', () => {
  it('takes a stored supported locale', () => {
    expect(readStoredLocale(storage('en-US'))).toBe('en-US');
  });

  it('falls back to German for nothing or anything unknown', () => {
    expect(readStoredLocale(storage(null))).toBe('de-DE');
    expect(readStoredLocale(storage('fr-FR'))).toBe('de-DE');
    expect(readStoredLocale(undefined)).toBe('de-DE');
  });
});
