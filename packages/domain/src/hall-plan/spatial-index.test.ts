import { describe, expect, it } from 'vitest';
import { boundingBox, type Box } from './geometry.ts';
import { gridIndex } from './spatial-index.ts';
import { rect } from './test-halls.ts';

describe('the grid index', () => {
  const boxes: Box[] = [rect(0, 0, 300, 300), rect(300, 0, 300, 300), rect(5000, 5000, 300, 300), rect(-2000, 0, 10_000, 10)].map(boundingBox);
  const index = gridIndex(boxes, 100);

  it('finds the boxes touching or overlapping a box, each once, however many cells they share', () => {
    expect(index.near({ minX: 250, minY: 100, maxX: 299, maxY: 200 }).sort()).toEqual([0]);
    expect(index.near({ minX: 300, minY: 100, maxX: 300, maxY: 200 }).sort()).toEqual([0, 1]);
    expect(index.near({ minX: 0, minY: 0, maxX: 600, maxY: 300 }).sort()).toEqual([0, 1, 3]);
    expect(index.near({ minX: 2000, minY: 2000, maxX: 2100, maxY: 2100 })).toEqual([]);
  });

  it('answers a query wider than the grid, and with negative coordinates', () => {
    expect(index.near({ minX: -100_000, minY: -100_000, maxX: 100_000, maxY: 100_000 }).sort()).toEqual([0, 1, 2, 3]);
    expect(index.near({ minX: -1500, minY: 5, maxX: -1400, maxY: 6 })).toEqual([3]);
  });

  it('chooses a cell size by itself', () => {
    expect(gridIndex(boxes).near(boundingBox(rect(5100, 5100, 10, 10)))).toEqual([2]);
    expect(gridIndex([]).near(boundingBox(rect(0, 0, 10, 10)))).toEqual([]);
  });
});
