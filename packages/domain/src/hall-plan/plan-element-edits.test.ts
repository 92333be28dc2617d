import { describe, expect, it } from 'vitest';
import { editFailureText, type DrawingEditResult } from './drawing-edit-result.ts';
import type { HallGeometry } from './model.ts';
import { addColumn, addTechnicalPoint, changeTechnicalPoint, moveItems, NO_ITEMS, removeItems } from './plan-element-edits.ts';
import { hallOf, rect } from './test-halls.ts';

const hallIn = (result: DrawingEditResult): HallGeometry => {
  if (!result.ok) throw new Error(`edit refused: ${result.code}`);
  return result.hall;
};

const hall = hallOf([['B1', rect(0, 0, 300, 300)], ['B2', rect(300, 0, 300, 300)]], {
  columns: [rect(1000, 1000, 50, 50), rect(2000, 1000, 50, 50)],
  technicalPoints: [{ kind: 'power', at: [150, 150], capacity: 16 }],
});

describe('columns and technical points', () => {
  it('adds a column on whole centimetres and refuses one without area', () => {
    const added = hallIn(addColumn(hall, rect(500.2, 500, 40, 40)));
    expect(added.columns.at(-1)).toEqual(rect(500, 500, 40, 40));
    expect(added.columns).toHaveLength(3);
    expect(addColumn(hall, [[0, 0], [10, 0], [20, 0]])).toEqual({ ok: false, code: 'planShapeTooSmall' });
  });

  it('adds a technical point with its kind and capacity, and changes them in place', () => {
    const added = hallIn(addTechnicalPoint(hall, { kind: 'water', at: [400.6, 20], capacity: 12.5 }));
    expect(added.technicalPoints.at(-1)).toEqual({ kind: 'water', at: [401, 20], capacity: 12.5 });
    const changed = hallIn(changeTechnicalPoint(added, 0, { kind: 'compressed_air', capacity: 8 }));
    expect(changed.technicalPoints[0]).toEqual({ kind: 'compressed_air', at: [150, 150], capacity: 8 });
  });

  it('refuses a capacity out of range and a point that is not there, in words the user reads', () => {
    const refused = addTechnicalPoint(hall, { kind: 'power', at: [0, 0], capacity: -1 });
    expect(refused).toEqual({ ok: false, code: 'technicalCapacityInvalid' });
    expect(changeTechnicalPoint(hall, 0, { kind: 'power', capacity: 100_001 })).toEqual({ ok: false, code: 'technicalCapacityInvalid' });
    expect(changeTechnicalPoint(hall, 3, { kind: 'power', capacity: 1 })).toEqual({ ok: false, code: 'planElementNotFound' });
    expect(editFailureText({ ok: false, code: 'technicalCapacityInvalid' }, 'de')).toBe('Bitte geben Sie als Kapazität eine Zahl von 0 bis 100.000 ein.');
    expect(editFailureText({ ok: false, code: 'planStandNotFound', number: 'B9' }, 'en')).toBe('There is no stand B9 on this plan.');
  });
});

describe('moving and removing what is chosen', () => {
  it('moves stands, columns and points together and leaves the rest', () => {
    const moved = hallIn(moveItems(hall, { stands: ['b2'], columns: [1], technicalPoints: [0] }, 100, -50.4));
    expect(moved.stands.map((stand) => stand.ring)).toEqual([rect(0, 0, 300, 300), rect(400, -50, 300, 300)]);
    expect(moved.columns).toEqual([rect(1000, 1000, 50, 50), rect(2100, 950, 50, 50)]);
    expect(moved.technicalPoints[0]!.at).toEqual([250, 100]);
  });

  it('moves nothing when one of them would leave the drawing area or is not there', () => {
    expect(moveItems(hall, { ...NO_ITEMS, technicalPoints: [0] }, 1_000_000, 0)).toEqual({ ok: false, code: 'planCoordinateOutOfRange' });
    expect(moveItems(hall, { ...NO_ITEMS, stands: ['B3'] }, 1, 0)).toEqual({ ok: false, code: 'planStandNotFound', number: 'B3' });
    expect(moveItems(hall, { ...NO_ITEMS, columns: [2] }, 1, 0)).toEqual({ ok: false, code: 'planElementNotFound' });
  });

  it('removes the chosen ones, all or none', () => {
    const removed = hallIn(removeItems(hall, { stands: ['B1'], columns: [0], technicalPoints: [0] }));
    expect(removed.stands.map((stand) => stand.number)).toEqual(['B2']);
    expect(removed.columns).toEqual([rect(2000, 1000, 50, 50)]);
    expect(removed.technicalPoints).toEqual([]);
    expect(removeItems(hall, { stands: ['B1'], columns: [5], technicalPoints: [] })).toEqual({ ok: false, code: 'planElementNotFound' });
  });
});
