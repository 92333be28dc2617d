import { moneyWords, type Lang } from '@messeportal/domain';

/** The fixed wording of a business document PDF, per language; money in the fair's words (domain `moneyWords`). */
export const pdfTexts = {
  de: {
    number: 'Nummer',
    date: 'Datum',
    event: 'Veranstaltung',
    customerUstid: 'USt-IdNr.',
    position: 'Pos.',
    description: 'Beschreibung',
    amount: moneyWords.de.quantity,
    priceSingle: moneyWords.de.unitPrice,
    sum: moneyWords.de.amount,
    net: moneyWords.de.net,
    gross: moneyWords.de.gross,
    noPositions: 'Keine Positionen.',
    page: 'Seite {page} von {pages}',
    phone: 'Tel.',
    ustid: 'USt-IdNr.',
    taxNumber: 'St.-Nr.',
    managingDirector: 'Geschäftsführung',
    bank: 'Bankverbindung',
  },
  en: {
    number: 'Number',
    date: 'Date',
    event: 'Event',
    customerUstid: 'VAT ID',
    position: 'Item',
    description: 'Description',
    amount: moneyWords.en.quantity,
    priceSingle: moneyWords.en.unitPrice,
    sum: moneyWords.en.amount,
    net: moneyWords.en.net,
    gross: moneyWords.en.gross,
    noPositions: 'No positions.',
    page: 'Page {page} of {pages}',
    phone: 'Phone',
    ustid: 'VAT ID',
    taxNumber: 'Tax no.',
    managingDirector: 'Managing director',
    bank: 'Bank details',
  },
} as const satisfies Record<Lang, Record<string, string>>;

export type PdfTexts = (typeof pdfTexts)[Lang];

export const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
