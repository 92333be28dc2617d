import { formatNumber, type Lang } from '@messeportal/domain';
import type { HallDrawing } from './hall-drawing.ts';
import { DRAWING_TEXTS, STATE_LABELS } from './labels.ts';
import { PAGE } from './pdf-layout.ts';
import { PLAN_COLOURS as C, STATE_LOOKS } from './state-looks.ts';

type Doc = PDFKit.PDFDocument;

/** A4 portrait: the list reads and prints like any other list of the office. */
const LIST_PAGE = { size: 'A4', layout: 'portrait', margin: PAGE.margin } as const;
const ROW = 13.5;
const FONT_SIZE = 8.5;

/** `text` cut with an ellipsis to fit `width` in the current font. */
function fitted(doc: Doc, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let cut = text;
  while (cut.length > 0 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/**
 * The pages after the plan: every stand of the hall in natural order with its state (in words, beside a small
 * swatch of its colour and hatch), company and area, the head row again on each page.
 */
export function drawStandList(doc: Doc, drawing: HallDrawing, title: string, lang: Lang, fillSwatch: (path: () => void, state: keyof typeof STATE_LOOKS) => void) {
  doc.addPage(LIST_PAGE);
  const width = doc.page.width - 2 * PAGE.margin;
  const columns = { stand: PAGE.margin, state: PAGE.margin + 70, company: PAGE.margin + 180, area: PAGE.margin + width - 70 };
  const companyWidth = columns.area - columns.company - 12;
  const bottom = () => doc.page.height - PAGE.margin - PAGE.footer;

  doc.font('bold').fontSize(13).fillColor(C.text).text(`${DRAWING_TEXTS.standList[lang]} – ${title}`, PAGE.margin, PAGE.margin, { width });
  let y = doc.y + 8;
  const head = () => {
    doc.font('bold').fontSize(FONT_SIZE).fillColor(C.text);
    doc.text(DRAWING_TEXTS.stand[lang], columns.stand, y, { lineBreak: false });
    doc.text(DRAWING_TEXTS.state[lang], columns.state, y, { lineBreak: false });
    doc.text(DRAWING_TEXTS.company[lang], columns.company, y, { lineBreak: false });
    doc.text(DRAWING_TEXTS.area[lang], columns.area, y, { width: 70, align: 'right', lineBreak: false });
    y += ROW;
    doc.moveTo(PAGE.margin, y - 3).lineTo(PAGE.margin + width, y - 3).lineWidth(0.7).stroke(C.text);
    doc.font('regular');
  };
  head();
  for (const stand of drawing.stands) {
    if (y + ROW > bottom()) {
      doc.addPage(LIST_PAGE);
      y = PAGE.margin;
      head();
    }
    fillSwatch(() => doc.rect(columns.state, y + 1, 12, 8), stand.state);
    doc.rect(columns.state, y + 1, 12, 8).lineWidth(0.4).stroke(C.standEdge);
    doc.fillColor(C.text).fontSize(FONT_SIZE);
    doc.text(stand.number, columns.stand, y, { lineBreak: false });
    doc.text(STATE_LABELS[stand.state][lang], columns.state + 17, y, { lineBreak: false });
    doc.text(fitted(doc, stand.company, companyWidth), columns.company, y, { lineBreak: false });
    doc.text(formatNumber(stand.areaM2, lang), columns.area, y, { width: 70, align: 'right', lineBreak: false });
    y += ROW;
  }
}
