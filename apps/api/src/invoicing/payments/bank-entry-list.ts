import { centsToAmount, type BankEntry, type BankEntryList, type BankReviewReason } from '@messeportal/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { selectRows } from '../../platform/db/select-rows.ts';
import { openCentsOfD } from './open-cents-sql.ts';

/** At most this many entries are listed; the answer's total says how many there are. */
const LIST_LIMIT = 200;

interface EntryRow {
  id: number;
  booked_on: string;
  direction: 'credit' | 'debit';
  amount_cents: number;
  counterparty_name: string;
  counterparty_iban: string;
  remittance: string;
  end_to_end_id: string;
  return_reason: string;
  state: BankEntry['state'];
  review_reason: BankReviewReason | null;
  candidates: { documentId: number; number: string; company: string; registrationId: number; openCents: number; dueDate: string | null }[] | null;
  payments: { documentId: number; number: string; amountCents: number }[] | null;
}

/**
 * The entries of bank statements in one state, newest booking day first: each with the invoices it may pay
 * (in the order the matching named them, with what they have open now) and the payments booked from it.
 */
export async function listBankEntries(db: Db, state: BankEntry['state']): Promise<BankEntryList> {
  const counted = await selectRows<{ state: BankEntry['state']; count: number }>(db, sql`select state, count(*)::int as count from bank_entries group by state`);
  const counts = { review: 0, booked: 0, dismissed: 0 };
  for (const { state: counting, count } of counted) counts[counting] = count;
  const rows = await selectRows<EntryRow>(
    db,
    sql`select e.id, e.booked_on::text, e.direction, e.amount_cents, e.counterparty_name, e.counterparty_iban, e.remittance, e.end_to_end_id,
        e.return_reason, e.state, e.review_reason,
        (select json_agg(json_build_object('documentId', d.id, 'number', d.number, 'company', coalesce(d.content #>> '{buyer,name}', c.name),
            'registrationId', d.registration_id, 'dueDate', d.due_date,
            'openCents', ${openCentsOfD})
            order by k.ord)
          from unnest(e.candidate_ids) with ordinality as k(id, ord) join documents d on d.id = k.id join companies c on c.id = d.company_id) as candidates,
        (select json_agg(json_build_object('documentId', d.id, 'number', d.number, 'amountCents', p.amount_cents) order by p.id)
          from document_payments p join documents d on d.id = p.document_id where p.bank_entry_id = e.id) as payments
      from bank_entries e
      where e.state = ${state}
      order by e.booked_on desc, e.id desc
      limit ${LIST_LIMIT}`,
  );
  return {
    counts,
    total: counts[state],
    entries: rows.map((row) => ({
      id: row.id,
      bookedOn: row.booked_on,
      direction: row.direction,
      amount: centsToAmount(row.amount_cents),
      counterpartyName: row.counterparty_name,
      counterpartyIban: row.counterparty_iban,
      remittance: row.remittance,
      endToEndId: row.end_to_end_id,
      returnReason: row.return_reason,
      state: row.state,
      reason: row.review_reason,
      candidates: (row.candidates ?? []).map(({ openCents, ...candidate }) => ({ ...candidate, open: centsToAmount(openCents) })),
      payments: (row.payments ?? []).map(({ amountCents, ...payment }) => ({ ...payment, amount: centsToAmount(amountCents) })),
    })),
  };
}
