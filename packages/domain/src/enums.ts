/**
 * Reference lists of the fair's vocabulary. Each entry has a stable id and its label in both languages;
 * `GET /pub/config` serves them as `[{ id, label }]` in the request's language.
 */
import type { Lang } from './lang.ts';

export interface Labelled<Id extends string | number = string> {
  id: Id;
  de: string;
  en: string;
}

const list = <Id extends string | number>(rows: [Id, string, string][]): Labelled<Id>[] =>
  rows.map(([id, de, en]) => ({ id, de, en }));

export const countries = list([
  ['de', 'Deutschland', 'Germany'],
  ['at', 'Österreich', 'Austria'],
  ['au', 'Australien', 'Australia'],
  ['be', 'Belgien', 'Belgium'],
  ['bg', 'Bulgarien', 'Bulgaria'],
  ['ca', 'Kanada', 'Canada'],
  ['ch', 'Schweiz', 'Switzerland'],
  ['cn', 'China', 'China'],
  ['cy', 'Zypern', 'Cyprus'],
  ['cz', 'Tschechien', 'Czechia'],
  ['dk', 'Dänemark', 'Denmark'],
  ['ee', 'Estland', 'Estonia'],
  ['es', 'Spanien', 'Spain'],
  ['fi', 'Finnland', 'Finland'],
  ['fr', 'Frankreich', 'France'],
  ['gb', 'Vereinigtes Königreich', 'United Kingdom'],
  ['gr', 'Griechenland', 'Greece'],
  ['hk', 'Hongkong', 'Hong Kong'],
  ['hr', 'Kroatien', 'Croatia'],
  ['hu', 'Ungarn', 'Hungary'],
  ['in', 'Indien', 'India'],
  ['ie', 'Irland', 'Ireland'],
  ['it', 'Italien', 'Italy'],
  ['lt', 'Litauen', 'Lithuania'],
  ['lu', 'Luxemburg', 'Luxembourg'],
  ['lv', 'Lettland', 'Latvia'],
  ['mt', 'Malta', 'Malta'],
  ['nl', 'Niederlande', 'Netherlands'],
  ['no', 'Norwegen', 'Norway'],
  ['pl', 'Polen', 'Poland'],
  ['pt', 'Portugal', 'Portugal'],
  ['ro', 'Rumänien', 'Romania'],
  ['rs', 'Serbien', 'Serbia'],
  ['se', 'Schweden', 'Sweden'],
  ['si', 'Slowenien', 'Slovenia'],
  ['sk', 'Slowakei', 'Slovakia'],
  ['tr', 'Türkei', 'Turkey'],
  ['us', 'Vereinigte Staaten', 'United States'],
]);

/** International dialling codes offered in phone fields (37: the countries above, sharing +1 for ca/us). */
export const phoneCodes = list([
  ['+49', '+49 Deutschland', '+49 Germany'],
  ['+43', '+43 Österreich', '+43 Austria'],
  ['+61', '+61 Australien', '+61 Australia'],
  ['+32', '+32 Belgien', '+32 Belgium'],
  ['+359', '+359 Bulgarien', '+359 Bulgaria'],
  ['+1', '+1 Kanada/USA', '+1 Canada/USA'],
  ['+41', '+41 Schweiz', '+41 Switzerland'],
  ['+86', '+86 China', '+86 China'],
  ['+357', '+357 Zypern', '+357 Cyprus'],
  ['+420', '+420 Tschechien', '+420 Czechia'],
  ['+45', '+45 Dänemark', '+45 Denmark'],
  ['+372', '+372 Estland', '+372 Estonia'],
  ['+34', '+34 Spanien', '+34 Spain'],
  ['+358', '+358 Finnland', '+358 Finland'],
  ['+33', '+33 Frankreich', '+33 France'],
  ['+44', '+44 Vereinigtes Königreich', '+44 United Kingdom'],
  ['+30', '+30 Griechenland', '+30 Greece'],
  ['+852', '+852 Hongkong', '+852 Hong Kong'],
  ['+385', '+385 Kroatien', '+385 Croatia'],
  ['+36', '+36 Ungarn', '+36 Hungary'],
  ['+91', '+91 Indien', '+91 India'],
  ['+353', '+353 Irland', '+353 Ireland'],
  ['+39', '+39 Italien', '+39 Italy'],
  ['+370', '+370 Litauen', '+370 Lithuania'],
  ['+352', '+352 Luxemburg', '+352 Luxembourg'],
  ['+371', '+371 Lettland', '+371 Latvia'],
  ['+356', '+356 Malta', '+356 Malta'],
  ['+31', '+31 Niederlande', '+31 Netherlands'],
  ['+47', '+47 Norwegen', '+47 Norway'],
  ['+48', '+48 Polen', '+48 Poland'],
  ['+351', '+351 Portugal', '+351 Portugal'],
  ['+40', '+40 Rumänien', '+40 Romania'],
  ['+381', '+381 Serbien', '+381 Serbia'],
  ['+46', '+46 Schweden', '+46 Sweden'],
  ['+386', '+386 Slowenien', '+386 Slovenia'],
  ['+421', '+421 Slowakei', '+421 Slovakia'],
  ['+90', '+90 Türkei', '+90 Turkey'],
]);

export const langs = list([
  ['de', 'Deutsch', 'German'],
  ['en', 'Englisch', 'English'],
]);

export const contactTypes = list([
  ['office', 'Büro', 'Office'],
  ['marketing', 'Marketing', 'Marketing'],
  ['head_of_marketing', 'Marketingleitung', 'Head of marketing'],
  ['technik', 'Technik', 'Technical'],
  ['executive_director', 'Geschäftsführung', 'Management'],
  ['service_provider', 'Dienstleister', 'Service provider'],
  ['stand_builder', 'Standbauer', 'Stand builder'],
  ['organisation', 'Organisation', 'Organisation'],
  ['account_manager', 'Kundenbetreuung', 'Account management'],
  ['assistant', 'Assistenz', 'Assistance'],
  ['division_manager', 'Bereichsleitung', 'Division management'],
  ['buyer', 'Einkauf', 'Purchasing'],
  ['chief_sales_officer', 'Vertriebsleitung', 'Head of sales'],
  ['owner', 'Inhaber/in', 'Owner'],
  ['fair_contact', 'Ansprechpartner/in vor Ort während der Messe', 'On-site contact during the fair'],
]);

export const standTypes = list([
  ['inline', 'Reihenstand (1 Seite offen)', 'In-line stand (one side open)'],
  ['corner', 'Eckstand (2 Seiten offen)', 'Corner stand (two sides open)'],
  ['head', 'Kopfstand (3 Seiten offen)', 'Head stand (three sides open)'],
  ['island', 'Blockstand (4 Seiten offen)', 'Island stand (four sides open)'],
  ['complete', 'Komplettstand (vom Veranstalter konfiguriert)', 'Complete stand (configured by the organiser)'],
  ['marketing_fee', 'Nur Marketingpauschale', 'Marketing fee only'],
  ['design_trends', 'Designtrends', 'Design trends'],
  ['kitchen_manufacturers', 'Küchenhersteller', 'Kitchen manufacturers'],
  ['rental_system', 'Mietsystemstand', 'Rental system stand'],
  ['living_space', 'Wohnwelt', 'Living space'],
  ['virtual', 'Virtuell', 'Virtual'],
  ['showroom', 'Showroom', 'Showroom'],
]);

export const genders = list([
  [2, 'Herr', 'Mr'],
  [3, 'Frau', 'Ms'],
  [4, 'Divers', 'Mx'],
]);

export { OfferState } from './offer-state.ts';

/** Offer states; the spec fixes only that 1 is a fresh, editable offer and that staff lock anything above 1. */
export const offerStates = list([
  [1, 'Entwurf', 'Draft'],
  [2, 'Versendet', 'Sent'],
  [3, 'Angenommen', 'Accepted'],
  [4, 'Abgelehnt', 'Declined'],
  [5, 'Abgelaufen', 'Expired'],
]);

export const documentTypes = list([
  ['confirmation', 'Auftragsbestätigung', 'Order confirmation'],
  ['invoice', 'Rechnung', 'Invoice'],
  ['credit_note', 'Gutschrift', 'Credit note'],
  ['cancellation', 'Stornobeleg', 'Cancellation voucher'],
  // What the exhibitor booked in the order booklet, issued on "save and send" (not a bill).
  ['booked_services', 'Gebuchte Serviceleistungen', 'Booked services'],
  // A payment reminder or dunning notice of overdue invoices (issue 30; not a bill, it claims what they owe).
  ['dunning_notice', 'Mahnung', 'Dunning notice'],
]);

export const documentStates = list([
  ['open', 'Offen', 'Open'],
  ['confirmed', 'Bestätigt', 'Confirmed'],
  ['delivered', 'Geliefert', 'Delivered'],
  ['processed', 'Bearbeitet', 'Processed'],
  ['finished', 'Abgeschlossen', 'Finished'],
  ['canceled', 'Storniert', 'Cancelled'],
  // An invoice whose gross, less its credit notes, has been paid in full (issue 17).
  ['paid', 'Bezahlt', 'Paid'],
]);

export const priceCalculations = list([
  ['quantity', 'nach eingegebener Menge', 'by entered quantity'],
  ['qm', 'nach Stand-m²', 'by stand m²'],
]);

export const partialBillingNumbers = list([
  ['none', 'keine', 'none'],
  ['stand', 'Stand', 'stand'],
  ['media', 'Medien', 'media'],
  ['technology', 'Technik', 'technology'],
  ['parking', 'Parken', 'parking'],
  ['conclusion', 'Abschluss', 'conclusion'],
  ['award', 'Award', 'award'],
]);

export const groupTypes = list([
  [1, 'Neutral', 'Neutral'],
  [2, 'Umrahmt', 'Boxed'],
  [3, 'Aufklappbar', 'Expandable'],
]);

export const productTypes = list([
  [1, 'Mengenfeld', 'quantity field'],
  [2, 'Ja/Nein-Kontrollkästchen', 'yes/no checkbox'],
]);

export const itemTypes = list([
  [0, 'Produkt', 'product'],
  [1, 'Text', 'text'],
  [2, 'Kontrollkästchen', 'checkbox option'],
  [3, 'Gruppe', 'group'],
  [4, 'Zahleneingabe', 'number input'],
  [5, 'Bestätigung', 'confirmation'],
]);

export const ovenTypes = list([
  ['stove', 'Kaminofen', 'Stove'],
  ['tiled_stove', 'Kachel- oder Putzofen', 'Tiled or plaster stove'],
  ['cooker', 'Herd', 'Cooker'],
  ['pellet_stove', 'Pelletofen', 'Pellet stove'],
  ['gas_oven', 'Gasofen', 'Gas stove'],
  ['hybrid_oven', 'Hybridofen', 'Hybrid stove'],
]);

export const fuels = list([
  ['split_logs', 'Scheitholz', 'Split logs'],
  ['pellets', 'Pellets', 'Pellets'],
  ['gas', 'Gas', 'Gas'],
  ['split_logs_pellets', 'Scheitholz/Pellets', 'Split logs/pellets'],
]);

export const STAND_PRICE_BASES = ['per_qm', 'flat'] as const;
export type StandPriceBasis = (typeof STAND_PRICE_BASES)[number];

/** A list in one language, sorted as given. */
export function labelled<Id extends string | number>(rows: Labelled<Id>[], lang: Lang): { id: Id; label: string }[] {
  return rows.map((row) => ({ id: row.id, label: row[lang] }));
}

export const ids = <Id extends string | number>(rows: Labelled<Id>[]): Id[] => rows.map((row) => row.id);
