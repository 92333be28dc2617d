import { describe, expect, it } from 'vitest';
import { addDays, dayIn } from './catalogue-rules.ts';
import { cancelledPartialsOf, finalInvoiceBefore, invoiceTotals, isValidLeitwegId, taxCaseOf, unbilledBookletLines, vatIdProblem, type LiveFinalInvoice } from './invoicing.ts';
import type { PriceLine } from './pricing.ts';

describe('VAT IDs', () => {
  it('accepts the form of the company’s own EU country, written with spaces or dots', () => {
    expect(vatIdProblem('ATU12345678', 'at')).toBeUndefined();
    expect(vatIdProblem('de 123.456.789', 'de')).toBeUndefined();
    expect(vatIdProblem('EL123456789', 'gr')).toBeUndefined();
    expect(vatIdProblem('NL123456789B01', 'nl')).toBeUndefined();
    expect(vatIdProblem('FRXX123456789', 'fr')).toBeUndefined();
  });

  it('names another country’s form and a broken form of the right country apart', () => {
    expect(vatIdProblem('DE123456789', 'at')).toBe('vatIdWrongCountry');
    expect(vatIdProblem('12345678', 'at')).toBe('vatIdWrongCountry');
    expect(vatIdProblem('ATU1234567', 'at')).toBe('vatIdForm');
    expect(vatIdProblem('GR123456789', 'gr')).toBe('vatIdWrongCountry');
  });

  it('leaves an empty ID and countries whose form is not checked alone, and checks the Swiss UID', () => {
    expect(vatIdProblem('', 'at')).toBeUndefined();
    expect(vatIdProblem('12345', 'us')).toBeUndefined();
    expect(vatIdProblem('CHE-123.456.789 MWST', 'ch')).toBeUndefined();
    expect(vatIdProblem('DE123456789', 'ch')).toBe('vatIdWrongCountry');
  });
});

describe('Leitweg-IDs', () => {
  it('accepts IDs whose check digits fit, with and without a fine address', () => {
    expect(isValidLeitwegId('04011000-1234512345-06')).toBe(true);
    expect(isValidLeitwegId('991-33333TEST-33')).toBe(true);
    expect(isValidLeitwegId('04011000-12345-03')).toBe(true);
  });

  it('refuses wrong check digits and what is not of the form', () => {
    expect(isValidLeitwegId('04011000-1234512345-07')).toBe(false);
    expect(isValidLeitwegId('04011000')).toBe(false);
    expect(isValidLeitwegId('4-12345-06')).toBe(false);
    expect(isValidLeitwegId('04011000-12_45-06')).toBe(false);
  });
});

describe('tax cases', () => {
  const of = (country: string, vatId = '', nonEu: 'notTaxable' | 'standard' = 'notTaxable') => taxCaseOf({ country, vatId, eventRateBp: 1900, nonEu });

  it('charges German VAT to German buyers, VAT ID or not', () => {
    expect(of('de', 'DE123456789')).toEqual({ kind: 'domestic', category: 'S', rateBp: 1900 });
    expect(of('de')).toMatchObject({ category: 'S', rateBp: 1900 });
  });

  it('reverses the charge for an EU business with its own country’s VAT ID, and not without one', () => {
    expect(of('at', 'ATU12345678')).toEqual({ kind: 'reverseCharge', category: 'AE', rateBp: 0, exemptionCode: 'VATEX-EU-AE' });
    expect(of('at')).toMatchObject({ kind: 'domestic', category: 'S', rateBp: 1900 });
    expect(of('at', 'DE123456789')).toMatchObject({ kind: 'domestic', category: 'S' });
  });

  it('treats a buyer outside the EU as the settings say', () => {
    expect(of('ch')).toEqual({ kind: 'outsideEu', category: 'O', rateBp: 0, exemptionCode: 'VATEX-EU-O' });
    expect(of('ch', '', 'standard')).toEqual({ kind: 'outsideEu', category: 'S', rateBp: 1900 });
  });
});

describe('invoice totals', () => {
  it('rounds the VAT once per rate on the sum of the lines, not per line', () => {
    // Ten lines of 0.02: per line 0.0038 would round to 0.00 each; on the sum 0.20 × 19 % = 0.038 → 0.04.
    const lines = Array.from({ length: 10 }, () => ({ netCents: 2, category: 'S' as const, rateBp: 1900 }));
    expect(invoiceTotals(lines)).toMatchObject({ netCents: 20, vatCents: 4, grossCents: 24 });
    // 10.05 × 19 % = 1.9095 → 1.91 (half-up at the cent).
    expect(invoiceTotals([{ netCents: 1005, category: 'S', rateBp: 1900 }])).toMatchObject({ netCents: 1005, vatCents: 191, grossCents: 1196 });
  });

  it('keeps one breakdown row per category and rate, highest rate first', () => {
    const totals = invoiceTotals([
      { netCents: 907200, category: 'S', rateBp: 1900 },
      { netCents: 10000, category: 'S', rateBp: 700 },
      { netCents: 45000, category: 'S', rateBp: 1900 },
    ]);
    expect(totals.breakdown).toEqual([
      { category: 'S', rateBp: 1900, basisCents: 952200, vatCents: 180918 },
      { category: 'S', rateBp: 700, basisCents: 10000, vatCents: 700 },
    ]);
    expect(totals).toMatchObject({ netCents: 962200, vatCents: 181618, grossCents: 1143818 });
  });

  it('has no VAT for reverse charge', () => {
    expect(invoiceTotals([{ netCents: 12345, category: 'AE', rateBp: 0 }])).toMatchObject({ vatCents: 0, grossCents: 12345 });
  });
});

describe('the organiser’s calendar', () => {
  it('dates 00:30 on 1 January in Berlin in the new year, though it is still the old one in UTC', () => {
    expect(dayIn(new Date('2026-12-31T23:30:00Z'), 'Europe/Berlin')).toBe('2027-01-01');
    expect(dayIn(new Date('2026-12-31T22:59:00Z'), 'Europe/Berlin')).toBe('2026-12-31');
  });

  it('adds payment days across month and year ends', () => {
    expect(addDays('2026-12-20', 14)).toBe('2027-01-03');
    expect(addDays('2028-02-15', 14)).toBe('2028-02-29');
  });
});

describe('the order booklet’s bookings to invoice', () => {
  const line = (itemId: number, amount: number, priceSingle: number): PriceLine => ({
    kind: 'service', itemId, description: `Item ${itemId}`, amount, unit: 'qm', priceSingle, sum: Math.round(amount * priceSingle),
    listPrice: priceSingle, isDeviating: false, isEarlyPrice: false,
  });

  it('invoices what was booked beyond what invoices billed, at the booking’s price, and nothing for a lowered booking', () => {
    const booked = [line(1, 48.5, 1250), line(2, 1, 9900), line(3, 10, 500)];
    const billed = new Map([[1, 40], [2, 1], [3, 12]]);
    const unbilled = unbilledBookletLines(booked, billed);
    expect(unbilled.map((entry) => [entry.itemId, entry.amount, entry.sum])).toEqual([[1, 8.5, 10_625]]);
    expect(unbilledBookletLines(booked, new Map()).map((entry) => entry.sum)).toEqual([60_625, 9900, 5000]);
  });
});

describe('final invoices and the partial invoices they list', () => {
  const final = (id: number, billingNumber: LiveFinalInvoice['billingNumber'], partialNumbers: string[] = []): LiveFinalInvoice => ({
    id,
    number: `RE-2027-000${id}`,
    date: '2027-05-0' + id,
    billingNumber,
    partialNumbers,
  });

  it('is outdated by the partial invoices it lists that were cancelled since, and only by those', () => {
    const everything = final(3, 'none', ['RE-2027-0001', 'RE-2027-0002']);
    expect(cancelledPartialsOf(everything, new Set())).toEqual([]);
    expect(cancelledPartialsOf(everything, new Set(['RE-2027-0002', 'RE-2027-0009']))).toEqual(['RE-2027-0002']);
    expect(cancelledPartialsOf(final(4, 'none'), new Set(['RE-2027-0001']))).toEqual([]);
  });

  it('names the latest final invoice covering what is still to invoice, none for another billing number', () => {
    const technology = final(1, 'technology');
    const everything = final(2, 'none');
    expect(finalInvoiceBefore(['media'], [])).toBeUndefined();
    expect(finalInvoiceBefore(['media'], [technology])).toBeUndefined();
    expect(finalInvoiceBefore(['media', 'technology'], [technology])).toBe(technology);
    expect(finalInvoiceBefore(['technology'], [technology, everything])).toBe(everything);
    expect(finalInvoiceBefore(['parking'], [technology, everything])).toBe(everything);
    expect(finalInvoiceBefore([], [technology, everything])).toBeUndefined();
  });
});
