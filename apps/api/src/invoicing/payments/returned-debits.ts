import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { selectRows } from '../../platform/db/select-rows.ts';
import type { StatementEntry } from './statement-file.ts';

/** A collection the bank gave back: the direct debit, its invoice and what it was for. */
export interface ReturnedDebit {
  directDebitId: number;
  documentId: number;
  amountCents: number;
}

/**
 * The collections that debits of a statement give back: a debit naming, as its end-to-end reference, the invoice
 * number a collection was made with (pain-008.ts writes the invoice number there) and at least its amount (a bank
 * may add its fee). Keyed by the entry.
 */
export async function returnedCollections(tx: Tx, debits: StatementEntry[]): Promise<Map<StatementEntry, ReturnedDebit>> {
  const named = debits.filter((entry) => entry.endToEndId !== '');
  if (named.length === 0) return new Map();
  const numbers = `{${named.map((entry) => `"${entry.endToEndId.replace(/["\\]/g, '')}"`).join(',')}}`;
  const collected = await selectRows<ReturnedDebit & { number: string }>(
    tx,
    sql`select p.id as "directDebitId", p.document_id as "documentId", p.amount_cents as "amountCents", d.number
      from direct_debits p join documents d on d.id = p.document_id
      where p.state = 'collected' and d.number = any(${numbers}::text[])`,
  );
  const byNumber = new Map(collected.map((debit) => [debit.number, debit]));
  const found = new Map<StatementEntry, ReturnedDebit>();
  for (const entry of named) {
    const debit = byNumber.get(entry.endToEndId);
    if (debit && entry.amountCents >= debit.amountCents) {
      found.set(entry, debit);
      byNumber.delete(entry.endToEndId);
    }
  }
  return found;
}

/**
 * Books a returned collection: the direct debit is returned, with the bank's reason and the fee (what the debit
 * took beyond the collection), and the payment its collection brought is taken back by a payment of the
 * negative amount naming it, from the return's entry; the invoice is open again. Nothing is deleted.
 */
export async function bookReturnedDebit(tx: Tx, debit: ReturnedDebit, entry: StatementEntry & { id: number }, staffUserId: number | null) {
  await tx.execute(sql`update direct_debits set state = 'returned', return_reason = ${entry.returnReason},
      return_fee_cents = ${entry.amountCents - debit.amountCents}, returned_entry_id = ${entry.id}
    where id = ${debit.directDebitId}`);
  const [payment] = await selectRows<{ id: number }>(
    tx,
    sql`select p.id from document_payments p
      where p.document_id = ${debit.documentId} and p.amount_cents = ${debit.amountCents} and p.bank_entry_id is not null
        and not exists (select 1 from document_payments r where r.reverses_id = p.id)
      order by p.id desc limit 1`,
  );
  if (!payment) return;
  await tx.execute(sql`insert into document_payments (document_id, paid_on, amount_cents, staff_user_id, bank_entry_id, reverses_id)
    values (${debit.documentId}, ${entry.bookedOn}, ${-debit.amountCents}, ${staffUserId}, ${entry.id}, ${payment.id})`);
  await tx.execute(sql`update documents set paid_cents = paid_cents - ${debit.amountCents}, status = 'open', updated_at = now()
    where id = ${debit.documentId} and status in ('open', 'paid')`);
}
