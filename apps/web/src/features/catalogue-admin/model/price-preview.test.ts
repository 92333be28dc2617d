import { describe, expect, it } from 'vitest';
import { pricePreview, type PriceRuleDraft } from './price-preview.ts';

const rules: PriceRuleDraft[] = [
  { descriptionDe: 'Standfläche', descriptionEn: 'Stand space', unit: 'qm', basis: 'per_qm', priceSingle: 59 },
  { descriptionDe: 'Werbebeitrag', descriptionEn: 'Marketing fee', unit: 'piece', basis: 'flat', priceSingle: '250,00' },
  { descriptionDe: 'AUMA', descriptionEn: 'AUMA', unit: 'qm', basis: 'per_qm', priceSingle: 0.29 },
];
const range = { qmMin: 12, qmMax: 100 };

describe('the live price table of a stand type', () => {
  it('charges per-m² rules for the size and flat rules once, with the net total', () => {
    const preview = pricePreview(rules, '30', range, 'de');
    expect(preview).toEqual({
      ok: true,
      qm: 30,
      lines: [
        { description: 'Standfläche', amount: 30, unit: 'm²', priceSingle: 5900, sum: 177000 },
        { description: 'Werbebeitrag', amount: 1, unit: 'Stück', priceSingle: 25000, sum: 25000 },
        { description: 'AUMA', amount: 30, unit: 'm²', priceSingle: 29, sum: 870 },
      ],
      net: 202870,
    });
  });

  it('rounds a line half-up to the cent like the configurator (12.5 m² × 0.29 € = 3.63 €)', () => {
    const preview = pricePreview([rules[2]!], '12,5', range, 'en');
    expect(preview.ok && preview.lines[0]).toEqual({ description: 'AUMA', amount: 12.5, unit: 'm²', priceSingle: 29, sum: 363 });
  });

  it('takes the smallest size when none is typed and refuses one outside the range', () => {
    const empty = pricePreview(rules, '', range, 'de');
    expect(empty.ok && empty.qm).toBe(12);
    expect(pricePreview(rules, '101', range, 'de')).toEqual({ ok: false, min: 12, max: 100 });
    expect(pricePreview(rules, 'zwölf', range, 'de')).toEqual({ ok: false, min: 12, max: 100 });
  });

  it('counts a price still being typed as 0', () => {
    const preview = pricePreview([{ ...rules[0]!, priceSingle: '' }], 20, range, 'de');
    expect(preview.ok && preview.net).toBe(0);
  });
});
