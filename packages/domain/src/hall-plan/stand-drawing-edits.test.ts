import { describe, expect, it } from 'vitest';
import { ringAreaCm2 } from './geometry.ts';
import type { HallGeometry } from './model.ts';
import type { DrawingEditResult } from './drawing-edit-result.ts';
import { addStand, newStandNumber, resizeStand } from './stand-drawing-edits.ts';
import { hallOf, rect } from './test-halls.ts';

const hallIn = (result: DrawingEditResult): HallGeometry => {
  if (!result.ok) throw new Error(`edit refused: ${result.code}`);
  return result.hall;
};

describe('the number of a new stand', () => {
  it('counts on from the highest number of the plan as it is written, keeping leading zeros', () => {
    expect(newStandNumber(['A1', 'A2', 'B9', 'B10'])).toBe('B11');
    expect(newStandNumber(['B12', 'B013', 'B12a'])).toBe('B014');
    expect(newStandNumber(['A009'])).toBe('A010');
    expect(newStandNumber(['A99'])).toBe('A100');
  });

  it('starts at 1 on a plan without a counted number, and when a count grows too long', () => {
    expect(newStandNumber([])).toBe('1');
    expect(newStandNumber(['Foyer', '1'])).toBe('2');
    expect(newStandNumber(['ABCDEFGHIJKLMNOPQRS9'])).toBe('1');
  });
});

describe('drawing a stand', () => {
  const hall = hallOf([['B1', rect(0, 0, 300, 300)]]);

  it('adds a rectangle or polygon under the next free number, on whole centimetres, leaving the old hall as it was', () => {
    const added = hallIn(addStand(hall, [[300, 0], [600.4, 0], [600, 299.6], [300, 300]]));
    expect(added.stands.map((stand) => stand.number)).toEqual(['B1', 'B2']);
    expect(added.stands[1]!.ring).toEqual(rect(300, 0, 300, 300));
    expect(hall.stands).toHaveLength(1);
    const triangle = hallIn(addStand(added, [[0, 400], [400, 400], [0, 800], [0, 400]], 'Foyer'));
    expect(triangle.stands.at(-1)).toEqual({ number: 'Foyer', ring: [[0, 400], [400, 400], [0, 800]] });
    expect(ringAreaCm2(triangle.stands.at(-1)!.ring)).toBe(80_000);
  });

  it('refuses a shape without area, a taken or too long number, and a shape off the plan', () => {
    expect(addStand(hall, [[0, 0], [100, 0], [100, 0]])).toEqual({ ok: false, code: 'planShapeTooSmall' });
    expect(addStand(hall, [[0, 0], [100, 0], [200, 0]])).toEqual({ ok: false, code: 'planShapeTooSmall' });
    expect(addStand(hall, rect(400, 0, 100, 100), 'b 01')).toEqual({ ok: false, code: 'numberTaken', number: 'b 01' });
    expect(addStand(hall, rect(400, 0, 100, 100), 'X'.repeat(21))).toEqual({ ok: false, code: 'standNumberTooLong', number: 'X'.repeat(21) });
    expect(addStand(hall, rect(999_950, 0, 100, 100))).toEqual({ ok: false, code: 'planCoordinateOutOfRange' });
  });
});

describe('resizing a stand', () => {
  it('gives a rectangle the new box', () => {
    const hall = hallOf([['B1', rect(0, 0, 300, 300)], ['B2', rect(300, 0, 300, 300)]]);
    const resized = hallIn(resizeStand(hall, 'b1', { minX: -100, minY: 0, maxX: 300, maxY: 450 }));
    expect(resized.stands[0]).toEqual({ number: 'B1', ring: rect(-100, 0, 400, 450) });
    expect(resized.stands[1]).toBe(hall.stands[1]);
  });

  it('stretches a polygon with its box, corners on whole centimetres', () => {
    const l = hallOf([['L1', [[0, 0], [600, 0], [600, 300], [300, 300], [300, 600], [0, 600]]]]);
    const resized = hallIn(resizeStand(l, 'L1', { minX: 0, minY: 0, maxX: 900, maxY: 600 }));
    expect(resized.stands[0]!.ring).toEqual([[0, 0], [900, 0], [900, 300], [450, 300], [450, 600], [0, 600]]);
    const odd = hallIn(resizeStand(l, 'L1', { minX: 0, minY: 0, maxX: 301, maxY: 600 }));
    expect(odd.stands[0]!.ring.flat().every(Number.isInteger)).toBe(true);
  });

  it('refuses a box without width, one off the plan, and a stand not on the plan', () => {
    const hall = hallOf([['B1', rect(0, 0, 300, 300)]]);
    expect(resizeStand(hall, 'B1', { minX: 0, minY: 0, maxX: 0, maxY: 300 })).toEqual({ ok: false, code: 'planShapeTooSmall' });
    expect(resizeStand(hall, 'B1', { minX: 0, minY: 0, maxX: 2_000_000, maxY: 300 })).toEqual({ ok: false, code: 'planCoordinateOutOfRange' });
    expect(resizeStand(hall, 'B7', { minX: 0, minY: 0, maxX: 100, maxY: 100 })).toEqual({ ok: false, code: 'planStandNotFound', number: 'B7' });
  });
});
