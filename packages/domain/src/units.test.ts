import { describe, expect, it } from 'vitest';
import { countsWhole, fitsUnit, unitLabel } from './units.ts';

describe('units', () => {
  it('count pieces, packages, flat rates, quarter hours, days and weeks in whole numbers, and measure the rest', () => {
    for (const unit of ['piece', 'collo', 'flat', 'quarter_hour', 'day', 'week']) {
      expect(countsWhole(unit), unit).toBe(true);
      expect(fitsUnit(unit, 2)).toBe(true);
      expect(fitsUnit(unit, 2.5)).toBe(false);
    }
    for (const unit of ['qm', 'lfm', 'hour', 'cbm', 'kg', 'km', 't', 'Stellplatz', undefined]) {
      expect(countsWhole(unit), unit).toBe(false);
      expect(fitsUnit(unit, 2.5)).toBe(true);
    }
  });

  it('name a unit per price and after an amount in the language', () => {
    expect(unitLabel('hour', 'de')).toBe('Stunde');
    expect(unitLabel('hour', 'de', 2.5)).toBe('Stunden');
    expect(unitLabel('collo', 'en', 3)).toBe('packages');
    expect(unitLabel('Stellplatz', 'en', 2)).toBe('Stellplatz');
  });
});
