import { eq, getTableColumns } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { files, organiserSettings } from '../db/schema.ts';

export type OrganiserRow = typeof organiserSettings.$inferSelect;

/** The organiser as every PDF and mail prints it: the saved settings and the logo's bytes, when there is one. */
export type PrintedOrganiser = OrganiserRow & { logo: Buffer | null };

const columns = getTableColumns(organiserSettings);

/** The one row of settings (migration 0017 writes it). */
export async function readOrganiserSettings(db: Db | Tx): Promise<OrganiserRow> {
  const [row] = await db.select().from(organiserSettings).where(eq(organiserSettings.id, 1));
  if (!row) throw new Error('organiser_settings has no row: migration 0017 writes it');
  return row;
}

/** The settings with the logo's bytes, in one statement, for a PDF. */
export async function loadOrganiser(db: Db | Tx): Promise<PrintedOrganiser> {
  const [row] = await db
    .select({ ...columns, logo: files.data })
    .from(organiserSettings)
    .leftJoin(files, eq(files.id, organiserSettings.logoFileId))
    .where(eq(organiserSettings.id, 1));
  if (!row) throw new Error('organiser_settings has no row: migration 0017 writes it');
  return row;
}

/** The settings row locked for a change, as it was before it. */
export async function lockOrganiserSettings(tx: Tx): Promise<OrganiserRow> {
  const [row] = await tx.select().from(organiserSettings).where(eq(organiserSettings.id, 1)).for('update');
  return row!;
}

export async function updateOrganiserSettings(tx: Tx, values: Omit<OrganiserRow, 'id' | 'updatedAt'>): Promise<OrganiserRow> {
  const [row] = await tx
    .update(organiserSettings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(organiserSettings.id, 1))
    .returning();
  return row!;
}
