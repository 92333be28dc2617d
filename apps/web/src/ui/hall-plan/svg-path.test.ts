import { describe, expect, it } from 'vitest';
import { ringPath, ringsPath } from './svg-path.ts';

const rect = (x: number, y: number, width: number, height: number): [number, number][] => [
  [x, y],
  [x + width, y],
  [x + width, y + height],
  [x, y + height],
];

describe('rings as SVG paths', () => {
  it('closes each ring and joins an outline with its holes', () => {
    expect(ringPath(rect(0, 0, 10, 5))).toBe('M0 0L10 0L10 5L0 5Z');
    expect(ringsPath([rect(0, 0, 10, 10), rect(2, 2, 1, 1)])).toBe('M0 0L10 0L10 10L0 10ZM2 2L3 2L3 3L2 3Z');
  });
});
