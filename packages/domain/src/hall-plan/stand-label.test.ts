import { describe, expect, it } from 'vitest';
import { centroid } from './geometry.ts';
import { chords, labelPlace, MAX_LABEL_CM } from './stand-label.ts';

const rect = (x: number, y: number, width: number, height: number): [number, number][] => [
  [x, y],
  [x + width, y],
  [x + width, y + height],
  [x, y + height],
];
/** An L: 6 m wide at the bottom, 2 m wide at the top. */
const ell: [number, number][] = [
  [0, 0],
  [200, 0],
  [200, 400],
  [600, 400],
  [600, 600],
  [0, 600],
];

describe('a stand\'s number on the plan', () => {
  it('sits in the middle of a rectangle, as large as its depth allows for a short number', () => {
    // 6 × 4 m: half the depth is 2 m, the cap; "A1" would take 0.8 · 600 / (2 · 0.62) = 387 cm.
    expect(labelPlace(rect(0, 0, 600, 400), 'A1')).toEqual({ x: 300, y: 200, size: MAX_LABEL_CM });
    // 3 × 3 m: 150 cm high at most.
    expect(labelPlace(rect(1000, 0, 300, 300), 'A1')).toEqual({ x: 1150, y: 150, size: 150 });
  });

  it('gets smaller for a long number in a narrow stand', () => {
    const label = labelPlace(rect(0, 0, 200, 500), 'B-1234');
    expect(label.size).toBe(Math.floor((200 * 0.8) / (6 * 0.62)));
    expect(label.size).toBeLessThan(250);
  });

  it('stays inside an L-shaped stand, whose centre lies outside it', () => {
    const [cx, cy] = centroid(ell);
    expect(chords(ell, cy, 'x').some(([from, to]) => from <= cx && cx <= to)).toBe(false);
    const label = labelPlace(ell, '7');
    expect(chords(ell, label.y, 'x').some(([from, to]) => from <= label.x && label.x <= to)).toBe(true);
    expect(label.size).toBeGreaterThan(0);
  });

  it('finds where a line crosses a polygon, a corner on the line counted once', () => {
    expect(chords(rect(0, 0, 100, 100), 50, 'x')).toEqual([[0, 100]]);
    expect(chords(ell, 500, 'x')).toEqual([[0, 600]]);
    expect(chords(ell, 100, 'y')).toEqual([[0, 600]]);
    expect(chords(ell, 400, 'y')).toEqual([[400, 600]]);
  });

  it('has no room in a polygon without area', () => {
    expect(labelPlace([[0, 0], [100, 0], [200, 0]], '1').size).toBe(0);
  });
});
