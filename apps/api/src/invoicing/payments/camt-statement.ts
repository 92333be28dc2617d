import { XMLParser } from 'fast-xml-parser';
import type { FoundEntry, ReaderResult } from './statement-file.ts';
import { unescapedXml } from '../../platform/lib/xml-text.ts';

const CAMT_053 = /^urn:iso:std:iso:20022:tech:xsd:camt\.053\.001\.(02|04|06|08)$/;

// No entity of the document is expanded (XXE, billion laughs); the five predefined ones are decoded by `unescapedXml`.
// Values stay text: an amount must not pass through a float, nor an id lose its leading zeros.
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
});

class Unreadable extends Error {}

/**
 * A camt.053 statement of version 001.02, .04, .06 or .08, whose elements read here are the same but for the
 * parties' `Pty` of 001.08. Null when the file is no XML at all; XML other than camt.053 (camt.052/054, pain) is a problem,
 * not a CSV. Several `Stmt` are read as one, as long as they are of one account.
 */
export function readCamtStatement(bytes: Buffer): ReaderResult {
  const xml = xmlText(bytes);
  if (xml === null) return null;
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) return { problem: 'statementNotReadable', detail: 'XML with a document type declaration' };
  const namespace = rootNamespace(xml);
  const version = CAMT_053.exec(namespace ?? '')?.[1];
  if (version === undefined) return { problem: 'statementNotReadable', detail: `XML, but no camt.053 document (${namespace ?? 'no Document root'})` };
  try {
    const statements = all(parsed(xml), 'Document', 'BkToCstmrStmt', 'Stmt');
    if (statements.length === 0) throw new Unreadable('no Stmt');
    const accounts = [...new Set(statements.map((stmt) => text(stmt, 'Acct', 'Id', 'IBAN').replace(/\s+/g, '').toUpperCase()))];
    if (accounts.length > 1) throw new Unreadable(`statements of several accounts: ${accounts.join(', ')}`);
    const accountIban = accounts[0] ?? '';
    return {
      format: 'camt.053',
      version: `001.${version}`,
      statementIds: statements.map((stmt) => text(stmt, 'Id')),
      accountIban,
      currencies: statements.map((stmt) => text(stmt, 'Acct', 'Ccy')).filter((currency) => currency !== ''),
      entries: statements.flatMap((stmt) => all(stmt, 'Ntry').flatMap((entry) => entriesOf(entry, accountIban))),
    };
  } catch (error) {
    if (error instanceof Unreadable) return { problem: 'statementNotReadable', detail: error.message };
    throw error;
  }
}

function parsed(xml: string): unknown {
  try {
    return parser.parse(xml, true);
  } catch (error) {
    throw new Unreadable(`not well-formed XML: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The file as text when it looks like XML; banks write UTF-8, now and then a declared Latin-1. */
function xmlText(bytes: Buffer): string | null {
  const head = bytes.subarray(0, 200).toString('latin1').replace(/^\u00ef\u00bb\u00bf/, '');
  if (!head.trimStart().startsWith('<')) return null;
  const latin1 = /^\s*<\?xml[^>]*encoding=["'](iso-8859-1|latin-?1|windows-1252)["']/i.test(head);
  return latin1 ? bytes.toString('latin1') : bytes.toString('utf8').replace(/^\uFEFF/, '');
}

/** The namespace of the root element when it is a `Document`, read before parsing since the parser drops prefixes. */
function rootNamespace(xml: string): string | null {
  const start = /^\s*(?:(?:<\?[\s\S]*?\?>|<!--[\s\S]*?-->)\s*)*<(?:([\w.-]+):)?Document(\s[^>]*)?>/.exec(xml);
  if (!start) return null;
  const declaration = start[1] ? `xmlns:${start[1]}` : 'xmlns';
  return new RegExp(`${declaration.replaceAll('.', '\\.')}\\s*=\\s*["']([^"']*)["']`).exec(start[2] ?? '')?.[1] ?? null;
}

/** One read entry per booked entry, or per transaction of a batch booking whose transactions have amounts. */
function entriesOf(entry: unknown, accountIban: string): FoundEntry[] {
  const status = text(entry, 'Sts') || text(entry, 'Sts', 'Cd');
  if (status !== '' && status !== 'BOOK') return [];
  const direction = directionOf(text(entry, 'CdtDbtInd'));
  const amount = amountOf(at(entry, 'Amt'));
  const bookedOn = dateOf(entry, 'BookgDt') ?? dateOf(entry, 'ValDt');
  if (amount === null || bookedOn === null) throw new Unreadable(`entry ${text(entry, 'AcctSvcrRef')} without amount or booking date`);
  const booking = { bookedOn, valueOn: dateOf(entry, 'ValDt') };
  const reference = text(entry, 'AcctSvcrRef') || null;
  const transactions = all(entry, 'NtryDtls').flatMap((details) => all(details, 'TxDtls'));
  const ownAmounts = transactions.map((transaction) => amountOf(at(transaction, 'Amt') ?? at(transaction, 'AmtDtls', 'TxAmt', 'Amt')));
  if (transactions.length > 1 && ownAmounts.every((own) => own !== null)) {
    return transactions.flatMap((transaction, i) => {
      const own = ownAmounts[i]!;
      const ownDirection = text(transaction, 'CdtDbtInd') ? directionOf(text(transaction, 'CdtDbtInd')) : direction;
      if (own.cents === 0) return [];
      const bankReference = reference === null ? null : `${reference}/${i + 1}`;
      return [{ ...booking, ...detailsOf(transaction, ownDirection, accountIban), direction: ownDirection, amountCents: own.cents, currency: own.currency, bankReference }];
    });
  }
  if (amount.cents === 0) return [];
  // One transaction, or a batch the bank reports without the single amounts: one entry of the whole amount.
  const details = detailsOf(transactions[0], direction, accountIban);
  const remittance = transactions.map((transaction) => detailsOf(transaction, direction, accountIban).remittance).join(' ');
  return [{ ...booking, ...details, remittance, direction, amountCents: amount.cents, currency: amount.currency, bankReference: reference }];
}

function detailsOf(transaction: unknown, direction: 'credit' | 'debit', accountIban: string) {
  const remittance = [...all(transaction, 'RmtInf', 'Ustrd'), ...all(transaction, 'RmtInf', 'Strd').map((strd) => at(strd, 'CdtrRefInf', 'Ref'))];
  return {
    ...counterpartyOf(at(transaction, 'RltdPties'), direction, accountIban),
    remittance: remittance.map((part) => text(part)).join(' '),
    endToEndId: text(transaction, 'Refs', 'EndToEndId'),
    mandateId: text(transaction, 'Refs', 'MndtId'),
    returnReason: text(transaction, 'RtrInf', 'Rsn', 'Cd'),
  };
}

/**
 * The other party: the debtor of a credit, the creditor of a debit. A returned direct debit is a debit that names
 * the organiser as its creditor, like the collection it returns; then the debtor is the one it is about.
 */
function counterpartyOf(parties: unknown, direction: 'credit' | 'debit', accountIban: string) {
  const side = (role: 'Dbtr' | 'Cdtr') => ({
    counterpartyName: text(parties, role, 'Nm') || text(parties, role, 'Pty', 'Nm'),
    counterpartyIban: text(parties, `${role}Acct`, 'Id', 'IBAN'),
  });
  const isOwnOrNone = (party: ReturnType<typeof side>) =>
    (party.counterpartyName === '' && party.counterpartyIban === '') || (accountIban !== '' && party.counterpartyIban.replace(/\s+/g, '').toUpperCase() === accountIban);
  const [preferred, other] = direction === 'credit' ? [side('Dbtr'), side('Cdtr')] : [side('Cdtr'), side('Dbtr')];
  return isOwnOrNone(preferred) && !isOwnOrNone(other) ? other : preferred;
}

function directionOf(indicator: string): 'credit' | 'debit' {
  if (indicator === 'CRDT') return 'credit';
  if (indicator === 'DBIT') return 'debit';
  throw new Unreadable(`credit/debit indicator '${indicator}'`);
}

/** An amount element as integer cents, read digit by digit: '0.29' is 29, never 28.999… */
function amountOf(element: unknown): { cents: number; currency: string } | null {
  if (element === undefined) return null;
  const value = text(element);
  const decimal = /^(\d{1,13})(?:\.(\d{0,5}))?$/.exec(value);
  const fraction = (decimal?.[2] ?? '').padEnd(5, '0');
  if (!decimal || !fraction.endsWith('000')) throw new Unreadable(`amount '${value}'`);
  return { cents: Number(decimal[1]) * 100 + Number(fraction.slice(0, 2)), currency: isNode(element) ? String(element['@Ccy'] ?? '') : '' };
}

/** `Dt` or the day of `DtTm`, as the bank wrote it (its own time zone). */
function dateOf(entry: unknown, name: 'BookgDt' | 'ValDt'): string | null {
  const value = text(entry, name, 'Dt') || text(entry, name, 'DtTm');
  if (value === '') return null;
  const day = /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0];
  if (day === undefined) throw new Unreadable(`${name} '${value}'`);
  return day;
}

type XmlNode = { readonly [name: string]: unknown };
const isNode = (value: unknown): value is XmlNode => typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** The element at the path, taking the first of repeated ones on the way. */
function at(node: unknown, ...path: string[]): unknown {
  let current = node;
  for (const name of path) {
    const first = list(current)[0];
    current = isNode(first) ? first[name] : undefined;
  }
  return list(current)[0];
}

/** All the elements of the last name of the path, the first of repeated ones on the way. */
function all(node: unknown, ...path: string[]): unknown[] {
  const parent = list(at(node, ...path.slice(0, -1)))[0];
  return isNode(parent) ? list(parent[path.at(-1)!]) : [];
}

/** The text of the element at the path; '' when it is absent. */
function text(node: unknown, ...path: string[]): string {
  const element = at(node, ...path);
  const raw = typeof element === 'string' ? element : isNode(element) && typeof element['#text'] === 'string' ? element['#text'] : '';
  return unescapedXml(raw).trim();
}

