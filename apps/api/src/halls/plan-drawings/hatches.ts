import type { Hatch } from './state-looks.ts';

/**
 * The marks of a hatch in one square tile of side 1, which the SVG (a <pattern>) and the PDF (a tiling pattern)
 * repeat: lines as [x1, y1, x2, y2] and dots as [cx, cy, r]. A diagonal line also gets the two short pieces at
 * the opposite corners, so that a thick stroke shows no notch where one tile meets the next.
 */
export interface HatchMarks {
  lines: [number, number, number, number][];
  dots: [number, number, number][];
}

const SLASH: HatchMarks['lines'] = [
  [0, 1, 1, 0],
  [-0.25, 0.25, 0.25, -0.25],
  [0.75, 1.25, 1.25, 0.75],
];
const BACKSLASH: HatchMarks['lines'] = [
  [0, 0, 1, 1],
  [-0.25, 0.75, 0.25, 1.25],
  [0.75, -0.25, 1.25, 0.25],
];

export function hatchMarks(hatch: Hatch): HatchMarks {
  switch (hatch) {
    case 'none':
      return { lines: [], dots: [] };
    case 'dots':
      return { lines: [], dots: [[0.5, 0.5, 0.2]] };
    case 'horizontal':
      return { lines: [[0, 0.5, 1, 0.5]], dots: [] };
    case 'vertical':
      return { lines: [[0.5, 0, 0.5, 1]], dots: [] };
    case 'diagonal':
      return { lines: SLASH, dots: [] };
    case 'cross':
      return { lines: [...SLASH, ...BACKSLASH], dots: [] };
    case 'grid':
      return { lines: [[0, 0.5, 1, 0.5], [0.5, 0, 0.5, 1]], dots: [] };
  }
}
