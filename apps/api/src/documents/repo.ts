import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Lang } from '@messeportal/domain';
import type { Db, Tx } from '../platform/db/client.ts';
import {
  addresses,
  companies,
  contacts,
  documentPositions,
  documents,
  events,
  orderPositions,
  orders,
  registrations,
} from '../platform/db/schema.ts';
import { catalogueNamesOf, printNamesOf } from './position-names.ts';

const documentColumns = {
  id: documents.id,
  companyId: documents.companyId,
  registrationId: documents.registrationId,
  type: documents.type,
  number: documents.number,
  date: documents.date,
  status: documents.status,
  netCents: documents.netCents,
  vatCents: documents.vatCents,
  grossCents: documents.grossCents,
  orderId: documents.orderId,
  billingNumber: documents.billingNumber,
  isFinal: documents.isFinal,
  dueDate: documents.dueDate,
  paidCents: documents.paidCents,
  correctsId: documents.correctsId,
  content: documents.content,
  taxCase: documents.taxCase,
  createdAt: documents.createdAt,
  updatedAt: documents.updatedAt,
};

/**
 * Of an invoice: the gross of its credit notes and cancellation voucher, in the statement that reads it. The
 * outer id is named with its table by hand: in a select from one table drizzle writes a column bare (`"id"`),
 * which inside the subquery would be the correction's own.
 */
export const creditedGrossOf = sql<number>`(select coalesce(sum(c.gross_cents), 0)::int from ${documents} c where c.corrects_id = ${documents}.id)`;

/** The columns of a listed document: with what is credited of an invoice, which its payment state needs. */
const listedColumns = { ...documentColumns, creditedCents: creditedGrossOf };

export type ListedDocumentRow = Awaited<ReturnType<typeof listRegistrationDocuments>>[number];
export type DocumentRow = Omit<ListedDocumentRow, 'creditedCents'>;

/** The documents of one of the company's registrations, newest first. */
export function listRegistrationDocuments(db: Db, companyId: number, registrationId: number) {
  return db
    .select(listedColumns)
    .from(documents)
    .where(and(eq(documents.registrationId, registrationId), eq(documents.companyId, companyId)))
    .orderBy(desc(documents.date), desc(documents.id));
}

/** Every document of the company with its registration's event, newest first. */
export function listCompanyDocuments(db: Db, companyId: number) {
  return db
    .select({ ...listedColumns, eventId: registrations.eventId })
    .from(documents)
    .innerJoin(registrations, eq(registrations.id, documents.registrationId))
    .where(and(eq(documents.companyId, companyId), eq(registrations.companyId, companyId)))
    .orderBy(desc(documents.date), desc(documents.id));
}

/**
 * A document with the event of its registration, whoever's it is: callers decide with the document policy
 * (documents/document-access.ts) whether the caller may see it.
 */
export async function findDocument(db: Db, documentId: number) {
  const [row] = await db
    .select({ ...documentColumns, eventId: registrations.eventId })
    .from(documents)
    .innerJoin(registrations, and(eq(registrations.id, documents.registrationId), eq(registrations.companyId, documents.companyId)))
    .where(eq(documents.id, documentId));
  return row;
}

/**
 * A document with the event of its registration, for the mail worker attaching its PDF. Not scoped to a
 * company: the outbox row naming it was written by the company's own action, in the same transaction.
 */
export async function findDocumentWithEvent(db: Db, documentId: number) {
  const [row] = await db
    .select({ document: documentColumns, event: events })
    .from(documents)
    .innerJoin(registrations, eq(registrations.id, documents.registrationId))
    .innerJoin(events, eq(events.id, registrations.eventId))
    .where(eq(documents.id, documentId));
  return row;
}

export interface NewDocumentPosition {
  description: string;
  amount: number;
  unit: string;
  priceSingle: number;
  sum: number;
  /** An invoice line: the order position it bills, the order booklet item whose own booking it bills, or the flue gas connection. */
  orderPositionId?: number;
  orderBookItemId?: number;
  fireplaceConnectionId?: number;
  /** A credit note's or cancellation voucher's line: the invoice line it credits. */
  creditsId?: number;
}

/** A document and its own positions (none when it prints the positions of the order it was made from). */
export async function insertDocument(tx: Tx, values: PgInsertValue<typeof documents>, positions: readonly NewDocumentPosition[]) {
  const [row] = await tx.insert(documents).values(values).returning({ id: documents.id, number: documents.number });
  if (positions.length > 0) {
    await tx.insert(documentPositions).values(
      positions.map((p, i) => ({
        documentId: row!.id,
        description: p.description,
        amount: p.amount,
        unit: p.unit,
        priceSingle: p.priceSingle,
        sum: p.sum,
        sort: (i + 1) * 10,
        orderPositionId: p.orderPositionId ?? null,
        orderBookItemId: p.orderBookItemId ?? null,
        fireplaceConnectionId: p.fireplaceConnectionId ?? null,
        creditsId: p.creditsId ?? null,
      })),
    );
  }
  return row!;
}

/**
 * A document's positions: those of the company's order it was made from, each named in `lang` (the language
 * the document is printed in, printNamesOf), otherwise its own.
 */
export async function loadDocumentPositions(db: Db, companyId: number, document: { id: number; orderId: number | null }, lang: Lang) {
  if (document.orderId !== null) {
    const rows = await db
      .select({
        description: orderPositions.description,
        catalogueNames: catalogueNamesOf,
        orderLang: orders.lang,
        amount: orderPositions.amount,
        unit: orderPositions.unit,
        priceSingle: orderPositions.priceSingle,
        sum: orderPositions.sum,
      })
      .from(orderPositions)
      .innerJoin(orders, eq(orders.id, orderPositions.orderId))
      .where(and(eq(orderPositions.orderId, document.orderId), eq(orders.companyId, companyId)))
      .orderBy(asc(orderPositions.sort), asc(orderPositions.id));
    return rows.map(({ catalogueNames, orderLang, ...position }) => ({ ...position, description: printNamesOf({ ...position, catalogueNames, orderLang })[lang] }));
  }
  return db
    .select({
      description: documentPositions.description,
      amount: documentPositions.amount,
      unit: documentPositions.unit,
      priceSingle: documentPositions.priceSingle,
      sum: documentPositions.sum,
    })
    .from(documentPositions)
    .where(eq(documentPositions.documentId, document.id))
    .orderBy(asc(documentPositions.sort), asc(documentPositions.id));
}

/** The company with the address its documents go to: the invoice address, else the main one. */
export async function findBillingParty(db: Db | Tx, companyId: number) {
  const [company] = await db
    .select({ name: companies.name, ustid: companies.ustid, email: companies.email })
    .from(companies)
    .where(eq(companies.id, companyId));
  const [address] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.companyId, companyId), or(eq(addresses.isInvoice, true), eq(addresses.isMain, true))))
    .orderBy(desc(addresses.isInvoice), asc(addresses.id))
    .limit(1);
  return company ? { company, address } : undefined;
}

export async function findContactLang(db: Db, contactId: number): Promise<string | undefined> {
  const [row] = await db.select({ lang: contacts.lang }).from(contacts).where(eq(contacts.id, contactId));
  return row?.lang;
}
