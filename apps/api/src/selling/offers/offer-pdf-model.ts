import { formatDate, formatMoney, priceTotals, taxCaseNote, unitLabel, vatRowLabel, type Lang, type PriceLine, type TaxCase } from '@messeportal/domain';
import { recipientOf } from '../../documents/document-pdf-model.ts';
import type { BusinessDocumentModel } from '../../documents/render-pdf.ts';
import type { findBillingParty } from '../../documents/repo.ts';
import type { CatalogEvent } from '../../catalogue/events/repo.ts';
import { fill } from '../../documents/pdf-texts.ts';

/**
 * How long an offer binds the organiser: 30 days from its last change (decision; the spec names no
 * validity). A change by staff or the customer starts the period again.
 */
export const OFFER_VALIDITY_DAYS = 30;

const texts = {
  de: {
    title: 'Angebot',
    validUntil: 'Gültig bis',
    listPrice: 'Listenpreis {price}',
    validity: 'Dieses Angebot gilt bis zum {date}.',
  },
  en: {
    title: 'Offer',
    validUntil: 'Valid until',
    listPrice: 'List price {price}',
    validity: 'This offer is valid until {date}.',
  },
} as const;

export const offerPdfTitle = (lang: Lang) => texts[lang].title;

type BillingParty = Awaited<ReturnType<typeof findBillingParty>>;

/** A calendar day 'YYYY-MM-DD' (UTC, like every calendar day the API writes). */
const calendarDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Everything the PDF of an offer shows, in `lang`: the customer's address when the offer has a company,
 * the positions with the applied price (a deviating one where staff set it, the list price beside it),
 * net, VAT for the customer's tax case, gross, the footer text and the validity.
 */
export function offerPdfModel(input: {
  offer: { id: number; title: string; subText: string; updatedAt: Date };
  lines: PriceLine[];
  party: BillingParty;
  event: CatalogEvent['event'];
  /** The customer's tax case (taxCaseOfCompany). */
  taxCase: TaxCase;
  lang: Lang;
}): BusinessDocumentModel {
  const { offer, event, taxCase, lang } = input;
  const t = texts[lang];
  const totals = priceTotals(input.lines, taxCase.rateBp);
  const validUntil = calendarDay(new Date(offer.updatedAt.getTime() + OFFER_VALIDITY_DAYS * 86_400_000));
  return {
    lang,
    title: t.title,
    number: String(offer.id),
    date: calendarDay(offer.updatedAt),
    eventName: lang === 'en' ? event.nameEn : event.nameDe,
    currency: event.currency,
    recipient: input.party ? recipientOf(input.party, lang) : { lines: [], ustid: '' },
    positions: input.lines.map((line) => ({
      description: line.description,
      amount: line.amount,
      unit: unitLabel(line.unit, lang, line.amount),
      priceSingleCents: line.priceSingle,
      sumCents: line.sum,
      note: line.isDeviating ? fill(t.listPrice, { price: formatMoney(line.listPrice, lang, event.currency) }) : undefined,
    })),
    netCents: totals.net,
    vatCents: totals.vat,
    grossCents: totals.gross,
    vatRows: [[vatRowLabel(taxCase, lang), totals.vat]],
    subject: offer.title || undefined,
    infoRows: [[t.validUntil, formatDate(validUntil)]],
    closing: [offer.subText, fill(t.validity, { date: formatDate(validUntil) }), taxCaseNote(taxCase, lang)].filter((paragraph) => paragraph !== ''),
  };
}
