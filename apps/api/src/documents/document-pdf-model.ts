import { countries, domesticTaxCase, taxCaseNote, taxCaseSchema, unitLabel, vatRowLabel, type Lang, type TaxCase } from '@messeportal/domain';
import type { CatalogEvent } from '../catalogue/events/repo.ts';
import { documentTypeLabel, labelOf } from './presenter.ts';
import type { BusinessDocumentModel } from './render-pdf.ts';
import type { DocumentRow, findBillingParty, loadDocumentPositions } from './repo.ts';

type BillingParty = NonNullable<Awaited<ReturnType<typeof findBillingParty>>>;
type Position = Awaited<ReturnType<typeof loadDocumentPositions>>[number];

/** The recipient block: the billing address, or the bare company name when the company has no address. */
export function recipientOf({ company, address }: BillingParty, lang: Lang) {
  if (!address) return { lines: [company.name], ustid: company.ustid };
  const country = labelOf(countries, address.country, lang);
  const lines = [address.name || company.name, address.nameExtra, address.street, `${address.zip} ${address.city}`, country];
  return { lines: lines.filter((line) => line.trim() !== ''), ustid: address.ustid || company.ustid };
}

/** Everything the PDF of a stored document shows, in `lang`. */
export function documentPdfModel(input: {
  document: DocumentRow;
  positions: Position[];
  party: BillingParty;
  event: CatalogEvent['event'];
  lang: Lang;
}): BusinessDocumentModel {
  const { document, event, lang } = input;
  const taxCase = taxCaseOfDocument(document, event.vatRate);
  const note = taxCaseNote(taxCase, lang);
  return {
    lang,
    title: documentTypeLabel(document.type, lang),
    number: document.number,
    date: document.date,
    eventName: lang === 'en' ? event.nameEn : event.nameDe,
    currency: event.currency,
    recipient: recipientOf(input.party, lang),
    positions: input.positions.map((position) => ({
      description: position.description,
      amount: position.amount,
      unit: unitLabel(position.unit, lang, position.amount),
      priceSingleCents: position.priceSingle,
      sumCents: position.sum,
    })),
    netCents: document.netCents,
    vatCents: document.vatCents,
    grossCents: document.grossCents,
    vatRows: [[vatRowLabel(taxCase, lang), document.vatCents]],
    closing: note ? [note] : [],
  };
}

/** The tax case the document's totals were computed with; the event's rate for one issued before it was kept. */
function taxCaseOfDocument(document: Pick<DocumentRow, 'taxCase'>, eventRateBp: number): TaxCase {
  const kept = taxCaseSchema.safeParse(document.taxCase);
  return kept.success ? kept.data : domesticTaxCase(eventRateBp);
}
