import type { OfferChangeAction, OfferChangeField } from '@messeportal/domain';
import { desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
import { offerChanges, staffUsers } from '../../platform/db/schema.ts';

export async function recordOfferChange(
  tx: Tx,
  change: { offerId: number; staffUserId: number; action: OfferChangeAction; fields: OfferChangeField[] },
): Promise<void> {
  await tx.insert(offerChanges).values(change);
}

/** The changes of an offer, newest first, with the staff member's name. */
export function listOfferChanges(db: Db, offerId: number) {
  return db
    .select({ at: offerChanges.at, staffName: staffUsers.name, action: offerChanges.action, fields: offerChanges.fields })
    .from(offerChanges)
    .innerJoin(staffUsers, eq(staffUsers.id, offerChanges.staffUserId))
    .where(eq(offerChanges.offerId, offerId))
    .orderBy(desc(offerChanges.at), desc(offerChanges.id));
}
