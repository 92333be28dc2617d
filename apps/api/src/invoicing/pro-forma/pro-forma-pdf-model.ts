import { formatDate, formatIban, formatMoney, moneyWords, taxCaseNote, unitLabel, vatRowLabel, type InvoiceTotals, type Lang, type TaxCase } from '@messeportal/domain';
import type { BusinessDocumentModel } from '../../documents/render-pdf.ts';
import type { ContentLine, Seller } from '../invoice-content.ts';
import type { ProFormaBuyer } from './pro-forma-buyer.ts';

/** What a pro-forma invoice says: the lines and totals an invoice of the same positions would have, but no number. */
export interface ProForma {
  seller: Seller;
  buyer: ProFormaBuyer | undefined;
  taxCase: TaxCase;
  lines: ContentLine[];
  totals: InvoiceTotals;
  currency: string;
  event: { nameDe: string; nameEn: string; startsAt: string; endsAt: string };
  /** The day it is issued and the day the payment is asked for, 'YYYY-MM-DD'. */
  day: string;
  dueDate: string;
  paymentTermDays: number;
  /** The saved offer it prices, if any. */
  offerId: number | null;
}

interface Payment {
  gross: string;
  date: string;
  days: number;
  /** 'IBAN … (BIC …), bank' or '' when the settings name no account. */
  account: string;
  reference: string;
}

const texts = {
  de: {
    title: 'Proforma-Rechnung',
    fileName: 'Proforma-Rechnung',
    notAnInvoice: 'Keine Rechnung im Sinne des § 14 UStG – berechtigt nicht zum Vorsteuerabzug',
    period: 'Leistungszeitraum',
    offer: 'Angebot',
    payableBy: moneyWords.de.due,
    purpose:
      'Diese Proforma-Rechnung dient der Zahlung vor Ihrer verbindlichen Bestellung. Die Rechnung erhalten Sie nach der Bestellung; Ihre Zahlung wird darauf angerechnet. Die Beträge entsprechen dem heutigen Stand unseres Katalogs.',
    reverseCharge: (buyer: string, seller: string) =>
      `Die Rechnung wird ohne deutsche Umsatzsteuer gestellt: Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge, Art. 196 MwStSystRL). USt-IdNr. des Leistungsempfängers: ${buyer}; unsere USt-IdNr.: ${seller}.`,
    payment: (p: Payment) =>
      `Bitte überweisen Sie ${p.gross} (brutto) vor Ihrer verbindlichen Bestellung innerhalb von ${p.days} Tagen, bis zum ${p.date}` +
      `${p.account && `, auf ${p.account}`}${p.reference && `, Verwendungszweck: ${p.reference}`}.`,
  },
  en: {
    title: 'Pro-forma invoice',
    fileName: 'Pro-forma-invoice',
    notAnInvoice: 'Not an invoice within the meaning of § 14 UStG – no input tax deduction',
    period: 'Period of supply',
    offer: 'Offer',
    payableBy: moneyWords.en.due,
    purpose:
      'This pro-forma invoice is for paying before your binding order. You will receive the invoice after ordering; your payment will be set against it. The amounts are those of our catalogue as of today.',
    reverseCharge: (buyer: string, seller: string) =>
      `The invoice will be issued without German VAT: reverse charge, the VAT is payable by the recipient (Art. 196 of the VAT Directive). Recipient's VAT ID: ${buyer}; our VAT ID: ${seller}.`,
    payment: (p: Payment) =>
      `Please transfer ${p.gross} (gross) before placing your binding order, within ${p.days} days, by ${p.date}` +
      `${p.account && `, to ${p.account}`}${p.reference && `, reference: ${p.reference}`}.`,
  },
} as const;

/** The download's name: `Proforma-Rechnung-12.pdf` for offer 12, `Proforma-Rechnung.pdf` before anything is saved. */
export const proFormaFileName = (offerId: number | null, lang: Lang) => `${texts[lang].fileName}${offerId ? `-${offerId}` : ''}.pdf`;

/**
 * The PDF of a pro-forma invoice in `lang`: headed and marked on every page as no invoice, without a number, the
 * positions, VAT and gross as the invoice would state them, and a request to pay before ordering.
 */
export function proFormaPdfModel(proForma: ProForma, lang: Lang): BusinessDocumentModel {
  const t = texts[lang];
  const { buyer, seller, taxCase, totals, event } = proForma;
  const offer = proForma.offerId ? `${t.offer} ${proForma.offerId}` : '';

  const infoRows: [string, string][] = [[t.period, `${formatDate(event.startsAt)} – ${formatDate(event.endsAt)}`]];
  if (offer) infoRows.push([t.offer, String(proForma.offerId)]);
  infoRows.push([t.payableBy, formatDate(proForma.dueDate)]);

  const closing: string[] = [t.purpose];
  // Reverse charge names both VAT IDs here, as § 14a UStG asks of the invoice.
  const taxNote = taxCase.kind === 'reverseCharge' ? t.reverseCharge(buyer?.vatId ?? '', seller.vatId) : taxCaseNote(taxCase, lang);
  if (taxNote) closing.push(taxNote);
  const bic = seller.bic && ` (BIC ${seller.bic})`;
  closing.push(
    t.payment({
      gross: formatMoney(totals.grossCents, lang, proForma.currency),
      date: formatDate(proForma.dueDate),
      days: proForma.paymentTermDays,
      account: seller.iban ? [`IBAN ${formatIban(seller.iban)}${bic}`, seller.bankName].filter((part) => part !== '').join(', ') : '',
      reference: offer || buyer?.name || '',
    }),
  );

  return {
    lang,
    title: t.title,
    number: '',
    date: proForma.day,
    eventName: lang === 'en' ? event.nameEn : event.nameDe,
    currency: proForma.currency,
    recipient: buyer ? { lines: buyer.lines, ustid: buyer.vatId } : { lines: [], ustid: '' },
    positions: proForma.lines.map((line) => ({
      description: line.description,
      amount: line.amount,
      unit: unitLabel(line.unit, lang, line.amount),
      priceSingleCents: line.priceSingleCents,
      sumCents: line.netCents,
    })),
    netCents: totals.netCents,
    vatCents: totals.vatCents,
    grossCents: totals.grossCents,
    // Without positions there is no breakdown; the tax case still says which VAT the invoice would carry.
    vatRows: (totals.breakdown.length > 0 ? totals.breakdown : [{ ...taxCase, vatCents: 0 }]).map((group) => [
      vatRowLabel({ ...group, kind: taxCase.kind }, lang),
      group.vatCents,
    ]),
    infoRows,
    closing,
    pageMark: t.notAnInvoice,
  };
}
