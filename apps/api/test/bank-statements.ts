import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { encodeWindows1252 } from '../src/platform/lib/windows-1252.ts';

/** A transaction of a batch booking: its own amount, parties and references under the entry's. */
export interface CamtTransaction {
  amountCents: number;
  name?: string;
  iban?: string;
  remittance?: string;
  endToEndId?: string;
  mandateId?: string;
  returnReason?: string;
}

export interface CamtEntry extends CamtTransaction {
  direction: 'credit' | 'debit';
  /** YYYY-MM-DD */
  bookedOn: string;
  /** YYYY-MM-DD; the booking day when not given. */
  valueOn?: string;
  /** The entry's AcctSvcrRef; none in the document when not given. */
  bankReference?: string;
  currency?: string;
  status?: 'BOOK' | 'PDNG' | 'INFO';
  /** A batch booking: `amountCents` is then the batch's total, these are its single transactions. */
  transactions?: CamtTransaction[];
}

export interface CamtStatementOptions {
  version: '001.02' | '001.08';
  accountIban: string;
  statementId?: string;
  /** The account owner, named as creditor of credits and debtor of debits. */
  accountName?: string;
  openingBalanceCents?: number;
  entries: CamtEntry[];
}

/** The official ISO 20022 schemas the tests check bank files against, kept as test data (each names its source). */
export const ISO20022_SCHEMAS = {
  'camt.053.001.02': resolve(import.meta.dirname, 'fixtures/iso20022/camt.053.001.02.xsd'),
  'camt.053.001.08': resolve(import.meta.dirname, 'fixtures/iso20022/camt.053.001.08.xsd'),
  'pain.008.001.08': resolve(import.meta.dirname, 'fixtures/iso20022/pain.008.001.08.xsd'),
  'pain.001.001.09': resolve(import.meta.dirname, 'fixtures/iso20022/pain.001.001.09.xsd'),
} as const;

/**
 * A camt.053 statement of the account as a bank sends it, valid against the version's schema: group header, the
 * opening and closing booked balances (OPBD from `openingBalanceCents`, CLBD after the entries), the number and sum
 * of the entries, and per entry one transaction's details, or several for a batch.
 */
export function camtStatementXml(options: CamtStatementOptions): string {
  const v08 = options.version === '001.08';
  const owner = options.accountName ?? 'Messe Beispiel GmbH';
  const days = options.entries.map((entry) => entry.bookedOn).sort();
  const [first, last] = [days[0] ?? '2026-01-02', days.at(-1) ?? '2026-01-02'];
  const opening = options.openingBalanceCents ?? 100_000;
  const closing = options.entries.reduce((sum, entry) => sum + (entry.direction === 'credit' ? entry.amountCents : -entry.amountCents), opening);
  const sum = options.entries.reduce((total, entry) => total + entry.amountCents, 0);
  const balance = (code: string, cents: number, day: string) =>
    `<Bal><Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp>${amount(Math.abs(cents))}<CdtDbtInd>${cents < 0 ? 'DBIT' : 'CRDT'}</CdtDbtInd><Dt><Dt>${day}</Dt></Dt></Bal>`;
  const party = (name: string | undefined) => (name ? (v08 ? `<Pty><Nm>${escaped(name)}</Nm></Pty>` : `<Nm>${escaped(name)}</Nm>`) : v08 ? '<Pty/>' : '');
  const account = (iban: string | undefined) => (iban ? `<Id><IBAN>${iban}</IBAN></Id>` : '');

  const transaction = (entry: CamtEntry, tx: CamtTransaction, own: boolean) => {
    // A returned collection names the organiser as creditor and the payer as debtor, as the collection did.
    const payerIsCounterparty = entry.direction === 'credit' || tx.returnReason !== undefined;
    const them = { name: tx.name, iban: tx.iban };
    const us = { name: owner, iban: options.accountIban };
    const [debtor, creditor] = payerIsCounterparty ? [them, us] : [us, them];
    const side = (role: string, who: { name?: string; iban?: string }) =>
      (who.name || v08 ? `<${role}>${party(who.name)}</${role}>` : '') + (who.iban ? `<${role}Acct>${account(who.iban)}</${role}Acct>` : '');
    const refs = tx.endToEndId || tx.mandateId ? `<Refs>${element('EndToEndId', tx.endToEndId)}${element('MndtId', tx.mandateId)}</Refs>` : '';
    const txAmount = own ? (v08 ? `${amount(tx.amountCents, entry.currency)}<CdtDbtInd>${indicator(entry)}</CdtDbtInd>` : `<AmtDtls><TxAmt>${amount(tx.amountCents, entry.currency)}</TxAmt></AmtDtls>`) : '';
    const lines = chunks(tx.remittance ?? '', 140).map((line) => element('Ustrd', line));
    return (
      `<TxDtls>${refs}${txAmount}<RltdPties>${side('Dbtr', debtor)}${side('Cdtr', creditor)}</RltdPties>` +
      (lines.length > 0 ? `<RmtInf>${lines.join('')}</RmtInf>` : '') +
      (tx.returnReason ? `<RtrInf><Rsn><Cd>${tx.returnReason}</Cd></Rsn></RtrInf>` : '') +
      '</TxDtls>'
    );
  };

  const entry = (e: CamtEntry) => {
    const status = e.status ?? 'BOOK';
    const family = e.returnReason ? ['IDDT', 'UPDD'] : e.direction === 'credit' ? ['RCDT', 'ESCT'] : ['ICDT', 'ESCT'];
    const details = e.transactions ? e.transactions.map((tx) => transaction(e, tx, true)).join('') : transaction(e, e, false);
    return (
      `<Ntry>${amount(e.amountCents, e.currency)}<CdtDbtInd>${indicator(e)}</CdtDbtInd>${e.returnReason ? '<RvslInd>true</RvslInd>' : ''}` +
      (v08 ? `<Sts><Cd>${status}</Cd></Sts>` : `<Sts>${status}</Sts>`) +
      `<BookgDt><Dt>${e.bookedOn}</Dt></BookgDt><ValDt><Dt>${e.valueOn ?? e.bookedOn}</Dt></ValDt>${element('AcctSvcrRef', e.bankReference)}` +
      `<BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>${family[0]}</Cd><SubFmlyCd>${family[1]}</SubFmlyCd></Fmly></Domn></BkTxCd>` +
      `<NtryDtls>${e.transactions ? `<Btch><NbOfTxs>${e.transactions.length}</NbOfTxs></Btch>` : ''}${details}</NtryDtls></Ntry>`
    );
  };

  const id = options.statementId ?? `STMT-${last}`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.${options.version}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">`,
    '<BkToCstmrStmt>',
    `<GrpHdr><MsgId>${escaped(`MSG-${id}`.slice(0, 35))}</MsgId><CreDtTm>${last}T18:00:00</CreDtTm></GrpHdr>`,
    `<Stmt><Id>${escaped(id)}</Id><CreDtTm>${last}T18:00:00</CreDtTm><FrToDt><FrDtTm>${first}T00:00:00</FrDtTm><ToDtTm>${last}T23:59:59</ToDtTm></FrToDt>`,
    `<Acct><Id><IBAN>${options.accountIban}</IBAN></Id><Ccy>EUR</Ccy><Ownr><Nm>${escaped(owner)}</Nm></Ownr></Acct>`,
    balance('OPBD', opening, first),
    balance('CLBD', closing, last),
    `<TxsSummry><TtlNtries><NbOfNtries>${options.entries.length}</NbOfNtries><Sum>${decimal(sum)}</Sum></TtlNtries></TxsSummry>`,
    ...options.entries.map(entry),
    '</Stmt>',
    '</BkToCstmrStmt>',
    '</Document>',
    '',
  ].join('\n');
}

/** xmllint's complaints about the document against the official schema; '' when it is valid. */
export function schemaErrors(xml: string, schema: keyof typeof ISO20022_SCHEMAS): string {
  const dir = mkdtempSync(join(tmpdir(), 'iso20022-'));
  try {
    writeFileSync(join(dir, 'file.xml'), xml);
    execFileSync('xmllint', ['--noout', '--schema', ISO20022_SCHEMAS[schema], join(dir, 'file.xml')], { stdio: 'pipe' });
    return '';
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr;
    return stderr ? stderr.toString() : String(error);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface BankCsvRow {
  /** YYYY-MM-DD */
  bookedOn: string;
  valueOn?: string;
  amountCents: number;
  direction: 'credit' | 'debit';
  name?: string;
  iban?: string;
  bic?: string;
  remittance?: string;
  endToEndId?: string;
  mandateId?: string;
  creditorId?: string;
  bookingText?: string;
  currency?: string;
  /** Not yet booked: the Sparkasse's "Umsatz vorgemerkt". */
  pending?: boolean;
}

export interface BankCsvOptions {
  /** 'latin1' writes Windows-1252, what the Sparkasse's export gives. Default UTF-8. */
  encoding?: 'utf8' | 'latin1';
  /** A byte order mark before UTF-8. */
  bom?: boolean;
  accountIban?: string;
}

const CSV_CAMT_HEADER = [
  ...['Auftragskonto', 'Buchungstag', 'Valutadatum', 'Buchungstext', 'Verwendungszweck', 'Glaeubiger ID', 'Mandatsreferenz'],
  ...['Kundenreferenz (End-to-End)', 'Sammlerreferenz', 'Lastschrift Ursprungsbetrag', 'Auslagenersatz Ruecklastschrift'],
  ...['Beguenstigter/Zahlungspflichtiger', 'Kontonummer/IBAN', 'BIC (SWIFT-Code)', 'Betrag', 'Waehrung', 'Info'],
];

/** The rows as the Sparkasse's "CSV-CAMT" export: every field quoted, ';' between, days dd.mm.yy, CR LF. */
export function bankCsv(rows: readonly BankCsvRow[], options: BankCsvOptions = {}): Buffer {
  const account = options.accountIban ?? 'DE02120300000000202051';
  const day = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(2, 4)}`;
  const lines = [CSV_CAMT_HEADER, ...rows.map((row) => [
    ...[account, day(row.bookedOn), day(row.valueOn ?? row.bookedOn), row.bookingText ?? (row.direction === 'credit' ? 'GUTSCHR. UEBERWEISUNG' : 'ONLINE-UEBERWEISUNG')],
    ...[row.remittance ?? '', row.creditorId ?? '', row.mandateId ?? '', row.endToEndId ?? '', '', '', ''],
    ...[row.name ?? '', row.iban ?? '', row.bic ?? '', `${row.direction === 'debit' ? '-' : ''}${decimal(row.amountCents).replace('.', ',')}`],
    ...[row.currency ?? 'EUR', row.pending ? 'Umsatz vorgemerkt' : 'Umsatz gebucht'],
  ])];
  const text = `${lines.map((fields) => fields.map((field) => `"${field.replaceAll('"', '""')}"`).join(';')).join('\r\n')}\r\n`;
  if (options.encoding === 'latin1') return encodeWindows1252(text);
  return Buffer.concat([Buffer.from(options.bom ? [0xef, 0xbb, 0xbf] : []), Buffer.from(text, 'utf8')]);
}

const decimal = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
const amount = (cents: number, currency = 'EUR') => `<Amt Ccy="${currency}">${decimal(cents)}</Amt>`;
const indicator = (entry: CamtEntry) => (entry.direction === 'credit' ? 'CRDT' : 'DBIT');
const element = (name: string, value: string | undefined) => (value ? `<${name}>${escaped(value)}</${name}>` : '');
const escaped = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const chunks = (text: string, size: number) => Array.from({ length: Math.ceil(text.length / size) }, (_, i) => text.slice(i * size, (i + 1) * size));
