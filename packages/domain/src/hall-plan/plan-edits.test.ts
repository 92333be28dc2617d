import { describe, expect, it } from 'vitest';
import { ringAreaCm2, signedRingAreaCm2 } from './geometry.ts';
import type { HallGeometry, Ring } from './model.ts';
import type { PlanEditResult } from './plan-edit-result.ts';
import { mergeStands, moveStands, rotateStand90, snapCm, splitStand } from './plan-edits.ts';
import { hallOf, rect } from './test-halls.ts';

const hallIn = (result: PlanEditResult): HallGeometry => {
  if (!result.ok) throw new Error(`edit refused: ${result.code}`);
  return result.hall;
};
const ringsOf = (hall: HallGeometry) => Object.fromEntries(hall.stands.map((stand) => [stand.number, stand.ring]));

describe('snapping', () => {
  it('puts a value on the grid, or on whole centimetres without one', () => {
    expect(snapCm(149, 50)).toBe(150);
    expect(snapCm(124, 50)).toBe(100);
    expect(snapCm(-26, 50)).toBe(-50);
    expect(Object.is(snapCm(-10, 50), 0)).toBe(true);
    expect(snapCm(12.6, 0)).toBe(13);
  });
});

describe('moving stands', () => {
  const hall = hallOf([['B1', rect(0, 0, 300, 300)], ['B2', rect(300, 0, 300, 300)]]);

  it('moves the chosen stands by whole centimetres and leaves the others and the old hall as they were', () => {
    const moved = hallIn(moveStands(hall, ['b1'], 100.4, -50));
    expect(ringsOf(moved)).toEqual({ B1: rect(100, -50, 300, 300), B2: rect(300, 0, 300, 300) });
    expect(hall.stands[0]!.ring).toEqual(rect(0, 0, 300, 300));
  });

  it('refuses an unknown stand and a move off the plan', () => {
    expect(moveStands(hall, ['B3'], 10, 0)).toEqual({ ok: false, code: 'planStandNotFound', number: 'B3' });
    expect(moveStands(hall, ['B1'], 1_000_000, 0)).toEqual({ ok: false, code: 'planCoordinateOutOfRange' });
  });
});

describe('turning a stand', () => {
  it('turns a 3 × 4 m stand clockwise about its centre into a 4 × 3 m one', () => {
    const hall = hallOf([['B1', rect(0, 0, 300, 400)]]);
    const turned = hallIn(rotateStand90(hall, 'B1'));
    expect(turned.stands[0]!.ring).toEqual([[350, 50], [350, 350], [-50, 350], [-50, 50]]);
    const fourTimes = [1, 2, 3].reduce((plan) => hallIn(rotateStand90(plan, 'B1')), turned);
    expect(fourTimes.stands[0]!.ring).toEqual(rect(0, 0, 300, 400));
  });

  it('rounds corners to whole centimetres', () => {
    const turned = hallIn(rotateStand90(hallOf([['B1', rect(0, 0, 301, 300)]]), 'B1'));
    expect(turned.stands[0]!.ring.flat().every((value) => Number.isInteger(value) && !Object.is(value, -0))).toBe(true);
    expect(rotateStand90(turned, 'B7')).toEqual({ ok: false, code: 'planStandNotFound', number: 'B7' });
  });
});

describe('splitting a stand', () => {
  const hall = hallOf([['B12', rect(0, 0, 600, 300)], ['C1', rect(1000, 0, 300, 300)]]);

  it('halves it across x by default: the left part keeps the number, the right gets the next free one after it in the list', () => {
    const split = hallIn(splitStand(hall, 'B12', 'x'));
    expect(split.stands.map((stand) => stand.number)).toEqual(['B12', 'B12a', 'C1']);
    expect(split.stands.map((stand) => ringAreaCm2(stand.ring))).toEqual([90_000, 90_000, 90_000]);
    expect(ringsOf(split).B12).toEqual(rect(0, 0, 300, 300));
    // The parts run the same way as the stand did.
    expect(split.stands.slice(0, 2).every((stand) => signedRingAreaCm2(stand.ring) > 0)).toBe(true);
    const anticlockwise = hallIn(splitStand(hallOf([['B12', [...rect(0, 0, 600, 300)].reverse()]]), 'B12', 'x'));
    expect(anticlockwise.stands.every((stand) => signedRingAreaCm2(stand.ring) < 0)).toBe(true);
  });

  it('cuts across y where asked, naming the part B12b when B12a is taken', () => {
    const taken = hallOf([...hall.stands.map((stand): [string, Ring] => [stand.number, stand.ring]), ['b12A', rect(2000, 0, 300, 300)]]);
    const split = hallIn(splitStand(taken, 'B12', 'y', 100));
    expect(ringsOf(split).B12).toEqual(rect(0, 0, 600, 100));
    expect(ringsOf(split).B12b).toEqual(rect(0, 100, 600, 200));
  });

  it('splits an L-shaped stand into its two arms', () => {
    const l: Ring = [[0, 0], [600, 0], [600, 300], [300, 300], [300, 600], [0, 600]];
    const split = hallIn(splitStand(hallOf([['L1', l]]), 'L1', 'x', 300));
    expect(split.stands.map((stand) => [stand.number, ringAreaCm2(stand.ring)])).toEqual([['L1', 180_000], ['L1a', 90_000]]);
  });

  it('refuses a line beside the stand, a cut into more than two parts, and an unknown stand', () => {
    expect(splitStand(hall, 'B12', 'x', 600)).toEqual({ ok: false, code: 'splitOutsideStand', number: 'B12' });
    const u: Ring = [[0, 0], [900, 0], [900, 600], [600, 600], [600, 300], [300, 300], [300, 600], [0, 600]];
    expect(splitStand(hallOf([['U1', u]]), 'U1', 'y', 450)).toEqual({ ok: false, code: 'splitNotInTwo', number: 'U1' });
    expect(splitStand(hall, 'B13', 'x')).toEqual({ ok: false, code: 'planStandNotFound', number: 'B13' });
  });
});

describe('merging stands', () => {
  const hall = hallOf([
    ['B10', rect(0, 0, 300, 300)],
    ['B9', rect(300, 0, 300, 300)],
    ['B11', rect(600, 300, 300, 300)],
    ['C1', rect(2000, 0, 300, 300)],
  ]);

  it('makes neighbours one stand under the lowest number, in its place', () => {
    const merged = hallIn(mergeStands(hall, ['B10', 'B9']));
    expect(merged.stands.map((stand) => stand.number)).toEqual(['B9', 'B11', 'C1']);
    expect(ringAreaCm2(ringsOf(merged).B9!)).toBe(180_000);
    expect(ringsOf(merged).B9).toHaveLength(4);
  });

  it('refuses stands that lie apart, meet only at a corner, or would enclose a hole', () => {
    expect(mergeStands(hall, ['B10', 'C1'])).toEqual({ ok: false, code: 'standsNotNeighbours' });
    expect(mergeStands(hall, ['B9', 'B11'])).toEqual({ ok: false, code: 'standsNotNeighbours' });
    const ring = hallOf([
      ['R1', rect(0, 0, 900, 300)],
      ['R2', rect(0, 300, 300, 300)],
      ['R3', rect(600, 300, 300, 300)],
      ['R4', rect(0, 600, 900, 300)],
    ]);
    expect(mergeStands(ring, ['R1', 'R2', 'R3', 'R4'])).toEqual({ ok: false, code: 'standsNotNeighbours' });
  });

  it('needs two stands on the plan', () => {
    expect(mergeStands(hall, ['B10', 'b 010'])).toEqual({ ok: false, code: 'mergeNeedsTwoStands' });
    expect(mergeStands(hall, ['B10', 'B99'])).toEqual({ ok: false, code: 'planStandNotFound', number: 'B99' });
  });
});
