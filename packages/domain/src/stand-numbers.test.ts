import { describe, expect, it } from 'vitest';
import { standKey, standLabel } from './registration-desk.ts';

describe('hall and stand numbers', () => {
  it('keeps a number as typed, without invisible characters, compatibility forms or runs of spaces', () => {
    expect(standLabel('  B\u200b12 ')).toBe('B12');
    expect(standLabel('Ｂ１２')).toBe('B12');
    expect(standLabel('Halle\u00a0 \t3')).toBe('Halle 3');
    expect(standLabel('A\u00ad7')).toBe('A7');
  });

  it.each(['B12', 'b12', 'B 12', 'B012', 'Ｂ１２', 'В12', 'B\u200b12', ' b  0012 '])('tells %j apart from B12 by nothing', (typed) => {
    expect(standKey(typed)).toBe(standKey('B12'));
  });

  it('keeps other stands apart', () => {
    for (const other of ['B13', 'B120', 'C12', '12B', 'B1 2A']) expect(standKey(other)).not.toBe(standKey('B12'));
  });
});
