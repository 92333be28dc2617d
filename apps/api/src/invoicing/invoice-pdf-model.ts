import { countries, formatDate, formatIban, formatMoney, moneyWords, partialBillingNumbers, taxCaseNote, unitLabel, vatRowLabel, type Lang } from '@messeportal/domain';
import { documentTypeLabel, labelOf } from '../documents/presenter.ts';
import type { BusinessDocumentModel } from '../documents/render-pdf.ts';
import type { InvoiceContent } from './invoice-content.ts';
import { invoicePaymentCode } from './invoice-payment-code.ts';

const texts = {
  de: {
    period: 'Leistungszeitraum',
    due: moneyWords.de.due,
    reference: 'Ihre Referenz',
    corrects: 'Zur Rechnung',
    billing: 'Teilrechnung',
    finalInvoice: 'Schlussrechnung',
    reverseCharge: (buyer: string, seller: string) =>
      `Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge, Art. 196 MwStSystRL). USt-IdNr. des Leistungsempfängers: ${buyer}; unsere USt-IdNr.: ${seller}.`,
    payment: (date: string, days: number, iban: string, bic: string, number: string) =>
      `Zahlbar ohne Abzug innerhalb von ${days} Tagen bis zum ${date} auf IBAN ${iban}${bic ? ` (BIC ${bic})` : ''}, Verwendungszweck ${number}.`,
    credit: (number: string, date: string) => `Diese Gutschrift mindert unsere Rechnung ${number} vom ${date}.`,
    cancellation: (number: string, date: string) => `Dieser Stornobeleg hebt unsere Rechnung ${number} vom ${date} vollständig auf.`,
    reason: (reason: string) => `Grund der Stornierung: ${reason}`,
    partials: 'Bereits gestellte Teilrechnungen:',
    partial: (number: string, date: string, gross: string) => `${number} vom ${date}: ${gross}`,
    eInvoice: 'Dieses PDF enthält die Rechnung als E-Rechnung nach EN 16931 (ZUGFeRD / Factur-X).',
    draft: 'ENTWURF – noch nicht gestellt, keine Rechnung, bitte nicht zahlen',
    draftTitle: 'Entwurf',
    draftNumber: 'die Rechnungsnummer (wird beim Stellen vergeben)',
    paymentCode: (amount: string, number: string) =>
      `Mit der Banking-App bezahlen: diesen Code scannen (GiroCode). Er füllt die Überweisung aus – Empfänger, IBAN, ${amount} und den Verwendungszweck ${number}.`,
  },
  en: {
    period: 'Period of supply',
    due: moneyWords.en.due,
    reference: 'Your reference',
    corrects: 'For invoice',
    billing: 'Partial invoice',
    finalInvoice: 'Final invoice',
    reverseCharge: (buyer: string, seller: string) =>
      `Reverse charge: the VAT is payable by the recipient (Art. 196 of the VAT Directive). Recipient's VAT ID: ${buyer}; our VAT ID: ${seller}.`,
    payment: (date: string, days: number, iban: string, bic: string, number: string) =>
      `Payable without deduction within ${days} days, by ${date}, to IBAN ${iban}${bic ? ` (BIC ${bic})` : ''}, reference ${number}.`,
    credit: (number: string, date: string) => `This credit note reduces our invoice ${number} of ${date}.`,
    cancellation: (number: string, date: string) => `This cancellation voucher cancels our invoice ${number} of ${date} in full.`,
    reason: (reason: string) => `Reason for the cancellation: ${reason}`,
    partials: 'Partial invoices issued so far:',
    partial: (number: string, date: string, gross: string) => `${number} of ${date}: ${gross}`,
    eInvoice: 'This PDF carries the invoice as an e-invoice under EN 16931 (ZUGFeRD / Factur-X).',
    draft: 'DRAFT – not issued yet, not an invoice, please do not pay',
    draftTitle: 'draft',
    draftNumber: 'the invoice number (given when it is issued)',
    paymentCode: (amount: string, number: string) =>
      `Pay with your banking app: scan this code (EPC QR code, GiroCode). It fills in the transfer – payee, IBAN, ${amount} and the reference ${number}.`,
  },
} as const;

/**
 * The PDF of an invoice, credit note or cancellation voucher in `lang`, from its content as issued. A correction
 * prints its amounts negative, as what it takes off the invoice; its e-invoice keeps them positive, as EN 16931
 * wants a credit note's (type code 381, which itself says that the amounts are credited). A `draft` (the preview
 * staff confirm before issuing) has no number yet and says on every page that it is none.
 */
export function invoicePdfModel(
  content: InvoiceContent,
  document: { number: string; date: string; isFinal: boolean },
  lang: Lang,
  { draft = false }: { draft?: boolean } = {},
): BusinessDocumentModel {
  const t = texts[lang];
  const sign = content.kind === 'invoice' ? 1 : -1;
  const money = (cents: number) => formatMoney(cents, lang, content.currency);
  const { buyer, seller, taxCase } = content;
  const kindTitle = content.kind === 'invoice' && document.isFinal ? t.finalInvoice : documentTypeLabel(content.kind, lang);
  const title = draft ? `${kindTitle} (${t.draftTitle})` : kindTitle;
  const infoRows: [string, string][] = [[t.period, `${formatDate(content.event.startsAt)} – ${formatDate(content.event.endsAt)}`]];
  if (content.kind === 'invoice' && content.billingNumber !== 'none') infoRows.push([t.billing, labelOf(partialBillingNumbers, content.billingNumber, lang)]);
  if (content.dueDate) infoRows.push([t.due, formatDate(content.dueDate)]);
  if (content.corrects) infoRows.push([t.corrects, content.corrects.number]);
  // Only a reference the buyer gave; the registration's number standing in for none is for the e-invoice alone.
  if (buyer.ownReference !== false) infoRows.push([t.reference, buyer.reference]);

  const closing: string[] = [];
  if (content.corrects) {
    const of = [content.corrects.number, formatDate(content.corrects.date)] as const;
    closing.push(content.kind === 'cancellation' ? t.cancellation(...of) : t.credit(...of));
  }
  if (content.reason) closing.push(t.reason(content.reason));
  // Reverse charge names both VAT IDs here, as § 14a UStG asks of the invoice.
  const taxNote = taxCase.kind === 'reverseCharge' ? t.reverseCharge(buyer.vatId, seller.vatId) : taxCaseNote(taxCase, lang);
  if (taxNote) closing.push(taxNote);
  if (content.partialInvoices.length > 0) {
    closing.push([t.partials, ...content.partialInvoices.map((p) => t.partial(p.number, formatDate(p.date), money(p.grossCents)))].join('\n'));
  }
  if (content.kind === 'invoice' && content.dueDate) {
    closing.push(t.payment(formatDate(content.dueDate), content.paymentTermDays, formatIban(seller.iban), seller.bic, draft ? t.draftNumber : document.number));
  }
  if (!draft) closing.push(t.eInvoice);
  const paymentCode = draft ? null : invoicePaymentCode(content, document.number);

  return {
    lang,
    title,
    number: document.number,
    date: document.date,
    eventName: lang === 'en' ? content.event.nameEn : content.event.nameDe,
    currency: content.currency,
    recipient: {
      lines: [buyer.name, buyer.nameExtra, buyer.street, `${buyer.zip} ${buyer.city}`, labelOf(countries, buyer.country.toLowerCase(), lang)].filter(
        (line) => line.trim() !== '',
      ),
      ustid: buyer.vatId,
    },
    positions: content.lines.map((line) => ({
      description: line.names?.[lang] ?? line.description,
      amount: line.amount,
      unit: unitLabel(line.unit, lang, line.amount),
      priceSingleCents: sign * line.priceSingleCents,
      sumCents: sign * line.netCents,
    })),
    netCents: sign * content.totals.netCents,
    vatCents: sign * content.totals.vatCents,
    grossCents: sign * content.totals.grossCents,
    vatRows: content.totals.breakdown.map((group) => [vatRowLabel({ ...group, kind: taxCase.kind }, lang), sign * group.vatCents]),
    infoRows,
    closing,
    ...(paymentCode ? { paymentCode: { payload: paymentCode, caption: t.paymentCode(money(content.totals.grossCents), document.number) } } : {}),
    ...(draft ? { pageMark: t.draft } : {}),
  };
}
