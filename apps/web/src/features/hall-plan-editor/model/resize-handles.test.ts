import { describe, expect, it } from 'vitest';
import { handlePoint, resizedBox } from './resize-handles.ts';

const box = { minX: 0, minY: 0, maxX: 400, maxY: 300 };

describe('resize handles', () => {
  it('sit on the corners and the middles of the sides', () => {
    expect(handlePoint(box, 'nw')).toEqual([0, 0]);
    expect(handlePoint(box, 'e')).toEqual([400, 150]);
    expect(handlePoint(box, 's')).toEqual([200, 300]);
  });

  it('move the sides they hold and leave the others', () => {
    expect(resizedBox(box, 'se', [500, 450], 50)).toEqual({ minX: 0, minY: 0, maxX: 500, maxY: 450 });
    expect(resizedBox(box, 'w', [-100, 999], 50)).toEqual({ minX: -100, minY: 0, maxX: 400, maxY: 300 });
    expect(resizedBox(box, 'n', [999, 100], 50)).toEqual({ minX: 0, minY: 100, maxX: 400, maxY: 300 });
  });

  it('stop one grid step before the opposite side, so a box never turns inside out', () => {
    expect(resizedBox(box, 'e', [-300, 0], 50)).toEqual({ minX: 0, minY: 0, maxX: 50, maxY: 300 });
    expect(resizedBox(box, 'nw', [900, 900], 50)).toEqual({ minX: 350, minY: 250, maxX: 400, maxY: 300 });
  });
});
