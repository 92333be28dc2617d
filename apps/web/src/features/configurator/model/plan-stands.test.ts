import { describe, expect, it } from 'vitest';
import {
  byNumber,
  hallStates,
  isChoosable,
  isTaken,
  kindName,
  saleStateOf,
  standAccessibleName,
  standFill,
  standMark,
  type PlanStandSale,
  type StandSaleState,
} from './plan-stands.ts';

const stand = (changes: Partial<PlanStandSale> = {}): PlanStandSale => ({
  number: 'B12',
  areaM2: 48,
  openSides: 2,
  frontageCm: 1400,
  kind: 'corner',
  standConfigId: 3,
  specialPrice: false,
  net: 5472,
  ...changes,
});

const states = {
  states: [
    { hallId: 7, stand: 'B12', state: 'held' as const },
    { hallId: 7, stand: 'B13', state: 'booked' as const },
    { hallId: 8, stand: 'B14', state: 'option' as const },
  ],
};

const german = {
  stand: (number: string) => `Stand ${number}`,
  state: (state: StandSaleState) => ({ available: 'frei', mine: 'von Ihnen reserviert', booked: 'gebucht', notForSale: 'nicht buchbar' })[state as 'available'] ?? state,
};

describe('a stand\'s state on the plan', () => {
  it('is the server\'s for a listed stand, else available, or not for sale without a stand type', () => {
    const hall7 = hallStates(states, 7);
    expect(saleStateOf(stand(), hall7.get('B12'), false)).toBe('held');
    expect(saleStateOf(stand({ number: 'B13' }), hall7.get('B13'), false)).toBe('booked');
    // B14 is listed for another hall.
    expect(saleStateOf(stand({ number: 'B14' }), hall7.get('B14'), false)).toBe('available');
    expect(saleStateOf(stand({ number: 'B15', standConfigId: null, net: null }), hall7.get('B15'), false)).toBe('notForSale');
    expect(hallStates(undefined, 7).size).toBe(0);
  });

  it('is mine for the stand the visitor holds, also before the states list the hold, but not once it is booked', () => {
    const hall7 = hallStates(states, 7);
    expect(saleStateOf(stand(), hall7.get('B12'), true)).toBe('mine');
    expect(saleStateOf(stand({ number: 'B20' }), hall7.get('B20'), true)).toBe('mine');
    expect(saleStateOf(stand({ number: 'B13' }), hall7.get('B13'), true)).toBe('booked');
  });

  it('can be chosen when free or the visitor\'s own; every other state is taken, save not for sale', () => {
    expect(['available', 'mine'].every((state) => isChoosable(state as StandSaleState))).toBe(true);
    for (const state of ['held', 'option', 'proposed', 'booked', 'blocked'] as const) {
      expect(isChoosable(state)).toBe(false);
      expect(isTaken(state)).toBe(true);
    }
    expect(isTaken('notForSale')).toBe(false);
  });

  it('is filled with its type\'s colour while it can be chosen, with a grey pattern otherwise (never colour alone)', () => {
    const patterns = { taken: 'p-taken', notForSale: 'p-nfs' };
    expect(standFill('corner', 'available', patterns)).toBe('var(--mantine-color-green-3)');
    expect(standFill('island', 'mine', patterns)).toBe('var(--mantine-color-grape-2)');
    expect(standFill('corner', 'booked', patterns)).toBe('url(#p-taken)');
    expect(standFill('corner', 'held', patterns)).toBe('url(#p-taken)');
    expect(standFill('inline', 'notForSale', patterns)).toBe('url(#p-nfs)');
    expect(standFill('inline', 'blocked', patterns)).not.toBe(standFill('inline', 'notForSale', patterns));
  });

  it('writes the visitor\'s stand with a tick', () => {
    expect(standMark('B12', 'mine')).toBe('✓ B12');
    expect(standMark('B12', 'available')).toBe('B12');
  });
});

describe('a stand\'s accessible name', () => {
  it('names number, hall, area, type, state and price in the language\'s format', () => {
    expect(standAccessibleName({ stand: stand(), hall: 'Halle 7', state: 'available', currency: 'EUR' }, german, 'de')).toBe(
      'Stand B12, Halle 7, 48,00 m², Eckstand, frei, 5.472,00\u00a0€',
    );
    const english = { stand: (number: string) => `Stand ${number}`, state: () => 'available' };
    expect(standAccessibleName({ stand: stand({ areaM2: 47.5, kind: 'island', net: 12345.6 }), hall: 'Hall 7', state: 'available', currency: 'EUR' }, english, 'en')).toBe(
      'Stand B12, Hall 7, 47.50 m², Island stand, available, €12,345.60',
    );
  });

  it('says no price for a stand that cannot be had', () => {
    expect(standAccessibleName({ stand: stand(), hall: 'Halle 7', state: 'booked', currency: 'EUR' }, german, 'de')).toBe('Stand B12, Halle 7, 48,00 m², Eckstand, gebucht');
    expect(standAccessibleName({ stand: stand({ standConfigId: null, net: null }), hall: 'Halle 7', state: 'notForSale', currency: 'EUR' }, german, 'de')).toBe(
      'Stand B12, Halle 7, 48,00 m², Eckstand, nicht buchbar',
    );
  });

  it('takes the type\'s short name from the domain\'s list', () => {
    expect(kindName('inline', 'de')).toBe('Reihenstand');
    expect(kindName('head', 'en')).toBe('Head stand');
  });
});

describe('the list of stands', () => {
  it('is in the order people read numbers (A2 before A10)', () => {
    expect(byNumber([{ number: 'A10' }, { number: 'B1' }, { number: 'A2' }, { number: 'a3' }]).map((entry) => entry.number)).toEqual(['A2', 'a3', 'A10', 'B1']);
  });
});
