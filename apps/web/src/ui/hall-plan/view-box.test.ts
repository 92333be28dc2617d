import { describe, expect, it } from 'vitest';
import { boxOf, clampView, FIT, fittedViewBox, gestureTransform, MAX_SCALE, panBy, transformOf, zoomAt, type PlanView, type ViewBox } from './view-box.ts';

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

describe('the stand-in of a pan or zoom under way', () => {
  // An svg 800 px wide showing a view box from x 100, y 50, 4,000 units wide: 0.2 px a unit, its origin 20 px in.
  const pixelsPerUnit = 0.2;
  const origin: [number, number] = [-100 * pixelsPerUnit + 20, -50 * pixelsPerUnit];
  const onScreen = (view: PlanView, [x, y]: [number, number]): [number, number] => [
    pixelsPerUnit * (view.scale * x + view.x) + origin[0],
    pixelsPerUnit * (view.scale * y + view.y) + origin[1],
  ];
  const moved = (css: string, [x, y]: [number, number]): [number, number] => {
    const [, tx, ty, factor] = /translate\((-?[\d.]+)px, (-?[\d.]+)px\) scale\(([\d.]+)\)/.exec(css)!.map(Number);
    return [factor! * x + tx!, factor! * y + ty!];
  };

  it('puts every point of the plan drawn at one view where the next view draws it', () => {
    const drawn: PlanView = { scale: 2, x: -300, y: -120 };
    for (const live of [{ scale: 2, x: -420, y: -80 }, { scale: 3.5, x: -900, y: -400 }, { scale: 1.2, x: -40, y: -10 }]) {
      const css = gestureTransform(drawn, live, pixelsPerUnit, origin);
      for (const point of [[100, 50], [2100, 1300], [4100, 50]] as [number, number][]) {
        const [x, y] = moved(css, onScreen(drawn, point));
        const [ex, ey] = onScreen(live, point);
        expect(x).toBeCloseTo(ex, 1);
        expect(y).toBeCloseTo(ey, 1);
      }
    }
  });
});
