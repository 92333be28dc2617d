import { describe, expect, it } from 'vitest';
import { centsToAmount, formatDate, formatMoney, formatNumber, phoneNumber } from './format.ts';

describe('formatting', () => {
  it('shows dates as dd.mm.yyyy in every language, with time on request', () => {
    expect(formatDate('2027-04-09')).toBe('09.04.2027');
    expect(formatDate(new Date(2027, 0, 5, 7, 3))).toBe('05.01.2027');
    expect(formatDate(new Date(2027, 0, 5, 7, 3), { time: true })).toBe('05.01.2027 07:03');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('shows two decimals with the separators of the language', () => {
    expect(formatNumber(1234.5, 'de')).toBe('1.234,50');
    expect(formatNumber(1234.5, 'en')).toBe('1,234.50');
    expect(formatMoney(329000, 'de')).toBe('3.290,00\u00a0€');
    expect(formatMoney(329000, 'en')).toBe('€3,290.00');
    expect(centsToAmount(18905)).toBe(189.05);
  });

  it('writes euros as Intl.NumberFormat does', () => {
    const cents = [0, -0, 1, -1, 99, 100, 123456, -123456, 100_000_000_000, 999_999_999_999_99, 12.5];
    for (const lang of ['de', 'en'] as const) {
      const intl = new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-US', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
      for (const value of cents) expect(formatMoney(value, lang), `${lang} ${value}`).toBe(intl.format(value / 100));
    }
    expect(formatMoney(123456, 'de', 'CHF')).toBe('1.234,56\u00a0CHF');
  });

  it('writes numbers as Intl.NumberFormat does, to the last rounding', () => {
    const values = [0, -0, 0.5, 1.005, -1.005, 2.675, 0.005, -0.001, 999.995, 190.23499999999999, 1234567.891, 0.1 + 0.2, 99_999_999_999.995, 234_567_890_123_456.5, 1e15, 1e-7, NaN];
    for (const lang of ['de', 'en'] as const) {
      const intl = new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      for (const value of values) expect(formatNumber(value, lang), `${value} (${lang})`).toBe(intl.format(value));
    }
  });

  it('writes a phone number kept in parts in full, or not at all without the number itself', () => {
    expect(phoneNumber('+49', '711', '123456-0')).toBe('+49 711 123456-0');
    expect(phoneNumber('+43', '', '5121234')).toBe('+43 5121234');
    expect(phoneNumber('+49', '711', '')).toBe('');
  });
});
