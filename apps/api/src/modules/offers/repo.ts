import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { offers } from '../../db/schema.ts';

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
