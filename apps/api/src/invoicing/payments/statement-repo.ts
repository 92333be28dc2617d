import type { OpenInvoice } from '@messeportal/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
import { bankEntries, bankStatements, documentPayments } from '../../platform/db/schema.ts';
import { selectRows } from '../../platform/db/select-rows.ts';
import { creditedCentsOfD, openCentsOfD } from './open-cents-sql.ts';
import type { StatementEntry } from './statement-file.ts';

/** Every open invoice with what it has open (gross less credits and payments) and its buyer's name as issued. */
export function openInvoices(db: Db | Tx) {
  return selectRows<OpenInvoice & { dueDate: string | null }>(
    db,
    sql`select d.id, d.number, coalesce(d.content #>> '{buyer,name}', c.name) as "buyerName", d.due_date as "dueDate",
        ${openCentsOfD} as "openCents"
      from documents d
        join companies c on c.id = d.company_id
      where d.type = 'invoice' and d.status = 'open'
      order by d.id`,
  ).then((rows) => rows.filter((row) => row.openCents > 0));
}

/** The numbers of invoices that are not open any more (paid, credited, cancelled). */
export async function closedInvoiceNumbers(db: Db | Tx): Promise<string[]> {
  const rows = await selectRows<{ number: string }>(db, sql`select number from documents where type = 'invoice' and status <> 'open'`);
  return rows.map((row) => row.number);
}

/** Which of these bank references of the account are known from an earlier upload. */
export async function knownReferences(db: Db | Tx, accountIban: string, references: string[]): Promise<Set<string>> {
  const known = new Set<string>();
  for (let start = 0; start < references.length; start += 5_000) {
    const slice = references.slice(start, start + 5_000);
    const rows = await db
      .select({ reference: bankEntries.bankReference })
      .from(bankEntries)
      .where(and(eq(bankEntries.accountIban, accountIban), inArray(bankEntries.bankReference, slice)));
    for (const row of rows) known.add(row.reference);
  }
  return known;
}

export async function insertStatement(tx: Tx, values: typeof bankStatements.$inferInsert) {
  const [row] = await tx.insert(bankStatements).values(values).returning({ id: bankStatements.id });
  return row!.id;
}

export type NewBankEntry = StatementEntry & { state: 'booked' | 'review'; reviewReason: string | null; candidateIds: number[] };

/** Stores the entries (in slices within PostgreSQL's parameter limit) and answers their ids in their order. */
export async function insertEntries(tx: Tx, statementId: number, accountIban: string, entries: NewBankEntry[]): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < entries.length; start += 1_000) {
    const rows = await tx
      .insert(bankEntries)
      .values(entries.slice(start, start + 1_000).map((entry) => ({ ...entry, statementId, accountIban })))
      .returning({ id: bankEntries.id });
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

export interface Booking {
  invoiceId: number;
  amountCents: number;
  bankEntryId: number;
  paidOn: string;
}

/**
 * Records payments from bank entries: one row each, and each invoice's paid amount and state in one statement
 * (paid when nothing is open any more), however many invoices a statement pays.
 */
export async function bookPayments(tx: Tx, bookings: Booking[], staffUserId: number | null) {
  for (let start = 0; start < bookings.length; start += 2_000) {
    await tx.insert(documentPayments).values(bookings.slice(start, start + 2_000).map((booking) => ({ documentId: booking.invoiceId, amountCents: booking.amountCents, paidOn: booking.paidOn, bankEntryId: booking.bankEntryId, staffUserId })));
  }
  const perInvoice = new Map<number, number>();
  for (const booking of bookings) perInvoice.set(booking.invoiceId, (perInvoice.get(booking.invoiceId) ?? 0) + booking.amountCents);
  if (perInvoice.size === 0) return;
  const ids = `{${[...perInvoice.keys()].join(',')}}`;
  const amounts = `{${[...perInvoice.values()].join(',')}}`;
  await tx.execute(sql`update documents d set paid_cents = d.paid_cents + v.amount, updated_at = now(),
      status = case when d.gross_cents - ${creditedCentsOfD} - d.paid_cents - v.amount <= 0 then 'paid' else d.status end
    from unnest(${ids}::int[], ${amounts}::int[]) as v(id, amount)
    where d.id = v.id`);
}
