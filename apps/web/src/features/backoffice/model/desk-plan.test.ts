import type { DeskStandSalesAnswer } from '@messeportal/domain';
import { describe, expect, it } from 'vitest';
import { allowedFor, candidates, companies, deskRows, matchesSearch, offeredActions, stateCounts, type DeskHall } from './desk-plan.ts';

const stand = (number: string) => ({ number, areaM2: 12, openSides: 1, frontageCm: 300, kind: 'inline' as const, standConfigId: 1, net: 1200 });
const hall = { id: 7, name: 'Halle 3', version: 1, geometry: {} as DeskHall['geometry'], stands: ['A1', 'A2', 'A3', 'A4'].map(stand) } as DeskHall;
const sale = (stand: string, state: DeskStandSalesAnswer['stands'][number]['state'], registrationId: number | null, companyId: number | null, company: string) => ({
  hallId: 7,
  stand,
  state,
  registrationId,
  companyId,
  company,
  until: null,
  reason: '',
});
const sales: DeskStandSalesAnswer = {
  stands: [sale('A1', 'booked', 11, 101, 'Küchen Krause'), sale('A2', 'option', null, 102, 'Herd & Co'), sale('A3', 'blocked', null, null, ''), { ...sale('B1', 'booked', 12, 103, 'Other'), hallId: 8 }],
  unplaced: [{ registrationId: 13, companyId: 102, company: 'Herd & Co', standType: 'Reihenstand', standSize: 12 }],
  proposals: [],
  productGroups: [],
  exhibitorGroups: [],
  planChanges: [],
  specialPrices: [],
};

describe('the desk plan', () => {
  const rows = deskRows(hall, sales);

  it('gives each stand of the hall its state, available where the sales do not name it', () => {
    expect(rows.map((row) => row.state)).toEqual(['booked', 'option', 'blocked', 'available']);
    expect(stateCounts(rows)).toEqual({ available: 1, requested: 0, held: 0, option: 1, proposed: 0, booked: 1, blocked: 1 });
  });

  it('finds stands by number or company, any case', () => {
    expect(rows.filter((row) => matchesSearch(row, 'krause')).map((row) => row.stand.number)).toEqual(['A1']);
    expect(rows.filter((row) => matchesSearch(row, 'a')).length).toBe(4);
    expect(rows.filter((row) => matchesSearch(row, '  ')).length).toBe(0);
  });

  it('offers the unplaced registrations first, then the booked ones to move', () => {
    expect(candidates(sales).map((entry) => entry.registrationId)).toEqual([13, 11, 12]);
    expect(companies(sales).map((entry) => entry.companyId)).toEqual([102, 101, 103]);
  });

  it('offers the actions the state allows', () => {
    expect(offeredActions(rows[3]!)).toEqual(['book', 'propose', 'option', 'block']);
    expect(offeredActions(rows[0]!)).toEqual(['move', 'swap', 'release']);
    expect(offeredActions(rows[1]!)).toEqual(['book', 'propose', 'option', 'release']);
    // An optioned stand is booked only for the company holding the option.
    expect(allowedFor('book', rows[1]!, { registrationId: 13, companyId: 102 })).toBe(true);
    expect(allowedFor('book', rows[1]!, { registrationId: 11, companyId: 101 })).toBe(false);
  });
});
