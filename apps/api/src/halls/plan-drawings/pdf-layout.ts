import type { Box } from '@messeportal/domain';
import { printScale } from './drawing-frame.ts';
import type { LabelPlace } from '@messeportal/domain';

/** Paper in pt, landscape: the plan page is A4 when its numbers are readable there, else A3. */
const PAPERS = [
  { name: 'A4', width: 841.89, height: 595.28 },
  { name: 'A3', width: 1190.55, height: 841.89 },
] as const;
type Paper = { name: 'A4' | 'A3'; width: number; height: number };

const MM_PER_PT = 25.4 / 72;
/** The smallest stand number that reads well on paper, in pt (about 1.8 mm high). */
const READABLE_PT = 5;

/** The page around the plan, in pt: margins, title band, a legend row, a legend entry's width, the footer. */
export const PAGE = { margin: 28, title: 34, legendRow: 16, legendItem: 132, scaleLine: 18, footer: 16 } as const;

export interface PlanLayout {
  paper: Paper;
  /** Printed at 1:scale. */
  scale: number;
  /** pt per centimetre of the hall. */
  ptPerCm: number;
  /** Where the box's top left corner is drawn. */
  left: number;
  top: number;
  legendTop: number;
  perRow: number;
}

/**
 * Where the plan goes on which paper: each paper's page less its bands holds the plan at the largest standard
 * scale that fits (printScale), so a ruler on the print measures the hall. Landscape, as halls are wider than
 * deep, unless the hall is so much deeper than wide that it is drawn larger upright. A4 when nine in ten stand
 * numbers print at 5 pt or more there, else A3, where they are 1.4 times larger. The plan is centred in the room left.
 */
export function planLayout(box: Box, legendEntries: number, labels: readonly LabelPlace[]): PlanLayout {
  const sizes = labels.map((label) => label.size).sort((a, b) => a - b);
  const tenthSmallest = sizes[Math.floor(sizes.length / 10)] ?? Infinity;
  const layouts = PAPERS.map((paper) => {
    const landscape = layoutOn(paper, box, legendEntries);
    const portrait = layoutOn({ ...paper, width: paper.height, height: paper.width }, box, legendEntries);
    return portrait.ptPerCm > landscape.ptPerCm ? portrait : landscape;
  });
  return layouts.find((layout) => tenthSmallest * layout.ptPerCm >= READABLE_PT) ?? layouts.at(-1)!;
}

function layoutOn(paper: Paper, box: Box, legendEntries: number): PlanLayout {
  const width = paper.width - 2 * PAGE.margin;
  const perRow = Math.max(1, Math.floor(width / PAGE.legendItem));
  const legendHeight = Math.ceil(legendEntries / perRow) * PAGE.legendRow + PAGE.scaleLine;
  const height = paper.height - 2 * PAGE.margin - PAGE.title - legendHeight - PAGE.footer;
  const scale = printScale(box, width * MM_PER_PT, height * MM_PER_PT);
  // 1 cm of the hall is 10/scale mm of paper.
  const ptPerCm = 10 / scale / MM_PER_PT;
  const [planWidth, planHeight] = [(box.maxX - box.minX) * ptPerCm, (box.maxY - box.minY) * ptPerCm];
  const top = PAGE.margin + PAGE.title + (height - planHeight) / 2;
  return { paper, scale, ptPerCm, left: PAGE.margin + (width - planWidth) / 2, top, legendTop: PAGE.margin + PAGE.title + height + 6, perRow };
}
