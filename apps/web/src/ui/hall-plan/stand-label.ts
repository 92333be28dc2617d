import type { Ring } from '@messeportal/domain';
import { boxOf } from './view-box.ts';

/** Where a stand's number is written and how large, in the plan's centimetres. */
export interface StandLabel {
  x: number;
  y: number;
  size: number;
}

/** How wide a character of the plan's bold sans-serif figures is, in em (digits and capitals, with room). */
const CHARACTER_EM = 0.62;
/** The number fills at most half the stand's depth and 80 % of its width. */
const HEIGHT_SHARE = 0.5;
const WIDTH_SHARE = 0.8;
/** No number larger than 2 m, however large the stand: an island of 400 m² keeps a number, not a poster. */
export const MAX_LABEL_CM = 200;

/**
 * The stretches of a line through the polygon, as [from, to] pairs along it: horizontal at `at` (`axis` 'x'
 * gives x ranges) or vertical (`axis` 'y' gives y ranges). Even-odd, as the polygon is drawn.
 */
export function chords(ring: Ring, at: number, axis: 'x' | 'y'): [number, number][] {
  const [along, across]: [0 | 1, 0 | 1] = axis === 'x' ? [0, 1] : [1, 0];
  const crossings: number[] = [];
  for (let index = 0; index < ring.length; index += 1) {
    const a = ring[index]!;
    const b = ring[(index + 1) % ring.length]!;
    // Half-open, so that a corner exactly on the line counts once.
    if (a[across] <= at === b[across] <= at) continue;
    const share = (at - a[across]) / (b[across] - a[across]);
    crossings.push(a[along] + share * (b[along] - a[along]));
  }
  crossings.sort((p, q) => p - q);
  const pairs: [number, number][] = [];
  for (let index = 0; index + 1 < crossings.length; index += 2) pairs.push([crossings[index]!, crossings[index + 1]!]);
  return pairs;
}

const longest = (pairs: [number, number][]) => pairs.reduce<[number, number] | null>((best, pair) => (!best || pair[1] - pair[0] > best[1] - best[0] ? pair : best), null);
const around = (pairs: [number, number][], value: number) => pairs.find(([from, to]) => from <= value && value <= to) ?? null;

/** The area-weighted centre of a polygon; its box's middle for a polygon without area. */
export function centroidOf(ring: Ring): [number, number] {
  let area = 0;
  let cx = 0;
  let cy = 0;
  for (let index = 0; index < ring.length; index += 1) {
    const [x1, y1] = ring[index]!;
    const [x2, y2] = ring[(index + 1) % ring.length]!;
    const cross = x1 * y2 - x2 * y1;
    area += cross;
    cx += (x1 + x2) * cross;
    cy += (y1 + y2) * cross;
  }
  if (area === 0) {
    const box = boxOf([ring]);
    return [box.x + box.width / 2, box.y + box.height / 2];
  }
  return [cx / (3 * area), cy / (3 * area)];
}

/**
 * Where the number of a stand goes and how large it can be to fit: at the polygon's centre when that lies inside
 * it (every rectangle), else in the middle of the widest stretch across its box's middle (an L- or U-shaped
 * stand); as large as the room left and right and above and below that point allows for `text`.
 */
export function labelPlace(ring: Ring, text: string): StandLabel {
  const box = boxOf([ring]);
  let [x, y] = centroidOf(ring);
  let across = around(chords(ring, y, 'x'), x);
  if (!across) {
    y = box.y + box.height / 2;
    across = longest(chords(ring, y, 'x'));
    if (!across) return { x, y, size: 0 };
    x = (across[0] + across[1]) / 2;
  }
  const down = around(chords(ring, x, 'y'), y) ?? [box.y, box.y + box.height];
  const width = 2 * Math.min(x - across[0], across[1] - x);
  const height = 2 * Math.min(y - down[0], down[1] - y);
  const characters = Math.max(1, [...text].length);
  const size = Math.min(MAX_LABEL_CM, height * HEIGHT_SHARE, (width * WIDTH_SHARE) / (characters * CHARACTER_EM));
  return { x: Math.round(x), y: Math.round(y), size: Math.max(0, Math.floor(size)) };
}
