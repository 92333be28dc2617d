import { describe, expect, it } from 'vitest';
import type { Ring } from './model.ts';
import { diffPlans, normalisedRing } from './plan-diff.ts';
import { hallOf, rect } from './test-halls.ts';

const current = hallOf(
  [
    ['A1', rect(0, 0, 300, 300)],
    ['A2', rect(300, 0, 300, 300)],
    ['A3', rect(600, 0, 300, 300)],
    ['A4', rect(900, 0, 300, 300)],
    ['A10', rect(1200, 0, 300, 300)],
    ['A11', rect(1500, 0, 300, 300)],
  ],
  { columns: [rect(100, 100, 50, 50)] },
);

describe('the difference between two plans', () => {
  it('lists every stand as added when there is no plan yet', () => {
    expect(diffPlans(null, current)).toEqual({ added: ['A1', 'A2', 'A3', 'A4', 'A10', 'A11'], removed: [], changed: [], unchanged: 0 });
  });

  it('finds stands added, removed, moved, resized and unchanged', () => {
    const next = hallOf(
      [
        // A1 drawn from another corner and the other way round, A2 written differently: both unchanged.
        ['A1', [[300, 300], [300, 0], [0, 0], [0, 300]]],
        ['a 02', rect(300, 0, 300, 300)],
        ['A3', rect(600, 400, 300, 300)],
        ['A4', rect(900, 0, 400, 300)],
        ['A10', rect(1200, 0, 300, 300)],
        ['B1', rect(0, 1000, 300, 300)],
        ['A9', rect(0, 2000, 300, 300)],
      ],
      { columns: [rect(100, 100, 50, 50)] },
    );
    expect(diffPlans(current, next)).toEqual({
      added: ['A9', 'B1'],
      removed: ['A11'],
      changed: [
        { number: 'A3', areaBeforeM2: 9, areaAfterM2: 9, moved: true, resized: false },
        { number: 'A4', areaBeforeM2: 9, areaAfterM2: 12, moved: true, resized: true },
      ],
      unchanged: 3,
    });
  });

  it('takes the columns into the areas and sees a stand turned in place as resized, not moved', () => {
    const next = hallOf([['A1', rect(0, 0, 300, 300)], ['A2', [[400, -50], [600, -50], [600, 350], [400, 350]]]], { columns: [rect(100, 100, 50, 50)] });
    const plan = hallOf([['A1', rect(0, 0, 300, 300)], ['A2', rect(300, 50, 400, 200)]], { columns: [rect(100, 100, 50, 50)] });
    expect(diffPlans(plan, next).changed).toEqual([{ number: 'A2', areaBeforeM2: 8, areaAfterM2: 8, moved: false, resized: true }]);
    expect(diffPlans(current, hallOf([['A1', rect(0, 0, 300, 300)]])).changed).toEqual([]);
    expect(diffPlans(current, hallOf([['A1', rect(0, 0, 300, 310)]])).changed).toEqual([
      { number: 'A1', areaBeforeM2: 8.75, areaAfterM2: 9.3, moved: true, resized: true },
    ]);
  });

  it('matches a number two stands share in the order they are listed', () => {
    const twice = hallOf([['A1', rect(0, 0, 300, 300)], ['A1', rect(0, 300, 300, 300)]]);
    expect(diffPlans(twice, hallOf([['A1', rect(0, 0, 300, 300)]]))).toEqual({ added: [], removed: ['A1'], changed: [], unchanged: 1 });
  });
});

describe('one form for each outline', () => {
  it('starts at the top left corner, runs clockwise and merges straight runs', () => {
    const drawn: Ring = [[0, 300], [300, 300], [300, 0], [150, 0], [0, 0]];
    expect(normalisedRing(drawn)).toEqual(rect(0, 0, 300, 300));
  });
});
