import { translate, type Lang, type MessageCode } from '@messeportal/domain';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../platform/db/client.ts';
import { documents, offers, orders } from '../../platform/db/schema.ts';

/** How many of one kind a refusal names; the rest are counted. */
const NAMED = 3;

/** One kind of use in the caller's language: 'Angebot 12, Angebot 14, Angebot 15 und 2 weitere' ([] when none). */
export function namedUses(code: MessageCode, params: Record<string, string | number>[], lang: Lang): string[] {
  if (params.length === 0) return [];
  const named = params.slice(0, NAMED).map((p) => translate(code, lang, p)).join(', ');
  return [params.length > NAMED ? `${named} ${translate('catalogueUseMore', lang, { count: params.length - NAMED })}` : named];
}

/** Offers and binding orders whose stored configuration contains `data` (a JSON containment), with their names. */
export async function offerAndOrderUses(tx: Tx, data: object, lang: Lang) {
  const contains = (column: AnyPgColumn) => sql`${column} @> ${JSON.stringify(data)}::jsonb`;
  // One after the other: a transaction has one connection.
  const offerRows = await tx.select({ id: offers.id }).from(offers).where(contains(offers.data)).orderBy(asc(offers.id));
  const orderRows = await tx
    .select({ id: orders.id, number: documents.number })
    .from(orders)
    .leftJoin(documents, and(eq(documents.orderId, orders.id), eq(documents.type, 'confirmation')))
    .where(contains(orders.data))
    .orderBy(asc(orders.id));
  return {
    orderIds: orderRows.map((row) => row.id),
    names: [
      ...namedUses('catalogueUseOffer', offerRows, lang),
      // An order is known by its confirmation's number (AB-2027-0003).
      ...namedUses('catalogueUseOrder', orderRows.map((row) => ({ number: row.number ?? String(row.id) })), lang),
    ],
  };
}

/** The documents issued for these registrations or orders, by number. */
export async function documentUses(tx: Tx, registrationIds: number[], orderIds: number[], lang: Lang): Promise<string[]> {
  if (registrationIds.length === 0 && orderIds.length === 0) return [];
  const rows = await tx
    .select({ number: documents.number })
    .from(documents)
    .where(or(inArray(documents.registrationId, [0, ...registrationIds]), inArray(documents.orderId, [0, ...orderIds])))
    .orderBy(asc(documents.id));
  return namedUses('catalogueUseDocument', rows, lang);
}
