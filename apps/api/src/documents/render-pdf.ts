import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import { formatDate, formatIban, formatMoney, formatNumber, localeOf, type Lang } from '@messeportal/domain';
import type { PrintedOrganiser } from '../platform/settings/repo.ts';
import { drawQrCode } from './draw-payment-code.ts';
import { fill, pdfTexts, type PdfTexts } from './pdf-texts.ts';

export interface PdfPosition {
  description: string;
  amount: number;
  /** The unit's label in the document's language (m², pauschal, pieces …). */
  unit: string;
  priceSingleCents: number;
  sumCents: number;
  /** A small line under the description (an offer's list price beside its deviating price). */
  note?: string;
}

/** Everything a business document PDF shows, already loaded and in the document's language. */
export interface BusinessDocumentModel {
  lang: Lang;
  /** Order confirmation, Invoice … */
  title: string;
  /** Empty on a document that must not carry a number (a pro-forma invoice). */
  number: string;
  /** Calendar day 'YYYY-MM-DD'. */
  date: string;
  eventName: string;
  currency: string;
  recipient: { lines: string[]; ustid: string };
  positions: PdfPosition[];
  netCents: number;
  vatCents: number;
  grossCents: number;
  /** A row per VAT rate or exemption, labelled for the buyer's tax case (domain vatRowLabel). */
  vatRows: [label: string, cents: number][];
  /** More rows of the info block beside the address (an offer's validity). */
  infoRows?: [string, string][];
  /** A line under the heading (an offer's own title). */
  subject?: string;
  /** Paragraphs between the heading and the positions (a dunning notice's letter). */
  intro?: string[];
  /** The rows under the positions, when not net, VAT and gross (a dunning notice: open, fees, interest, to pay); the last is bold. */
  totalRows?: [label: string, cents: number][];
  /** Positions with an amount only, no quantity or unit price (a dunning notice's invoices and charges). */
  amountsOnly?: boolean;
  /** Paragraphs after the totals (an offer's footer text and validity). */
  closing?: string[];
  /** A payment code to scan (an invoice's EPC QR code) with the words beside it. */
  paymentCode?: { payload: string; caption: string };
  /** A warning at the top of every page (a pro-forma invoice: not an invoice), so no page can pass for another document. */
  pageMark?: string;
}

/** The heading of a document: its title and, when it has one, its number. */
const headingOf = (model: BusinessDocumentModel) => [model.title, model.number].filter((part) => part !== '').join(' ');

// pdfkit's built-in Helvetica would not be embedded; Open Sans ships as TTF in an npm package. Each font is
// parsed once per process: a font parsed per document (its layout tables decoded again) made a render 3× slower.
const require = createRequire(import.meta.url);
const loadFont = (file: string) => {
  const font = fontkit.create(readFileSync(require.resolve(`@expo-google-fonts/open-sans/${file}`)));
  if (!('layout' in font)) throw new Error(`${file} is a font collection, not a font`);
  // fontkit keeps each glyph with the characters it was first asked for, and pdfkit maps a glyph back to text
  // (ToUnicode) by them. A letter first reached as part of another glyph (the U inside Ü, when a document is
  // finished) would keep none, and every later document of the process would print it as text nobody can
  // search, copy or have read out. So each glyph is first asked for by its own character; not a ligature (ﬀ),
  // whose glyph the layout reaches from the letters it joins (f, f) and should keep them.
  for (const codePoint of font.characterSet) {
    if (String.fromCodePoint(codePoint).normalize('NFKC').length === 1) font.glyphForCodePoint(codePoint);
  }
  // pdfkit 0.20 takes a fontkit font wherever it takes a font file; its types only know paths and bytes.
  return font as unknown as string;
};
/** Open Sans, regular and bold, as pdfkit takes them; the hall plan's PDF (desk/hall-plan-exports) registers the same. */
export const fonts = {
  regular: loadFont('400Regular/OpenSans_400Regular.ttf'),
  bold: loadFont('700Bold/OpenSans_700Bold.ttf'),
};

const MARGIN = 56;
/** A4 is 595.28 pt wide. */
const CONTENT_WIDTH = 595.28 - 2 * MARGIN;
const FOOTER_HEIGHT = 64;
const GREY = '#555555';
const MARK_RED = '#a4161a';
/** Column widths of the positions table; the description takes what is left of the content width. */
const COLUMNS = { position: 30, amount: 85, priceSingle: 80, sum: 80 };

/**
 * Renders an order confirmation, invoice, credit note or cancellation voucher as an A4 PDF with embedded fonts,
 * under the organiser's letterhead (its settings, issue 15).
 */
export function renderDocumentPdf(model: BusinessDocumentModel, organiser: PrintedOrganiser, eInvoice?: EInvoiceAttachment): Promise<Buffer> {
  const texts = pdfTexts[model.lang];
  return renderLetterPdf(
    model,
    organiser,
    (doc) => {
      drawPositions(doc, model, texts);
      drawTotals(doc, model, texts);
      drawClosing(doc, model.closing ?? []);
      if (model.paymentCode) drawPaymentCode(doc, model.paymentCode);
      if (model.pageMark) drawPageMarks(doc, model.pageMark);
    },
    eInvoice,
  );
}

/** The XML of an e-invoice and its Factur-X conformance level, carried by the PDF. */
export interface EInvoiceAttachment {
  xml: string;
  issued: Date;
}

/**
 * Makes the PDF a ZUGFeRD 2 / Factur-X invoice (profile EN 16931): PDF/A-3b (set when the document is made),
 * the CII XML embedded as `factur-x.xml` in the relationship "Alternative", and the Factur-X extension
 * schema in the XMP metadata that tells readers where to find it.
 */
function attachEInvoice(doc: PDFKit.PDFDocument, { xml, issued }: EInvoiceAttachment) {
  // pdfkit 0.20 writes AFRelationship from `relationship` and lists the file in the catalogue's /AF; its types
  // do not know either option yet.
  const attachment = {
    name: FACTUR_X_FILE,
    type: 'text/xml',
    relationship: 'Alternative',
    description: 'Factur-X / ZUGFeRD invoice (EN 16931)',
    creationDate: issued,
    modifiedDate: issued,
  };
  doc.file(Buffer.from(xml, 'utf8'), attachment as PDFKit.Mixins.PDFAttachmentOptions);
  (doc as PDFKit.PDFDocument & { appendXML(xml: string): void }).appendXML(FACTUR_X_XMP);
}

const FACTUR_X_FILE = 'factur-x.xml';
const FX_NS = 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#';
const fxProperty = (name: string, description: string) => `
              <rdf:li rdf:parseType="Resource">
                <pdfaProperty:name>${name}</pdfaProperty:name>
                <pdfaProperty:valueType>Text</pdfaProperty:valueType>
                <pdfaProperty:category>external</pdfaProperty:category>
                <pdfaProperty:description>${description}</pdfaProperty:description>
              </rdf:li>`;
const FACTUR_X_XMP = `
        <rdf:Description rdf:about="" xmlns:fx="${FX_NS}">
          <fx:DocumentType>INVOICE</fx:DocumentType>
          <fx:DocumentFileName>${FACTUR_X_FILE}</fx:DocumentFileName>
          <fx:Version>1.0</fx:Version>
          <fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>
        </rdf:Description>
        <rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
          <pdfaExtension:schemas>
            <rdf:Bag>
              <rdf:li rdf:parseType="Resource">
                <pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
                <pdfaSchema:namespaceURI>${FX_NS}</pdfaSchema:namespaceURI>
                <pdfaSchema:prefix>fx</pdfaSchema:prefix>
                <pdfaSchema:property>
                  <rdf:Seq>${fxProperty('DocumentFileName', 'The name of the embedded XML document')}${fxProperty('DocumentType', 'The type of the hybrid document in capital letters, e.g. INVOICE or ORDER')}${fxProperty('Version', 'The actual version of the standard applying to the embedded XML document')}${fxProperty('ConformanceLevel', 'The conformance level of the embedded XML document')}
                  </rdf:Seq>
                </pdfaSchema:property>
              </rdf:li>
            </rdf:Bag>
          </pdfaExtension:schemas>
        </rdf:Description>`;

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** The country of an ISO code in the document's language (DE: Deutschland, Germany). */
const countryName = (code: string, lang: Lang) => new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code;

/** Parts of a line that are filled in, joined by a middle dot. */
const line = (...parts: string[]) => parts.filter((part) => part.trim() !== '').join(' · ');

/** The box the logo is fitted into at the top left, in pt. */
const LOGO_BOX = { width: 170, height: 48, top: MARGIN - 4 };

function drawLetterhead(doc: PDFKit.PDFDocument, model: BusinessDocumentModel, texts: PdfTexts, organiser: PrintedOrganiser) {
  const right = MARGIN + CONTENT_WIDTH;
  // The logo at the top left; the name and contact lines right-aligned beside it, wrapping rather than running
  // under it.
  if (organiser.logo) doc.image(organiser.logo, MARGIN, LOGO_BOX.top, { fit: [LOGO_BOX.width, LOGO_BOX.height] });
  const textX = organiser.logo ? MARGIN + LOGO_BOX.width + 12 : MARGIN;
  const beside = { width: right - textX, align: 'right' as const };
  doc.font('bold').fontSize(16).text(organiser.companyName, textX, MARGIN, beside);
  doc
    .font('regular')
    .fontSize(8.5)
    .fillColor(GREY)
    .text(
      [
        line(organiser.street, `${organiser.zip} ${organiser.city}`, countryName(organiser.country, model.lang)),
        line(organiser.phone && `${texts.phone} ${organiser.phone}`, organiser.email, organiser.website),
      ].join('\n'),
      textX,
      doc.y,
      beside,
    );
  const ruleY = Math.max(doc.y, organiser.logo ? LOGO_BOX.top + LOGO_BOX.height : 0) + 6;
  doc.moveTo(MARGIN, ruleY).lineTo(right, ruleY).strokeColor('#bbbbbb').lineWidth(0.5).stroke();

  // The sender line and address sit where a window envelope shows them (DIN 5008 form B, roughly).
  const addressTop = 150;
  doc.fontSize(7).text(line(organiser.companyName, organiser.street, `${organiser.zip} ${organiser.city}`), MARGIN, addressTop - 14);
  doc.fillColor('black').fontSize(10).text(model.recipient.lines.join('\n'), MARGIN, addressTop, { width: 250 });
  if (model.recipient.ustid) doc.text(`${texts.customerUstid} ${model.recipient.ustid}`);
  const addressBottom = doc.y;

  const infoX = 318;
  const rows: [string, string][] = [
    ...(model.number ? [[texts.number, model.number] as [string, string]] : []),
    [texts.date, formatDate(model.date)],
    [texts.event, model.eventName],
    ...(model.infoRows ?? []),
  ];
  doc.y = addressTop;
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('regular').fillColor(GREY).text(label, infoX, y, { width: 92 });
    const labelBottom = doc.y;
    doc.fillColor('black').text(value, infoX + 94, y, { width: right - infoX - 94 });
    doc.y = Math.max(doc.y, labelBottom);
  }

  doc.y = Math.max(addressBottom, doc.y) + 36;
  doc.font('bold').fontSize(15).text(headingOf(model), MARGIN, doc.y);
  if (model.subject) doc.font('bold').fontSize(11).text(model.subject, { width: CONTENT_WIDTH });
  doc.moveDown(0.8);
  if (model.intro) {
    doc.font('regular').fontSize(9.5);
    for (const paragraph of model.intro) doc.text(paragraph, MARGIN, doc.y, { width: CONTENT_WIDTH }).moveDown(0.6);
    doc.moveDown(0.4);
  }
}

function columnsX(amountsOnly = false) {
  const descriptionWidth = CONTENT_WIDTH - COLUMNS.position - COLUMNS.sum - (amountsOnly ? 0 : COLUMNS.amount + COLUMNS.priceSingle);
  const description = MARGIN + COLUMNS.position;
  const amount = description + descriptionWidth;
  const priceSingle = amount + COLUMNS.amount;
  const sum = amountsOnly ? amount : priceSingle + COLUMNS.priceSingle;
  return { position: MARGIN, description, descriptionWidth, amount, priceSingle, sum };
}

function drawTableHeader(doc: PDFKit.PDFDocument, texts: PdfTexts, amountsOnly = false) {
  const x = columnsX(amountsOnly);
  const y = doc.y;
  doc.font('bold').fontSize(9).fillColor('black');
  doc.text(texts.position, x.position, y, { width: COLUMNS.position });
  doc.text(texts.description, x.description, y, { width: x.descriptionWidth });
  if (!amountsOnly) {
    doc.text(texts.amount, x.amount, y, { width: COLUMNS.amount, align: 'right' });
    doc.text(texts.priceSingle, x.priceSingle, y, { width: COLUMNS.priceSingle, align: 'right' });
  }
  doc.text(texts.sum, x.sum, y, { width: COLUMNS.sum, align: 'right' });
  const lineY = doc.y + 3;
  doc.moveTo(MARGIN, lineY).lineTo(MARGIN + CONTENT_WIDTH, lineY).strokeColor('black').lineWidth(0.7).stroke();
  doc.y = lineY + 5;
  doc.font('regular');
}

function drawPositions(doc: PDFKit.PDFDocument, model: BusinessDocumentModel, texts: PdfTexts) {
  const amountsOnly = model.amountsOnly ?? false;
  const x = columnsX(amountsOnly);
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  drawTableHeader(doc, texts, amountsOnly);
  if (model.positions.length === 0) {
    doc.fontSize(9).fillColor(GREY).text(texts.noPositions, x.description, doc.y).fillColor('black');
    return;
  }
  model.positions.forEach((position, i) => {
    doc.font('regular').fontSize(9);
    const noteHeight = position.note ? doc.fontSize(7.5).heightOfString(position.note, { width: x.descriptionWidth - 6 }) : 0;
    const height = doc.fontSize(9).heightOfString(position.description, { width: x.descriptionWidth - 6 }) + noteHeight;
    if (doc.y + height > bottom()) {
      doc.addPage();
      drawTableHeader(doc, texts, amountsOnly);
    }
    const y = doc.y;
    doc.text(String(i + 1), x.position, y, { width: COLUMNS.position });
    if (!amountsOnly) {
      doc.text(`${formatNumber(position.amount, model.lang)} ${position.unit}`, x.amount, y, { width: COLUMNS.amount, align: 'right' });
      doc.text(formatMoney(position.priceSingleCents, model.lang, model.currency), x.priceSingle, y, { width: COLUMNS.priceSingle, align: 'right' });
    }
    doc.text(formatMoney(position.sumCents, model.lang, model.currency), x.sum, y, { width: COLUMNS.sum, align: 'right' });
    doc.text(position.description, x.description, y, { width: x.descriptionWidth - 6 });
    if (position.note) doc.fontSize(7.5).fillColor(GREY).text(position.note, x.description, doc.y, { width: x.descriptionWidth - 6 }).fillColor('black');
    doc.y = Math.max(doc.y, y + height) + 5;
  });
}

function drawTotals(doc: PDFKit.PDFDocument, model: BusinessDocumentModel, texts: PdfTexts) {
  const labelX = MARGIN + CONTENT_WIDTH - 260;
  if (doc.y + 70 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  doc.moveTo(labelX, doc.y).lineTo(MARGIN + CONTENT_WIDTH, doc.y).strokeColor('black').lineWidth(0.7).stroke();
  doc.y += 5;
  const rows: [string, number, boolean][] = model.totalRows
    ? model.totalRows.map(([label, cents], index, all): [string, number, boolean] => [label, cents, index === all.length - 1])
    : [[texts.net, model.netCents, false], ...model.vatRows.map(([label, cents]): [string, number, boolean] => [label, cents, false]), [texts.gross, model.grossCents, true]];
  for (const [label, cents, strong] of rows) {
    const y = doc.y;
    doc.font(strong ? 'bold' : 'regular').fontSize(strong ? 10.5 : 9.5);
    doc.text(label, labelX, y, { width: 170 });
    doc.text(formatMoney(cents, model.lang, model.currency), labelX + 170, y, { width: 90, align: 'right' });
    doc.y += 2;
  }
}

function drawClosing(doc: PDFKit.PDFDocument, paragraphs: string[]) {
  const texts = paragraphs.filter((paragraph) => paragraph.trim() !== '');
  if (texts.length === 0) return;
  doc.y += 18;
  doc.font('regular').fontSize(9.5).fillColor('black');
  for (const paragraph of texts) doc.text(paragraph, MARGIN, doc.y, { width: CONTENT_WIDTH }).moveDown(0.6);
}

const PAYMENT_CODE_SIZE = 92;

/** The payment code at the left with its caption beside it, kept on one page. */
function drawPaymentCode(doc: PDFKit.PDFDocument, { payload, caption }: { payload: string; caption: string }) {
  const bottom = doc.page.height - doc.page.margins.bottom;
  if (doc.y + 6 + PAYMENT_CODE_SIZE > bottom) doc.addPage();
  const top = doc.y + 6;
  drawQrCode(doc, payload, MARGIN - 8, top, PAYMENT_CODE_SIZE);
  const textX = MARGIN + PAYMENT_CODE_SIZE + 6;
  doc.font('regular').fontSize(9).fillColor(GREY).text(caption, textX, top + 12, { width: CONTENT_WIDTH - (textX - MARGIN) });
  doc.fillColor('black');
  doc.y = Math.max(doc.y, top + PAYMENT_CODE_SIZE);
}

/** `mark` centred in the top margin of every page, drawn once all pages exist. */
function drawPageMarks(doc: PDFKit.PDFDocument, mark: string) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    doc.font('bold').fontSize(8.5).fillColor(MARK_RED).text(mark, MARGIN, MARGIN - 30, { width: CONTENT_WIDTH, align: 'center', lineBreak: false });
  }
  doc.fillColor('black');
}

/** The lines of a footer column that are filled in. */
const lines = (...parts: (string | false)[]) => parts.filter((part): part is string => !!part && part.trim() !== '').join('\n');

/** Organiser details, its footer text and "page n of m" on every page, drawn once all pages exist. */
function drawFooters(doc: PDFKit.PDFDocument, texts: PdfTexts, organiser: PrintedOrganiser, lang: Lang) {
  const range = doc.bufferedPageRange();
  const columns = [
    lines(organiser.companyName, organiser.street, `${organiser.zip} ${organiser.city}`),
    lines(
      organiser.managingDirectors && `${texts.managingDirector}: ${organiser.managingDirectors}`,
      organiser.commercialRegister,
      organiser.vatId && `${texts.ustid} ${organiser.vatId}`,
      organiser.taxNumber && `${texts.taxNumber} ${organiser.taxNumber}`,
    ),
    lines(organiser.bankName && `${texts.bank}: ${organiser.bankName}`, organiser.iban && `IBAN ${formatIban(organiser.iban)}`, organiser.bic && `BIC ${organiser.bic}`),
  ];
  const footerText = lang === 'de' ? organiser.documentFooterDe : organiser.documentFooterEn;
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing below the bottom margin would make pdfkit open a new page.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const top = doc.page.height - MARGIN - FOOTER_HEIGHT + 14;
    doc.moveTo(MARGIN, top - 6).lineTo(MARGIN + CONTENT_WIDTH, top - 6).strokeColor('#bbbbbb').lineWidth(0.5).stroke();
    doc.font('regular').fontSize(7).fillColor(GREY);
    const columnWidth = CONTENT_WIDTH / 3 - 6;
    columns.forEach((column, c) => doc.text(column, MARGIN + (c * CONTENT_WIDTH) / 3, top, { width: columnWidth }));
    // The footer text and page number below the tallest column, however far a long name wraps it.
    const tallest = Math.max(...columns.map((column) => doc.heightOfString(column, { width: columnWidth })));
    const lastLine = Math.max(top + 38, top + tallest + 3);
    if (footerText) doc.text(footerText, MARGIN, lastLine, { width: CONTENT_WIDTH - 90, height: 9, ellipsis: true });
    doc.text(fill(texts.page, { page: i - range.start + 1, pages: range.count }), MARGIN, lastLine, {
      width: CONTENT_WIDTH,
      align: 'right',
    });
    doc.page.margins.bottom = bottomMargin;
  }
  doc.fillColor('black');
}

/** Where a letter's own content may draw: the left margin, the width between the margins, the grey of secondary text. */
export interface LetterLayout {
  left: number;
  width: number;
  grey: string;
  /** The lowest y on a page before the footer. */
  bottom(): number;
}

/**
 * A letter on the organiser's letterhead (heading, recipient, info block) with its footers: `body` draws what lies
 * between, a business document's positions and totals (renderDocumentPdf) or a layout of its own (a statement of
 * account). With an e-invoice, a PDF/A-3b carrying it.
 */
export function renderLetterPdf(
  model: BusinessDocumentModel,
  organiser: PrintedOrganiser,
  body: (doc: PDFKit.PDFDocument, layout: LetterLayout) => void,
  eInvoice?: EInvoiceAttachment,
): Promise<Buffer> {
  const texts = pdfTexts[model.lang];
  // pdfkit writes the info into the XMP metadata as it is: an ampersand there would break the XML.
  const xmpSafe = (value: string) => value.replace(/&/g, '+').replace(/[<>]/g, '');
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_HEIGHT },
    bufferPages: true,
    font: fonts.regular,
    lang: localeOf(model.lang),
    displayTitle: true,
    info: { Title: xmpSafe(headingOf(model)), Author: xmpSafe(organiser.companyName), Subject: xmpSafe(model.eventName) },
    ...(eInvoice ? { subset: 'PDF/A-3b' as const, pdfVersion: '1.7' as const } : {}),
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const done = collect(doc);
  drawLetterhead(doc, model, texts, organiser);
  body(doc, { left: MARGIN, width: CONTENT_WIDTH, grey: GREY, bottom: () => doc.page.height - doc.page.margins.bottom });
  drawFooters(doc, texts, organiser, model.lang);
  if (eInvoice) attachEInvoice(doc, eInvoice);
  doc.end();
  return done;
}
