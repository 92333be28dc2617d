/**
 * The fair's vocabulary (issue 29): one word for each money figure, state and page, in German and English.
 * Screens take their words from the i18n JSON files; glossary.test.ts holds every one of those files to this
 * glossary: the keys named here carry its word, no text uses a forbidden synonym, and badge labels are in
 * sentence case. State labels have their home in `ui/i18n` (`ui.status.*`, see statuses.ts), not here.
 * docs/design-language.md ("Vocabulary") prints it for people.
 */

import { moneyWords } from '@messeportal/domain';

export interface Term {
  /** What the word means, for the reader of the glossary. */
  meaning: string;
  de: string;
  en: string;
  /** Translation keys (as `t()` takes them) whose text is exactly this word in both languages. */
  keys: string[];
}

/**
 * Money: a total reads Netto · zzgl. USt. 19 % · Brutto (the VAT row is the domain's `vatRowLabel`), an invoice's rest Offen.
 * The words' home is the domain's `moneyWords`, which the API's PDFs, mails and exports print too.
 */
export const MONEY_TERMS: Term[] = [
  {
    meaning: 'an amount before VAT: a total, a column of net amounts',
    de: moneyWords.de.net,
    en: moneyWords.en.net,
    keys: [
      'ui.totals.net',
      'priceTable.total',
      'configurator.summary.net',
      'portal.totals.net',
      'portal.ordered.net',
      'backoffice.offers.columns.totalNet',
      'backoffice.offer.totalNet',
      'backoffice.desk.orders.net',
      'backoffice.desk.services.sum',
      'backoffice.desk.serviceBooking.sum',
      'backoffice.desk.documents.net',
      'backoffice.invoicing.net',
      'eventDashboard.revenue.net',
    ],
  },
  {
    meaning: 'the VAT of an amount; in a total with its rate, "zzgl. USt. 19 %" / "plus VAT 19 %" (domain: vatRowLabel)',
    de: moneyWords.de.vat,
    en: moneyWords.en.vat,
    keys: ['portal.ordered.vat', 'backoffice.invoicing.vat'],
  },
  {
    meaning: 'an amount with VAT',
    de: moneyWords.de.gross,
    en: moneyWords.en.gross,
    keys: ['ui.totals.gross', 'configurator.summary.gross', 'portal.totals.gross', 'portal.ordered.gross', 'portal.documents.gross', 'backoffice.desk.orders.gross', 'backoffice.invoicing.columns.gross'],
  },
  {
    meaning: 'what is still to be paid of an invoice (gross); in a sentence "1.234,00 € offen" / "€1,234.00 due"',
    de: moneyWords.de.open,
    en: moneyWords.en.open,
    keys: ['backoffice.invoicing.columns.open'],
  },
  {
    meaning: 'the day by which an invoice is to be paid',
    de: moneyWords.de.due,
    en: moneyWords.en.due,
    keys: ['backoffice.invoicing.columns.due'],
  },
  {
    meaning: 'a line of an order or offer: quantity × unit price (net, the table says so in its caption)',
    de: moneyWords.de.amount,
    en: moneyWords.en.amount,
    keys: ['priceTable.sum', 'backoffice.desk.orders.sum'],
  },
  {
    meaning: 'how many of a service or medium',
    de: moneyWords.de.quantity,
    en: moneyWords.en.quantity,
    keys: ['priceTable.amount', 'backoffice.desk.services.amount', 'backoffice.desk.orders.amount'],
  },
];

/** Pages and navigation: the same word in the menu, the page's title and the steps that lead there. */
export const NAVIGATION_TERMS: Term[] = [
  { meaning: "the exhibitor's home", de: 'Übersicht', en: 'Overview', keys: ['portal.nav.home'] },
  { meaning: 'the fairs (events) of the organiser', de: 'Veranstaltungen', en: 'Events', keys: ['backoffice.nav.events', 'backoffice.events.title'] },
  { meaning: 'stand offers made by staff or by link', de: 'Angebote', en: 'Offers', keys: ['backoffice.offers.title', 'backoffice.figures.offers'] },
  { meaning: 'the registrations of an event (the desk)', de: 'Anmeldungen', en: 'Registrations', keys: ['backoffice.desk.title', 'backoffice.desk.open', 'backoffice.figures.registrations', 'eventDashboard.area.registrations'] },
  { meaning: 'the invoices of an event', de: 'Rechnungen', en: 'Invoices', keys: ['backoffice.invoicing.title', 'backoffice.invoicing.documentsButton'] },
  { meaning: "a registration's orders, invoices and credit notes", de: 'Dokumente', en: 'Documents', keys: ['portal.nav.documents', 'portal.documents.title', 'backoffice.desk.documents.title'] },
  { meaning: 'the bookable services of the order booklet', de: 'Serviceleistungen', en: 'Services', keys: ['portal.nav.booklet', 'portal.booklet.title.tab0', 'portal.dashboard.services', 'configurator.steps.orderbook', 'configurator.orderBook.title', 'configurator.summary.services'] },
  { meaning: 'catalogue entries, banners and other advertising', de: 'Werbemittel', en: 'Advertising media', keys: ['portal.nav.media', 'portal.nav.mediaAll', 'portal.media.title', 'configurator.steps.media', 'configurator.media.title', 'configurator.summary.media', 'catalogueAdmin.event.tabs.media', 'backoffice.desk.serviceBooking.mediaTitle'] },
  { meaning: "a stand's flue gas connections for fireplaces", de: 'Abgasanschlüsse', en: 'Flue gas connections', keys: ['portal.nav.fireplace'] },
  { meaning: 'every e-mail the portal sends', de: 'Postausgang', en: 'Outbox', keys: ['backoffice.nav.outbox', 'backoffice.outbox.title'] },
  { meaning: 'requests for access data', de: 'Anfragen', en: 'Requests', keys: ['backoffice.nav.requests'] },
  { meaning: 'stand types, media and the order booklet of an event', de: 'Katalog', en: 'Catalogue', keys: ['backoffice.nav.catalogue', 'catalogueAdmin.event.breadcrumb'] },
  { meaning: "the organiser's settings", de: 'Einstellungen', en: 'Settings', keys: ['backoffice.nav.settings'] },
  { meaning: 'the staff accounts', de: 'Mitarbeiter', en: 'Staff', keys: ['backoffice.nav.staff'] },
  { meaning: 'who changed what', de: 'Änderungsprotokoll', en: 'Audit log', keys: ['backoffice.nav.audit'] },
  { meaning: "the exhibitor's company data", de: 'Profil', en: 'Profile', keys: ['portal.nav.profile'] },
];

export interface ForbiddenWord {
  /** Matched against each text of the language. */
  pattern: RegExp;
  /** What to write instead. */
  instead: string;
}

/**
 * Synonyms no text may use, per language. Precise on purpose: "MwSt" only as a word (the EU's "MwStSystRL"
 * in a legal text is a name), "Gesamt"/"Total" only fused with net or gross (a table's sum row is "Gesamt").
 */
export const FORBIDDEN_WORDS: Record<'de' | 'en', ForbiddenWord[]> = {
  de: [
    { pattern: /\bMwSt\b/i, instead: 'USt.' },
    { pattern: /Mehrwertsteuer/i, instead: 'Umsatzsteuer (USt.)' },
    { pattern: /\b(Summe|Gesamt)\s*\(?\s*(netto|brutto)\b/i, instead: 'Netto / Brutto' },
    { pattern: /\b(netto|brutto)\s*(summe|gesamt)\b/i, instead: 'Netto / Brutto' },
    { pattern: /(Netto|Brutto|Gesamt|Zwischen|End)(summe|betrag)\b/i, instead: 'Netto / Brutto / Betrag' },
    { pattern: /^Summe$/, instead: 'Betrag (a line) or Gesamt (a sum row)' },
    { pattern: /\bRestbetrag\b/i, instead: 'Offen' },
    { pattern: /\bWartend\b/, instead: 'Wartet' },
    { pattern: /^Medien$/, instead: 'Werbemittel' },
    { pattern: /Nettopreise/, instead: '„Alle Preise netto.“' },
  ],
  en: [
    { pattern: /\btotal\s*\(?\s*(net|gross)\b/i, instead: 'Net / Gross' },
    { pattern: /\b(net|gross) total\b/i, instead: 'Net / Gross' },
    { pattern: /\b(grand total|subtotal|sub-total)\b/i, instead: 'Net / Gross' },
    { pattern: /\b(sales tax|value added tax)\b/i, instead: 'VAT' },
    { pattern: /\b(balance due|outstanding amount|amount outstanding)\b/i, instead: 'Amount due' },
    { pattern: /\bcanceled\b/i, instead: 'cancelled (British spelling)' },
    { pattern: /^Service bookings\b/, instead: 'Services' },
    { pattern: /^Media$/, instead: 'Advertising media' },
    { pattern: /\bprices are net\b/i, instead: '“All prices net.”' },
  ],
};

/** Abbreviations a badge label may spell in capitals; any other all-capital word in a badge shouts. */
export const ABBREVIATIONS = ['PDF', 'EU', 'VAT', 'ID', 'DATEV', 'IBAN'];

/**
 * Labels drawn as badges beyond the states (`ui.status.*`, all of which are badges): each in sentence case.
 * A new badge's label goes here.
 */
export const BADGE_LABEL_KEYS = [
  'backoffice.desk.openServices',
  'backoffice.publicLink.notPublished',
  'backoffice.publicLink.openUntil',
  'backoffice.publicLink.opensOn',
  'backoffice.publicLink.closedSince',
  'backoffice.staff.states',
  'catalogueAdmin.events.notPublished',
  'catalogueAdmin.events.open',
  'catalogueAdmin.events.opensOn',
  'catalogueAdmin.events.closed',
  'catalogueAdmin.events.past',
  'catalogueAdmin.events.current',
  'catalogueAdmin.booklet.mandatory',
  'catalogueAdmin.booklet.configurator',
  'catalogueAdmin.booklet.hidden',
  'catalogueAdmin.media.active',
  'catalogueAdmin.media.inactive',
  'catalogueAdmin.media.configurator',
  'catalogueAdmin.media.staffOnly',
  'catalogueAdmin.stands.orderable',
  'catalogueAdmin.stands.notOrderable',
  'requests.reasons',
  'portal.booklet.unsaved',
  'portal.media.available',
  'configurator.media.available',
];
