import { createHash } from 'node:crypto';
import { readBankCsvStatement } from './bank-csv-statement.ts';
import { readCamtStatement } from './camt-statement.ts';

export type StatementProblem = 'statementNotReadable' | 'statementEmpty' | 'statementCurrency' | 'statementTooLarge';

export interface StatementEntry {
  /**
   * Unique within the account: the bank's AcctSvcrRef (with '/n' for the n-th transaction of a batch booking), or,
   * where the bank gives none (every CSV row), a hash of the entry's content with a counter (derivedReference).
   */
  bankReference: string;
  /** YYYY-MM-DD */
  bookedOn: string;
  valueOn: string | null;
  direction: 'credit' | 'debit';
  /** Positive integer cents. */
  amountCents: number;
  /** '' when absent. */
  counterpartyName: string;
  /** Compact, upper case; '' when absent. */
  counterpartyIban: string;
  /** Whitespace collapsed. */
  remittance: string;
  /** '' when absent or NOTPROVIDED. */
  endToEndId: string;
  mandateId: string;
  /** The ISO return reason of a returned direct debit, such as 'AC04'; '' when none. */
  returnReason: string;
}

export interface ReadStatement {
  format: 'camt.053' | 'csv';
  /** '001.02', '001.04', '001.06', '001.08' or 'csv'. */
  version: string;
  statementIds: string[];
  /** '' when the file does not name the account by IBAN. */
  accountIban: string;
  currency: 'EUR';
  entries: StatementEntry[];
}

export type StatementFileResult = { ok: true; statement: ReadStatement } | { ok: false; problem: StatementProblem; detail?: string };

/** An entry as a reader finds it: without a reference where the bank gives none, in the currency it is in. */
export interface FoundEntry extends Omit<StatementEntry, 'bankReference'> {
  bankReference: string | null;
  currency: string;
}

/** What a reader makes of a file: its statement, a problem, or null when the file is not of its format. */
export type FoundStatement = Omit<ReadStatement, 'entries' | 'currency'> & { entries: FoundEntry[]; currencies: string[] };
export type ReaderResult = FoundStatement | { problem: StatementProblem; detail: string } | null;

export const MAX_STATEMENT_BYTES = 20 * 1024 * 1024;
export const MAX_STATEMENT_ENTRIES = 20_000;

/**
 * The entries of a bank statement file, a camt.053 document or a German bank's CSV export, told apart by content
 * alone: staff upload whatever their online banking gave them, under whatever name.
 */
export function readStatementFile(bytes: Buffer): StatementFileResult {
  if (bytes.length > MAX_STATEMENT_BYTES) return { ok: false, problem: 'statementTooLarge', detail: `${bytes.length} bytes` };
  if (bytes.length === 0) return { ok: false, problem: 'statementNotReadable', detail: 'empty file' };
  const found = readCamtStatement(bytes) ?? readBankCsvStatement(bytes);
  if (found === null) return { ok: false, problem: 'statementNotReadable', detail: 'neither camt.053 nor a bank CSV export' };
  if ('problem' in found) return { ok: false, problem: found.problem, detail: found.detail };
  const foreign = [...found.currencies, ...found.entries.map((entry) => entry.currency)].find((currency) => currency !== 'EUR');
  if (foreign !== undefined) return { ok: false, problem: 'statementCurrency', detail: foreign };
  if (found.entries.length === 0) return { ok: false, problem: 'statementEmpty' };
  if (found.entries.length > MAX_STATEMENT_ENTRIES) return { ok: false, problem: 'statementTooLarge', detail: `${found.entries.length} entries` };
  const { currencies: _currencies, entries, ...statement } = found;
  const accountIban = found.accountIban.replace(/\s+/g, '').toUpperCase();
  return { ok: true, statement: { ...statement, accountIban, currency: 'EUR', entries: withReferences(entries, accountIban) } };
}

/**
 * Every entry with a reference. Without one from the bank the reference is made from the entry's content, so the
 * same file read again gives the same references, and counted, so two identical transfers on one day stay two.
 */
function withReferences(entries: readonly FoundEntry[], accountIban: string): StatementEntry[] {
  const occurrences = new Map<string, number>();
  return entries.map(({ currency: _currency, bankReference, ...found }) => {
    const entry = normalised(found);
    if (bankReference !== null) return { ...entry, bankReference };
    const hash = derivedReference(accountIban, entry);
    const occurrence = (occurrences.get(hash) ?? 0) + 1;
    occurrences.set(hash, occurrence);
    return { ...entry, bankReference: `${hash}:${occurrence}` };
  });
}

type ReferencedContent = Pick<StatementEntry, 'bookedOn' | 'direction' | 'amountCents' | 'counterpartyName' | 'counterpartyIban' | 'remittance' | 'endToEndId'>;

/** The first 32 hex digits of the SHA-256 of what tells one booking from another; the same for the same content. */
export function derivedReference(accountIban: string, entry: ReferencedContent): string {
  const signedCents = entry.direction === 'debit' ? -entry.amountCents : entry.amountCents;
  const fields = [accountIban, entry.bookedOn, String(signedCents), entry.counterpartyName, entry.counterpartyIban, entry.remittance, entry.endToEndId];
  // A control character no bank writes into a field, so no two different entries join to the same text.
  return createHash('sha256').update(fields.join('\u001f')).digest('hex').slice(0, 32);
}

/** The texts as the readers found them, in the one form matching compares: the same for camt and CSV. */
function normalised(entry: Omit<StatementEntry, 'bankReference'>): Omit<StatementEntry, 'bankReference'> {
  const endToEndId = collapsed(entry.endToEndId);
  return {
    ...entry,
    counterpartyName: collapsed(entry.counterpartyName),
    counterpartyIban: entry.counterpartyIban.replace(/\s+/g, '').toUpperCase(),
    remittance: collapsed(entry.remittance),
    // SEPA's placeholder for a payer who gave no reference.
    endToEndId: endToEndId.toUpperCase() === 'NOTPROVIDED' ? '' : endToEndId,
    mandateId: collapsed(entry.mandateId),
    returnReason: collapsed(entry.returnReason).toUpperCase(),
  };
}

const collapsed = (text: string): string => text.replace(/\s+/g, ' ').trim();
