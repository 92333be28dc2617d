import { describe, expect, it } from 'vitest';
import { parseAmount } from './amount.ts';

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
