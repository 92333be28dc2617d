import { boundingBox, centroid } from './geometry.ts';
import type { Ring } from './model.ts';

/** Where a stand's number is written and how large, in the plan's centimetres. */
export interface LabelPlace {
  x: number;
  y: number;
  size: number;
}

/** How wide a character of bold sans-serif figures and capitals is, in em (with room). */
const CHARACTER_EM = 0.62;
/** The number fills at most half the stand's depth and 80 % of its width, and is never taller than 2 m. */
const HEIGHT_SHARE = 0.5;
const WIDTH_SHARE = 0.8;
export const MAX_LABEL_CM = 200;

/** The stretches of a horizontal (`axis` 'x': x ranges at y = `at`) or vertical line inside the ring, even-odd. */
export function chords(ring: Ring, at: number, axis: 'x' | 'y'): [number, number][] {
  const [along, across] = axis === 'x' ? ([0, 1] as const) : ([1, 0] as const);
  const crossings: number[] = [];
  ring.forEach((a, i) => {
    const b = ring[(i + 1) % ring.length]!;
    // Half-open, so that a corner exactly on the line counts once.
    if (a[across] <= at === b[across] <= at) return;
    crossings.push(a[along] + ((at - a[across]) / (b[across] - a[across])) * (b[along] - a[along]));
  });
  crossings.sort((p, q) => p - q);
  const pairs: [number, number][] = [];
  for (let i = 0; i + 1 < crossings.length; i += 2) pairs.push([crossings[i]!, crossings[i + 1]!]);
  return pairs;
}

const around = (pairs: [number, number][], value: number) => pairs.find(([from, to]) => from <= value && value <= to) ?? null;
const widest = (pairs: [number, number][]) => pairs.reduce<[number, number] | null>((best, pair) => (!best || pair[1] - pair[0] > best[1] - best[0] ? pair : best), null);

/**
 * Where a stand's number goes, on the screen's plan and in the printed and exported ones alike: at the centre of gravity when that lies inside (every rectangle), else in the
 * middle of the widest stretch across the stand's middle (an L-shaped stand); as large as the room around that
 * point allows for `text`. The point always lies inside the stand: a CAD reader (and our own DXF import) gives
 * a stand the number whose insertion point lies in it.
 */
export function labelPlace(ring: Ring, text: string): LabelPlace {
  const box = boundingBox(ring);
  let [x, y] = centroid(ring);
  let across = around(chords(ring, y, 'x'), x);
  if (!across) {
    y = (box.minY + box.maxY) / 2;
    across = widest(chords(ring, y, 'x'));
    if (!across) return { x, y, size: 0 };
    x = (across[0] + across[1]) / 2;
  }
  const down = around(chords(ring, x, 'y'), y) ?? [box.minY, box.maxY];
  const width = 2 * Math.min(x - across[0], across[1] - x);
  const height = 2 * Math.min(y - down[0], down[1] - y);
  const characters = Math.max(1, [...text].length);
  const size = Math.min(MAX_LABEL_CM, height * HEIGHT_SHARE, (width * WIDTH_SHARE) / (characters * CHARACTER_EM));
  return { x: Math.round(x), y: Math.round(y), size: Math.max(0, Math.floor(size)) };
}
