import { describe, expect, it } from 'vitest';
import type { Ring } from './model.ts';
import { deriveStands, matchStandConfig, standAreaCm2, standKindOf, standSides } from './stand-geometry.ts';
import { gridHall, hallOf, rect } from './test-halls.ts';

/**
 * One hall of 100 × 60 m with the usual situations: a row against the top wall (B1–B3), a double row in the middle
 * with a head stand at its end (K1 before C1–C3 and D1–D3), a free island (I1) with a column and a catering stand
 * beside it, and an L-shaped stand against the top wall wrapped round a neighbour (L1 round N1, N0 to its left).
 */
const lShape: Ring = [[4000, 0], [4600, 0], [4600, 600], [4300, 600], [4300, 300], [4000, 300]];
const hall = hallOf(
  [
    ['B1', rect(1000, 0, 300, 300)],
    ['B2', rect(1300, 0, 300, 300)],
    ['B3', rect(1600, 0, 300, 300)],
    ['K1', rect(700, 2000, 300, 600)],
    ['C1', rect(1000, 2000, 300, 300)],
    ['C2', rect(1300, 2000, 300, 300)],
    ['C3', rect(1600, 2000, 300, 300)],
    ['D1', rect(1000, 2300, 300, 300)],
    ['D2', rect(1300, 2300, 300, 300)],
    ['D3', rect(1600, 2300, 300, 300)],
    ['I1', rect(6000, 3000, 600, 800)],
    ['N0', rect(3400, 0, 600, 600)],
    ['N1', rect(4000, 300, 300, 300)],
    ['L1', lShape],
  ],
  {
    columns: [rect(6200, 3200, 50, 50), rect(6600, 3000, 50, 50)],
    fixtures: [{ kind: 'catering', ring: rect(5400, 3000, 600, 800) }],
  },
);
const stand = (number: string) => hall.stands.find((candidate) => candidate.number === number)!;

describe('a stand’s area', () => {
  it('leaves out a column inside the stand: 6 × 8 m with a 0.5 × 0.5 m column is 47.75 m²', () => {
    expect(standAreaCm2(stand('I1'), hall)).toBe(477_500);
  });

  it('leaves out only the part of a column inside, and nothing for a column beside it', () => {
    const half = hallOf([['X1', rect(0, 0, 300, 300)]], { columns: [rect(275, 100, 50, 50), rect(300, 200, 50, 50)] });
    expect(standAreaCm2(half.stands[0]!, half)).toBe(90_000 - 1_250);
  });
});

describe('a stand’s open sides', () => {
  it.each([
    ['in a row between two others against a wall: in-line', 'B2', 1, 300, 'inline'],
    ['at the end of a row against a wall: corner', 'B1', 2, 600, 'corner'],
    ['at the end of a double row: head', 'K1', 3, 1200, 'head'],
    ['free, with a column and a catering stand beside it: island', 'I1', 4, 2800, 'island'],
    ['L-shaped round a neighbour, against the wall and another stand: corner', 'L1', 2, 900, 'corner'],
    ['in a double row’s middle: in-line', 'C2', 1, 300, 'inline'],
  ] as const)('%s', (_, number, openSides, frontageCm, kind) => {
    const sides = standSides(stand(number), hall);
    expect({ openSides: sides.openSides, frontageCm: sides.frontageCm, kind: standKindOf(sides.openSides) }).toEqual({ openSides, frontageCm, kind });
  });

  it('merges a side drawn in two strokes and names which sides are open', () => {
    const drawn = hallOf([['B2', [[1300, 0], [1450, 0], [1600, 0], [1600, 300], [1300, 300]]], ['B1', rect(1000, 0, 300, 300)]]);
    const { sides } = standSides(drawn.stands[0]!, drawn);
    expect(sides.map((side) => [side.from, side.to, side.open])).toEqual([
      [[1300, 0], [1600, 0], false],
      [[1600, 0], [1600, 300], true],
      [[1600, 300], [1300, 300], true],
      [[1300, 300], [1300, 0], false],
    ]);
  });

  it('closes a side across a gap within the tolerance, not beyond it', () => {
    const gap = (cm: number) => hallOf([['X1', rect(1000, 1000, 300, 300)], ['X2', rect(1300 + cm, 1000, 300, 300)]]);
    expect(standSides(gap(3).stands[0]!, gap(3)).openSides).toBe(3);
    expect(standSides(gap(10).stands[0]!, gap(10)).openSides).toBe(4);
    expect(standSides(gap(10).stands[0]!, gap(10), 10).openSides).toBe(3);
  });

  it('leaves a side open when less than half of it is bordered', () => {
    const plan = (width: number) => hallOf([['X1', rect(1000, 1000, 600, 300)], ['X2', rect(1000, 1300, width, 300)]]);
    expect(standSides(plan(200).stands[0]!, plan(200)).openSides).toBe(4);
    expect(standSides(plan(300).stands[0]!, plan(300)).openSides).toBe(3);
  });

  it('closes a side against a hole in the hall (an inner wall)', () => {
    const plan = hallOf([['X1', rect(1000, 1000, 300, 300)]], { holes: [rect(1300, 900, 100, 500)] });
    expect(standSides(plan.stands[0]!, plan).openSides).toBe(3);
  });
});

describe('the kind by open sides', () => {
  it.each([[0, 'inline'], [1, 'inline'], [2, 'corner'], [3, 'head'], [4, 'island'], [6, 'island']] as const)('%i open → %s', (open, kind) => {
    expect(standKindOf(open)).toBe(kind);
  });
});

describe('all stands of a hall at once', () => {
  it('finds what each stand alone finds', () => {
    const derived = deriveStands(hall);
    expect(derived.map((one) => one.number)).toEqual(hall.stands.map((one) => one.number));
    for (const one of derived) {
      const sides = standSides(stand(one.number), hall);
      expect(one, one.number).toEqual({
        number: one.number,
        areaCm2: standAreaCm2(stand(one.number), hall),
        areaM2: Math.round(standAreaCm2(stand(one.number), hall) / 100) / 100,
        openSides: sides.openSides,
        frontageCm: sides.frontageCm,
        kind: standKindOf(sides.openSides),
      });
    }
    expect(derived.find((one) => one.number === 'I1')).toMatchObject({ areaM2: 47.75, kind: 'island' });
  });

  it('derives a hall of 2,000 stands (40 × 50, 3 × 3 m, an aisle every two rows)', () => {
    const big = gridHall(40, 50);
    const started = performance.now();
    const derived = deriveStands(big);
    const ms = performance.now() - started;
    console.log(`deriveStands, 2,000 stands: ${ms.toFixed(0)} ms`);
    // Each row has a corner stand at either end; the rest face one aisle.
    expect(derived.filter((one) => one.kind === 'corner')).toHaveLength(100);
    expect(derived.filter((one) => one.kind === 'inline')).toHaveLength(1_900);
    expect(derived.every((one) => one.areaM2 === 9)).toBe(true);
  });
});

describe('the stand configuration a stand is sold as', () => {
  const configs = [
    { id: 1, standType: 'inline', qmMin: 9, qmMax: 20, isOrderable: true, sort: 20 },
    { id: 2, standType: 'inline', qmMin: 12, qmMax: 40, isOrderable: true, sort: 10 },
    { id: 3, standType: 'inline', qmMin: 9, qmMax: 40, isOrderable: false, sort: 0 },
    { id: 4, standType: 'corner', qmMin: 9, qmMax: 40, isOrderable: true, sort: 10 },
    { id: 5, standType: 'inline', qmMin: 12, qmMax: 40, isOrderable: true, sort: 10 },
  ];

  it('takes an orderable one of the kind whose range holds the area, first by sort, then by id', () => {
    expect(matchStandConfig('inline', 9, configs)?.id).toBe(1);
    expect(matchStandConfig('inline', 12, configs)?.id).toBe(2);
    expect(matchStandConfig('inline', 40, configs)?.id).toBe(2);
    expect(matchStandConfig('corner', 9, configs)?.id).toBe(4);
  });

  it('finds none outside every range, for a kind without configuration, or when only unorderable ones fit', () => {
    expect(matchStandConfig('inline', 40.01, configs)).toBeNull();
    expect(matchStandConfig('island', 20, configs)).toBeNull();
    expect(matchStandConfig('inline', 10, [configs[2]!])).toBeNull();
  });
});
