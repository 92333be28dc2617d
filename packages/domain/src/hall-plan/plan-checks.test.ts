import { describe, expect, it } from 'vitest';
import type { HallGeometry, Ring } from './model.ts';
import { checkPlan } from './plan-checks.ts';
import { gridHall, hallOf, rect } from './test-halls.ts';

const codes = (hall: HallGeometry) => checkPlan(hall).map((problem) => problem.code);

describe('a plan without faults', () => {
  it('has no problems: stands edge to edge, against the walls, round a column, aisles of 3 m', () => {
    const hall = hallOf(
      [
        ['A1', rect(0, 0, 300, 300)],
        ['A2', rect(300, 0, 300, 300)],
        ['B1', rect(0, 600, 300, 300)],
        ['B2', rect(300, 600, 600, 800)],
      ],
      { columns: [rect(500, 800, 50, 50)], keepClear: [rect(0, 300, 600, 300)], fixtures: [{ kind: 'entrance', ring: rect(1000, 0, 300, 100) }] },
    );
    expect(checkPlan(hall)).toEqual([]);
  });

  it('has one problem when it has no stands', () => {
    expect(checkPlan(hallOf([]))).toEqual([{ code: 'planNoStands', stands: [], at: null }]);
  });
});

describe('stands overlapping', () => {
  it('reports each pair once, its numbers in order, at the centre of what they share', () => {
    const hall = hallOf([['B2', rect(1000, 1000, 300, 300)], ['B1', rect(1200, 1000, 300, 300)], ['B3', rect(1500, 1000, 300, 300)]]);
    expect(checkPlan(hall)).toEqual([{ code: 'planStandsOverlap', stands: ['B1', 'B2'], at: [1250, 1150] }]);
  });

  it('takes an overlap of 1 cm² or less as the drawing’s rounding', () => {
    expect(codes(hallOf([['B1', rect(1000, 1000, 300, 300)], ['B2', rect(1299, 1299, 300, 300)]]))).toEqual([]);
    expect(codes(hallOf([['B1', rect(1000, 1000, 300, 300)], ['B2', rect(1298, 1298, 300, 300)]]))).toEqual(['planStandsOverlap']);
  });
});

describe('stands outside the hall', () => {
  const holes = [rect(5000, 3000, 500, 500)];
  it.each([
    ['across the outline', rect(9900, 100, 300, 300), [10_100, 250]],
    ['wholly outside', rect(11_000, 100, 300, 300), [11_150, 250]],
    ['in a hole', rect(5100, 3100, 200, 200), [5200, 3200]],
    ['across a hole’s edge', rect(4900, 3000, 200, 300), [5050, 3150]],
  ] as const)('reports a stand %s, at the part outside', (_, ring, at) => {
    expect(checkPlan(hallOf([['X1', ring]], { holes }))).toEqual([{ code: 'planStandOutsideHall', stands: ['X1'], at }]);
  });

  it('accepts stands against the outline and against a hole', () => {
    expect(codes(hallOf([['X1', rect(9700, 0, 300, 300)], ['X2', rect(4700, 3000, 300, 300)]], { holes }))).toEqual([]);
  });

  it('follows an outline that is not a rectangle (an L-shaped hall)', () => {
    const outline: Ring = [[0, 0], [6000, 0], [6000, 3000], [3000, 3000], [3000, 6000], [0, 6000]];
    expect(codes(hallOf([['X1', rect(2700, 2700, 300, 300)]], { outline }))).toEqual([]);
    expect(codes(hallOf([['X1', rect(3100, 3100, 300, 300)]], { outline }))).toEqual(['planStandOutsideHall']);
  });
});

describe('columns', () => {
  it('reports a column a stand’s outline cuts through, naming every stand that cuts it', () => {
    const hall = hallOf([['B2', rect(1000, 1000, 300, 300)], ['B1', rect(1300, 1000, 300, 300)]], { columns: [rect(1275, 1100, 50, 50)] });
    expect(checkPlan(hall)).toEqual([{ code: 'planStandCoversColumn', stands: ['B1', 'B2'], at: [1300, 1125] }]);
    const partly = hallOf([['B1', rect(1000, 1000, 300, 300)]], { columns: [rect(1280, 1100, 50, 50)] });
    expect(codes(partly)).toEqual(['planStandCoversColumn']);
  });

  it('allows a column wholly inside a stand, or beside it', () => {
    expect(codes(hallOf([['B1', rect(1000, 1000, 300, 300)]], { columns: [rect(1100, 1100, 50, 50), rect(1300, 1100, 50, 50)] }))).toEqual([]);
  });
});

describe('zones to keep clear', () => {
  it.each([
    ['a keep-clear zone', { keepClear: [rect(1200, 900, 300, 300)] }, 'keepClear'],
    ['a drawn aisle', { aisles: [rect(1200, 900, 300, 300)] }, 'aisle'],
    ['an entrance', { fixtures: [{ kind: 'entrance' as const, ring: rect(1200, 900, 300, 300) }] }, 'entrance'],
    ['an emergency exit', { fixtures: [{ kind: 'emergency_exit' as const, ring: rect(1200, 900, 300, 300) }] }, 'emergency_exit'],
  ])('reports a stand reaching into %s', (_, zones, zone) => {
    expect(checkPlan(hallOf([['B1', rect(1000, 1000, 300, 300)]], zones))).toEqual([
      { code: 'planStandInKeepClear', stands: ['B1'], at: [1250, 1100], params: { zone } },
    ]);
  });

  it('allows a stand beside a zone, and on a stage or catering area', () => {
    const hall = hallOf([['B1', rect(1000, 1000, 300, 300)]], {
      keepClear: [rect(1300, 1000, 300, 300)],
      aisles: [rect(1000, 1300, 300, 300)],
      fixtures: [{ kind: 'stage', ring: rect(1100, 1100, 300, 300) }],
    });
    expect(codes(hall)).toEqual([]);
  });
});

describe('aisles', () => {
  const rows = (gapCm: number) => hallOf([['B1', rect(1000, 1000, 600, 300)], ['C1', rect(1000, 1300 + gapCm, 600, 300)]]);

  it('reports two stands facing each other across less than the minimum, at the middle between them', () => {
    expect(checkPlan(rows(240))).toEqual([{ code: 'planAisleTooNarrow', stands: ['B1', 'C1'], at: [1300, 1420], params: { widthCm: 240, minCm: 300 } }]);
  });

  it('accepts the minimum width, another minimum, and stands that touch', () => {
    expect(codes(rows(300))).toEqual([]);
    expect(checkPlan(rows(240), { minAisleWidthCm: 200 })).toEqual([]);
    expect(codes(rows(0))).toEqual([]);
  });

  it('measures only stands that face each other: not corner to corner across a crossing', () => {
    expect(codes(hallOf([['B1', rect(1000, 1000, 300, 300)], ['C2', rect(1300, 1540, 300, 300)]]))).toEqual([]);
    expect(codes(hallOf([['B1', rect(1000, 1000, 300, 300)], ['C2', rect(1299, 1540, 300, 300)]]))).toEqual(['planAisleTooNarrow']);
  });

  it('sees no aisle where a stand fills the space between two others, but one where it leaves a passage', () => {
    const filled = hallOf([['B1', rect(1000, 1000, 600, 300)], ['M1', rect(1000, 1300, 600, 240)], ['C1', rect(1000, 1540, 600, 300)]]);
    expect(codes(filled)).toEqual([]);
    const half = hallOf([['B1', rect(1000, 1000, 600, 300)], ['M1', rect(1000, 1300, 300, 240)], ['C1', rect(1000, 1540, 600, 300)]]);
    expect(checkPlan(half)).toEqual([{ code: 'planAisleTooNarrow', stands: ['B1', 'C1'], at: [1450, 1420], params: { widthCm: 240, minCm: 300 } }]);
  });

  it('sees no aisle across a wall (a hole of the hall) between two stands', () => {
    const walled = hallOf([['B1', rect(1000, 1000, 600, 300)], ['C1', rect(1000, 1400, 600, 300)]], { holes: [rect(900, 1300, 800, 100)] });
    expect(codes(walled)).toEqual([]);
  });

  it('measures a corner pointing at a stand’s side', () => {
    const diamond: Ring = [[1300, 1500], [1450, 1650], [1300, 1800], [1150, 1650]];
    expect(checkPlan(hallOf([['B1', rect(1000, 1000, 600, 300)], ['R1', diamond]]))).toMatchObject([{ code: 'planAisleTooNarrow', stands: ['B1', 'R1'], params: { widthCm: 200 } }]);
  });
});

describe('numbers and outlines', () => {
  it('reports numbers two stands share by standKey, at the second', () => {
    const hall = hallOf([['B12', rect(1000, 1000, 300, 300)], ['b 012', rect(2000, 1000, 300, 300)], ['B13', rect(3000, 1000, 300, 300)]]);
    expect(checkPlan(hall)).toEqual([{ code: 'planDuplicateNumber', stands: ['B12', 'b 012'], at: [2150, 1150] }]);
  });

  it('reports a stand without a number', () => {
    const hall = hallOf([['B1', rect(1000, 1000, 300, 300)]]);
    expect(checkPlan({ ...hall, stands: [...hall.stands, { number: '  ', ring: rect(2000, 1000, 300, 300) }] })).toEqual([
      { code: 'planMissingNumber', stands: [], at: [2150, 1150] },
    ]);
  });

  it('reports an outline crossing itself, at the crossing, and nothing else about that stand', () => {
    const bowTie: Ring = [[1000, 1000], [1300, 1300], [1300, 1000], [1000, 1300]];
    const hall = hallOf([['B1', bowTie], ['B2', rect(1100, 1100, 300, 300)]]);
    expect(checkPlan(hall)).toEqual([{ code: 'planSelfIntersection', stands: ['B1'], at: [1150, 1150] }]);
  });

  it('sorts by the codes’ order, then by stand number in natural order', () => {
    const hall = hallOf([
      ['B10', rect(1000, 1000, 300, 300)],
      ['B11', rect(1100, 1000, 300, 300)],
      ['B2', rect(3000, 1000, 300, 300)],
      ['B3', rect(3100, 1000, 300, 300)],
      ['B9', rect(9900, 1000, 300, 300)],
      ['b 02', rect(5000, 1000, 300, 300)],
    ]);
    expect(checkPlan(hall).map((problem) => [problem.code, problem.stands.join(' ')])).toEqual([
      ['planDuplicateNumber', 'B2 b 02'],
      ['planStandsOverlap', 'B2 B3'],
      ['planStandsOverlap', 'B10 B11'],
      ['planStandOutsideHall', 'B9'],
    ]);
  });
});

describe('a hall of 2,000 stands', () => {
  it('is checked quickly (40 × 50 stands of 3 × 3 m, an aisle every two rows)', () => {
    const wide = gridHall(40, 50, 300);
    let started = performance.now();
    expect(checkPlan(wide)).toEqual([]);
    console.log(`checkPlan, 2,000 stands, 3 m aisles: ${(performance.now() - started).toFixed(0)} ms`);

    const narrow = gridHall(40, 50, 240);
    started = performance.now();
    const problems = checkPlan(narrow);
    console.log(`checkPlan, 2,000 stands, 2.40 m aisles: ${(performance.now() - started).toFixed(0)} ms`);
    // 24 aisles between the 25 double rows, 40 pairs of stands facing across each.
    expect(problems).toHaveLength(960);
    expect(new Set(problems.map((problem) => problem.code))).toEqual(new Set(['planAisleTooNarrow']));
  });
});
