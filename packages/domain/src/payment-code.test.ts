import { describe, expect, it } from 'vitest';
import { epcPaymentCode } from './payment-code.ts';

const organiser = { name: 'Messe Muster GmbH', iban: 'DE89 3704 0044 0532 0130 00', bic: 'cobadeffxxx', currency: 'EUR', reference: 'RE-2026-00017' };

describe('the invoice payment code (EPC069-12)', () => {
  it('carries version 002, UTF-8, the BIC, name, IBAN, amount in euros and the invoice number as remittance text', () => {
    expect(epcPaymentCode({ ...organiser, amountCents: 1_234_567 })?.split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'COBADEFFXXX',
      'Messe Muster GmbH',
      'DE89370400440532013000',
      'EUR12345.67',
      '',
      '',
      'RE-2026-00017',
    ]);
  });

  it('writes cents with two digits and leaves out a BIC that was not given', () => {
    const lines = epcPaymentCode({ ...organiser, bic: '', amountCents: 5 })!.split('\n');
    expect(lines[4]).toBe('');
    expect(lines[7]).toBe('EUR0.05');
  });

  it('shortens a long payee name to 70 characters and keeps umlauts as UTF-8', () => {
    const name = `Fachmesse Küchen & Wohnen Veranstaltungsgesellschaft für Süddeutschland und Österreich mbH`;
    const payload = epcPaymentCode({ ...organiser, name, amountCents: 100 })!;
    expect(payload.split('\n')[5]).toBe(name.slice(0, 70).trim());
    expect(new TextEncoder().encode(payload).length).toBeLessThanOrEqual(331);
  });

  it('gives no code where a banking app could not pay it', () => {
    expect(epcPaymentCode({ ...organiser, amountCents: 100, currency: 'CHF' })).toBeNull();
    expect(epcPaymentCode({ ...organiser, amountCents: 0 })).toBeNull();
    expect(epcPaymentCode({ ...organiser, amountCents: 100_000_000_000 })).toBeNull();
    expect(epcPaymentCode({ ...organiser, amountCents: 100, iban: 'DE88 3704 0044 0532 0130 00' })).toBeNull();
    expect(epcPaymentCode({ ...organiser, amountCents: 100, iban: '' })).toBeNull();
    expect(epcPaymentCode({ ...organiser, amountCents: 100, bic: 'NOBIC' })).toBeNull();
    expect(epcPaymentCode({ ...organiser, amountCents: 100, name: ' ' })).toBeNull();
  });

  it('keeps a reference on one line', () => {
    expect(epcPaymentCode({ ...organiser, amountCents: 100, reference: 'RE-1\nRE-2' })!.split('\n')[10]).toBe('RE-1 RE-2');
  });
});
