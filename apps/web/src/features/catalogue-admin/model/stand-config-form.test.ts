import { standConfigInputSchema } from '@messeportal/domain';
import { describe, expect, it } from 'vitest';
import { standConfigFields, standConfigFormValues, standConfigInput } from './stand-config-form.ts';

const saved = {
  id: 3, eventId: 1, nameDe: 'Reihenstand', nameEn: 'In-line stand', standType: 'inline', qmMin: 12, qmMax: 80, isOrderable: true, sort: 10, billingNumber: 'parking',
  priceRules: [{ id: 1, descriptionDe: 'Fläche', descriptionEn: 'Space', unit: 'qm', basis: 'per_qm' as const, priceSingle: 18905, sort: 0 }],
};

describe('the stand type form', () => {
  it('shows prices in euros and sends them back as the same cents', () => {
    const values = standConfigFormValues(saved);
    expect(values.priceRules[0]!.priceSingle).toBe(189.05);
    const input = standConfigInput(values);
    expect(input.priceRules[0]).toEqual({ descriptionDe: 'Fläche', descriptionEn: 'Space', unit: 'qm', basis: 'per_qm', priceSingle: 18905 });
    expect(input.billingNumber).toBe('parking');
    expect(standConfigFormValues(null).billingNumber).toBe('stand');
    expect(standConfigInputSchema.safeParse(input).success).toBe(true);
  });

  it('leaves an empty price or size missing, so the schema names the field', () => {
    const values = { ...standConfigFormValues(null), qmMin: '' };
    const result = standConfigInputSchema.safeParse(standConfigInput(values));
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['qmMin', 'priceRules.0.priceSingle', 'priceRules.0.descriptionDe']));
  });

  it('names every rule’s fields for the server’s errors', () => {
    expect(standConfigFields(standConfigFormValues(saved))).toContain('priceRules.0.priceSingle');
  });
});
