import { formatDate, formatIban, formatMoney, type Lang } from '@messeportal/domain';
import QRCode from 'qrcode';
import { composeMail } from '../../platform/mail/compose.ts';
import type { QueuedMail } from '../../platform/mail/outbox.ts';
import type { NoticeContent } from './notice-content.ts';
import { noticePaymentCode, noticeReference } from './notice-pdf.ts';
import { noticeTexts } from './notice-texts.ts';

/** The mail of a dunning notice to the buyer: the letter in short, the invoices, what to pay by when; the PDF attached. */
export async function noticeMail(options: { recipient: string; lang: Lang; content: NoticeContent; document: { id: number; number: string } }): Promise<QueuedMail> {
  const { lang, content, document } = options;
  const t = noticeTexts[lang];
  const money = (cents: number) => formatMoney(cents, lang, content.currency);
  const eventName = lang === 'en' ? content.event.nameEn : content.event.nameDe;
  const { seller, totals } = content;
  const paymentCode = noticePaymentCode(content);
  const body = composeMail({
    lang,
    greeting: t.greeting,
    paragraphs: [
      t.opening[content.dunningKind](eventName),
      ...content.items.map((item) => `${t.invoiceLine(item.number, formatDate(item.date), formatDate(item.dueDate))}: ${money(item.openCents)}`),
      [t.payBy(money(totals.totalCents), formatDate(content.payBy)), seller.iban ? t.transfer(seller.name, formatIban(seller.iban), noticeReference(content)) : ''].join(' ').trim(),
      t.crossed,
    ],
    totals: [[t.total, money(totals.totalCents)]],
    ...(paymentCode ? { image: { src: await QRCode.toDataURL(paymentCode, { errorCorrectionLevel: 'M', margin: 4, width: 360 }), alt: t.paymentCodeAlt, caption: t.paymentCode } } : {}),
    note: t.mailNote,
  });
  return {
    kind: 'dunning_notice',
    recipient: options.recipient,
    lang,
    subject: `${t.title[content.dunningKind]} ${document.number} – ${eventName}`,
    ...body,
    documentId: document.id,
  };
}
