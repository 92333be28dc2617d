import { describe, expect, it } from 'vitest';
import { listedNames, sectorsOfStand, unmetWishes, type StandWish } from './stand-wishes.ts';

const noWish: StandWish = { stands: [], hallId: null, sector: '', neighbours: '', avoid: '' };
const placed = { hallId: 7, stand: 'B12', sectors: ['Küche'], neighbourCompanies: ['Muster Küchen GmbH', 'Holzwerk Nord'] };

describe('placement wishes', () => {
  it('are all met when none was stated', () => {
    expect(unmetWishes(noWish, placed)).toEqual([]);
  });

  it('meet a wished stand named in any case and spacing, in its hall only', () => {
    expect(unmetWishes({ ...noWish, stands: [{ hallId: 7, stand: 'A1' }, { hallId: 7, stand: 'b 12' }] }, placed)).toEqual([]);
    expect(unmetWishes({ ...noWish, stands: [{ hallId: 8, stand: 'B12' }] }, placed)).toEqual(['wishedStand']);
  });

  it('check the hall, the sector by name and the neighbours wanted and avoided by a part of their name', () => {
    const wish = { ...noWish, hallId: 8, sector: 'Bad', neighbours: 'Steinbach', avoid: 'muster küchen' };
    expect(unmetWishes(wish, placed)).toEqual(['hall', 'sector', 'neighbour', 'competitorNextDoor']);
    expect(unmetWishes({ ...noWish, hallId: 7, sector: ' küche ', neighbours: 'Lichtblick, holzwerk', avoid: 'Steinbach' }, placed)).toEqual([]);
  });

  it('read listed names at commas, semicolons and lines, leaving out what is too short to mean a company', () => {
    expect(listedNames('Muster Küchen, Holzwerk;\n AG ,Lichtblick\n')).toEqual(['Muster Küchen', 'Holzwerk', 'Lichtblick']);
  });

  it('find the sectors that hold a stand’s centre', () => {
    const square = (x: number, y: number, size: number): [number, number][] => [[x, y], [x + size, y], [x + size, y + size], [x, y + size]];
    const hall = {
      sectors: [{ name: 'Nord', ring: square(0, 0, 1000) }, { name: 'Süd', ring: square(0, 1000, 1000) }],
      stands: [{ number: 'A1', ring: square(100, 100, 300) }, { number: 'B1', ring: square(100, 1100, 300) }],
    };
    expect(sectorsOfStand(hall, 'a1')).toEqual(['Nord']);
    expect(sectorsOfStand(hall, 'B1')).toEqual(['Süd']);
    expect(sectorsOfStand(hall, 'Z9')).toEqual([]);
  });
});
