import { sql, type SQL } from 'drizzle-orm';

/**
 * What invoice `d` (the alias every payment query gives `documents`) has open, in SQL: its gross less the gross of
 * its credit notes and cancellation voucher, less what was paid; never below nothing. The twin of the domain's
 * `invoiceBalance` for queries over thousands of invoices, written once for all of them. `credited` is what its
 * credit notes took, summed per invoice here unless a query grouped the sums once for all its invoices.
 */
export const creditedCentsOfD = sql`coalesce((select sum(credit.gross_cents) from documents credit where credit.corrects_id = d.id), 0)`;
export const openCentsOf = (credited: SQL = creditedCentsOfD) => sql`greatest(0, d.gross_cents - ${credited} - d.paid_cents)::int`;
export const openCentsOfD = openCentsOf();
/**
 * What invoice `d` was paid beyond what it owes (owed back to its buyer): the twin of `invoiceBalance`'s credit
 * balance. A cancellation voucher credits all that is left of the gross, so a cancelled invoice owes nothing.
 */
export const creditBalanceCentsOf = (credited: SQL = creditedCentsOfD) => sql`greatest(0, d.paid_cents - greatest(0, d.gross_cents - ${credited}))::int`;

/** The gross each invoice's credit notes and cancellation voucher took, grouped once: `join (…) credit on credit.corrects_id = …`. */
export const creditsByInvoice = sql`(select corrects_id, sum(gross_cents)::int as cents from documents where corrects_id is not null group by corrects_id)`;
