import { amountToCents, centsToAmount, type BankEntry } from '@messeportal/domain';

/** A row of the assign dialog: an invoice number and the euros booked on it (as typed). */
export interface AllocationRow {
  number: string;
  amount: number | string;
}

/**
 * The rows the assign dialog starts with: the invoices the matching found, in its order, each given what it has
 * open while the credit lasts; what is left after the last is added to it (a credit balance the person sees
 * before booking). Without a candidate, one empty number with the whole amount.
 */
export function proposedAllocation(entry: Pick<BankEntry, 'amount' | 'candidates'>): AllocationRow[] {
  let left = amountToCents(entry.amount);
  const rows: { number: string; cents: number }[] = [];
  for (const candidate of entry.candidates) {
    if (left === 0) break;
    const cents = Math.min(left, amountToCents(candidate.open));
    rows.push({ number: candidate.number, cents });
    left -= cents;
  }
  if (rows.length === 0) return [{ number: '', amount: entry.amount }];
  rows.at(-1)!.cents += left;
  return rows.map((row) => ({ number: row.number, amount: centsToAmount(row.cents) }));
}

/** What the rows book together, in cents; a row without a valid amount counts nothing. */
export const allocatedCents = (rows: AllocationRow[]) =>
  rows.reduce((sum, row) => sum + (row.amount === '' || Number.isNaN(Number(row.amount)) ? 0 : amountToCents(Number(row.amount))), 0);
