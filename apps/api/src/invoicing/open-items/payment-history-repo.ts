import type { HISTORY_PAYMENT_KINDS } from '@messeportal/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { selectRows } from '../../platform/db/select-rows.ts';
import { creditedCentsOfD } from '../payments/open-cents-sql.ts';

export interface HistoryRow {
  id: number;
  number: string;
  date: string;
  dueDate: string | null;
  eventId: number;
  currency: string;
  disputed: boolean;
  grossCents: number;
  paidCents: number;
  creditedCents: number;
  canceled: boolean;
  corrections: { id: number; number: string; type: string; date: string; grossCents: number }[] | null;
  payments: { paidOn: string; amountCents: number; kind: (typeof HISTORY_PAYMENT_KINDS)[number] }[] | null;
}

/**
 * Every invoice of the company, oldest first, with its credit notes and cancellation voucher and the money booked
 * on it: payments typed in or booked from the bank, returned direct debits, refunds paid back from it and credit
 * balances set off against it. Scoped to the one company asked for.
 */
export function companyInvoices(db: Db, companyId: number) {
  return selectRows<HistoryRow>(
    db,
    sql`select d.id, d.number, d.date::text as date, d.due_date::text as "dueDate", r.event_id as "eventId",
        coalesce(d.content ->> 'currency', 'EUR') as currency, d.disputed_at is not null as disputed,
        d.gross_cents as "grossCents", d.paid_cents as "paidCents", ${creditedCentsOfD}::int as "creditedCents", d.status = 'canceled' as canceled,
        (select json_agg(json_build_object('id', k.id, 'number', k.number, 'type', k.type, 'date', k.date, 'grossCents', k.gross_cents) order by k.date, k.id)
          from documents k where k.corrects_id = d.id) as corrections,
        (select json_agg(json_build_object('paidOn', p.paid_on, 'amountCents', p.amount_cents, 'kind',
            case when p.reverses_id is not null then 'returnedDebit'
              when p.refund_id is not null and p.amount_cents < 0 then 'refund'
              when p.refund_id is not null then 'setOff'
              when p.bank_entry_id is not null then 'bank'
              else 'manual' end) order by p.paid_on, p.id)
          from document_payments p where p.document_id = d.id) as payments
      from documents d join registrations r on r.id = d.registration_id
      where d.type = 'invoice' and d.company_id = ${companyId}
      order by d.date, d.id`,
  );
}
