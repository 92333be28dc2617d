import type { EventPlanAnswer } from '@messeportal/domain';
import { describe, expect, it } from 'vitest';
import { formattersFor } from '../../../i18n/format.ts';
import { publicStands, standMatches, standName, type PlanStandSale } from './public-stands.ts';

const sale = (number: string, overrides: Partial<PlanStandSale> = {}): PlanStandSale => ({
  number,
  areaM2: 48,
  openSides: 2,
  frontageCm: 800,
  kind: 'corner',
  standConfigId: 1,
  net: 5472,
  specialPrice: false,
  ...overrides,
});

const hall = (id: number, name: string, stands: PlanStandSale[]) =>
  ({ id, name, version: 1, geometry: { outline: [], holes: [], columns: [], fixtures: [], technicalPoints: [], keepClear: [], aisles: [], sectors: [], stands: [] }, stands }) as unknown as EventPlanAnswer['halls'][number];

const plan: EventPlanAnswer = {
  halls: [hall(7, 'Halle 7', [sale('B12'), sale('B2'), sale('A10'), sale('A2'), sale('C1', { standConfigId: null, net: null })]), hall(8, 'Halle 8', [sale('A2')])],
};
const data = {
  plan,
  states: {
    states: [
      { hallId: 7, stand: 'A2', state: 'booked' as const },
      { hallId: 7, stand: 'A10', state: 'option' as const },
      { hallId: 7, stand: 'B2', state: 'booked' as const },
      { hallId: 8, stand: 'A2', state: 'blocked' as const },
    ],
  },
  exhibitors: [
    { hallId: 7, stand: 'A2', company: 'Alpha Küchen GmbH', brands: ['Alpha Line'], productGroupIds: [2, 1] },
    // An answer older than the states: the stand is free again, the name must not show.
    { hallId: 7, stand: 'B12', company: 'Gestern GmbH', brands: [], productGroupIds: [] },
  ],
  groupNames: new Map([
    [1, 'Küchenmöbel'],
    [2, 'Elektrogeräte'],
  ]),
};
const words = { stand: (number: string) => `Stand ${number}`, state: (state: string) => ({ free: 'frei', reserved: 'reserviert', booked: 'gebucht', unavailable: 'nicht verfügbar' })[state]! };

describe('the public plan’s stands', () => {
  const stands = publicStands(data);
  const at = (hallId: number, number: string) => stands.find((stand) => stand.hallId === hallId && stand.sale.number === number)!;

  it('lists every hall’s stands in the event’s order and as people read the numbers', () => {
    expect(stands.map((stand) => `${stand.hall} ${stand.sale.number}`)).toEqual(['Halle 7 A2', 'Halle 7 A10', 'Halle 7 B2', 'Halle 7 B12', 'Halle 7 C1', 'Halle 8 A2']);
  });

  it('tells free, reserved, booked and unavailable stands apart, an exhibitor on a booked stand only', () => {
    expect(stands.map((stand) => stand.state)).toEqual(['booked', 'reserved', 'booked', 'free', 'unavailable', 'unavailable']);
    expect(at(7, 'A2').exhibitor?.company).toBe('Alpha Küchen GmbH');
    expect(at(7, 'A2').groups).toEqual(['Elektrogeräte', 'Küchenmöbel']);
    expect(at(7, 'B2').exhibitor).toBeNull();
    expect(at(7, 'B12').exhibitor).toBeNull();
  });

  it('finds a stand by company, brand, number or product group, whatever the case and accents', () => {
    const found = (query: string) => stands.filter((stand) => standMatches(stand, query)).map((stand) => `${stand.hallId}/${stand.sale.number}`);
    expect(found('alpha küchen')).toEqual(['7/A2']);
    expect(found('KUCHEN')).toEqual(['7/A2']);
    expect(found('alpha line')).toEqual(['7/A2']);
    expect(found('elektro')).toEqual(['7/A2']);
    expect(found('b1')).toEqual(['7/B12']);
    expect(found('Gestern')).toEqual([]);
    expect(found('  ')).toHaveLength(stands.length);
  });

  it('names a stand as a screen reader says it: the price while free, the exhibitor once booked', () => {
    expect(standName(at(7, 'B12'), words, 'de', formattersFor('de-DE'), 'EUR')).toBe('Stand B12, Halle 7, 48,00 m², Eckstand, frei, 5.472,00\u00a0€');
    expect(standName(at(7, 'A2'), words, 'de', formattersFor('de-DE'), 'EUR')).toBe('Stand A2, Halle 7, 48,00 m², Eckstand, gebucht, Alpha Küchen GmbH');
    expect(standName(at(7, 'A10'), { ...words, state: () => 'reserved' }, 'en', formattersFor('en-US'), 'EUR')).toBe('Stand A10, Halle 7, 48.00 m², Corner stand, reserved');
  });
});
