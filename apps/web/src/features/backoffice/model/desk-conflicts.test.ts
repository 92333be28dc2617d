import type { DeskStandSalesAnswer } from '@messeportal/domain';
import { describe, expect, it } from 'vitest';
import { groupNames, hallConflicts } from './desk-conflicts.ts';
import type { DeskHall } from './desk-plan.ts';

const rect = (x: number, y: number): [number, number][] => [[x, y], [x + 400, y], [x + 400, y + 300], [x, y + 300]];
// A1 A2 A3 side by side; C1 across a 4 m aisle from A1.
const stands = [
  { number: 'A1', ring: rect(0, 0) },
  { number: 'A2', ring: rect(400, 0) },
  { number: 'A3', ring: rect(800, 0) },
  { number: 'C1', ring: rect(0, 700) },
];
const hall = { id: 7, name: 'Halle 3', version: 1, geometry: { stands }, stands: [] } as unknown as DeskHall;
const booked = (stand: string, registrationId: number, company: string) => ({ hallId: 7, stand, state: 'booked' as const, registrationId, companyId: registrationId, company, until: null, reason: '' });
const sales: DeskStandSalesAnswer = {
  stands: [booked('A1', 1, 'Küchen Krause'), booked('A2', 2, 'Herd & Co'), booked('A3', 3, 'Bad AG'), booked('C1', 4, 'Kochwelt')],
  unplaced: [],
  proposals: [],
  productGroups: [
    { id: 10, nameDe: 'Küchen', nameEn: 'Kitchens' },
    { id: 20, nameDe: 'Bäder', nameEn: 'Bathrooms' },
  ],
  exhibitorGroups: [
    { registrationId: 1, productGroupIds: [10] },
    { registrationId: 2, productGroupIds: [10, 20] },
    { registrationId: 3, productGroupIds: [20] },
    { registrationId: 4, productGroupIds: [10] },
  ],
  planChanges: [],
  specialPrices: [],
};

describe('conflicts on the desk’s plan', () => {
  it('flag booked neighbours sharing a product group, each stand naming the other and its company', () => {
    const conflicts = hallConflicts(hall, sales);
    expect(conflicts.get('A1')).toEqual([{ kind: 'productGroup', other: 'A2', company: 'Herd & Co', productGroupIds: [10] }]);
    expect(conflicts.get('A2')!.map((conflict) => conflict.other)).toEqual(['A1', 'A3']);
    expect(conflicts.get('A3')).toEqual([{ kind: 'productGroup', other: 'A2', company: 'Herd & Co', productGroupIds: [20] }]);
    // Across the aisle is no neighbour.
    expect(conflicts.has('C1')).toBe(false);
    expect(groupNames(sales, [10, 20], 'en')).toEqual(['Kitchens', 'Bathrooms']);
  });

  it('flag nothing while no exhibitor has a product group', () => {
    expect(hallConflicts(hall, { ...sales, exhibitorGroups: [] }).size).toBe(0);
    expect(hallConflicts(hall, undefined).size).toBe(0);
  });
});
