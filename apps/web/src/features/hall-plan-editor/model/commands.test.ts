import { NO_ITEMS, ringAreaCm2 } from '@messeportal/domain';
import { describe, expect, it } from 'vitest';
import { drawColumn, drawStand, mergeChosen, placePoint, renumberChosen, rotateChosen, splitChosen } from './commands.ts';
import { planOf, rect } from './test-plan.ts';

const stands = (numbers: string[]) => ({ ...NO_ITEMS, stands: numbers });
const plan = planOf([['A1', rect(100, 100, 600, 300)], ['A2', rect(700, 100, 300, 300)], ['C7', rect(1_500, 100, 300, 400)]]);

describe('the editor’s commands', () => {
  it('draws a stand under the next free number and chooses it', () => {
    const { result, select } = drawStand(plan, rect(100, 800, 300, 300));
    expect(result.ok && result.hall.stands.at(-1)!.number).toBe('C8');
    expect(select).toEqual(stands(['C8']));
    expect(drawStand(plan, [[0, 0], [100, 0], [200, 0]]).result).toEqual({ ok: false, code: 'planShapeTooSmall' });
  });

  it('splits the chosen stand and chooses both parts, merges them back under the lower number', () => {
    const split = splitChosen(plan, stands(['A1']), 'x');
    expect(split.select).toEqual(stands(['A1', 'A1a']));
    if (!split.result.ok) throw new Error(split.result.code);
    const merged = mergeChosen(split.result.hall, stands(['A1a', 'A1']));
    expect(merged.select).toEqual(stands(['A1']));
    if (!merged.result.ok) throw new Error(merged.result.code);
    expect(ringAreaCm2(merged.result.hall.stands.find((stand) => stand.number === 'A1')!.ring)).toBe(180_000);
  });

  it('renumbers the chosen stands and keeps them chosen under their new numbers', () => {
    const { result, select } = renumberChosen(plan, stands(['A2', 'A1']), { prefix: 'B', start: 10, step: 2, direction: 'leftToRight' });
    expect(result.ok && result.hall.stands.map((stand) => stand.number)).toEqual(['B10', 'B12', 'C7']);
    expect(select).toEqual(stands(['B10', 'B12']));
    expect(renumberChosen(plan, stands(['A1']), { prefix: 'C', start: 7, step: 1, direction: 'leftToRight' }).result).toEqual({ ok: false, code: 'numberTaken', number: 'C7' });
  });

  it('turns every chosen stand, or none when one cannot be', () => {
    const { result } = rotateChosen(plan, stands(['A2', 'C7']));
    expect(result.ok && result.hall.stands[2]!.ring).toEqual([[1_850, 150], [1_850, 450], [1_450, 450], [1_450, 150]]);
    expect(rotateChosen(plan, stands(['A2', 'Z9'])).result).toEqual({ ok: false, code: 'planStandNotFound', number: 'Z9' });
  });

  it('sets columns and technical points and chooses what it set', () => {
    expect(drawColumn(plan, rect(0, 0, 50, 50)).select).toEqual({ ...NO_ITEMS, columns: [0] });
    const point = placePoint(plan, { kind: 'water', capacity: 20, at: [50, 50] });
    expect(point.select).toEqual({ ...NO_ITEMS, technicalPoints: [0] });
    expect(placePoint(plan, { kind: 'water', capacity: Number.NaN, at: [50, 50] }).result).toEqual({ ok: false, code: 'technicalCapacityInvalid' });
  });
});
