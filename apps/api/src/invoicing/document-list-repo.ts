import { BACK_OFFICE_PAGE_SIZE, DOCUMENT_LIST_TYPES, PAYMENT_STATES, type DocumentListQuery, type DunningKind, type PaymentState } from '@messeportal/domain';
import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../platform/db/client.ts';
import { selectRows } from '../platform/db/select-rows.ts';
import { companies, documentPayments, documents, registrations } from '../platform/db/schema.ts';
import { creditedGrossOf } from '../documents/repo.ts';

/** The columns every invoice list answers. */
export const invoiceDocumentColumns = {
  id: documents.id,
  type: documents.type,
  number: documents.number,
  date: documents.date,
  dueDate: documents.dueDate,
  status: documents.status,
  billingNumber: documents.billingNumber,
  isFinal: documents.isFinal,
  registrationId: documents.registrationId,
  companyName: companies.name,
  netCents: documents.netCents,
  vatCents: documents.vatCents,
  grossCents: documents.grossCents,
  paidCents: documents.paidCents,
  creditedCents: creditedGrossOf,
  /** Issued by invoicing, with the content its e-invoice is made of (the demo data's older ones are not). */
  isEInvoice: sql<boolean>`${documents.content} is not null`,
  correctsNumber: sql<string | null>`(select c.number from ${documents} c where c.id = ${documents.correctsId})`,
};

/** The invoice-kind documents of the event (or of one registration) that match, with joins every list needs. */
function selectInvoiceDocuments(db: Db, where: SQL | undefined) {
  return db
    .select(invoiceDocumentColumns)
    .from(documents)
    .innerJoin(registrations, eq(registrations.id, documents.registrationId))
    .innerJoin(companies, eq(companies.id, documents.companyId))
    .where(and(inArray(documents.type, [...DOCUMENT_LIST_TYPES]), where));
}

/**
 * An invoice's payment state on `today` in SQL, so that a filtered list pages right: the domain's
 * paymentStateOf, case for case in its order (a test holds the two together); null on the other documents.
 * `credited` is the gross its credit notes took, by default summed for it here; a query over thousands of invoices
 * passes the sums it grouped once (the open items).
 */
export function paymentStateSql(today: string, credited: SQL = creditedGrossOf) {
  const { grossCents: gross, paidCents: paid } = documents;
  return sql<PaymentState | null>`case
    when ${documents.type} <> 'invoice' then null
    when ${documents.status} = 'canceled' then 'canceled'
    when ${credited} > 0 and ${credited} >= ${gross} then 'credited'
    when ${paid} >= ${gross} - ${credited} then 'paid'
    when ${documents.dueDate} < ${today} then 'overdue'
    when ${paid} > 0 then 'partPaid'
    else 'open' end`;
}

/**
 * One page of an event's invoices, credit notes and cancellation vouchers, newest first, filtered by type,
 * an invoice's payment state on `today` (the organiser's day), partial billing number and date; with the
 * unfiltered counts of the list's views.
 */
export async function listEventDocuments(db: Db, eventId: number, query: DocumentListQuery, today: string) {
  const where = and(
    eq(registrations.eventId, eventId),
    query.type ? eq(documents.type, query.type) : undefined,
    query.state ? sql`${paymentStateSql(today)} = ${query.state}` : undefined,
    query.billingNumber ? eq(documents.billingNumber, query.billingNumber) : undefined,
    query.from ? gte(documents.date, query.from) : undefined,
    query.to ? lte(documents.date, query.to) : undefined,
  );
  const rows = await selectInvoiceDocuments(db, where)
    .orderBy(desc(documents.date), desc(documents.id))
    .limit(BACK_OFFICE_PAGE_SIZE)
    .offset((query.page - 1) * BACK_OFFICE_PAGE_SIZE);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(documents)
    .innerJoin(registrations, eq(registrations.id, documents.registrationId))
    .where(and(inArray(documents.type, [...DOCUMENT_LIST_TYPES]), where));
  return { rows, total: counted?.total ?? 0, counts: await countEventDocuments(db, eventId, today) };
}

export type DocumentCounts = Record<'all' | PaymentState, number>;

/** The event's invoice-kind documents, and its invoices per payment state on `today`: the list's views. */
async function countEventDocuments(db: Db, eventId: number, today: string): Promise<DocumentCounts> {
  const state = paymentStateSql(today);
  const rows = await db
    .select({ state, n: sql<number>`count(*)::int` })
    .from(documents)
    .innerJoin(registrations, eq(registrations.id, documents.registrationId))
    .where(and(inArray(documents.type, [...DOCUMENT_LIST_TYPES]), eq(registrations.eventId, eventId)))
    // By position: the state's expression holds the day as a parameter, which the grouping would bind anew.
    .groupBy(sql`1`);
  const counts: DocumentCounts = { all: 0, ...(Object.fromEntries(PAYMENT_STATES.map((one) => [one, 0])) as Record<PaymentState, number>) };
  for (const row of rows) {
    counts.all += row.n;
    if (row.state) counts[row.state] = row.n;
  }
  return counts;
}

/** The invoice-kind documents of one registration, oldest first. */
export const registrationDocuments = (db: Db, registrationId: number) =>
  selectInvoiceDocuments(db, eq(documents.registrationId, registrationId)).orderBy(asc(documents.date), asc(documents.id));

/** One invoice-kind document with its company, or undefined. */
export async function findInvoiceDocument(db: Db, id: number) {
  const [row] = await selectInvoiceDocuments(db, eq(documents.id, id));
  return row;
}

export type InvoiceDocumentRow = NonNullable<Awaited<ReturnType<typeof findInvoiceDocument>>>;

/** The corrections of an invoice, oldest first. */
export const correctionsOf = (db: Db, invoiceId: number) =>
  selectInvoiceDocuments(db, eq(documents.correctsId, invoiceId)).orderBy(asc(documents.date), asc(documents.id));

export const paymentsOf = (db: Db, invoiceId: number) =>
  db
    .select({ paidOn: documentPayments.paidOn, amountCents: documentPayments.amountCents })
    .from(documentPayments)
    .where(eq(documentPayments.documentId, invoiceId))
    .orderBy(asc(documentPayments.paidOn), asc(documentPayments.id));

/** Where an invoice stands with dunning, for its page: disputed or its company on hold (with the notes), and the notices that listed it. */
export async function invoiceDunning(db: Db, invoiceId: number) {
  const [state] = await selectRows<{ disputed: boolean; disputeNote: string; companyId: number; onHold: boolean; holdNote: string }>(
    db,
    sql`select d.disputed_at is not null as disputed, d.dispute_note as "disputeNote", c.id as "companyId",
        c.dunning_hold_at is not null as "onHold", c.dunning_hold_note as "holdNote"
      from documents d join companies c on c.id = d.company_id where d.id = ${invoiceId}`,
  );
  const notices = await selectRows<{ documentId: number; number: string; date: string; level: number; kind: DunningKind }>(
    db,
    sql`select n.id as "documentId", n.number, n.date::text as date, i.level, i.kind
      from dunning_notice_items i join documents n on n.id = i.notice_id where i.invoice_id = ${invoiceId} order by i.level`,
  );
  return state && { ...state, notices };
}
