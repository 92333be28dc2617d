import { describe, expect, it } from 'vitest';
import { offerKeyIn, SEARCH_KINDS, SEARCH_RIGHTS, searchableKinds } from './back-office-search.ts';
import { STAFF_ROLES } from './staff.ts';

describe('search everywhere', () => {
  it('reads the offer key out of a pasted offer link or uuid, and nothing out of other text', () => {
    const uuid = '3f2a9c1e-8b4d-4e6f-a1b2-c3d4e5f60718';
    expect(offerKeyIn(`https://messe.example/#/e/offer/1/${uuid}`)).toBe(uuid);
    expect(offerKeyIn(` ${uuid.toUpperCase()} `)).toBe(uuid);
    expect(offerKeyIn(`${uuid}x`)).toBeNull();
    expect(offerKeyIn('Halle 3 C14')).toBeNull();
  });

  it('lets each role find the kinds its policy reads: today every role reads all of them', () => {
    for (const role of STAFF_ROLES) expect(searchableKinds(role)).toEqual(SEARCH_KINDS);
    expect(SEARCH_RIGHTS).toMatchObject({ event: ['catalogue', 'read'], document: ['document', 'read'], offer: ['offer', 'read'] });
  });
});
