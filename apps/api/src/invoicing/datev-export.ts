import { dayIn, fiscalYearStart, formatDate, isOneBookingYear, wallTime, type VatCategory } from '@messeportal/domain';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db, Tx } from '../platform/db/client.ts';
import { documents, registrations } from '../platform/db/schema.ts';
import { AppError } from '../platform/http/app-error.ts';
import { encodeWindows1252 } from '../platform/lib/windows-1252.ts';
import { lockOrganiserSettings, type OrganiserRow } from '../platform/settings/repo.ts';
import { DATEV_COLUMNS, type DatevColumn } from './datev-columns.ts';
import { debtorAccountsOf } from './debtor-accounts.ts';
import { contentOf } from './invoicing-repo.ts';

/** The days a batch covers, as the documents list filters them ('YYYY-MM-DD'); without them, its documents' days. */
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

/**
 * The event's invoices, credit notes and cancellation vouchers of a period as a DATEV booking batch ("EXTF",
 * Buchungsstapel format version 13, as DATEV's format description prescribes): the header line, the column line
 * and one booking per document. A document is issued under one tax case, its buyer's (invoice-content.ts), so one
 * line books its gross against the revenue account of that case, and DATEV's open items get one entry per
 * document number. An invoice debits the company's debtor account, its corrections credit it. Without documents
 * the batch is the two lines alone, which DATEV imports as an empty batch.
 */
export async function datevBookingBatch(db: Db, event: BatchEvent, period: DatevPeriod, now = new Date()): Promise<DatevBatch> {
  return db.transaction(async (tx) => {
    // Locked for the debtor numbers a first export gives (debtor-accounts.ts).
    const settings = await lockOrganiserSettings(tx);
    if (settings.datevConsultantNumber === null || settings.datevClientNumber === null) throw new AppError(409, 'datevNumbersMissing');
    const rows = await bookedDocuments(tx, event.id, period);
    const days = batchDays(rows, period, dayIn(now, settings.timeZone), settings.fiscalYearStartMonth);
    const debtors = await debtorAccountsOf(tx, settings, rows.map((row) => row.companyId));
    // DATEV refuses an amount of nothing: a document of 0.00 is no booking.
    const booked = rows.filter((row) => row.grossCents !== 0);
    const lines = [headerLine(settings, days, event, now), DATEV_COLUMNS.join(';'), ...booked.map((row) => bookingLine(row, debtors.get(row.companyId)!, settings, event.currency))];
    return { fileName: `EXTF_Buchungsstapel_${event.id}_${compact(days.from)}-${compact(days.to)}.csv`, bytes: encodeWindows1252(`${lines.join('\r\n')}\r\n`) };
  });
}

function bookedDocuments(tx: Tx, eventId: number, { from, to }: DatevPeriod) {
  return tx
    .select({
      ...{ companyId: documents.companyId, type: documents.type, number: documents.number, date: documents.date },
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
 * The days in the header: those asked for, else from the first to the last document (today when there is none).
 * A batch lies within one fiscal and one calendar year (isOneBookingYear); a period asked for that does not is the
 * caller's mistake, documents that do not are to be exported year by year.
 */
function batchDays(rows: readonly BookedDocument[], period: DatevPeriod, today: string, fiscalYearStartMonth: number) {
  if (period.from && period.to && period.from > period.to) throw new AppError(400, 'datevPeriodReversed', { property: 'to' });
  const from = period.from ?? rows[0]?.date ?? period.to ?? today;
  const to = period.to ?? rows.at(-1)?.date ?? from;
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

/** A document's booking: its gross against the revenue account of its tax case, the columns DATEV needs filled. */
function bookingLine(row: BookedDocument, debtor: number, settings: OrganiserRow, eventCurrency: string): string {
  const content = contentOf(row);
  // Documents written before invoicing kept no tax case: they were issued at the standard rate.
  const [account, key] = TAX_CASE_ACCOUNT[content?.taxCase.category ?? 'S'];
  // An invoice debits the debtor and its corrections credit it; a negative total the other way round.
  const debit = (row.type === 'invoice') === (row.grossCents > 0);
  const corrects = content?.corrects ? `${CORRECTION_TEXT[row.type] ?? ''} zu ${content.corrects.number} ` : '';
  const values: Partial<Record<DatevColumn, string>> = {
    'Umsatz (ohne Soll/Haben-Kz)': (Math.abs(row.grossCents) / 100).toFixed(2).replace('.', ','),
    'Soll/Haben-Kennzeichen': quoted(debit ? 'S' : 'H'),
    'WKZ Umsatz': quoted(content?.currency ?? eventCurrency),
    Konto: String(debtor),
    'Gegenkonto (ohne BU-Schlüssel)': settings[account],
    'BU-Schlüssel': quoted(settings[key]),
    Belegdatum: `${row.date.slice(8, 10)}${row.date.slice(5, 7)}`,
    'Belegfeld 1': quoted(row.number),
    Buchungstext: quoted(`${corrects}${content?.buyer.name ?? ''}`.trim().slice(0, 60)),
    Fälligkeit: row.dueDate ? row.dueDate.split('-').reverse().join('') : '',
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
