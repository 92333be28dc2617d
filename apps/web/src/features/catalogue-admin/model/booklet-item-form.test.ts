import { bookletItemInputSchema } from '@messeportal/domain';
import { describe, expect, it } from 'vitest';
import { bookletItemFormValues, bookletItemInput, ordersSomething, takesAmount } from './booklet-item-form.ts';

const product = { ...bookletItemFormValues(null, 5), titleDe: 'Teppich', titleEn: 'Carpet', price: 12.5, unit: 'qm', priceCalculation: 'qm', image: { id: 8, url: '/t' }, gallery: [{ id: 9, url: '/g' }] };

describe('the booklet item form', () => {
  it('sends a product with its product part, images and price in cents', () => {
    const input = bookletItemInput(product);
    expect(input).toMatchObject({ groupId: 5, itemType: 0, price: 1250, priceCalculation: 'qm', imageFileId: 8, galleryFileIds: [9], product: { productType: 1 } });
    expect(bookletItemInputSchema.safeParse(input).success).toBe(true);
  });

  it('drops what a text cannot have: product part, images, price and charge by m²', () => {
    const input = bookletItemInput({ ...product, itemType: '1' });
    expect(input).toMatchObject({ itemType: 1, price: 0, priceCalculation: 'quantity', product: null, imageFileId: null, galleryFileIds: [] });
    expect(bookletItemInputSchema.safeParse(input).success).toBe(true);
  });

  it('knows which types order something and which take an amount', () => {
    expect(ordersSomething({ itemType: '1', productType: '1' })).toBe(false);
    expect(ordersSomething({ itemType: '5', productType: '1' })).toBe(true);
    expect(takesAmount({ itemType: '0', productType: '2' })).toBe(false);
    expect(takesAmount({ itemType: '4', productType: '2' })).toBe(true);
  });

  it('keeps a yes/no product from being charged by m²', () => {
    expect(bookletItemInput({ ...product, productType: '2' }).priceCalculation).toBe('quantity');
  });
});
