import { describe, expect, it } from 'vitest';
import { formatIban, isValidBic, isValidIban } from './bank.ts';

describe('bank rules', () => {
  it('accepts IBANs whose check digits fit, written with or without spaces', () => {
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidIban('de97701500000000123456')).toBe(true);
    expect(isValidIban('AT61 1904 3002 3457 3201')).toBe(true);
  });

  it('refuses a wrong check digit, a swapped digit and what is no IBAN', () => {
    expect(isValidIban('DE88 3704 0044 0532 0130 00')).toBe(false);
    expect(isValidIban('DE89 3704 0044 0523 0130 00')).toBe(false);
    expect(isValidIban('')).toBe(false);
    expect(isValidIban('1234')).toBe(false);
  });

  it('prints an IBAN in groups of four', () => {
    expect(formatIban('de89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });

  it('accepts BICs of 8 and 11 characters only', () => {
    expect(isValidBic('SSKMDEMMXXX')).toBe(true);
    expect(isValidBic('COBADEFF')).toBe(true);
    expect(isValidBic('COBADEF')).toBe(false);
    expect(isValidBic('1OBADEFFXXX')).toBe(false);
  });
});
