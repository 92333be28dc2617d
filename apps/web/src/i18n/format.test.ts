import { describe, expect, it } from 'vitest';
import { formattersFor } from './format.ts';

describe('formattersFor', () => {
  it('writes dates as dd.mm.yyyy in both languages', () => {
    expect(formattersFor('de-DE').date('2024-08-01')).toBe('01.08.2024');
    expect(formattersFor('en-US').date('2024-08-01')).toBe('01.08.2024');
  });

  it('uses two decimals with the separators of the language', () => {
    expect(formattersFor('de-DE').number(1234.5)).toBe('1.234,50');
    expect(formattersFor('en-US').number(1234.5)).toBe('1,234.50');
  });

  it('formats cents as money by language', () => {
    expect(formattersFor('de-DE').money(329000)).toBe('3.290,00\u00a0€');
    expect(formattersFor('en-US').money(329000)).toBe('€3,290.00');
  });
});
