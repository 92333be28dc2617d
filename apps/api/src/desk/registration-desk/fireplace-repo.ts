import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { fireplaceConnections } from '../../platform/db/schema.ts';

/**
 * A flue gas connection as the desk lists it, with whether a live invoice bills it (read by registration_desk_page,
 * migration 0033).
 */
export type DeskFireplaceConnection = typeof fireplaceConnections.$inferSelect & { invoiced: boolean };

/** One connection of the registration, locked for staff's decision until the transaction ends. */
export async function lockFireplaceConnection(tx: Tx, registrationId: number, id: number) {
  const [row] = await tx
    .select()
    .from(fireplaceConnections)
    .where(and(eq(fireplaceConnections.id, id), eq(fireplaceConnections.registrationId, registrationId)))
    .for('update');
  return row;
}
