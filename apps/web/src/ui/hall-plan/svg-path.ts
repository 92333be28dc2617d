import type { Ring } from '@messeportal/domain';

/** A ring as SVG path data, closed: `M x y L x y … Z`. */
export const ringPath = (ring: Ring): string => `M${ring.map(([x, y]) => `${x} ${y}`).join('L')}Z`;

/** Several rings as one path: drawn with `fill-rule="evenodd"`, an outline with its holes cut out. */
export const ringsPath = (rings: readonly Ring[]): string => rings.map(ringPath).join('');

/** A ring as the `points` of an SVG polygon. */
export const ringPoints = (ring: Ring): string => ring.map(([x, y]) => `${x},${y}`).join(' ');
