import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
import { files, registrations } from '../../platform/db/schema.ts';

/** Queries of a registration's stand plan, each scoped to the caller's company. */
type Reader = Db | Tx;

const companyRegistration = (companyId: number, registrationId: number) =>
  and(eq(registrations.id, registrationId), eq(registrations.companyId, companyId));

/** What the booklet lists of the stand plan; undefined when the registration has none. */
export async function findFloorPlan(db: Reader, companyId: number, registrationId: number) {
  const [row] = await db
    .select({ name: files.origName, contentType: files.mimeType, size: files.size, uploadedAt: files.createdAt })
    .from(registrations)
    .innerJoin(files, eq(files.id, registrations.floorPlanFileId))
    .where(companyRegistration(companyId, registrationId));
  return row;
}

export type FloorPlan = Awaited<ReturnType<typeof findFloorPlan>>;

/** The stand plan with its bytes, for the download; undefined when the registration has none. */
export async function findFloorPlanContent(db: Reader, companyId: number, registrationId: number) {
  const [row] = await db
    .select({ name: files.origName, contentType: files.mimeType, data: files.data })
    .from(registrations)
    .innerJoin(files, eq(files.id, registrations.floorPlanFileId))
    .where(companyRegistration(companyId, registrationId));
  return row;
}

/** Locks the registration and answers its stand plan's file id, so two changes of one plan queue up. */
export async function lockFloorPlan(tx: Tx, companyId: number, registrationId: number) {
  const [row] = await tx
    .select({ fileId: registrations.floorPlanFileId })
    .from(registrations)
    .where(companyRegistration(companyId, registrationId))
    .for('update');
  return row;
}

/**
 * Keeps a fresh private upload of the company (it stops being temporary) and answers its type and size;
 * undefined for another company's, a public, an unknown or an already kept file, also when a save at the
 * same moment took it first.
 */
export async function keepOwnTempFile(tx: Tx, companyId: number, fileId: number) {
  const [row] = await tx
    .update(files)
    .set({ isTemp: false })
    .where(and(eq(files.id, fileId), eq(files.ownerCompanyId, companyId), eq(files.isTemp, true)))
    .returning({ mimeType: files.mimeType, size: files.size });
  return row;
}

export async function setFloorPlanFile(tx: Tx, companyId: number, registrationId: number, fileId: number | null) {
  await tx.update(registrations).set({ floorPlanFileId: fileId }).where(companyRegistration(companyId, registrationId));
}

/** Deletes a replaced or removed stand plan: a private file, which nothing else refers to. */
export async function deletePrivateFile(tx: Tx, companyId: number, fileId: number) {
  await tx.delete(files).where(and(eq(files.id, fileId), eq(files.ownerCompanyId, companyId)));
}
