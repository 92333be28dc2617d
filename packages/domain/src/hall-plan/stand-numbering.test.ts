import { describe, expect, it } from 'vitest';
import type { PlanEditResult } from './plan-edit-result.ts';
import { naturalCompareStandNumbers, nextFreeStandNumber, type RenumberDirection, renumberStands } from './stand-numbering.ts';
import { hallOf, rect } from './test-halls.ts';

describe('the natural order of stand numbers', () => {
  it('reads runs of digits as numbers: B2 < B10 < C1', () => {
    expect(['C1', 'B10', 'B2', 'A 3', 'B1'].sort(naturalCompareStandNumbers)).toEqual(['A 3', 'B1', 'B2', 'B10', 'C1']);
    expect(naturalCompareStandNumbers('B2', 'B10')).toBeLessThan(0);
    expect(naturalCompareStandNumbers('B10', 'C1')).toBeLessThan(0);
    expect(naturalCompareStandNumbers('B12', 'B12a')).toBeLessThan(0);
    expect(naturalCompareStandNumbers('B99', 'B100')).toBeLessThan(0);
  });

  it('compares by standKey, the way written deciding only between equal keys', () => {
    expect(naturalCompareStandNumbers('b 012', 'B11')).toBeGreaterThan(0);
    expect(naturalCompareStandNumbers('b2', 'B10')).toBeLessThan(0);
    expect(naturalCompareStandNumbers('B12', 'b 012')).toBeLessThan(0);
    expect(naturalCompareStandNumbers('B12', 'B12')).toBe(0);
  });
});

describe('the next free number', () => {
  it('adds a letter, the next one where it is taken, by standKey', () => {
    expect(nextFreeStandNumber('B12', ['B12'])).toBe('B12a');
    expect(nextFreeStandNumber('B12', ['B12', 'B12A'])).toBe('B12b');
    expect(nextFreeStandNumber('B12a', ['B12', 'B12a'])).toBe('B12b');
  });

  it('finds none when the number would grow too long', () => {
    expect(nextFreeStandNumber('X'.repeat(20), [])).toBeNull();
  });
});

describe('numbering stands anew', () => {
  // A 2 × 2 block: P top left, Q top right, R bottom left, S bottom right; Z elsewhere, not chosen.
  const hall = hallOf([
    ['P', rect(0, 0, 300, 300)],
    ['Q', rect(300, 0, 300, 300)],
    ['R', rect(0, 300, 300, 300)],
    ['S', rect(300, 300, 300, 300)],
    ['Z', rect(2000, 0, 300, 300)],
  ]);
  const numbersOf = (result: PlanEditResult) => (result.ok ? Object.fromEntries(result.hall.stands.map((stand, i) => [hall.stands[i]!.number, stand.number])) : result);

  it.each([
    ['leftToRight', { P: 'H10', R: 'H12', Q: 'H14', S: 'H16' }],
    ['rightToLeft', { Q: 'H10', S: 'H12', P: 'H14', R: 'H16' }],
    ['topToBottom', { P: 'H10', Q: 'H12', R: 'H14', S: 'H16' }],
    ['bottomToTop', { R: 'H10', S: 'H12', P: 'H14', Q: 'H16' }],
  ] as const)('numbers %s by the stands’ centres', (direction: RenumberDirection, expected) => {
    expect(numbersOf(renumberStands(hall, ['P', 'Q', 'R', 's'], { prefix: 'H', start: 10, step: 2, direction }))).toEqual({ ...expected, Z: 'Z' });
  });

  it('lets chosen stands swap numbers among themselves', () => {
    const swapped = renumberStands(hall, ['Q', 'P'], { prefix: '', start: 1, step: 1, direction: 'rightToLeft' });
    expect(numbersOf(swapped)).toMatchObject({ Q: '1', P: '2' });
  });

  it('refuses a number a stand not chosen has, by standKey', () => {
    const taken = hallOf([['B1', rect(0, 0, 300, 300)], ['B2', rect(300, 0, 300, 300)], ['b 03', rect(900, 0, 300, 300)]]);
    expect(renumberStands(taken, ['B1', 'B2'], { prefix: 'B', start: 2, step: 1, direction: 'leftToRight' })).toEqual({ ok: false, code: 'numberTaken', number: 'B3' });
  });

  it('refuses an unknown stand, a step below 1 and numbers too long', () => {
    const options = { prefix: 'H', start: 1, step: 1, direction: 'leftToRight' } as const;
    expect(renumberStands(hall, ['P', 'X9'], options)).toEqual({ ok: false, code: 'planStandNotFound', number: 'X9' });
    expect(renumberStands(hall, ['P'], { ...options, step: 0 })).toEqual({ ok: false, code: 'renumberInvalid' });
    expect(renumberStands(hall, ['P'], { ...options, prefix: 'H'.repeat(20) })).toMatchObject({ ok: false, code: 'standNumberTooLong' });
  });
});
