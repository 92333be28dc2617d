import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
import { selectRows } from '../../platform/db/select-rows.ts';
import { openCentsOfD } from '../payments/open-cents-sql.ts';

/** An overdue invoice with what dunning needs to know of it: how far it was dunned, and whether a person held it back. */
export interface OverdueInvoice {
  documentId: number;
  number: string;
  date: string;
  dueDate: string;
  grossCents: number;
  openCents: number;
  registrationId: number;
  companyId: number;
  company: string;
  eventNameDe: string;
  eventNameEn: string;
  content: unknown;
  disputed: boolean;
  disputeNote: string;
  onHold: boolean;
  holdNote: string;
  lastLevel: 0 | 1 | 2 | 3;
  lastSentOn: string | null;
  flatFeeCharged: boolean;
  /** What earlier notices charged on it in fees and flat fee. */
  chargedCents: number;
  /** The language of the company's main contact, which its mails and documents are in. */
  lang: string;
}

/**
 * Every invoice with an amount open whose due date lies before `today`, by registration and due date; `registrationIds`
 * narrows it to those. An invoice in a direct debit collection is left out: its money is on its way (a returned
 * debit ends the collection, and it is dunned again).
 */
export async function overdueInvoices(db: Db | Tx, today: string, registrationIds?: readonly number[]): Promise<OverdueInvoice[]> {
  const only = registrationIds ? sql`and d.registration_id = any(${`{${registrationIds.map((id) => Math.trunc(id)).join(',')}}`}::int[])` : sql``;
  const rows = await selectRows<OverdueInvoice>(
    db,
    sql`select d.id as "documentId", d.number, d.date::text as date, d.due_date::text as "dueDate", d.gross_cents as "grossCents",
        ${openCentsOfD} as "openCents", d.registration_id as "registrationId", d.company_id as "companyId",
        coalesce(d.content #>> '{buyer,name}', c.name) as company, e.name_de as "eventNameDe", e.name_en as "eventNameEn", d.content,
        d.disputed_at is not null as disputed, d.dispute_note as "disputeNote",
        c.dunning_hold_at is not null as "onHold", c.dunning_hold_note as "holdNote",
        coalesce(n.last_level, 0)::int as "lastLevel", n.last_sent_on as "lastSentOn", coalesce(n.flat_fee, false) as "flatFeeCharged", coalesce(n.charged, 0)::int as "chargedCents",
        coalesce((select k.lang from contacts k where k.company_id = d.company_id and k.is_main_contact order by k.id limit 1), 'de') as lang
      from documents d
        join companies c on c.id = d.company_id
        join registrations r on r.id = d.registration_id
        join events e on e.id = r.event_id
        left join lateral (
          select max(i.level) as last_level, max(i.sent_on)::text as last_sent_on, bool_or(i.flat_fee_cents > 0) as flat_fee,
            sum(i.fee_cents + i.flat_fee_cents) as charged
          from dunning_notice_items i where i.invoice_id = d.id
        ) n on true
      where d.type = 'invoice' and d.status = 'open' and d.due_date < ${today}::date ${only}
        and not exists (select 1 from direct_debits p where p.document_id = d.id and p.state = 'collected')
      order by d.registration_id, d.due_date, d.id`,
  );
  return rows.filter((row) => row.openCents > 0);
}
