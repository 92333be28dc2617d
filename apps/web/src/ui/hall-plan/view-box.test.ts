import { describe, expect, it } from 'vitest';
import { boxOf, clampView, FIT, fittedViewBox, MAX_SCALE, panBy, transformOf, zoomAt, type ViewBox } from './view-box.ts';

const hall: [number, number][] = [
  [0, 0],
  [4000, 0],
  [4000, 3000],
  [0, 3000],
];
const box: ViewBox = { x: 0, y: 0, width: 1000, height: 1000 };

describe('the view box of a hall plan', () => {
  it('is the outline\'s box with a margin of 2 % of its longer side, at least 50 cm', () => {
    expect(fittedViewBox(hall)).toEqual({ x: -80, y: -80, width: 4160, height: 3160 });
    expect(fittedViewBox([[0, 0], [1000, 0], [1000, 500]])).toEqual({ x: -50, y: -50, width: 1100, height: 600 });
  });

  it('takes in a stand drawn beyond the outline, so that it is seen', () => {
    const outside: [number, number][] = [[4100, 100], [4500, 100], [4500, 400], [4100, 400]];
    expect(fittedViewBox(hall, [outside]).width).toBe(4500 + 2 * 90);
  });

  it('of no corners at all is empty, not infinite', () => {
    expect(boxOf([])).toEqual({ x: 0, y: 0, width: 0, height: 0 });
  });
});

describe('zooming and panning the plan', () => {
  it('keeps the point under the wheel where it is', () => {
    const view = zoomAt(FIT, [250, 250], 2, box);
    expect(view).toEqual({ scale: 2, x: -250, y: -250 });
    // The point 250,250 of the plan is drawn at 2·250 − 250 = 250.
    expect(view.scale * 250 + view.x).toBe(250);
  });

  it('goes no further out than the whole hall, nor further in than its limit', () => {
    expect(zoomAt({ scale: 2, x: -500, y: -500 }, [500, 500], 0.25, box)).toEqual(FIT);
    expect(zoomAt(FIT, [500, 500], 1000, box).scale).toBe(MAX_SCALE);
  });

  it('never pushes the hall out of sight', () => {
    const zoomed = zoomAt(FIT, [500, 500], 4, box);
    const dragged = panBy(zoomed, 1e6, -1e6, box);
    // The plan's left edge stops at the middle, and so does its bottom edge.
    expect(dragged.x + dragged.scale * box.x).toBe(500);
    expect(dragged.y + dragged.scale * (box.y + box.height)).toBe(500);
  });

  it('cannot pan the whole hall at all', () => {
    expect(panBy(FIT, 100, 100, box)).toEqual(FIT);
    expect(clampView({ scale: 0.5, x: 10, y: 10 }, box)).toEqual(FIT);
  });

  it('is one transform, rounded', () => {
    expect(transformOf({ scale: 2.123456, x: -250.04, y: 10 })).toBe('translate(-250 10) scale(2.1235)');
  });
});
