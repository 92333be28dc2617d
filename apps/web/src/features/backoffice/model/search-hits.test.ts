import type { SearchHit } from '@messeportal/domain';
import { describe, expect, it } from 'vitest';
import { hitGroups, hitPath } from './search-hits.ts';

const company = (registrationId: number | null, offerId: number | null): SearchHit => ({ kind: 'company', id: 7, name: 'Muster GmbH', email: '', registrationId, offerId });
const document: SearchHit = { kind: 'document', id: 3, number: 'RE-2027-00001', typeLabel: 'Rechnung', companyName: 'Muster GmbH', gross: 119, date: '2027-01-05' };
const event: SearchHit = { kind: 'event', id: 1, name: 'Küchenmesse', startsAt: '2027-09-18', endsAt: '2027-09-21' };

describe('the hits of the back-office search', () => {
  it('open their own page, a company its newest registration, else its newest offer, else nothing', () => {
    expect(hitPath(event)).toBe('/be/event/1');
    expect(hitPath(document)).toBe('/be/document/3');
    expect(hitPath(company(12, 40))).toBe('/be/registration/12');
    expect(hitPath(company(null, 40))).toBe('/be/offer/40');
    expect(hitPath(company(null, null))).toBeNull();
  });

  it('are grouped by kind, fairs first, in the order the server ranked them', () => {
    const second = { ...document, id: 4, number: 'RE-2027-00002' };
    expect(hitGroups([document, second, event])).toEqual([
      { kind: 'event', hits: [event] },
      { kind: 'document', hits: [document, second] },
    ]);
    expect(hitGroups([])).toEqual([]);
  });
});
