import type { EventPlanAnswer } from '@messeportal/domain';
import { describe, expect, it } from 'vitest';
import { findOnPlan, planViews } from './stand-on-plan.ts';

const square = (x: number): [number, number][] => [
  [x, 0],
  [x + 400, 0],
  [x + 400, 300],
  [x, 300],
];
const stand = (number: string, kind: 'inline' | 'corner') => ({
  number,
  areaM2: 12,
  openSides: kind === 'corner' ? 2 : 1,
  frontageCm: 400,
  kind,
  standConfigId: null,
  net: null,
});
const hall = (id: number, name: string, numbers: string[]) => ({
  id,
  name,
  version: 1,
  geometry: { outline: [square(0)], stands: numbers.map((number, index) => ({ number, ring: square(index * 400) })) },
  stands: numbers.map((number, index) => stand(number, index === 0 ? 'corner' : 'inline')),
}) as unknown as EventPlanAnswer['halls'][number];
const plan: EventPlanAnswer = { halls: [hall(7, 'Halle 3', ['C14', 'C15']), hall(8, 'Halle 4', ['D1'])] };

describe('a registration’s stand on the event’s plan', () => {
  it('finds the stand by its hall’s name and its number, and nothing for a number the plan lacks', () => {
    expect(findOnPlan(plan, { hall: 'Halle 3', stand: 'C14' })?.stand).toMatchObject({ number: 'C14', kind: 'corner', areaM2: 12 });
    expect(findOnPlan(plan, { hall: 'Halle 3', stand: 'Z99' })).toBeNull();
    expect(findOnPlan(plan, { hall: 'Halle 9', stand: 'C14' })).toBeNull();
    expect(findOnPlan({ halls: [] }, { hall: 'Halle 3', stand: 'C14' })).toBeNull();
    expect(findOnPlan(undefined, { hall: 'Halle 3', stand: 'C14' })).toBeNull();
  });

  it('draws the own stand’s hall with the stand chosen', () => {
    expect(planViews(plan, { hall: 'Halle 3', stand: 'C14' }, null).map((view) => [view.hall.name, view.selected, view.highlighted])).toEqual([['Halle 3', 'C14', null]]);
  });

  it('draws a proposal chosen and the own stand outlined in one hall, or each in its own hall', () => {
    const same = planViews(plan, { hall: 'Halle 3', stand: 'C14' }, { hall: 'Halle 3', stand: 'C15' });
    expect(same.map((view) => [view.hall.name, view.selected, view.highlighted])).toEqual([['Halle 3', 'C15', 'C14']]);
    const apart = planViews(plan, { hall: 'Halle 3', stand: 'C14' }, { hall: 'Halle 4', stand: 'D1' });
    expect(apart.map((view) => [view.hall.name, view.selected, view.highlighted])).toEqual([
      ['Halle 4', 'D1', null],
      ['Halle 3', 'C14', null],
    ]);
  });

  it('draws nothing without a plan or for stands it does not hold', () => {
    expect(planViews({ halls: [] }, { hall: 'Halle 3', stand: 'C14' }, null)).toEqual([]);
    expect(planViews(plan, null, null)).toEqual([]);
    expect(planViews(plan, { hall: 'Halle 3', stand: 'A1' }, { hall: 'Halle 4', stand: 'D9' })).toEqual([]);
  });
});
