import { describe, expect, it } from 'vitest';
import { bookletOrderAfterMove, moveInList } from './reorder.ts';

const booklet = [
  { id: 1, items: [{ id: 11 }, { id: 12 }, { id: 13 }] },
  { id: 2, items: [{ id: 21 }] },
  { id: 3, items: [] },
];

describe('moving up and down', () => {
  it('swaps with the neighbour and keeps the ends', () => {
    expect(moveInList(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveInList(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveInList(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveInList(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('moves a group with its items', () => {
    expect(bookletOrderAfterMove(booklet, { kind: 'group', id: 2, delta: -1 })).toEqual({ groups: [2, 1, 3], items: [21, 11, 12, 13] });
  });

  it('moves an item within its group only', () => {
    expect(bookletOrderAfterMove(booklet, { kind: 'item', id: 13, delta: -1 })).toEqual({ groups: [1, 2, 3], items: [11, 13, 12, 21] });
    expect(bookletOrderAfterMove(booklet, { kind: 'item', id: 21, delta: 1 })).toEqual({ groups: [1, 2, 3], items: [11, 12, 13, 21] });
  });
});
