import { boundingBox, dayIn, formatDate, type Box, type Lang, type StandState } from '@messeportal/domain';
import type { HallDrawing } from './hall-drawing.ts';
import { DRAWING_TEXTS, filled, STATE_LABELS, TECHNICAL_POINT_LABELS } from './labels.ts';
import { LEGEND_STATES } from './state-looks.ts';

/** What the SVG and the PDF share around the plan: the box they draw, the scale, the legend, the day. */

/** The box of everything drawn: the outline and, should a stand or fixture stick out of it (a plan problem), that too. */
export function drawnBox({ geometry }: HallDrawing): Box {
  const rings = [geometry.outline, ...geometry.stands.map((stand) => stand.ring), ...geometry.fixtures.map((fixture) => fixture.ring)];
  return boundingBox(rings.flat());
}

/**
 * Scales a plan is printed at, as 1:n: those of architects' and surveyors' scale rulers, each at most 1.5 times the
 * one before, so the plan fills at least two thirds of the paper's width or height.
 */
const STANDARD_SCALES = [50, 75, 100, 125, 150, 200, 250, 300, 400, 500, 750, 1000, 1250, 1500, 2000, 2500, 3000, 4000, 5000, 7500, 10_000];

/** The largest of the standard scales at which `box` fits on paper of `widthMm` × `heightMm` (the smallest n). */
export function printScale(box: Box, widthMm: number, heightMm: number): number {
  const [widthCm, heightCm] = [box.maxX - box.minX, box.maxY - box.minY];
  // n cm of the hall make 1 cm = 10 mm on paper.
  const fits = (n: number) => (widthCm * 10) / n <= widthMm && (heightCm * 10) / n <= heightMm;
  return STANDARD_SCALES.find(fits) ?? STANDARD_SCALES.at(-1)!;
}

/** A line of the legend: a state's swatch, or a sign of what else the hall holds. */
export type LegendItem =
  | { kind: 'state'; state: StandState; text: string }
  | { kind: 'column'; text: string }
  | { kind: 'keepClear'; text: string }
  | { kind: 'technical'; letter: string; text: string };

/**
 * The legend: every state with the number of the hall's stands in it (also those with none, so two plans of one
 * event read alike), then columns, keep-clear zones and the technical points' letters where the hall has them. A
 * drawing that tells fewer states (the public one) names them.
 */
export function legendItems(drawing: HallDrawing, lang: Lang, states: readonly StandState[] = LEGEND_STATES): LegendItem[] {
  const counts = new Map<StandState, number>();
  for (const stand of drawing.stands) counts.set(stand.state, (counts.get(stand.state) ?? 0) + 1);
  const items: LegendItem[] = states.map((state) => ({ kind: 'state', state, text: `${STATE_LABELS[state][lang]} (${counts.get(state) ?? 0})` }));
  const { geometry } = drawing;
  if (geometry.columns.length > 0) items.push({ kind: 'column', text: DRAWING_TEXTS.column[lang] });
  if (geometry.keepClear.length > 0) items.push({ kind: 'keepClear', text: DRAWING_TEXTS.keepClear[lang] });
  const kinds = new Set(geometry.technicalPoints.map((point) => point.kind));
  for (const kind of ['power', 'water', 'compressed_air'] as const) {
    if (kinds.has(kind)) items.push({ kind: 'technical', letter: TECHNICAL_POINT_LABELS[kind].letter[lang], text: TECHNICAL_POINT_LABELS[kind].name[lang] });
  }
  return items;
}

/** "Stand: 05.11.2026": the day of the export on the organiser's calendar, as dd.mm.yyyy in both languages. */
const asOfText = (now: Date, timeZone: string, lang: Lang) => filled(DRAWING_TEXTS.asOf[lang], { date: formatDate(dayIn(now, timeZone)) });

/** The words of a drawing, ready to write: its title, the day, and the legend. */
export interface DrawingWords {
  title: string;
  asOf: string;
  legend: LegendItem[];
}

export const drawingWords = (drawing: HallDrawing, eventName: string, lang: Lang, now: Date, timeZone: string, states?: readonly StandState[]): DrawingWords => ({
  title: `${eventName} – ${drawing.name}`,
  asOf: asOfText(now, timeZone, lang),
  legend: legendItems(drawing, lang, states),
});
