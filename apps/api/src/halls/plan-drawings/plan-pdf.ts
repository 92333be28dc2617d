import { localeOf, type Lang } from '@messeportal/domain';
import PDFDocument from 'pdfkit';
import { fonts } from '../../documents/render-pdf.ts';
import { drawnBox, type DrawingWords } from './drawing-frame.ts';
import type { HallDrawing } from './hall-drawing.ts';
import { DRAWING_TEXTS, filled } from './labels.ts';
import { lookFiller } from './pdf-hatches.ts';
import { PAGE, planLayout } from './pdf-layout.ts';
import { drawPlanPage } from './pdf-plan-page.ts';
import { drawStandList } from './pdf-stand-list.ts';
import { labelPlace } from '@messeportal/domain';
import { PLAN_COLOURS as C, STATE_LOOKS } from './state-looks.ts';

/** pdfkit writes the info into the XMP metadata as it is: an ampersand there would break the XML. */
const xmpSafe = (value: string) => value.replace(/&/g, '+').replace(/[<>]/g, '');

/**
 * A hall as PDF (issue 31) for the technical department and the desk, and for the public plan's visitors (with what
 * they may know of each stand): the plan in vector on A4 or A3 (pdf-layout.ts) with the event's and hall's name and
 * the day, then the stand list on A4; the title, the day and "page n of m" at the foot of every page. Open Sans is embedded as in the business documents, so umlauts print and the text can be
 * searched and read out.
 */
export function planPdf(drawing: HallDrawing, words: DrawingWords, lang: Lang): Promise<Buffer> {
  const box = drawnBox(drawing);
  const labels = drawing.stands.map((stand) => labelPlace(stand.ring, stand.number));
  const layout = planLayout(box, words.legend.length, labels);
  const doc = new PDFDocument({
    size: [layout.paper.width, layout.paper.height],
    margin: PAGE.margin,
    bufferPages: true,
    font: fonts.regular,
    lang: localeOf(lang),
    displayTitle: true,
    info: { Title: xmpSafe(words.title), Subject: xmpSafe(`${DRAWING_TEXTS.standList[lang]} ${drawing.name}`) },
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const done = collect(doc);
  drawPlanPage(doc, drawing, words, layout, box, labels, lang);
  const fill = lookFiller(doc, 4, 0.45);
  drawStandList(doc, drawing, words.title, lang, (path, state) => fill(path, STATE_LOOKS[state]));
  drawFooters(doc, words, lang);
  doc.end();
  return done;
}

/** "Title · Stand: dd.mm.yyyy" and "Page n of m" at the foot of every page, drawn once all pages exist. */
function drawFooters(doc: PDFKit.PDFDocument, words: DrawingWords, lang: Lang) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing below the bottom margin would make pdfkit open a new page.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const width = doc.page.width - 2 * PAGE.margin;
    const top = doc.page.height - PAGE.margin - 8;
    doc.font('regular').fontSize(7).fillColor('#555555');
    doc.text(`${words.title} · ${words.asOf}`, PAGE.margin, top, { width: width - 90, lineBreak: false, ellipsis: true, height: 9 });
    doc.text(filled(DRAWING_TEXTS.page[lang], { page: i - range.start + 1, pages: range.count }), PAGE.margin, top, { width, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottomMargin;
  }
  doc.fillColor(C.text);
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
