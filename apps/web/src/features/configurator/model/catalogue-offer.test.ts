import { describe, expect, it } from 'vitest';
import { catalogueOffer, catalogueQuery } from './catalogue-offer.ts';

const uuid = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';

describe('the offer the catalogue calls add items of', () => {
  it('is the loaded offer the customer can only order or look at', () => {
    expect(catalogueOffer('fe_offer', uuid)).toBe(uuid);
    expect(catalogueOffer('insight', uuid)).toBe(uuid);
  });

  it('is none while the configuration can be changed, in the back office and without an offer', () => {
    for (const mode of ['test', 'fe_registration', 'be_stand', 'be_company', 'be_registration'] as const) expect(catalogueOffer(mode, uuid)).toBeNull();
    expect(catalogueOffer('fe_offer', null)).toBeNull();
  });

  it('goes out as ?offer=', () => {
    expect(catalogueQuery(uuid)).toBe(`?offer=${uuid}`);
    expect(catalogueQuery(null)).toBe('');
  });
});
