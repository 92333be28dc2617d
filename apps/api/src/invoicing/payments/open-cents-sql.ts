import { sql } from 'drizzle-orm';

/**
 * What invoice `d` (the alias every payment query gives `documents`) has open, in SQL: its gross less the gross of
 * its credit notes and cancellation voucher, less what was paid; never below nothing. The twin of the domain's
 * `invoiceBalance` for queries over thousands of invoices, written once for all of them.
 */
export const creditedCentsOfD = sql`coalesce((select sum(credit.gross_cents) from documents credit where credit.corrects_id = d.id), 0)`;
export const openCentsOfD = sql`greatest(0, d.gross_cents - ${creditedCentsOfD} - d.paid_cents)::int`;
/**
 * What invoice `d` was paid beyond what it owes (owed back to its buyer): the twin of `invoiceBalance`'s credit
 * balance. A cancellation voucher credits all that is left of the gross, so a cancelled invoice owes nothing.
 */
export const creditBalanceCentsOfD = sql`greatest(0, d.paid_cents - greatest(0, d.gross_cents - ${creditedCentsOfD}))::int`;
