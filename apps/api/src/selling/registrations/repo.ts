import { and, asc, eq, sql } from 'drizzle-orm';
import { DEFAULT_BILLING_NUMBERS, exhibitorMayWithdraw, holdsConnection, type OrderedService } from '@messeportal/domain';
import type { Db, Tx } from '../../platform/db/client.ts';
import { isForeignKeyViolation } from '../../platform/db/errors.ts';
import { contacts, fireplaceConnections, orderBookItems, orderBookValues, registrations } from '../../platform/db/schema.ts';
import { orderedServicesFromJson, orderedServicesJson, type OrderedServicesJson } from './orders-repo.ts';

export type RegistrationRow = typeof registrations.$inferSelect;

/** A registration by id, whoever's it is: callers decide with the registration policy (registration-access.ts). */
export async function findRegistrationById(db: Db | Tx, id: number): Promise<RegistrationRow | undefined> {
  const [row] = await db.select().from(registrations).where(eq(registrations.id, id));
  return row;
}

/**
 * Saves a tab's values in one call without a transaction of its own (save_booklet_tab, migration 0014), when the
 * binding orders' services are still `orderedText` as read (loadRegistrationForSave): false when they changed,
 * or an item named was deleted meanwhile (its foreign key refused the value); nothing was written then.
 */
export async function saveBookletTab(
  db: Db,
  registrationId: number,
  itemIds: number[],
  values: { orderBookItemId: number; amount: number; checked: boolean }[],
  orderedText: string | null,
): Promise<boolean> {
  const kept = values.filter((value) => value.amount > 0 || value.checked).map((value) => ({ id: value.orderBookItemId, amount: value.amount, checked: value.checked }));
  try {
    const result = await db.execute(sql`select save_booklet_tab(${registrationId}, ${`{${itemIds.join(',')}}`}::int[],
      ${JSON.stringify(kept)}::jsonb, ${orderedText}) as outcome`);
    return (result as unknown as { rows: { outcome: string }[] }).rows[0]!.outcome !== 'stale';
  } catch (error) {
    if (isForeignKeyViolation(error)) return false;
    throw error;
  }
}

export const loadBookletValues = (db: Db | Tx, registrationId: number) =>
  db.select().from(orderBookValues).where(eq(orderBookValues.registrationId, registrationId));

/**
 * Locks the registration for a booklet save, so two saves of the same booklet run one after the other, and
 * answers the services its binding orders hold, read under that lock: one statement.
 */
export async function lockBookletOrdered(tx: Tx, registrationId: number): Promise<OrderedService[]> {
  const result = await tx.execute(sql`select ${orderedServicesJson(registrationId)} as ordered
    from ${registrations} where ${registrations.id} = ${registrationId} for update`);
  const rows = (result as unknown as { rows: { ordered: OrderedServicesJson }[] }).rows;
  return orderedServicesFromJson(rows[0]?.ordered ?? null);
}

/**
 * Replaces the values of these items (one tab) with the given ones in one statement; empty values are not
 * kept. The caller holds the registration's lock (lockBookletOrdered).
 */
export async function replaceBookletValues(
  tx: Tx,
  registrationId: number,
  itemIds: number[],
  values: { orderBookItemId: number; amount: number; checked: boolean }[],
) {
  if (itemIds.length === 0) return;
  const kept = values.filter((value) => value.amount > 0 || value.checked);
  const keptIds = kept.map((value) => value.orderBookItemId);
  const removed = sql`delete from ${orderBookValues} where ${orderBookValues.registrationId} = ${registrationId}
    and ${orderBookValues.orderBookItemId} in (${sql.join(itemIds, sql`, `)})
    ${keptIds.length > 0 ? sql`and ${orderBookValues.orderBookItemId} not in (${sql.join(keptIds, sql`, `)})` : sql``}`;
  if (kept.length === 0) {
    await tx.execute(removed);
    return;
  }
  // Each value takes its item's billing number as it is booked or changed (as save_booklet_tab, migration 0030).
  const rows = kept.map(
    (value) => sql`(${registrationId}, ${value.orderBookItemId}, ${value.amount}, ${value.checked}, now(),
      coalesce((select billing_number from ${orderBookItems} where id = ${value.orderBookItemId}), ${DEFAULT_BILLING_NUMBERS.service}))`,
  );
  await tx.execute(sql`with removed as (${removed})
    insert into ${orderBookValues} (registration_id, order_book_item_id, amount, checked, updated_at, billing_number) values ${sql.join(rows, sql`, `)}
    on conflict (registration_id, order_book_item_id)
    do update set amount = excluded.amount, checked = excluded.checked, updated_at = excluded.updated_at, billing_number = excluded.billing_number`);
}

/** The company's main contact, who receives the booked services by mail. */
export async function findMainContact(db: Db | Tx, companyId: number) {
  const [row] = await db
    .select({ email: contacts.email, lang: contacts.lang })
    .from(contacts)
    .where(and(eq(contacts.companyId, companyId), eq(contacts.isMainContact, true)))
    .limit(1);
  return row;
}

export const listFireplaceConnections = (db: Db | Tx, registrationId: number) =>
  db.select().from(fireplaceConnections).where(eq(fireplaceConnections.registrationId, registrationId)).orderBy(asc(fireplaceConnections.id));
export type FireplaceConnectionRow = typeof fireplaceConnections.$inferSelect;

/**
 * Adds a connection unless the registration already holds `max` (requested or confirmed: holdsConnection), inside
 * the caller's transaction: the registration row is locked first, so two requests at once cannot both pass the
 * count. Answers undefined when the limit is reached.
 */
export async function addFireplaceConnection(tx: Tx, values: typeof fireplaceConnections.$inferInsert, max: number) {
  await tx.select({ id: registrations.id }).from(registrations).where(eq(registrations.id, values.registrationId)).for('update');
  const existing = await listFireplaceConnections(tx, values.registrationId);
  if (existing.filter((connection) => holdsConnection(connection.state)).length >= max) return undefined;
  const [row] = await tx.insert(fireplaceConnections).values(values).returning();
  return row!;
}

/**
 * The exhibitor withdraws a connection of the registration: deleted unless staff confirmed it (exhibitorMayWithdraw),
 * read under a row lock so that a confirmation at the same moment comes before or after, never between. Answers
 * what happened.
 */
export async function withdrawFireplaceConnection(db: Db, registrationId: number, id: number): Promise<'withdrawn' | 'confirmed' | 'notFound'> {
  return db.transaction(async (tx) => {
    const [connection] = await tx
      .select({ state: fireplaceConnections.state })
      .from(fireplaceConnections)
      .where(and(eq(fireplaceConnections.id, id), eq(fireplaceConnections.registrationId, registrationId)))
      .for('update');
    if (!connection) return 'notFound';
    if (!exhibitorMayWithdraw(connection.state)) return 'confirmed';
    await tx.delete(fireplaceConnections).where(eq(fireplaceConnections.id, id));
    return 'withdrawn';
  });
}

/** Where a contact's mails go, and in which language. */
export async function findContactMailbox(db: Db | Tx, contactId: number) {
  const [row] = await db.select({ email: contacts.email, lang: contacts.lang }).from(contacts).where(eq(contacts.id, contactId));
  return row;
}
