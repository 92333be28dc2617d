import type { Ring } from '@messeportal/domain';
import { hatchMarks } from '../../halls/plan-drawings/hatches.ts';
import type { HatchedLook } from '../../halls/plan-drawings/state-looks.ts';

/** Small builders of SVG markup: escaped text and attributes, rings as points and paths, the states' patterns. */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
/** Text and attribute values with XML's special characters escaped, and the controls XML 1.0 forbids left out. */
export const xml = (text: string) =>
  text
    // eslint-disable-next-line no-control-regex -- these are exactly the characters XML 1.0 does not allow
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/[&<>"']/g, (char) => ESCAPES[char]!);

/** A number as SVG writes it: at most one decimal (a millimetre of the hall), no "-0". */
export const num = (value: number) => String(Math.round(value * 10) / 10 || 0);

/** An element with attributes (undefined ones left out) and, unless empty, its content. */
export function tag(name: string, attributes: Record<string, string | number | undefined>, content = ''): string {
  const attrs = Object.entries(attributes)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? num(value) : xml(value!)}"`)
    .join('');
  return content === '' ? `<${name}${attrs}/>` : `<${name}${attrs}>${content}</${name}>`;
}

export const points = (ring: Ring) => ring.map(([x, y]) => `${x},${y}`).join(' ');

/** Rings as one path, so an outline's holes are cut out (fill-rule evenodd). */
export const ringsPath = (rings: readonly Ring[]) => rings.map((ring) => `M${ring.map(([x, y]) => `${x} ${y}`).join('L')}Z`).join('');

/**
 * A state's fill as a <pattern>: the state's colour under its hatch, one tile of `tile` user units, lines `line`
 * wide. A stand is then one polygon filled with it: one shape per stand, as an import reads stands.
 */
export function statePattern(id: string, look: HatchedLook, tile: number, line: number): string {
  const { lines, dots } = hatchMarks(look.hatch);
  const scaled = (value: number) => value * tile;
  const marks = [
    tag('rect', { width: tile, height: tile, fill: look.fill }),
    ...lines.map(([x1, y1, x2, y2]) => tag('line', { x1: scaled(x1), y1: scaled(y1), x2: scaled(x2), y2: scaled(y2), stroke: look.ink, 'stroke-width': line })),
    ...dots.map(([cx, cy, r]) => tag('circle', { cx: scaled(cx), cy: scaled(cy), r: scaled(r), fill: look.ink })),
  ];
  return tag('pattern', { id, patternUnits: 'userSpaceOnUse', width: tile, height: tile }, marks.join(''));
}
