import type { Box } from '@messeportal/domain';

/** The handles around a chosen stand's box, by compass point: corners change two sides, edges one. */
export const HANDLES = ['nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w'] as const;
export type Handle = (typeof HANDLES)[number];

/** Where a handle sits on the box. */
export function handlePoint(box: Box, handle: Handle): [number, number] {
  const x = handle.includes('w') ? box.minX : handle.includes('e') ? box.maxX : (box.minX + box.maxX) / 2;
  const y = handle.startsWith('n') ? box.minY : handle.startsWith('s') ? box.maxY : (box.minY + box.maxY) / 2;
  return [x, y];
}

/**
 * The box after its handle was dragged to `to`: the sides the handle holds follow the point, the others stay; a side
 * stops `minCm` before the one opposite, so the box never turns inside out or loses its width.
 */
export function resizedBox(box: Box, handle: Handle, to: readonly [number, number], minCm: number): Box {
  const next = { ...box };
  if (handle.includes('w')) next.minX = Math.min(to[0], box.maxX - minCm);
  if (handle.includes('e')) next.maxX = Math.max(to[0], box.minX + minCm);
  if (handle.startsWith('n')) next.minY = Math.min(to[1], box.maxY - minCm);
  if (handle.startsWith('s')) next.maxY = Math.max(to[1], box.minY + minCm);
  return next;
}
