import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
import { fireplaceConnections } from '../../platform/db/schema.ts';
import { billedFireplaceConnections } from '../../invoicing/invoicing-repo.ts';

/** The registration's flue gas connections as the desk lists them, each with whether a live invoice bills it. */
export const listDeskFireplaceConnections = (db: Db | Tx, registrationId: number) =>
  db
    .select({ ...getTableColumns(fireplaceConnections), invoiced: sql<boolean>`${fireplaceConnections.id} in (${billedFireplaceConnections(db, registrationId)})` })
    .from(fireplaceConnections)
    .where(eq(fireplaceConnections.registrationId, registrationId))
    .orderBy(asc(fireplaceConnections.id));

export type DeskFireplaceConnection = Awaited<ReturnType<typeof listDeskFireplaceConnections>>[number];

/** One connection of the registration, locked for staff's decision until the transaction ends. */
export async function lockFireplaceConnection(tx: Tx, registrationId: number, id: number) {
  const [row] = await tx
    .select()
    .from(fireplaceConnections)
    .where(and(eq(fireplaceConnections.id, id), eq(fireplaceConnections.registrationId, registrationId)))
    .for('update');
  return row;
}
