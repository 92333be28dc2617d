import { boundingBox, centroid, type Box, type Lang, type Ring } from '@messeportal/domain';
import type { DrawingWords, LegendItem } from './drawing-frame.ts';
import type { HallDrawing } from './hall-drawing.ts';
import { DRAWING_TEXTS, filled, FIXTURE_LABELS, TECHNICAL_POINT_LABELS } from './labels.ts';
import { lookFiller } from './pdf-hatches.ts';
import { PAGE, type PlanLayout } from './pdf-layout.ts';
import type { LabelPlace } from '@messeportal/domain';
import { KEEP_CLEAR_LOOK, PLAN_COLOURS as C, STATE_LOOKS } from './state-looks.ts';

type Doc = PDFKit.PDFDocument;
/** The largest stand number, in pt: a large island stand keeps a number, not a poster. */
const MAX_NUMBER_PT = 14;
/**
 * Smaller than this a number is left out (its stand is in the list that follows). Smaller than print can show is
 * still drawn: the PDF is vector, and a plan whose numbers stop halfway through the hall reads as broken.
 */
const MIN_NUMBER_PT = 1.5;

/**
 * The plan page of a hall's PDF: title and day at the top, the hall in vector at its scale (outline and holes,
 * aisles, sectors, keep-clear zones, fixtures, stands filled by state colour and hatch, columns, technical points,
 * stand numbers on a white halo), the legend and a scale bar below.
 */
export function drawPlanPage(doc: Doc, drawing: HallDrawing, words: DrawingWords, layout: PlanLayout, box: Box, labels: readonly LabelPlace[], lang: Lang) {
  const { ptPerCm: s } = layout;
  const x = (cm: number) => layout.left + (cm - box.minX) * s;
  const y = (cm: number) => layout.top + (cm - box.minY) * s;
  const path = (ring: Ring) => doc.polygon(...ring.map(([px, py]) => [x(px), y(py)]));
  const fillLook = lookFiller(doc, 5, 0.5);
  const { geometry } = drawing;
  const width = layout.paper.width - 2 * PAGE.margin;

  doc.font('bold').fontSize(14).fillColor(C.text).text(words.title, PAGE.margin, PAGE.margin, { width: width - 140, lineBreak: false, ellipsis: true, height: 20 });
  doc.font('regular').fontSize(9).text(words.asOf, PAGE.margin + width - 140, PAGE.margin + 4, { width: 140, align: 'right' });

  doc.lineJoin('round');
  path(geometry.outline).lineWidth(1.2).fillAndStroke(C.floor, C.outline);
  for (const hole of geometry.holes) path(hole).fillAndStroke(C.hole, C.outline);
  for (const ring of geometry.aisles) path(ring).fill(C.aisle);
  for (const sector of geometry.sectors) path(sector.ring).lineWidth(0.7).dash(5, { space: 3 }).stroke(C.sector).undash();
  for (const ring of geometry.keepClear) {
    fillLook(() => path(ring), KEEP_CLEAR_LOOK);
    path(ring).lineWidth(0.7).dash(4, { space: 2.5 }).stroke(C.keepClear).undash();
  }
  for (const fixture of geometry.fixtures) path(fixture.ring).lineWidth(0.5).fillAndStroke(C.fixture[fixture.kind], C.fixtureEdge);
  for (const stand of drawing.stands) {
    fillLook(() => path(stand.ring), STATE_LOOKS[stand.state]);
    path(stand.ring).lineWidth(0.5).stroke(C.standEdge);
  }
  for (const ring of geometry.columns) path(ring).fill(C.column);
  for (const point of geometry.technicalPoints) technicalSign(doc, x(point.at[0]), y(point.at[1]), TECHNICAL_POINT_LABELS[point.kind].letter[lang]);

  drawing.stands.forEach((stand, i) => {
    const label = labels[i]!;
    haloText(doc, stand.number, x(label.x), y(label.y), Math.min(MAX_NUMBER_PT, label.size * s), 'bold');
  });
  for (const fixture of geometry.fixtures) {
    const [cx, cy] = centroid(fixture.ring);
    haloText(doc, fixture.label || FIXTURE_LABELS[fixture.kind][lang], x(cx), y(cy), 7, 'regular');
  }
  // A sector's name just above its top left corner: its middle is usually a stand's, whose number it would cover.
  for (const sector of geometry.sectors) {
    const corner = boundingBox(sector.ring);
    doc.font('regular').fontSize(7.5);
    haloText(doc, sector.name, x(corner.minX) + doc.widthOfString(sector.name) / 2 + 2, y(corner.minY) - 5, 7.5, 'regular', C.sector);
  }

  words.legend.forEach((item, i) => legendEntry(doc, item, PAGE.margin + (i % layout.perRow) * PAGE.legendItem, layout.legendTop + Math.floor(i / layout.perRow) * PAGE.legendRow, fillLook));
  const scaleTop = layout.legendTop + Math.ceil(words.legend.length / layout.perRow) * PAGE.legendRow + 2;
  scaleBar(doc, PAGE.margin, scaleTop, s, filled(DRAWING_TEXTS.scale[lang], { scale: layout.scale, paper: layout.paper.name }));
}

/** `text` centred on (cx, cy) on a white halo that keeps it readable over any hatch; left out when too small. */
function haloText(doc: Doc, text: string, cx: number, cy: number, size: number, font: 'regular' | 'bold', colour: string = C.text) {
  if (size < MIN_NUMBER_PT) return;
  doc.font(font).fontSize(size);
  const at = { x: cx - doc.widthOfString(text) / 2, y: cy - doc.currentLineHeight() / 2 };
  const options = { lineBreak: false } as const;
  doc.save().lineJoin('round').lineWidth(size * 0.28).strokeColor('#ffffff').text(text, at.x, at.y, { ...options, stroke: true, fill: false }).restore();
  doc.fillColor(colour).text(text, at.x, at.y, options);
}

/** A technical point: a white disc ringed in the technical colour with the kind's letter. */
function technicalSign(doc: Doc, cx: number, cy: number, letter: string) {
  doc.circle(cx, cy, 3.4).lineWidth(0.5).fillAndStroke('#ffffff', C.technical);
  doc.font('bold').fontSize(4.6).fillColor(C.technical);
  doc.text(letter, cx - doc.widthOfString(letter) / 2, cy - doc.currentLineHeight() / 2, { lineBreak: false });
}

function legendEntry(doc: Doc, item: LegendItem, left: number, top: number, fillLook: ReturnType<typeof lookFiller>) {
  const swatch = () => doc.rect(left, top, 18, 11);
  if (item.kind === 'state') {
    fillLook(swatch, STATE_LOOKS[item.state]);
    swatch().lineWidth(0.5).stroke(C.standEdge);
  } else if (item.kind === 'column') {
    doc.rect(left + 4, top, 11, 11).fill(C.column);
  } else if (item.kind === 'keepClear') {
    fillLook(swatch, KEEP_CLEAR_LOOK);
    swatch().lineWidth(0.7).dash(4, { space: 2.5 }).stroke(C.keepClear).undash();
  } else technicalSign(doc, left + 9, top + 5.5, item.letter);
  doc.font('regular').fontSize(8.5).fillColor(C.text).text(item.text, left + 24, top + 0.5, { width: PAGE.legendItem - 28, lineBreak: false, ellipsis: true, height: 12 });
}

/** Lengths a scale bar may show, in metres. */
const BAR_METRES = [1, 2, 5, 10, 20, 50, 100, 200, 500];

/** A bar of four black and white parts of a round length near 120 pt, "0" and its length under it, the scale beside. */
function scaleBar(doc: Doc, left: number, top: number, ptPerCm: number, scaleText: string) {
  const metres = BAR_METRES.find((m) => m * 100 * ptPerCm >= 80) ?? BAR_METRES.at(-1)!;
  const length = metres * 100 * ptPerCm;
  for (let part = 0; part < 4; part++) {
    doc.rect(left + (part * length) / 4, top, length / 4, 4).lineWidth(0.5).fillAndStroke(part % 2 === 0 ? C.text : '#ffffff', C.text);
  }
  doc.font('regular').fontSize(7).fillColor(C.text);
  doc.text('0', left - 2, top + 5, { lineBreak: false });
  doc.text(`${metres} m`, left + length - 6, top + 5, { lineBreak: false });
  doc.fontSize(8.5).text(scaleText, left + length + 24, top - 1, { lineBreak: false });
}
