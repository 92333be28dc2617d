import { describe, expect, it } from 'vitest';
import { catalogueQuery } from './catalogue-query.ts';

const uuid = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';

describe('the query of the catalogue calls', () => {
  it('names the loaded offer the customer can only order or look at', () => {
    expect(catalogueQuery('fe_offer', uuid, null)).toBe(`?offer=${uuid}`);
    expect(catalogueQuery('insight', uuid, null)).toBe(`?offer=${uuid}`);
  });

  it('is empty while the customer can change the configuration, and for staff with their catalogue', () => {
    for (const mode of ['test', 'fe_registration'] as const) expect(catalogueQuery(mode, uuid, null)).toBe('');
    for (const mode of ['be_stand', 'be_company', 'be_registration'] as const) expect(catalogueQuery(mode, uuid, true)).toBe('');
    expect(catalogueQuery('fe_offer', null, null)).toBe('');
  });

  it("asks for the customer's catalogue when staff change an offer the customer made", () => {
    expect(catalogueQuery('be_company', uuid, false)).toBe('?view=customer');
    expect(catalogueQuery('be_stand', uuid, false)).toBe('?view=customer');
  });
});
