import { parse } from 'csv-parse/sync';
import type { FoundEntry, ReaderResult } from './statement-file.ts';
import { decodeWindows1252 } from '../../platform/lib/windows-1252.ts';

type Column = 'account' | 'bookedOn' | 'valueOn' | 'remittance' | 'mandateId' | 'endToEndId' | 'name' | 'payer' | 'payee' | 'iban' | 'amount' | 'debit' | 'credit' | 'currency' | 'status';

/**
 * The column names of German banks' exports, in the form `headerKey` gives them: the Sparkasse's CSV-CAMT first,
 * then those of other banks. Some name payer and payee apart (DKB); which one is the counterparty depends on the sign.
 */
const HEADERS: Readonly<Record<string, Column>> = {
  ...{ auftragskonto: 'account', buchungstag: 'bookedOn', valutadatum: 'valueOn', verwendungszweck: 'remittance', mandatsreferenz: 'mandateId' },
  ...{ 'kundenreferenz (end-to-end)': 'endToEndId', 'beguenstigter/zahlungspflichtiger': 'name', 'kontonummer/iban': 'iban', betrag: 'amount' },
  ...{ waehrung: 'currency', info: 'status' },
  ...{ buchungsdatum: 'bookedOn', buchung: 'bookedOn', wertstellung: 'valueOn', wertstellungsdatum: 'valueOn', valuta: 'valueOn' },
  ...{ kundenreferenz: 'endToEndId', 'end-to-end-referenz': 'endToEndId', 'name zahlungsbeteiligter': 'name', 'auftraggeber / beguenstigter': 'name' },
  ...{ 'auftraggeber/beguenstigter': 'name', 'auftraggeber/empfaenger': 'name', 'zahlungspflichtige*r': 'payer', zahlungspflichtiger: 'payer' },
  ...{ auftraggeber: 'payer', 'zahlungsempfaenger*in': 'payee', zahlungsempfaenger: 'payee', empfaenger: 'payee', 'iban zahlungsbeteiligter': 'iban' },
  ...{ iban: 'iban', kontonummer: 'iban', 'betrag (€)': 'amount', 'betrag (eur)': 'amount', umsatz: 'amount', 'umsatz in eur': 'amount', status: 'status' },
  ...{ 'iban auftragskonto': 'account', wert: 'valueOn', 'beguenstigter / auftraggeber': 'name', 'beguenstigter/auftraggeber': 'name', soll: 'debit', haben: 'credit' },
};

/** How far down the account lines some banks put above the column names may reach. */
const HEADER_SEARCH_LINES = 20;

class Unreadable extends Error {}

/**
 * A German bank's CSV export of account turnovers (Sparkasse CSV-CAMT and its cousins): ';' between fields,
 * decimal comma, days as dd.mm.yy(yy). Null when the file has no such column line near its top.
 */
export function readBankCsvStatement(bytes: Buffer): ReaderResult {
  const text = decoded(bytes);
  if (text.slice(0, 1024).includes('\u0000')) return null;
  let rows: string[][];
  try {
    rows = parse(text, { delimiter: ';', relax_column_count: true, relax_quotes: true, skip_empty_lines: true, trim: true });
  } catch {
    return null;
  }
  const headerAt = rows.slice(0, HEADER_SEARCH_LINES).findIndex((row) => columnsOf(row) !== null);
  if (headerAt < 0) return null;
  const columns = columnsOf(rows[headerAt]!)!;
  try {
    const entries = rows.slice(headerAt + 1).flatMap((row) => entryOf(row, columns));
    const accounts = [...new Set(rows.slice(headerAt + 1).map((row) => cell(row, columns, 'account').replace(/\s+/g, '').toUpperCase()))].filter(Boolean);
    if (accounts.length > 1) throw new Unreadable(`turnovers of several accounts: ${accounts.join(', ')}`);
    const accountIban = accounts[0] || (rows.slice(0, headerAt).flat().map(ibanIn).find((iban) => iban !== null) ?? '');
    return { format: 'csv', version: 'csv', statementIds: [], accountIban, currencies: [], entries };
  } catch (error) {
    if (error instanceof Unreadable) return { problem: 'statementNotReadable', detail: error.message };
    throw error;
  }
}

/** The text of the file: UTF-8 (with or without BOM) when it is valid UTF-8, else Windows-1252, the banks' other one. */
function decoded(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return bytes.subarray(2).toString('utf16le');
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
}

type Columns = Partial<Record<Column, number>>;

/** The columns of a column line; null unless it names at least a booking day and an amount (or debit and credit). */
function columnsOf(row: readonly string[]): Columns | null {
  const columns: Columns = {};
  row.forEach((name, index) => {
    const column = HEADERS[headerKey(name)];
    // ING has a currency column after its balance and another after its amount: the amount's is the one.
    const amountAt = columns.amount;
    const replaces = column === 'currency' && amountAt !== undefined && columns.currency !== undefined && columns.currency < amountAt;
    if (column !== undefined && (columns[column] === undefined || replaces)) columns[column] = index;
  });
  const amounts = columns.amount !== undefined || (columns.debit !== undefined && columns.credit !== undefined);
  return columns.bookedOn !== undefined && amounts ? columns : null;
}

const headerKey = (name: string): string =>
  name.trim().toLowerCase().replace(/\s+/g, ' ').replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss');

const cell = (row: readonly string[], columns: Columns, column: Column): string => {
  const index = columns[column];
  return index === undefined ? '' : (row[index] ?? '').trim();
};

function entryOf(row: readonly string[], columns: Columns): FoundEntry[] {
  const day = cell(row, columns, 'bookedOn');
  // Lines below the turnovers (balances, "Kontostand …") have no day; pending turnovers are not yet booked.
  if (!/^\d/.test(day) || /vorgemerkt|nicht gebucht|pending/i.test(cell(row, columns, 'status'))) return [];
  const amount = signedCentsOf(cell(row, columns, 'amount') || cell(row, columns, 'credit') || `-${cell(row, columns, 'debit').replace(/^-/, '')}`);
  if (amount === 0) return [];
  const direction = amount < 0 ? 'debit' : 'credit';
  const valueDay = cell(row, columns, 'valueOn');
  const nameColumn = columns.name !== undefined ? 'name' : direction === 'credit' ? (columns.payer !== undefined ? 'payer' : 'payee') : columns.payee !== undefined ? 'payee' : 'payer';
  return [
    {
      bankReference: null,
      bookedOn: dayOf(day),
      valueOn: valueDay === '' ? null : dayOf(valueDay),
      direction,
      amountCents: Math.abs(amount),
      currency: cell(row, columns, 'currency').toUpperCase() || 'EUR',
      counterpartyName: cell(row, columns, nameColumn),
      counterpartyIban: cell(row, columns, 'iban'),
      remittance: cell(row, columns, 'remittance'),
      endToEndId: cell(row, columns, 'endToEndId'),
      mandateId: cell(row, columns, 'mandateId'),
      returnReason: '',
    },
  ];
}

/**
 * Cents from a German amount, exactly: '1.234,56' is 123456 and '-0,29' is -29. Without a comma, a point before
 * one or two digits is taken as a decimal point ('12.50'), before groups of three as a thousands point ('1.234').
 */
function signedCentsOf(raw: string): number {
  const value = raw.replace(/[\s\u00a0€]|EUR/gi, '');
  const parts = /^([+-]?)(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/.exec(value) ?? /^([+-]?)(\d+)\.(\d{1,2})$/.exec(value);
  const integer = parts?.[2]?.replace(/\./g, '');
  if (!parts || integer === undefined || integer.length > 13) throw new Unreadable(`amount '${raw}'`);
  const cents = Number(integer) * 100 + Number((parts[3] ?? '').padEnd(2, '0'));
  return parts[1] === '-' ? -cents : cents;
}

/** 'YYYY-MM-DD' from dd.mm.yy (this century's, as statements are) or dd.mm.yyyy, or an ISO day. */
function dayOf(raw: string): string {
  const german = /^(\d{1,2})\.(\d{1,2})\.(\d{2}|\d{4})$/.exec(raw);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  const [year, month, day] = german ? [german[3]!.length === 2 ? 2000 + Number(german[3]) : Number(german[3]), Number(german[2]), Number(german[1])] : iso ? [Number(iso[1]), Number(iso[2]), Number(iso[3])] : [NaN, NaN, NaN];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (Number.isNaN(date.getTime()) || date.getUTCDate() !== day || date.getUTCMonth() !== month - 1) throw new Unreadable(`day '${raw}'`);
  return date.toISOString().slice(0, 10);
}

/** An IBAN with a valid check sum in an account line above the column names. */
function ibanIn(text: string): string | null {
  const candidate = /[A-Z]{2}\d{2}[A-Z0-9]{11,30}/.exec(text.replace(/\s+/g, '').toUpperCase())?.[0];
  if (candidate === undefined) return null;
  const digits = (candidate.slice(4) + candidate.slice(0, 4)).replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  return [...digits].reduce((rest, digit) => (rest * 10 + Number(digit)) % 97, 0) === 1 ? candidate : null;
}
