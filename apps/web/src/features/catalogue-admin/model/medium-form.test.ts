import { mediumInputSchema, type AdminMedium } from '@messeportal/domain';
import { describe, expect, it } from 'vitest';
import { mediumFormValues, mediumInput } from './medium-form.ts';

const saved: AdminMedium = {
  id: 4, eventId: 1, mediaGroupId: 2, mediaGroup: { id: 2, nameDe: 'Print', nameEn: 'Print' }, nameDe: 'Anzeige', nameEn: 'Ad',
  descriptionDe: '', descriptionEn: '', formatDe: 'A4', formatEn: 'A4', price: 99000, priceEarly: 89050, stock: 10, sold: 3, available: 7,
  isActive: true, isConfigurator: false, billingNumber: 'award', imageFileId: 55, image: { url: '/pub/file/55', thumbUrl: '/pub/file/55/thumb' }, sort: 0,
};

describe('the medium form', () => {
  it('round-trips prices, stock and image', () => {
    const values = mediumFormValues(saved);
    expect(values).toMatchObject({ mediaGroupId: '2', price: 990, priceEarly: 890.5, image: { id: 55, url: '/pub/file/55/thumb' } });
    const input = mediumInput(values);
    expect(input).toMatchObject({ mediaGroupId: 2, price: 99000, priceEarly: 89050, stock: 10, imageFileId: 55, isConfigurator: false, billingNumber: 'award' });
    expect(mediumInputSchema.safeParse(input).success).toBe(true);
  });

  it('starts a new medium in the first group, without an early price, and refuses it without a price', () => {
    const values = mediumFormValues(null, 9);
    expect(values.mediaGroupId).toBe('9');
    expect(values.billingNumber).toBe('media');
    const result = mediumInputSchema.safeParse(mediumInput({ ...values, nameDe: 'X', nameEn: 'X' }));
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['price']);
  });

  it('refuses an early price above the regular one, as the server does', () => {
    const result = mediumInputSchema.safeParse(mediumInput({ ...mediumFormValues(saved), priceEarly: 1000 }));
    expect(result.error?.issues[0]?.path).toEqual(['priceEarly']);
  });
});
