import { describe, expect, it } from 'vitest';
import * as enums from './enums.ts';
import { unitLabel, units } from './units.ts';

describe('reference lists', () => {
  it('has the 38 countries and 37 phone codes of the spec, each id once', () => {
    expect(enums.countries).toHaveLength(38);
    expect(enums.phoneCodes).toHaveLength(37);
    for (const [name, list] of Object.entries({ ...enums, units })) {
      if (!Array.isArray(list) || typeof list[0] !== 'object') continue;
      const ids = list.map((row: { id: unknown }) => row.id);
      expect(new Set(ids).size, name).toBe(ids.length);
      for (const row of list as { de: string; en: string }[]) {
        expect(row.de && row.en, name).toBeTruthy();
      }
    }
  });

  it('names every offer state of the list', () => {
    expect(Object.values(enums.OfferState)).toEqual(enums.ids(enums.offerStates));
    expect(enums.labelled(enums.offerStates, 'en').find((state) => state.id === enums.OfferState.draft)?.label).toBe('Draft');
  });

  it('labels a list in one language', () => {
    expect(enums.labelled(enums.langs, 'en')).toEqual([
      { id: 'de', label: 'German' },
      { id: 'en', label: 'English' },
    ]);
  });

  it('names a unit as a price is given per unit, and in the form that fits after an amount', () => {
    expect(unitLabel('hour', 'de')).toBe('Stunde');
    expect(unitLabel('piece', 'en')).toBe('piece');
    expect(unitLabel('hour', 'de', 1)).toBe('Stunde');
    expect(unitLabel('hour', 'de', 2.5)).toBe('Stunden');
    expect(unitLabel('piece', 'en', 3)).toBe('pieces');
    expect(unitLabel('piece', 'de', 3)).toBe('Stück');
    expect(unitLabel('Pauschale Standbau', 'de', 1)).toBe('Pauschale Standbau');
  });
});
