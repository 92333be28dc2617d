import { AGE_BUCKET_LAST_DAYS, type OpenItemFilters } from '@messeportal/domain';
import { sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../platform/db/search.ts';
import { paymentStateSql } from '../document-list-repo.ts';
import { creditBalanceCentsOf, creditsByInvoice, openCentsOf } from '../payments/open-cents-sql.ts';

/** An invoice as the open-items queries read it (one row of `itemsSql`). */
export interface OpenItemRow {
  id: number;
  number: string;
  date: string;
  dueDate: string | null;
  disputed: boolean;
  companyId: number;
  company: string;
  registrationId: number;
  eventId: number;
  currency: string;
  grossCents: number;
  paidCents: number;
  creditedCents: number;
  canceled: boolean;
  openCents: number;
  creditBalanceCents: number;
}

/** The age bucket (domain `ageBucketOf`) of invoice `d` on `today`, in SQL, from the domain's bounds. */
function ageBucketSql(today: string) {
  const days = sql`(${today}::date - d.due_date)`;
  return sql`case when d.due_date is null or ${days} <= ${AGE_BUCKET_LAST_DAYS.notDue} then 'notDue'
    when ${days} <= ${AGE_BUCKET_LAST_DAYS.days1to30} then 'days1to30'
    when ${days} <= ${AGE_BUCKET_LAST_DAYS.days31to60} then 'days31to60'
    else 'over60' end`;
}

/** What an invoice's credit notes took, from the sums grouped once (`creditsByInvoice`, joined as `credit`). */
const credited = sql`coalesce(credit.cents, 0)`;

/**
 * Every invoice of the event (or of all) whose company or number holds the search, with what it has open, owes
 * back, its payment state (the desk list's `paymentStateSql`, for filtering) and its age bucket on `today`, as a
 * statement to select from (`with item as (…)`). The invoices are read as `d`, so the payment SQL written once
 * (open-cents-sql.ts) applies as it is, given what the credit notes took summed once for all invoices (a sum per
 * invoice and use made the planner misjudge the rows and the filtered list take seconds, bench/open-items.ts).
 */
function itemsSql(filters: Pick<OpenItemFilters, 'eventId' | 'q'>, today: string, only?: number[]) {
  const pattern = filters.q ? containsPattern(filters.q) : undefined;
  return sql`select d.id, d.number, d.date::text as date, d.due_date::text as "dueDate", d.disputed_at is not null as disputed,
      d.company_id as "companyId", coalesce(d.content #>> '{buyer,name}', c.name) as company, d.registration_id as "registrationId",
      r.event_id as "eventId", coalesce(d.content ->> 'currency', 'EUR') as currency,
      d.gross_cents as "grossCents", d.paid_cents as "paidCents", d.credited as "creditedCents", d.status = 'canceled' as canceled,
      ${openCentsOf(sql`d.credited`)} as "openCents", ${creditBalanceCentsOf(sql`d.credited`)} as "creditBalanceCents",
      d.payment_state as state, ${ageBucketSql(today)} as age
    from (
        select documents.*, coalesce(credit.cents, 0) as credited, ${paymentStateSql(today, credited)} as payment_state
        from documents left join ${creditsByInvoice} credit on credit.corrects_id = documents.id
        where documents.type = 'invoice'
      ) d
      join registrations r on r.id = d.registration_id
      join companies c on c.id = d.company_id
    where true
      ${filters.eventId ? sql`and r.event_id = ${filters.eventId}` : sql``}
      ${pattern ? sql`and (c.name ilike ${pattern} or d.number ilike ${pattern} or d.content #>> '{buyer,name}' ilike ${pattern})` : sql``}
      ${only ? sql`and d.id = any(${`{${only.join(',')}}`}::int[])` : sql``}`;
}

/** The view's condition on an item: an amount open (of the state asked, or disputed), or a credit balance. */
function viewSql(view: OpenItemFilters['state']): SQL {
  switch (view) {
    case 'open':
    case 'partPaid':
    case 'overdue':
      return sql`item.state = ${view} and item."openCents" > 0`;
    case 'disputed':
      return sql`item.disputed and item."openCents" > 0`;
    case 'creditBalance':
      return sql`item."creditBalanceCents" > 0`;
    default:
      return sql`item."openCents" > 0`;
  }
}

const ORDERS: Record<OpenItemFilters['sort'], SQL> = {
  dueDate: sql`item."dueDate" asc nulls last, item.id`,
  open: sql`item."openCents" desc, item."creditBalanceCents" desc, item.id`,
  company: sql`item.company collate "und-x-icu", item.id`,
  number: sql`item.number, item.id`,
};

/** The items of the filters (with the age, unless `withAge` is false), as a statement `with item as (…) select <what> from item where …`. */
export function selectItems(what: SQL, filters: OpenItemFilters, today: string, options: { withAge?: boolean; only?: number[]; tail?: SQL } = {}) {
  const { withAge = true, only, tail = sql`` } = options;
  const age = withAge && filters.age ? sql`and item.age = ${filters.age}` : sql``;
  return sql`with item as (${itemsSql(filters, today, only)}) select ${what} from item where ${viewSql(filters.state)} ${age} ${tail}`;
}

/** Every invoice of the event, whatever it has open, as `with item as (…) select <what> from item`. */
export const selectEveryItem = (what: SQL, eventId: number, today: string) => sql`with item as (${itemsSql({ eventId }, today)}) select ${what} from item`;

/** The order of the list: the sort asked, the id last, so that pages never overlap. */
export const orderOf = (sort: OpenItemFilters['sort']) => sql`order by ${ORDERS[sort]}`;

export const ITEM_COLUMNS = sql`item.id, item.number, item.date, item."dueDate", item.disputed, item."companyId", item.company, item."registrationId",
  item."eventId", item.currency, item."grossCents", item."paidCents", item."creditedCents", item.canceled, item."openCents", item."creditBalanceCents"`;
