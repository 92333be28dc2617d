import { describe, expect, it } from 'vitest';
import { parseAmount, parsePrice, priceText } from './amount.ts';

describe('a typed quantity', () => {
  it('reads whole numbers and up to two decimals with a comma or a point', () => {
    expect(parseAmount('30')).toBe(30);
    expect(parseAmount(' 2,5 ')).toBe(2.5);
    expect(parseAmount('12.75')).toBe(12.75);
    expect(parseAmount('2,')).toBe(2);
  });

  it('takes an empty field as 0', () => {
    expect(parseAmount('')).toBe(0);
  });

  it('refuses letters, negative amounts and a third decimal', () => {
    expect(parseAmount('zwei')).toBeNull();
    expect(parseAmount('-1')).toBeNull();
    expect(parseAmount('1,234')).toBeNull();
  });
});

describe('a typed deviating price', () => {
  it('reads euros with up to two decimals; 0 is free of charge', () => {
    expect(parsePrice('189,05')).toEqual({ valid: true, price: 189.05 });
    expect(parsePrice('1890')).toEqual({ valid: true, price: 1890 });
    expect(parsePrice('0')).toEqual({ valid: true, price: 0 });
  });

  it('is none when the field is cleared, so the list price applies', () => {
    expect(parsePrice('  ')).toEqual({ valid: true, price: null });
  });

  it('refuses negative prices, a third decimal and thousands separators it could misread', () => {
    expect(parsePrice('-5')).toEqual({ valid: false });
    expect(parsePrice('1.890,00')).toEqual({ valid: false });
    expect(parsePrice('12,345')).toEqual({ valid: false });
  });

  it('shows a stored price with two decimals and the language’s decimal mark', () => {
    expect(priceText(189.05, 'de')).toBe('189,05');
    expect(priceText(0, 'en')).toBe('0.00');
    expect(priceText(null, 'de')).toBe('');
  });
});
