import { dayIn, fiscalYearStart, formatDate, isOneBookingYear, wallTime, type VatCategory } from '@messeportal/domain';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db, Tx } from '../platform/db/client.ts';
import { documents, registrations } from '../platform/db/schema.ts';
import { AppError } from '../platform/http/app-error.ts';
import { encodeWindows1252 } from '../platform/lib/windows-1252.ts';
import { lockOrganiserSettings, type OrganiserRow } from '../platform/settings/repo.ts';
import { DATEV_COLUMNS, type DatevColumn } from './datev-columns.ts';
import { debtorAccountsOf } from './debtor-accounts.ts';
import { bookedPayments, paymentBookings, type BookedPayment } from './datev-payment-lines.ts';
import { contentOf } from './invoicing-repo.ts';

/** The days a batch covers, as the documents list filters them ('YYYY-MM-DD'); without them, its documents' and payments' days. */
export interface DatevPeriod {
  from?: string;
  to?: string;
}

export interface DatevBatch {
  fileName: string;
  /** The file in Windows-1252, lines ending in CR LF. */
  bytes: Buffer;
}

type BookedDocument = Awaited<ReturnType<typeof bookedDocuments>>[number];
interface BatchEvent {
  id: number;
  nameDe: string;
  currency: string;
}

/** One booking line's content before DATEV's notation: `side` is the Soll/Haben-Kennzeichen of `account`. */
export interface DatevBooking {
  /** The amount, never negative; `side` says the direction. */
  cents: number;
  side: 'S' | 'H';
  currency: string;
  account: string;
  contraAccount: string;
  taxKey: string;
  /** 'YYYY-MM-DD' */
  day: string;
  /** Belegfeld 1: the document number DATEV's open items go by. */
  voucher: string;
  text: string;
  dueDate: string | null;
}

/**
 * The event's invoices, credit notes and cancellation vouchers of a period and the payments of its invoices as a
 * DATEV booking batch ("EXTF", Buchungsstapel format version 13, as DATEV's format description prescribes): the
 * header line, the column line, one booking per document and after them one per payment (datev-payment-lines.ts).
 * A document is issued under one tax case, its buyer's (invoice-content.ts), so one line books its gross against
 * the revenue account of that case, and DATEV's open items get one entry per document number. An invoice debits
 * the company's debtor account, its corrections and its payments credit it. Without documents and payments the
 * batch is the two lines alone, which DATEV imports as an empty batch.
 */
export async function datevBookingBatch(db: Db, event: BatchEvent, period: DatevPeriod, now = new Date()): Promise<DatevBatch> {
  return db.transaction(async (tx) => {
    // Locked for the debtor numbers a first export gives (debtor-accounts.ts).
    const settings = await lockOrganiserSettings(tx);
    if (settings.datevConsultantNumber === null || settings.datevClientNumber === null) throw new AppError(409, 'datevNumbersMissing');
    const rows = await bookedDocuments(tx, event.id, period);
    const payments = await bookedPayments(tx, event.id, period);
    const days = batchDays([...rows.map((row) => row.date), ...payments.map((payment) => payment.paidOn)], period, dayIn(now, settings.timeZone), settings.fiscalYearStartMonth);
    const debtors = await debtorAccountsOf(tx, settings, companiesByFirstDocument(rows, payments));
    const accounts = { bank: settings.datevBankAccount, clearing: settings.datevClearingAccount };
    const bookings = [
      ...rows.map((row) => documentBooking(row, debtors.get(row.companyId)!, settings, event.currency)),
      ...payments.flatMap((payment) => paymentBookings(payment, debtors.get(payment.companyId)!, accounts, event.currency)),
    ];
    // DATEV refuses an amount of nothing: a document (or payment) of 0.00 is no booking.
    const lines = [headerLine(settings, days, event, now), DATEV_COLUMNS.join(';'), ...bookings.filter((booking) => booking.cents !== 0).map(lineOf)];
    return { fileName: `EXTF_Buchungsstapel_${event.id}_${compact(days.from)}-${compact(days.to)}.csv`, bytes: encodeWindows1252(`${lines.join('\r\n')}\r\n`) };
  });
}

/**
 * The companies of the batch in the order of their first document, as debtor-accounts.ts numbers new ones: a
 * payment's invoice may lie before the period, and its company is then numbered by that invoice.
 */
function companiesByFirstDocument(rows: readonly BookedDocument[], payments: readonly BookedPayment[]): number[] {
  const documentsOf = [
    ...rows.map((row) => ({ date: row.date, id: row.id, companyId: row.companyId })),
    ...payments.map((payment) => ({ date: payment.invoiceDate, id: payment.invoiceId, companyId: payment.companyId })),
  ];
  return documentsOf.sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id).map((document) => document.companyId);
}

function bookedDocuments(tx: Tx, eventId: number, { from, to }: DatevPeriod) {
  return tx
    .select({
      ...{ id: documents.id, companyId: documents.companyId, type: documents.type, number: documents.number, date: documents.date },
      ...{ dueDate: documents.dueDate, grossCents: documents.grossCents, content: documents.content },
    })
    .from(documents)
    .innerJoin(registrations, eq(registrations.id, documents.registrationId))
    .where(
      and(
        eq(registrations.eventId, eventId),
        inArray(documents.type, ['invoice', 'credit_note', 'cancellation']),
        from ? gte(documents.date, from) : undefined,
        to ? lte(documents.date, to) : undefined,
      ),
    )
    .orderBy(asc(documents.date), asc(documents.id));
}

/**
 * The days in the header: those asked for, else from the first to the last day of the documents and payments
 * (today when there is none). A batch lies within one fiscal and one calendar year (isOneBookingYear); a period
 * asked for that does not is the caller's mistake, documents and payments that do not are to be exported year by year.
 */
function batchDays(bookedDays: readonly string[], period: DatevPeriod, today: string, fiscalYearStartMonth: number) {
  if (period.from && period.to && period.from > period.to) throw new AppError(400, 'datevPeriodReversed', { property: 'to' });
  const days = [...bookedDays].sort();
  const from = period.from ?? days[0] ?? period.to ?? today;
  const to = period.to ?? days.at(-1) ?? from;
  if (!isOneBookingYear(from, to, fiscalYearStartMonth)) {
    const params = { from: formatDate(from), to: formatDate(to) };
    throw new AppError(period.from && period.to ? 400 : 409, 'datevPeriodSpansYears', { property: 'from', params });
  }
  return { from, to, fiscalYearStart: fiscalYearStart(from, fiscalYearStartMonth) };
}

/** The header line ("Vorlaufsatz"): DATEV's 31 fields, text in quotes, dates YYYYMMDD. */
function headerLine(settings: OrganiserRow, days: ReturnType<typeof batchDays>, { nameDe: label, currency }: BatchEvent, now: Date): string {
  // YYYYMMDDHHMMSSFFF in the organiser's time zone.
  const created = new Date(wallTime(now.getTime(), settings.timeZone)).toISOString().replace(/\D/g, '');
  return [
    ...[quoted('EXTF'), '700', '21', quoted('Buchungsstapel'), '13', created, '', quoted('RE'), quoted(''), quoted('')],
    ...[String(settings.datevConsultantNumber), String(settings.datevClientNumber), compact(days.fiscalYearStart), String(settings.datevAccountLength)],
    ...[compact(days.from), compact(days.to), quoted(label.slice(0, 30).trim()), quoted('')],
    // Financial accounting (1), no accounting purpose (0), not locked (0): the accountant checks before locking.
    ...['1', '0', '0', quoted(currency), '', quoted(''), '', ''],
    // The chart of accounts stays the client's own; no industry solution, no application information.
    ...[quoted(''), '', '', quoted(''), quoted('')],
  ].join(';');
}

const TAX_CASE_ACCOUNT = {
  S: ['revenueAccountDomestic', 'taxKeyDomestic'],
  AE: ['revenueAccountReverseCharge', 'taxKeyReverseCharge'],
  O: ['revenueAccountNotTaxable', 'taxKeyNotTaxable'],
} as const satisfies Record<VatCategory, [keyof OrganiserRow, keyof OrganiserRow]>;

const CORRECTION_TEXT: Record<string, string> = { credit_note: 'Gutschrift', cancellation: 'Storno' };

/** A document's booking: its gross against the revenue account of its tax case. */
function documentBooking(row: BookedDocument, debtor: number, settings: OrganiserRow, eventCurrency: string): DatevBooking {
  const content = contentOf(row);
  // Documents written before invoicing kept no tax case: they were issued at the standard rate.
  const [account, key] = TAX_CASE_ACCOUNT[content?.taxCase.category ?? 'S'];
  // An invoice debits the debtor and its corrections credit it; a negative total the other way round.
  const debit = (row.type === 'invoice') === (row.grossCents > 0);
  const corrects = content?.corrects ? `${CORRECTION_TEXT[row.type] ?? ''} zu ${content.corrects.number} ` : '';
  return {
    ...{ cents: Math.abs(row.grossCents), side: debit ? 'S' : 'H', currency: content?.currency ?? eventCurrency },
    ...{ account: String(debtor), contraAccount: settings[account], taxKey: settings[key] },
    ...{ day: row.date, voucher: row.number, text: `${corrects}${content?.buyer.name ?? ''}`, dueDate: row.dueDate },
  };
}

/** A booking as a line of DATEV's columns, filling those DATEV needs; a text DATEV takes up to 60 characters of. */
function lineOf(booking: DatevBooking): string {
  const values: Partial<Record<DatevColumn, string>> = {
    'Umsatz (ohne Soll/Haben-Kz)': (booking.cents / 100).toFixed(2).replace('.', ','),
    'Soll/Haben-Kennzeichen': quoted(booking.side),
    'WKZ Umsatz': quoted(booking.currency),
    Konto: booking.account,
    'Gegenkonto (ohne BU-Schlüssel)': booking.contraAccount,
    'BU-Schlüssel': quoted(booking.taxKey),
    // Day and month only: the header's days give the year.
    Belegdatum: `${booking.day.slice(8, 10)}${booking.day.slice(5, 7)}`,
    'Belegfeld 1': quoted(booking.voucher),
    Buchungstext: quoted(booking.text.trim().slice(0, 60)),
    Fälligkeit: booking.dueDate ? booking.dueDate.split('-').reverse().join('') : '',
  };
  return DATEV_COLUMNS.map((column) => values[column] ?? '').join(';');
}

/** 'YYYY-MM-DD' as DATEV writes a day in the header: YYYYMMDD. */
const compact = (day: string) => day.replaceAll('-', '');

/**
 * A text field in double quotes, its own quotes doubled, line breaks and tabs as spaces; a text starting with
 * = + - @ would be a formula when the file is opened in a spreadsheet, so it gets an apostrophe in front.
 */
const quoted = (value: string) => `"${(/^[=+\-@]/.test(value) ? `'${value}` : value).replace(/[\r\n\t]+/g, ' ').replace(/"/g, '""')}"`;
