import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
import { contacts, offers } from '../../platform/db/schema.ts';

export type OfferRow = typeof offers.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The offer behind a link; a text that is no uuid cannot name one. */
export async function findOfferByUuid(db: Db | Tx, uuid: string, options: { forUpdate?: boolean } = {}): Promise<OfferRow | undefined> {
  if (!UUID.test(uuid)) return undefined;
  const query = db.select().from(offers).where(eq(offers.uuid, uuid.toLowerCase()));
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row;
}

export async function insertOffer(tx: Tx, values: typeof offers.$inferInsert): Promise<OfferRow> {
  const [row] = await tx.insert(offers).values(values).returning();
  return row!;
}

export async function updateOffer(tx: Tx, id: number, values: Partial<typeof offers.$inferInsert>): Promise<OfferRow> {
  const [row] = await tx.update(offers).set({ ...values, updatedAt: new Date() }).where(eq(offers.id, id)).returning();
  return row!;
}

/**
 * Marks an offer ordered, once: the condition is checked on the row as it stands after a racing order's
 * commit, so of two orders of the same offer only one finds it unordered. False when it was ordered already.
 */
/** Marks an offer ordered, storing what was ordered (`data`, `totalNetCents`); false when it was ordered already. */
export async function markOfferOrdered(
  tx: Tx,
  id: number,
  values: { orderedAt: Date; state: number; companyId: number; data: unknown; totalNetCents: number },
): Promise<boolean> {
  const rows = await tx
    .update(offers)
    .set({ ...values, updatedAt: values.orderedAt })
    .where(and(eq(offers.id, id), isNull(offers.orderedAt)))
    .returning({ id: offers.id });
  return rows.length === 1;
}

export async function findOfferById(db: Db, id: number): Promise<OfferRow | undefined> {
  const [row] = await db.select().from(offers).where(eq(offers.id, id));
  return row;
}

/** The language of a company's main contact: the language its offers and documents speak. */
export async function findMainContactLang(db: Db, companyId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ lang: contacts.lang })
    .from(contacts)
    .where(and(eq(contacts.companyId, companyId), eq(contacts.isMainContact, true)))
    .limit(1);
  return row?.lang;
}
