import { describe, expect, it } from 'vitest';
import { offerTypeKey } from './offer-type.ts';

describe('offerTypeKey', () => {
  it('tells staff-made offers (type 2) from those made on the customer side (type 1)', () => {
    expect([1, 2].map(offerTypeKey)).toEqual(['customer', 'staff']);
  });
});
