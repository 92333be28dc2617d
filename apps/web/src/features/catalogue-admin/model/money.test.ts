import { describe, expect, it } from 'vitest';
import { centsToEuros, eurosToCents, wholeOrUndefined } from './money.ts';

describe('euros and cents', () => {
  it('turns euros into integer cents without float errors', () => {
    expect(eurosToCents(189.05)).toBe(18905);
    expect(eurosToCents(0.29)).toBe(29);
    expect(eurosToCents(1.1)).toBe(110);
    expect(eurosToCents(0)).toBe(0);
  });

  it('reads text with a comma or point as decimal mark', () => {
    expect(eurosToCents('59,00')).toBe(5900);
    expect(eurosToCents(' 12.5 ')).toBe(1250);
  });

  it('gives undefined for an empty input and NaN for text that is no number', () => {
    expect(eurosToCents('')).toBeUndefined();
    expect(eurosToCents('  ')).toBeUndefined();
    expect(eurosToCents('abc')).toBeNaN();
  });

  it('shows cents as euros, the way back', () => {
    expect(centsToEuros(18905)).toBe(189.05);
    expect(eurosToCents(centsToEuros(123456789))).toBe(123456789);
  });

  it('reads whole numbers, empty as undefined', () => {
    expect(wholeOrUndefined('')).toBeUndefined();
    expect(wholeOrUndefined(12)).toBe(12);
  });
});
