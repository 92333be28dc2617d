import { countries, epcPaymentCode, formatDate, formatIban, formatMoney, formatNumber, type Lang } from '@messeportal/domain';
import type { StoredDocumentRenderer } from '../../documents/document-pdf.ts';
import { labelOf } from '../../documents/presenter.ts';
import { renderDocumentPdf, type BusinessDocumentModel, type PdfPosition } from '../../documents/render-pdf.ts';
import { loadOrganiser } from '../../platform/settings/repo.ts';
import { letterheadOf } from '../invoice-pdf.ts';
import { noticeContentOf, type NoticeContent } from './notice-content.ts';
import { noticeTexts } from './notice-texts.ts';

/** The remittance text a notice asks for: the numbers of the invoices it lists, which the statement matching reads. */
export const noticeReference = (content: NoticeContent) => content.items.map((item) => item.number).join(' ');

/** The notice's payment code: its total to the seller's account, the invoices' numbers as the reference. */
export const noticePaymentCode = (content: NoticeContent) =>
  epcPaymentCode({ name: content.seller.name, iban: content.seller.iban, bic: content.seller.bic, amountCents: content.totals.totalCents, currency: content.currency, reference: noticeReference(content) });

const percent = (bp: number, lang: Lang) => formatNumber(bp / 100, lang);

/** A notice as a business document: the letter, a line per invoice and per charge, the sums, how to pay. */
export function noticePdfModel(content: NoticeContent, document: { number: string; date: string }, lang: Lang): BusinessDocumentModel {
  const t = noticeTexts[lang];
  const money = (cents: number) => formatMoney(cents, lang, content.currency);
  const line = (description: string, cents: number, note?: string): PdfPosition => ({ description, amount: 1, unit: '', priceSingleCents: cents, sumCents: cents, ...(note ? { note } : {}) });
  const positions = content.items.flatMap((item) => [
    line(t.invoiceLine(item.number, formatDate(item.date), formatDate(item.dueDate)), item.openCents, item.openCents === item.grossCents ? undefined : t.openOf(money(item.grossCents))),
    ...(item.feeCents > 0 ? [line(t.fee(item.number), item.feeCents)] : []),
    ...(item.flatFeeCents > 0 ? [line(t.flatFee(item.number), item.flatFeeCents)] : []),
    ...(item.interest?.periods ?? [])
      .filter((period) => period.cents > 0)
      .map((period) => line(t.interest(item.number, formatDate(period.from), formatDate(period.to), period.days, percent(period.rateBp, lang), money(item.interest!.principalCents)), period.cents)),
  ]);
  const { totals, buyer, seller } = content;
  const eventName = lang === 'en' ? content.event.nameEn : content.event.nameDe;
  const totalRows: [string, number][] = [
    [t.open, totals.openCents],
    ...(totals.feeCents > 0 ? [[t.fees, totals.feeCents] as [string, number]] : []),
    ...(totals.flatFeeCents > 0 ? [[t.flatFees, totals.flatFeeCents] as [string, number]] : []),
    ...(totals.interestCents > 0 ? [[t.interestTotal, totals.interestCents] as [string, number]] : []),
    [t.total, totals.totalCents],
  ];
  const interest = content.items.find((item) => item.interest)?.interest;
  const paymentCode = noticePaymentCode(content);
  return {
    lang,
    title: t.title[content.dunningKind],
    number: document.number,
    date: document.date,
    eventName,
    currency: content.currency,
    recipient: {
      lines: [buyer.name, buyer.nameExtra, buyer.street, `${buyer.zip} ${buyer.city}`, labelOf(countries, buyer.country.toLowerCase(), lang)].filter((part) => part.trim() !== ''),
      ustid: buyer.vatId,
    },
    infoRows: [[t.payByLabel, formatDate(content.payBy)]],
    intro: [t.greeting, t.opening[content.dunningKind](eventName)],
    positions,
    netCents: totals.totalCents,
    vatCents: 0,
    grossCents: totals.totalCents,
    vatRows: [],
    totalRows,
    amountsOnly: true,
    closing: [
      [t.payBy(money(totals.totalCents), formatDate(content.payBy)), seller.iban ? t.transfer(seller.name, formatIban(seller.iban), noticeReference(content)) : ''].join(' ').trim(),
      interest ? t.interestNote(String(interest.pointsAboveBp / 100).replace('.', lang === 'de' ? ',' : '.')) : '',
      t.crossed,
    ],
    ...(paymentCode ? { paymentCode: { payload: paymentCode, caption: t.paymentCode } } : {}),
  };
}

/** Dunning notices print the content they were sent with, under the seller's letterhead as it was then. */
export const renderDunningNotice: StoredDocumentRenderer = async (db, document, lang) => {
  const content = noticeContentOf(document);
  return content ? renderDocumentPdf(noticePdfModel(content, document, lang), letterheadOf(content, await loadOrganiser(db))) : undefined;
};
