import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
import { selectRows } from '../../platform/db/select-rows.ts';
import { creditedCentsOfD, openCentsOfD } from './open-cents-sql.ts';

/** An invoice that may owe money back: its amounts for the domain's `invoiceBalance`, and who it was issued to. */
export interface RefundableInvoice {
  documentId: number;
  number: string;
  company: string;
  companyId: number;
  registrationId: number;
  currency: string;
  grossCents: number;
  paidCents: number;
  creditedCents: number;
  canceled: boolean;
}

const idList = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

/**
 * Invoices paid beyond what they still ask (cancelled ones: anything paid), oldest first; `ids` narrows it to
 * those. Only a pre-selection: whether and how much is owed back is the domain's `invoiceBalance`, applied by the callers.
 */
export function refundableInvoices(db: Db | Tx, ids?: readonly number[]) {
  const only = ids ? sql`and d.id = any(${idList(ids)}::int[])` : sql``;
  return selectRows<RefundableInvoice>(
    db,
    sql`select d.id as "documentId", d.number, coalesce(d.content #>> '{buyer,name}', c.name) as company, d.company_id as "companyId",
        d.registration_id as "registrationId", coalesce(d.content ->> 'currency', 'EUR') as currency,
        d.gross_cents as "grossCents", d.paid_cents as "paidCents", ${creditedCentsOfD}::int as "creditedCents", d.status = 'canceled' as canceled
      from documents d join companies c on c.id = d.company_id
      where d.type = 'invoice' and d.paid_cents > 0 ${only}
        and (d.status = 'canceled' or d.paid_cents > d.gross_cents - ${creditedCentsOfD})
      order by d.date, d.id`,
  );
}

/** An open invoice a credit balance can be set off against. */
export interface SetOffInvoice {
  documentId: number;
  number: string;
  companyId: number;
  currency: string;
  openCents: number;
}

/** The open invoices (something left to pay) of the companies, oldest due first. */
export function openInvoicesOf(db: Db | Tx, companyIds: readonly number[]) {
  if (companyIds.length === 0) return Promise.resolve([]);
  return selectRows<SetOffInvoice>(
    db,
    sql`select d.id as "documentId", d.number, d.company_id as "companyId", coalesce(d.content ->> 'currency', 'EUR') as currency, ${openCentsOfD} as "openCents"
      from documents d
      where d.type = 'invoice' and d.status = 'open' and d.company_id = any(${idList(companyIds)}::int[])
      order by d.due_date nulls last, d.id`,
  ).then((rows) => rows.filter((row) => row.openCents > 0));
}

/** The account a refund of the invoice would go to, by what the organiser knows of its payer. */
export interface KnownAccount {
  documentId: number;
  accountHolder: string;
  iban: string;
  bic: string;
  source: 'bankEntry' | 'mandate';
}

/**
 * The accounts known for the invoices: the payer of the latest bank entry booked on it (the money came from
 * there), else the SEPA mandate in force of its company.
 */
export function knownAccounts(db: Db | Tx, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return selectRows<KnownAccount>(
    db,
    sql`select d.id as "documentId", coalesce(e.counterparty_name, m.account_holder) as "accountHolder", coalesce(e.counterparty_iban, m.iban) as iban,
        case when e.counterparty_iban is not null then '' else m.bic end as bic,
        case when e.counterparty_iban is not null then 'bankEntry' else 'mandate' end as source
      from documents d
        left join lateral (select b.counterparty_name, b.counterparty_iban from document_payments p join bank_entries b on b.id = p.bank_entry_id
          where p.document_id = d.id and p.amount_cents > 0 and b.counterparty_iban <> '' order by p.id desc limit 1) e on true
        left join lateral (select s.account_holder, s.iban, s.bic from sepa_mandates s
          where s.company_id = d.company_id and s.revoked_at is null order by s.id desc limit 1) m on true
      where d.id = any(${idList(ids)}::int[]) and (e.counterparty_iban is not null or m.iban is not null)`,
  );
}

/** A refund as the list shows it: its invoice, and the one a set-off paid. */
export interface RefundRow {
  id: number;
  documentId: number;
  number: string;
  company: string;
  method: 'transfer' | 'setOff';
  amountCents: number;
  createdAt: Date | string;
  setOffNumber: string | null;
  accountHolder: string;
  iban: string;
  bic: string;
  batchId: number | null;
  lang: string;
}

const refundRows = (where: ReturnType<typeof sql>, limit = sql``) => sql`select f.id, f.document_id as "documentId", d.number,
    coalesce(d.content #>> '{buyer,name}', c.name) as company, f.method, f.amount_cents as "amountCents", f.created_at as "createdAt",
    o.number as "setOffNumber", f.account_holder as "accountHolder", f.iban, f.bic, f.batch_id as "batchId",
    coalesce((select k.lang from contacts k where k.company_id = d.company_id and k.is_main_contact order by k.id limit 1), 'de') as lang
  from refunds f join documents d on d.id = f.document_id join companies c on c.id = d.company_id
    left join documents o on o.id = f.set_off_document_id
  ${where} order by f.id desc ${limit}`;

/** The latest refunds, newest first, and every transfer still without a file whatever its age. */
export const latestRefunds = (db: Db | Tx) =>
  selectRows<RefundRow>(db, refundRows(sql`where f.id in (select id from refunds order by id desc limit 50) or (f.method = 'transfer' and f.batch_id is null)`));

/** The refunds of the ids, locked for a file; those of another method or in a file already are the caller's to refuse. */
export const lockedRefunds = (tx: Tx, ids: readonly number[]) =>
  selectRows<RefundRow>(tx, refundRows(sql`where f.id = any(${idList(ids)}::int[])`, sql`for update of f`));

/** One refund as the list shows it. */
export const refundRow = async (db: Db | Tx, id: number) => (await selectRows<RefundRow>(db, refundRows(sql`where f.id = ${id}`)))[0];
