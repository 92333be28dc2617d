import { formatDate, formatIban, formatMoney, moneyWords, taxCaseNote, type Lang } from '@messeportal/domain';
import QRCode from 'qrcode';
import { composeMail } from '../platform/mail/compose.ts';
import type { QueuedMail } from '../platform/mail/outbox.ts';
import type { InvoiceContent } from './invoice-content.ts';
import { invoicePaymentCode } from './invoice-payment-code.ts';

const texts = {
  de: {
    subject: { invoice: 'Ihre Rechnung', credit_note: 'Ihre Gutschrift', cancellation: 'Stornobeleg zu Ihrer Rechnung' },
    greeting: 'Guten Tag,',
    issued: {
      invoice: (number: string, event: string) => `anbei erhalten Sie unsere Rechnung ${number} zur ${event}.`,
      credit_note: (number: string, event: string) => `anbei erhalten Sie unsere Gutschrift ${number} zur ${event}.`,
      cancellation: (number: string, event: string) => `anbei erhalten Sie den Stornobeleg ${number} zur ${event}.`,
    },
    corrects: (number: string) => `Er bezieht sich auf die Rechnung ${number}.`,
    gross: moneyWords.de.gross,
    due: (date: string) => `Bitte überweisen Sie den Betrag bis zum ${date}.`,
    transfer: (payee: string, iban: string, number: string) => `Empfänger ${payee}, IBAN ${iban}, Verwendungszweck ${number}.`,
    paymentCode: 'Mit der Banking-App bezahlen: den Code scannen (GiroCode); er füllt die Überweisung aus.',
    paymentCodeAlt: 'GiroCode der Überweisung',
    note: 'Das PDF ist eine E-Rechnung (ZUGFeRD / Factur-X, EN 16931): Ihre Buchhaltung kann es ohne Abtippen übernehmen. Alle Belege finden Sie auch im Ausstellerportal unter Dokumente.',
  },
  en: {
    subject: { invoice: 'Your invoice', credit_note: 'Your credit note', cancellation: 'Cancellation of your invoice' },
    greeting: 'Hello,',
    issued: {
      invoice: (number: string, event: string) => `please find attached our invoice ${number} for ${event}.`,
      credit_note: (number: string, event: string) => `please find attached our credit note ${number} for ${event}.`,
      cancellation: (number: string, event: string) => `please find attached the cancellation voucher ${number} for ${event}.`,
    },
    corrects: (number: string) => `It refers to invoice ${number}.`,
    gross: moneyWords.en.gross,
    due: (date: string) => `Please transfer the amount by ${date}.`,
    transfer: (payee: string, iban: string, number: string) => `Payee ${payee}, IBAN ${iban}, reference ${number}.`,
    paymentCode: 'Pay with your banking app: scan the code (EPC QR code, GiroCode); it fills in the transfer.',
    paymentCodeAlt: 'EPC QR code of the transfer',
    note: 'The PDF is an e-invoice (ZUGFeRD / Factur-X, EN 16931): your accounts department can book it without typing. You will also find every document in the exhibitor portal under Documents.',
  },
} as const;

/**
 * The mail of a new invoice, credit note or cancellation voucher to the buyer, with its PDF (the e-invoice)
 * attached; an invoice to pay shows its payment code, the one its PDF carries.
 */
export async function invoiceDocumentMail(options: {
  recipient: string;
  lang: Lang;
  content: InvoiceContent;
  document: { id: number; number: string; date: string };
}): Promise<QueuedMail> {
  const { lang, content, document } = options;
  const t = texts[lang];
  const eventName = lang === 'en' ? content.event.nameEn : content.event.nameDe;
  const paragraphs: string[] = [t.issued[content.kind](document.number, eventName)];
  if (content.corrects) paragraphs.push(t.corrects(content.corrects.number));
  const note = taxCaseNote(content.taxCase, lang);
  if (note) paragraphs.push(note);
  if (content.kind === 'invoice' && content.dueDate) {
    const { seller } = content;
    paragraphs.push([t.due(formatDate(content.dueDate)), seller.iban ? t.transfer(seller.name, formatIban(seller.iban), document.number) : ''].join(' ').trim());
  }
  const paymentCode = invoicePaymentCode(content, document.number);
  const body = composeMail({
    lang,
    greeting: t.greeting,
    paragraphs,
    totals: [[t.gross, formatMoney(content.totals.grossCents, lang, content.currency)]],
    ...(paymentCode ? { image: { src: await QRCode.toDataURL(paymentCode, { errorCorrectionLevel: 'M', margin: 4, width: 360 }), alt: t.paymentCodeAlt, caption: t.paymentCode } } : {}),
    note: t.note,
  });
  return {
    kind: content.kind,
    recipient: options.recipient,
    lang,
    subject: `${t.subject[content.kind]} ${document.number} – ${eventName}`,
    ...body,
    documentId: document.id,
  };
}
