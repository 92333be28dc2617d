import { formatDate, formatMoney, type HistoryInvoice, type Lang } from '@messeportal/domain';
import type { LetterLayout } from '../../documents/render-pdf.ts';
import { paymentStateName } from './labels.ts';
import { statementTexts } from './statement-texts.ts';

/** What the statement's table and totals show: the company's invoices and, per currency, what is open, overdue and owed back. */
export interface StatementBody {
  lang: Lang;
  /** The organiser's calendar day the statement is made on. */
  today: string;
  invoices: HistoryInvoice[];
  totals: { currency: string; openCents: number; overdueCents: number; creditBalanceCents: number }[];
}

const cents = (euros: number) => Math.round(euros * 100);
/** Widths of the money and date columns; the invoice column takes what is left. */
const WIDTHS = { date: 58, due: 58, money: 66 };

/** The statement's table (an invoice a row, its event and state under its number), its totals and a closing line. */
export function drawStatement(doc: PDFKit.PDFDocument, layout: LetterLayout, body: StatementBody) {
  const t = statementTexts[body.lang];
  const money = (euros: number, currency: string) => formatMoney(cents(euros), body.lang, currency);
  const invoiceWidth = layout.width - WIDTHS.date - WIDTHS.due - 4 * WIDTHS.money;
  const x = { invoice: layout.left, date: layout.left + invoiceWidth, due: layout.left + invoiceWidth + WIDTHS.date };
  const moneyX = (i: number) => x.due + WIDTHS.due + i * WIDTHS.money;
  const header = () => {
    const y = doc.y;
    doc.font('bold').fontSize(8.5).fillColor('black');
    doc.text(t.invoice, x.invoice, y, { width: invoiceWidth });
    doc.text(t.date, x.date, y, { width: WIDTHS.date });
    doc.text(t.due, x.due, y, { width: WIDTHS.due });
    [t.gross, t.credited, t.paid, t.open].forEach((label, i) => doc.text(label, moneyX(i), y, { width: WIDTHS.money, align: 'right' }));
    const lineY = doc.y + 3;
    doc.moveTo(layout.left, lineY).lineTo(layout.left + layout.width, lineY).strokeColor('black').lineWidth(0.7).stroke();
    doc.y = lineY + 5;
  };

  doc.font('regular').fontSize(9.5).fillColor('black').text(t.intro(formatDate(body.today)), layout.left, doc.y, { width: layout.width });
  doc.moveDown(0.8);
  header();
  if (body.invoices.length === 0) doc.font('regular').fontSize(9).fillColor(layout.grey).text(t.none, layout.left, doc.y).fillColor('black');
  for (const invoice of body.invoices) {
    const detail = [invoice.eventName, paymentStateName(invoice.state, body.lang), invoice.disputed ? t.disputed : ''].filter(Boolean).join(' · ');
    const height = doc.fontSize(9).heightOfString(invoice.number, { width: invoiceWidth - 6 }) + doc.fontSize(7.5).heightOfString(detail, { width: invoiceWidth - 6 });
    if (doc.y + height > layout.bottom()) {
      doc.addPage();
      header();
    }
    const y = doc.y;
    const credited = invoice.corrections.reduce((all, correction) => all + correction.gross, 0);
    doc.font('regular').fontSize(9).fillColor('black');
    doc.text(formatDate(invoice.date), x.date, y, { width: WIDTHS.date });
    doc.text(invoice.dueDate ? formatDate(invoice.dueDate) : '–', x.due, y, { width: WIDTHS.due });
    [invoice.gross, credited, invoice.paid, invoice.open].forEach((euros, i) => doc.text(money(euros, invoice.currency), moneyX(i), y, { width: WIDTHS.money, align: 'right' }));
    doc.text(invoice.number, x.invoice, y, { width: invoiceWidth - 6 });
    doc.fontSize(7.5).fillColor(layout.grey).text(detail, x.invoice, doc.y, { width: invoiceWidth - 6 }).fillColor('black');
    doc.y = Math.max(doc.y, y + height) + 5;
  }
  drawTotals(doc, layout, body);
}

function drawTotals(doc: PDFKit.PDFDocument, layout: LetterLayout, body: StatementBody) {
  const t = statementTexts[body.lang];
  const labelX = layout.left + layout.width - 280;
  if (doc.y + 90 > layout.bottom()) doc.addPage();
  doc.moveTo(labelX, doc.y).lineTo(layout.left + layout.width, doc.y).strokeColor('black').lineWidth(0.7).stroke();
  doc.y += 5;
  const row = (label: string, cents: number, currency: string, strong = false) => {
    const y = doc.y;
    doc.font(strong ? 'bold' : 'regular').fontSize(strong ? 10.5 : 9.5);
    doc.text(label, labelX, y, { width: 180 });
    doc.text(formatMoney(cents, body.lang, currency), labelX + 180, y, { width: 100, align: 'right' });
    doc.y += 2;
  };
  const totals = body.totals.length > 0 ? body.totals : [{ currency: 'EUR', openCents: 0, overdueCents: 0, creditBalanceCents: 0 }];
  for (const total of totals) {
    row(t.totalOpen, total.openCents, total.currency, true);
    if (total.overdueCents > 0) row(t.overdue, total.overdueCents, total.currency);
    if (total.creditBalanceCents > 0) row(t.creditBalance, total.creditBalanceCents, total.currency);
  }
  const anyOpen = totals.some((total) => total.openCents > 0);
  doc.y += 18;
  doc.font('regular').fontSize(9.5).fillColor('black').text(anyOpen ? t.pay : t.settled, layout.left, doc.y, { width: layout.width });
}
