import { describe, expect, it } from 'vitest';
import { decimalText, readDecimal } from './decimal-text.ts';

describe('a number pasted into a decimal field', () => {
  it('reads either decimal mark, whichever language the form speaks', () => {
    expect(readDecimal('185.50')).toBe(185.5);
    expect(readDecimal('185,50')).toBe(185.5);
    expect(readDecimal('185,5')).toBe(185.5);
    expect(readDecimal('185')).toBe(185);
  });

  it('reads thousands grouped in either style, and three digits after one mark as a group', () => {
    expect(readDecimal('1.850,00')).toBe(1850);
    expect(readDecimal('1,850.00')).toBe(1850);
    expect(readDecimal('1.850')).toBe(1850);
    expect(readDecimal('1,850')).toBe(1850);
    expect(readDecimal('1.234.567')).toBe(1_234_567);
    expect(readDecimal('12 345,67 €')).toBe(12_345.67);
    expect(readDecimal('EUR 99.90')).toBe(99.9);
    expect(readDecimal('19 %')).toBe(19);
  });

  it('refuses what is no number or is grouped wrongly', () => {
    for (const text of ['', 'abc', '1.2.3,4,5', '12.34.56', '1,85.0,0', '1.85,5.5', '..', '1.8500.00']) expect(readDecimal(text), text).toBeNull();
  });

  it('writes the number back in the field’s own style', () => {
    expect(decimalText(185.5, ',')).toBe('185,5');
    expect(decimalText(185.5, '.')).toBe('185.5');
  });
});
