import { and, asc, eq, inArray, isNotNull, isNull, ne, notInArray, sql } from 'drizzle-orm';
import type { InvoiceBillingNumber, LiveFinalInvoice } from '@messeportal/domain';
import { z } from 'zod';
import type { Db, Tx } from '../platform/db/client.ts';
import { contacts, documentPositions, documents, fireplaceConnections, orderPositions, orders, registrations } from '../platform/db/schema.ts';
import { findBillingParty } from '../documents/repo.ts';
import { catalogueNamesOf } from '../documents/position-names.ts';
import { invoiceContentSchema, type InvoiceContent, type InvoiceKind } from './invoice-content.ts';

/** The event of a registration, looked up before a transaction (its catalogue is read outside it). */
export async function findRegistrationEventId(db: Db, registrationId: number) {
  const [row] = await db.select({ eventId: registrations.eventId }).from(registrations).where(eq(registrations.id, registrationId));
  return row?.eventId;
}

/** A registration as invoicing reads it without locking it (a preview, which writes nothing). */
export async function findRegistration(db: Db, registrationId: number) {
  const [row] = await db
    .select({ id: registrations.id, eventId: registrations.eventId, companyId: registrations.companyId })
    .from(registrations)
    .where(eq(registrations.id, registrationId));
  return row;
}

/** The registration locked for invoicing: two invoices of one registration at once would bill a position twice. */
export async function lockRegistration(tx: Tx, registrationId: number) {
  const [row] = await tx
    .select({ id: registrations.id, eventId: registrations.eventId, companyId: registrations.companyId })
    .from(registrations)
    .where(eq(registrations.id, registrationId))
    .for('update');
  return row;
}

/**
 * A live invoice: one not cancelled, whose lines bill what they name. `replaced`, an invoice about to be cancelled
 * and issued anew (a corrected final invoice), counts as cancelled already, so that its preview bills what the
 * new one will.
 */
const isLiveInvoice = (replaced?: number) =>
  and(eq(documents.type, 'invoice'), ne(documents.status, 'canceled'), replaced === undefined ? undefined : ne(documents.id, replaced));

/** Order positions of live invoices: billed, until their invoice is cancelled. */
const billedPositions = (tx: Db | Tx, replaced?: number) =>
  tx
    .select({ id: documentPositions.orderPositionId })
    .from(documentPositions)
    .innerJoin(documents, eq(documents.id, documentPositions.documentId))
    .where(and(isLiveInvoice(replaced), isNotNull(documentPositions.orderPositionId)));

/**
 * The positions of the registration's binding orders (not cancelled) that no live invoice bills, in order, with
 * what names them in each language (printNamesOf).
 */
export function uninvoicedPositions(tx: Db | Tx, registrationId: number, replaced?: number) {
  return tx
    .select({
      id: orderPositions.id,
      description: orderPositions.description,
      catalogueNames: catalogueNamesOf,
      orderLang: orders.lang,
      amount: orderPositions.amount,
      unit: orderPositions.unit,
      priceSingle: orderPositions.priceSingle,
      sum: orderPositions.sum,
      billingNumber: orderPositions.billingNumber,
    })
    .from(orderPositions)
    .innerJoin(orders, eq(orders.id, orderPositions.orderId))
    .where(
      and(
        eq(orders.registrationId, registrationId),
        ne(orders.status, 'canceled'),
        notInArray(orderPositions.id, billedPositions(tx, replaced)),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id), asc(orderPositions.sort), asc(orderPositions.id));
}

/** The ids of the registration's flue gas connections that a live invoice bills (a subquery). */
export const billedFireplaceConnections = (tx: Db | Tx, registrationId: number, replaced?: number) =>
  tx
    .select({ id: documentPositions.fireplaceConnectionId })
    .from(documentPositions)
    .innerJoin(documents, eq(documents.id, documentPositions.documentId))
    .where(and(isLiveInvoice(replaced), eq(documents.registrationId, registrationId), isNotNull(documentPositions.fireplaceConnectionId)));

/**
 * The registration's confirmed flue gas connections that no live invoice bills, in the order requested; none while
 * the registration is cancelled (as its orders, cancelled with it).
 */
export function unbilledFireplaceConnections(tx: Db | Tx, registrationId: number, replaced?: number) {
  const billed = billedFireplaceConnections(tx, registrationId, replaced);
  return tx
    .select({ id: fireplaceConnections.id, deviceName: fireplaceConnections.deviceName, priceCents: fireplaceConnections.priceCents, billingNumber: fireplaceConnections.billingNumber })
    .from(fireplaceConnections)
    .innerJoin(registrations, eq(registrations.id, fireplaceConnections.registrationId))
    .where(
      and(
        eq(fireplaceConnections.registrationId, registrationId),
        isNull(registrations.canceledAt),
        eq(fireplaceConnections.state, 'confirmed'),
        notInArray(fireplaceConnections.id, billed),
      ),
    )
    .orderBy(asc(fireplaceConnections.id));
}

/** Per order booklet item, the amount of the registration's own booking that its live invoices bill. */
export async function billedBookletAmounts(tx: Db | Tx, registrationId: number, replaced?: number) {
  const rows = await tx
    .select({ itemId: documentPositions.orderBookItemId, amount: sql<string>`sum(${documentPositions.amount})` })
    .from(documentPositions)
    .innerJoin(documents, eq(documents.id, documentPositions.documentId))
    .where(and(eq(documents.registrationId, registrationId), isLiveInvoice(replaced), isNotNull(documentPositions.orderBookItemId)))
    .groupBy(documentPositions.orderBookItemId);
  return new Map(rows.map((row) => [row.itemId!, Number(row.amount)]));
}

/** The registration's live invoices, oldest first: what a final invoice lists. */
export function liveInvoices(tx: Db | Tx, registrationId: number, replaced?: number) {
  return tx
    .select({ id: documents.id, number: documents.number, date: documents.date, grossCents: documents.grossCents })
    .from(documents)
    .where(and(eq(documents.registrationId, registrationId), isLiveInvoice(replaced)))
    .orderBy(asc(documents.date), asc(documents.id));
}

/** The registration's live final invoices, oldest first, with the partial invoices each lists. */
export async function liveFinalInvoices(db: Db | Tx, registrationId: number): Promise<LiveFinalInvoice[]> {
  const rows = await db
    .select({ id: documents.id, number: documents.number, date: documents.date, billingNumber: documents.billingNumber, content: documents.content })
    .from(documents)
    .where(and(eq(documents.registrationId, registrationId), isLiveInvoice(), eq(documents.isFinal, true)))
    .orderBy(asc(documents.date), asc(documents.id));
  return rows.map(({ content, billingNumber, ...row }) => ({
    ...row,
    billingNumber: (billingNumber ?? 'none') as InvoiceBillingNumber,
    partialNumbers: contentOf({ content, number: row.number })?.partialInvoices.map((partial) => partial.number) ?? [],
  }));
}

/** The numbers of the registration's cancelled invoices. */
export async function cancelledInvoiceNumbers(db: Db | Tx, registrationId: number): Promise<Set<string>> {
  const rows = await db
    .select({ number: documents.number })
    .from(documents)
    .where(and(eq(documents.registrationId, registrationId), eq(documents.type, 'invoice'), eq(documents.status, 'canceled')));
  return new Set(rows.map((row) => row.number));
}

/**
 * Who an invoice goes to: the company, its invoice address (else its main address) with that address's VAT ID
 * (else the company's), buyer reference and e-mail, and the main contact's address and language for the mail.
 */
export async function findInvoiceParty(tx: Db | Tx, companyId: number) {
  const party = await findBillingParty(tx, companyId);
  if (!party) return undefined;
  const [contact] = await tx
    .select({ email: contacts.email, lang: contacts.lang })
    .from(contacts)
    .where(and(eq(contacts.companyId, companyId), eq(contacts.isMainContact, true)))
    .limit(1);
  return { ...party, contact };
}

export type InvoiceRow = typeof documents.$inferSelect;

/** An invoice-kind document locked for a correction or a payment. */
export async function lockDocument(tx: Tx, id: number): Promise<InvoiceRow | undefined> {
  const [row] = await tx.select().from(documents).where(eq(documents.id, id)).for('update');
  return row;
}

/** The lines of an invoice with how much of each net its credit notes and cancellation have credited so far. */
export async function invoiceLinesWithCredits(tx: Db | Tx, invoiceId: number) {
  const credited = tx
    .select({ creditsId: documentPositions.creditsId, cents: sql<number>`sum(${documentPositions.sum})::int`.as('cents') })
    .from(documentPositions)
    .innerJoin(documents, eq(documents.id, documentPositions.documentId))
    .where(and(eq(documents.correctsId, invoiceId), inArray(documents.type, ['credit_note', 'cancellation'])))
    .groupBy(documentPositions.creditsId)
    .as('credited');
  return tx
    .select({
      id: documentPositions.id,
      description: documentPositions.description,
      amount: documentPositions.amount,
      unit: documentPositions.unit,
      priceSingle: documentPositions.priceSingle,
      sum: documentPositions.sum,
      creditedCents: sql<number>`coalesce(${credited.cents}, 0)`,
    })
    .from(documentPositions)
    .leftJoin(credited, eq(credited.creditsId, documentPositions.id))
    .where(eq(documentPositions.documentId, invoiceId))
    .orderBy(asc(documentPositions.sort), asc(documentPositions.id));
}

/** The gross of the credit notes and cancellation voucher of an invoice: what it no longer asks to be paid. */
export async function creditedGross(tx: Db | Tx, invoiceId: number): Promise<number> {
  const [row] = await tx
    .select({ cents: sql<number>`coalesce(sum(${documents.grossCents}), 0)::int` })
    .from(documents)
    .where(eq(documents.correctsId, invoiceId));
  return row?.cents ?? 0;
}

const INVOICE_KINDS = new Set<unknown>(['invoice', 'credit_note', 'cancellation'] satisfies InvoiceKind[]);

/**
 * The stored content of an invoice-kind document (issued by this module), read through its schema; null on
 * documents that have none (order confirmations, documents from before invoicing) or content of another kind (a
 * dunning notice's). Content that does not fit the schema is an error naming the document, never taken on trust.
 */
export function contentOf(row: { content: unknown; number?: string }): InvoiceContent | null {
  if (row.content === null || row.content === undefined) return null;
  if (!INVOICE_KINDS.has((row.content as { kind?: unknown }).kind)) return null;
  const read = invoiceContentSchema.safeParse(row.content);
  if (!read.success) throw new Error(`the stored content of document ${row.number ?? '(no number)'} is malformed:\n${z.prettifyError(read.error)}`);
  return read.data;
}
