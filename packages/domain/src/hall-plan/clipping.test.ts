import { describe, expect, it } from 'vitest';
import { difference, intersection, modelRing, multiPolygonAreaCm2, multiPolygonCentroid, polygonOf, union } from './clipping.ts';
import { rect } from './test-halls.ts';

describe('polygon operations', () => {
  it('measures a result with a hole and finds its centre', () => {
    const framed = difference(polygonOf(rect(0, 0, 600, 600)), polygonOf(rect(0, 0, 300, 600)), polygonOf(rect(400, 200, 100, 100)));
    expect(multiPolygonAreaCm2(framed)).toBe(170_000);
    const [x, y] = multiPolygonCentroid(framed)!;
    // 300 × 600 about (450, 300) less 100 × 100 about (450, 250): the centre moves down.
    expect(x).toBeCloseTo(450);
    expect(y).toBeCloseTo((180_000 * 300 - 10_000 * 250) / 170_000);
  });

  it('has no centre for nothing', () => {
    expect(multiPolygonCentroid(intersection(polygonOf(rect(0, 0, 300, 300)), polygonOf(rect(300, 0, 300, 300))))).toBeNull();
  });

  it('gives rings back as the model keeps them: closed implicitly, whole centimetres, no corner twice', () => {
    const merged = union(polygonOf(rect(0, 0, 300, 300)), polygonOf(rect(300, 0, 300, 300)));
    expect(modelRing(merged[0]![0]!)).toEqual([[0, 0], [600, 0], [600, 300], [0, 300]]);
    expect(modelRing([[0, 0], [100.4, 0], [100.2, 0.3], [100, 99.6], [0, 0]])).toEqual([[0, 0], [100, 0], [100, 100]]);
  });
});
