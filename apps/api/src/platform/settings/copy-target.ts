import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { companies, organiserSettings } from '../db/schema.ts';

/**
 * Where staff get a copy of a binding order or a booklet "save and send" (the settings' order copy address) with
 * the company's name for its subject, in one read inside the caller's transaction (a new company is visible
 * there). Undefined while the address is empty: no copy.
 */
export async function findCopyTarget(tx: Db | Tx, companyId: number): Promise<{ address: string; companyName: string } | undefined> {
  const [row] = await tx
    .select({ address: organiserSettings.orderCopyAddress, companyName: companies.name })
    .from(organiserSettings)
    .leftJoin(companies, eq(companies.id, companyId))
    .where(eq(organiserSettings.id, 1));
  return row?.address ? { address: row.address, companyName: row.companyName ?? '' } : undefined;
}
