import type { Ring } from '@messeportal/domain';
import { describe, expect, it } from 'vitest';
import { emptyDrawing, numbersOf } from './drawing.ts';
import { drawingProblems } from './drawing-problems.ts';
import { cleanRing, pointInRing, selfIntersection } from './ring-geometry.ts';

const square = (x: number, y: number, size: number): Ring => [
  [x, y],
  [x + size, y],
  [x + size, y + size],
  [x, y + size],
];

describe('a ring', () => {
  it('crosses itself where two edges cross, touch, or an edge turns back', () => {
    expect(selfIntersection(square(0, 0, 100))).toBeNull();
    expect(
      selfIntersection([
        [0, 0],
        [100, 100],
        [100, 0],
        [0, 100],
      ]),
    ).toEqual([50, 50]);
    // A figure eight through one corner.
    expect(
      selfIntersection([
        [0, 0],
        [100, 0],
        [50, 50],
        [100, 100],
        [0, 100],
        [50, 50],
      ]),
    ).toEqual([50, 50]);
    // A spike: out to (200, 50) and back along the same line.
    expect(
      selfIntersection([
        [0, 0],
        [100, 0],
        [100, 50],
        [200, 50],
        [150, 50],
        [100, 100],
        [0, 100],
      ]),
    ).toEqual([200, 50]);
    // An L shape is simple.
    expect(
      selfIntersection([
        [0, 0],
        [200, 0],
        [200, 100],
        [100, 100],
        [100, 200],
        [0, 200],
      ]),
    ).toBeNull();
  });

  it('is cleaned of repeated corners and its closing corner, and is no ring when its corners lie on a line', () => {
    expect(
      cleanRing([
        [0, 0],
        [0, 0],
        [10, 0],
        [10, 10],
        [0, 0],
      ]),
    ).toEqual([
      [0, 0],
      [10, 0],
      [10, 10],
    ]);
    expect(
      cleanRing([
        [0, 0],
        [10, 0],
        [20, 0],
      ]),
    ).toBeNull();
  });

  it('holds the points inside it and on its edge', () => {
    expect(pointInRing([50, 50], square(0, 0, 100))).toBe(true);
    expect(pointInRing([100, 30], square(0, 0, 100))).toBe(true);
    expect(pointInRing([101, 30], square(0, 0, 100))).toBe(false);
  });
});

describe('the numbers of stands', () => {
  it('come from the texts in them, the smallest stand around a text taking it, a long text passed over', () => {
    const rings = [square(0, 0, 1000), square(100, 100, 200), square(2000, 0, 300)];
    const texts = [
      { at: [150, 150] as [number, number], text: ' B\u00a012 ' },
      { at: [500, 500] as [number, number], text: 'Maschinenbau Müller GmbH & Co. KG' },
      { at: [600, 600] as [number, number], text: 'B1' },
      { at: [700, 700] as [number, number], text: 'B9' },
    ];

    expect(numbersOf(rings, texts)).toEqual(['B1', 'B 12', '']);
  });
});

describe('the problems of a drawing', () => {
  it('are no outline, no stands', () => {
    expect(drawingProblems(emptyDrawing())).toEqual([
      { code: 'planNoHallOutline', stands: [], at: null },
      { code: 'planNoStands', stands: [], at: null },
    ]);
  });

  it('name every number given several times once, with all its spellings', () => {
    const drawing = {
      ...emptyDrawing(),
      outline: square(0, 0, 10_000),
      stands: [
        { number: 'B12', ring: square(0, 0, 300) },
        { number: 'b 012', ring: square(400, 0, 300) },
        { number: 'B12', ring: square(800, 0, 300) },
        { number: '', ring: square(1200, 0, 300) },
      ],
    };

    expect(drawingProblems(drawing)).toEqual([
      { code: 'planMissingNumber', stands: [], at: [1350, 150] },
      { code: 'planDuplicateNumber', stands: ['B12', 'b 012', 'B12'], at: [550, 150] },
    ]);
  });
});
