import { NO_ITEMS } from '@messeportal/domain';
import { describe, expect, it } from 'vitest';
import { itemsInBox, joined, toggled } from './selection.ts';
import { planOf, rect } from './test-plan.ts';

const plan = planOf([['A1', rect(0, 0, 300, 300)], ['A2', rect(300, 0, 300, 300)]], {
  columns: [rect(1_000, 1_000, 50, 50)],
  technicalPoints: [{ kind: 'power', at: [150, 150], capacity: 16 }],
});

describe('choosing on the plan', () => {
  it('takes what lies wholly inside a box', () => {
    expect(itemsInBox(plan, { minX: -10, minY: -10, maxX: 310, maxY: 310 })).toEqual({ stands: ['A1'], columns: [], technicalPoints: [0] });
    expect(itemsInBox(plan, { minX: 0, minY: 0, maxX: 2_000, maxY: 2_000 })).toEqual({ stands: ['A1', 'A2'], columns: [0], technicalPoints: [0] });
  });

  it('adds and takes out one item, and joins two choices without doubles', () => {
    const one = toggled(NO_ITEMS, { kind: 'stand', number: 'A1' });
    expect(one.stands).toEqual(['A1']);
    expect(toggled(one, { kind: 'stand', number: 'A1' }).stands).toEqual([]);
    expect(toggled(one, { kind: 'column', index: 0 })).toEqual({ stands: ['A1'], columns: [0], technicalPoints: [] });
    expect(joined(one, { ...NO_ITEMS, stands: ['A1', 'A2'] }).stands).toEqual(['A1', 'A2']);
  });
});
