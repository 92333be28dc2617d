import { describe, expect, it } from 'vitest';
import {
  boundingBox,
  boxDistanceCm,
  centroid,
  isSimpleRing,
  metres,
  pointInRing,
  ringAreaCm2,
  ringClosestPoints,
  ringDistanceCm,
  segmentDistanceCm,
  selfIntersectionAt,
  signedRingAreaCm2,
  squareMetres,
  withoutStraightCorners,
} from './geometry.ts';
import type { Ring } from './model.ts';
import { rect } from './test-halls.ts';

const lShape: Ring = [[0, 0], [600, 0], [600, 300], [300, 300], [300, 600], [0, 600]];

describe('areas and centres', () => {
  it('measures a ring whichever way it runs, the sign telling the direction', () => {
    const clockwise = rect(0, 0, 600, 800);
    expect(ringAreaCm2(clockwise)).toBe(480_000);
    expect(ringAreaCm2([...clockwise].reverse())).toBe(480_000);
    expect(signedRingAreaCm2(clockwise)).toBeGreaterThan(0);
    expect(signedRingAreaCm2([...clockwise].reverse())).toBeLessThan(0);
    expect(ringAreaCm2(lShape)).toBe(270_000);
  });

  it('takes a ring that repeats its first corner', () => {
    const ring = rect(100, 100, 300, 300);
    expect(ringAreaCm2([...ring, ring[0]!])).toBe(90_000);
  });

  it('finds the box and the centre of gravity, not the mean of the corners', () => {
    expect(boundingBox(lShape)).toEqual({ minX: 0, minY: 0, maxX: 600, maxY: 600 });
    expect(centroid(rect(100, 200, 300, 400))).toEqual([250, 400]);
    // Three squares of 3 × 3 m: (150,150), (450,150), (150,450) → (250, 250); the corners' mean would be (300, 300).
    const [x, y] = centroid(lShape);
    expect(x).toBeCloseTo(250);
    expect(y).toBeCloseTo(250);
  });

  it('converts cm² and cm to m² and m with two decimals', () => {
    expect(squareMetres(477_500)).toBe(47.75);
    expect(squareMetres(90_000)).toBe(9);
    expect(squareMetres(12_345)).toBe(1.23);
    expect(metres(240)).toBe(2.4);
    expect(metres(299.6)).toBe(3);
  });
});

describe('containment and simplicity', () => {
  it('tells points inside, on the edge and outside apart, in the notch of an L too', () => {
    expect(pointInRing([100, 100], lShape)).toBe(true);
    expect(pointInRing([600, 150], lShape)).toBe(true);
    expect(pointInRing([450, 450], lShape)).toBe(false);
    expect(pointInRing([-1, 0], lShape)).toBe(false);
  });

  it('accepts simple rings and refuses crossing, touching, repeated, flat and folded ones', () => {
    expect(isSimpleRing(rect(0, 0, 300, 300))).toBe(true);
    expect(isSimpleRing(lShape)).toBe(true);
    expect(selfIntersectionAt([[0, 0], [300, 300], [300, 0], [0, 300]])).toEqual([150, 150]);
    expect(isSimpleRing([[0, 0], [300, 0], [300, 0], [300, 300]])).toBe(false);
    expect(isSimpleRing([[0, 0], [300, 0], [600, 0]])).toBe(false);
    expect(isSimpleRing([[0, 0], [600, 0], [300, 0], [300, 300]])).toBe(false);
    // A corner touching another edge (two squares meeting in a point).
    expect(isSimpleRing([[0, 0], [300, 0], [300, 300], [600, 300], [600, 600], [300, 600], [300, 300], [0, 300]])).toBe(false);
    expect(isSimpleRing([[0, 0], [300, 0]])).toBe(false);
  });

  it('checks a ring of 2,000 corners', () => {
    const circle: Ring = Array.from({ length: 2_000 }, (_, i) => [Math.round(100_000 * Math.cos((2 * Math.PI * i) / 2_000)), Math.round(100_000 * Math.sin((2 * Math.PI * i) / 2_000))]);
    expect(isSimpleRing(circle)).toBe(true);
    const crossed = circle.map(([x, y], i): [number, number] => (i === 500 ? [-x, -y] : [x, y]));
    expect(isSimpleRing(crossed)).toBe(false);
  });

  it('merges straight runs into one side and keeps corners and spikes', () => {
    expect(withoutStraightCorners([[0, 0], [100, 0], [300, 0], [300, 300], [300, 300], [0, 300], [0, 100]])).toEqual([[0, 0], [300, 0], [300, 300], [0, 300]]);
    expect(withoutStraightCorners(lShape)).toEqual(lShape);
  });
});

describe('distances', () => {
  it('measures segments apart, touching and crossing', () => {
    expect(segmentDistanceCm([0, 0], [300, 0], [0, 240], [300, 240])).toBe(240);
    expect(segmentDistanceCm([0, 0], [300, 0], [400, 0], [500, 0])).toBe(100);
    expect(segmentDistanceCm([0, 0], [300, 0], [300, 0], [300, 300])).toBe(0);
    expect(segmentDistanceCm([0, 0], [300, 300], [0, 300], [300, 0])).toBe(0);
    expect(segmentDistanceCm([0, 0], [0, 0], [300, 400], [300, 400])).toBe(500);
  });

  it('measures rings: the gap between them, 0 when they touch, overlap or one holds the other', () => {
    expect(ringDistanceCm(rect(0, 0, 300, 300), rect(0, 540, 300, 300))).toBe(240);
    expect(ringClosestPoints(rect(0, 0, 300, 300), rect(600, 700, 300, 300))).toMatchObject({ distanceCm: 500, onA: [300, 300], onB: [600, 700] });
    expect(ringDistanceCm(rect(0, 0, 300, 300), rect(300, 0, 300, 300))).toBe(0);
    expect(ringDistanceCm(rect(0, 0, 300, 300), rect(100, 100, 300, 300))).toBe(0);
    expect(ringDistanceCm(rect(0, 0, 900, 900), rect(300, 300, 100, 100))).toBe(0);
    expect(boxDistanceCm(boundingBox(rect(0, 0, 300, 300)), boundingBox(rect(600, 700, 300, 300)))).toBe(500);
  });
});
