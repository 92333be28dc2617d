import type { Lang } from './lang.ts';

/**
 * The words of money, one home for both sides (issue 29): the API's PDFs, mails and exports print them, the web's
 * glossary (apps/web/src/ui/glossary.ts) holds its screens to them. A total reads Netto · zzgl. USt. 19 % · Brutto
 * (the VAT row is `vatRowLabel`), an invoice's rest Offen.
 */
export const moneyWords = {
  de: {
    /** An amount before VAT: a total, a column of net amounts. */
    net: 'Netto',
    vat: 'USt.',
    /** An amount with VAT. */
    gross: 'Brutto',
    /** What is still to be paid of an invoice. */
    open: 'Offen',
    /** The day by which an invoice is to be paid. */
    due: 'Fällig am',
    /** A line: quantity × unit price. */
    amount: 'Betrag',
    unitPrice: 'Einzelpreis',
    quantity: 'Menge',
    /** A table's sum row (m², counts, revenue), never a money total of net or gross. */
    total: 'Gesamt',
  },
  en: {
    net: 'Net',
    vat: 'VAT',
    gross: 'Gross',
    open: 'Amount due',
    due: 'Due date',
    amount: 'Amount',
    unitPrice: 'Unit price',
    quantity: 'Quantity',
    total: 'Total',
  },
} as const satisfies Record<Lang, Record<string, string>>;

export type MoneyWord = keyof (typeof moneyWords)['de'];
