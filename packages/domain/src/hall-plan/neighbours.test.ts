import { describe, expect, it } from 'vitest';
import { neighbourPairs, sharedSideCm } from './neighbours.ts';
import { conflictsByStand, productGroupConflicts } from './stand-conflicts.ts';
import { gridHall, hallOf, rect } from './test-halls.ts';

const pairsOf = (stands: Parameters<typeof neighbourPairs>[0]) => neighbourPairs(stands).map(({ stand, neighbour }) => `${stand}|${neighbour}`);

describe('neighbouring stands', () => {
  // A double row: A1 A2 A3 over B1 B2 B3 (back to back), and across a 3 m aisle C1 facing B1.
  const hall = hallOf([
    ['A1', rect(0, 0, 400, 300)],
    ['A2', rect(400, 0, 400, 300)],
    ['A3', rect(800, 0, 400, 300)],
    ['B1', rect(0, 300, 400, 300)],
    ['B2', rect(400, 300, 400, 300)],
    ['B3', rect(800, 300, 400, 300)],
    ['C1', rect(0, 900, 400, 300)],
  ]);

  it('are the stands side by side and back to back, not those meeting at a corner or across an aisle', () => {
    expect(pairsOf(hall.stands)).toEqual(['A1|A2', 'A1|B1', 'A2|A3', 'A2|B2', 'A3|B3', 'B1|B2', 'B2|B3']);
    expect(sharedSideCm(hall.stands[0]!, hall.stands[1]!)).toBe(300);
    expect(sharedSideCm(hall.stands[0]!, hall.stands[4]!)).toBe(0);
  });

  it('allow a gap of a few centimetres between lines drawn by hand, not more, and need half a metre of side in common', () => {
    const drawn = hallOf([
      ['A1', rect(0, 0, 400, 300)],
      ['A2', rect(404, 0, 400, 300)],
      ['A3', rect(816, 0, 400, 300)],
      // Only 30 cm of its side against A1's.
      ['D1', rect(-400, 270, 400, 300)],
    ]);
    expect(pairsOf(drawn.stands)).toEqual(['A1|A2']);
  });

  it('reach along an L-shaped stand’s every side, and along a stand bordered by two on one side', () => {
    const shaped = hallOf([
      ['L1', [[0, 0], [600, 0], [600, 300], [300, 300], [300, 600], [0, 600]]],
      ['E1', rect(300, 300, 300, 300)],
      ['E2', rect(600, 0, 300, 150)],
      ['E3', rect(600, 150, 300, 150)],
    ]);
    // E1 meets E3 only at a corner; E2 and E3 are back to back.
    expect(pairsOf(shaped.stands)).toEqual(['L1|E1', 'L1|E2', 'L1|E3', 'E2|E3']);
    expect(sharedSideCm(shaped.stands[0]!, shaped.stands[1]!)).toBe(600);
  });

  it('are found in a hall of 2,000 stands quickly', () => {
    const big = gridHall(40, 50);
    const started = performance.now();
    const pairs = neighbourPairs(big.stands);
    // 50 rows of 40: 39 pairs along each row, 40 back to back in each of the 25 double rows.
    expect(pairs).toHaveLength(50 * 39 + 25 * 40);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('conflicts at the desk', () => {
  const pairs = [
    { stand: 'A1', neighbour: 'A2', sharedCm: 300 },
    { stand: 'A2', neighbour: 'A3', sharedCm: 300 },
    { stand: 'A3', neighbour: 'B3', sharedCm: 400 },
  ];

  it('flag neighbours whose exhibitors share a product group, naming the groups, and no one else', () => {
    const groupsOf = new Map([
      ['A1', [7, 3]],
      ['A2', [3, 7, 9]],
      ['A3', [4]],
      // B3 shares a group with A1, but they are no neighbours.
      ['B3', [3]],
    ]);
    expect(productGroupConflicts(pairs, groupsOf)).toEqual([{ kind: 'productGroup', stand: 'A1', neighbour: 'A2', productGroupIds: [3, 7] }]);
  });

  it('leave a free stand or an exhibitor without product groups out', () => {
    expect(productGroupConflicts(pairs, new Map([['A2', [3]], ['A3', []]]))).toEqual([]);
  });

  it('are listed from both stands of a pair', () => {
    const conflicts = productGroupConflicts(pairs, new Map([['A1', [1]], ['A2', [1]], ['A3', [1]]]));
    const byStand = conflictsByStand(conflicts);
    expect(byStand.get('A2')?.map((entry) => entry.other)).toEqual(['A1', 'A3']);
    expect(byStand.get('A1')?.map((entry) => entry.other)).toEqual(['A2']);
    expect(byStand.has('B3')).toBe(false);
  });
});
