import { centsToAmount, matchCredits, type CreditMatch } from '@messeportal/domain';
import type { FastifyInstance } from 'fastify';
import { lockPaymentBookings } from '../payment-lock.ts';
import { recordChange, type Actor } from '../../platform/audit/record-change.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { bookReturnedDebit, returnedCollections, type ReturnedDebit } from './returned-debits.ts';
import { readStatementFile, type StatementEntry } from './statement-file.ts';
import { bookPayments, closedInvoiceNumbers, insertEntries, insertStatement, knownReferences, openInvoices, type Booking, type NewBankEntry } from './statement-repo.ts';

/**
 * How a new entry is stored: a credit as its match decided, a returned collection as booked on its invoice, other
 * money that left the account for a person to look at.
 */
function storedEntry(entry: StatementEntry, match: CreditMatch | undefined, returned: ReturnedDebit | undefined): NewBankEntry {
  if (returned) return { ...entry, state: 'booked', reviewReason: null, candidateIds: [returned.documentId] };
  if (!match) return { ...entry, state: 'review', reviewReason: 'debit', candidateIds: [] };
  if (match.outcome === 'book') return { ...entry, state: 'booked', reviewReason: null, candidateIds: match.allocations.map((allocation) => allocation.invoiceId) };
  return { ...entry, state: 'review', reviewReason: match.reason, candidateIds: match.candidateIds };
}

/**
 * Reads a bank statement (camt.053 or a bank's CSV export, told apart by content) and matches every credit not
 * known from an earlier upload to the open invoices: what matches exactly is booked as payments at once, each
 * with its entry; the rest waits for a person. One transaction under the payment booking lock: a statement
 * uploaded twice at the same moment, in two processes, books once.
 */
export async function uploadStatement(app: FastifyInstance, file: { name: string; data: Buffer }, actor: Actor) {
  const read = readStatementFile(file.data);
  if (!read.ok) throw new AppError(400, read.problem, { property: 'file', params: { detail: read.detail ?? '' } });
  const { statement } = read;
  return app.db.transaction(async (tx) => {
    await lockPaymentBookings(tx);
    const known = await knownReferences(tx, statement.accountIban, statement.entries.map((entry) => entry.bankReference));
    // An entry the file holds twice (two statements of overlapping days in one file) is new once.
    const fresh = statement.entries.filter((entry) => {
      if (known.has(entry.bankReference)) return false;
      known.add(entry.bankReference);
      return true;
    });
    const credits = fresh.filter((entry) => entry.direction === 'credit');
    const matches = matchCredits(credits, await openInvoices(tx), await closedInvoiceNumbers(tx));
    const matchOf = new Map(credits.map((credit, i) => [credit, matches[i]!]));
    const returns = await returnedCollections(tx, fresh.filter((entry) => entry.direction === 'debit'));
    const stored = fresh.map((entry) => storedEntry(entry, matchOf.get(entry), returns.get(entry)));

    const format = statement.format === 'csv' ? 'CSV' : `camt.053.${statement.version}`;
    const statementId = await insertStatement(tx, {
      fileName: file.name.slice(0, 200),
      format,
      accountIban: statement.accountIban,
      statementIds: statement.statementIds.join(', ').slice(0, 500),
      entriesRead: statement.entries.length,
      entriesNew: fresh.length,
      staffUserId: actor?.staffUserId ?? null,
    });
    const ids = await insertEntries(tx, statementId, statement.accountIban, stored);
    const bookings: Booking[] = fresh.flatMap((entry, i) => {
      const match = matchOf.get(entry);
      if (match?.outcome !== 'book') return [];
      return match.allocations.map((allocation) => ({ ...allocation, bankEntryId: ids[i]!, paidOn: entry.bookedOn }));
    });
    await bookPayments(tx, bookings, actor?.staffUserId ?? null);
    for (const [i, entry] of fresh.entries()) {
      const returned = returns.get(entry);
      if (returned) await bookReturnedDebit(tx, returned, { ...entry, id: ids[i]! }, actor?.staffUserId ?? null);
    }
    const bookedCents = bookings.reduce((sum, booking) => sum + booking.amountCents, 0);
    const booked = stored.filter((entry) => entry.state === 'booked').length;
    await recordChange(tx, actor, {
      entity: 'bankStatement',
      entityId: statementId,
      action: 'create',
      after: { fileName: file.name, entriesRead: statement.entries.length, entriesNew: fresh.length, booked, bookedCents },
    });
    return {
      id: statementId,
      fileName: file.name,
      format,
      accountIban: statement.accountIban,
      entriesRead: statement.entries.length,
      entriesKnown: statement.entries.length - fresh.length,
      booked,
      bookedAmount: centsToAmount(bookedCents),
      review: stored.length - booked,
    };
  });
}
