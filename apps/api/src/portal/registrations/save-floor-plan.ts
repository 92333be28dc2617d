import { FLOOR_PLAN_MAX_MB, isFloorPlanFile } from '@messeportal/domain';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { deletePrivateFile, keepOwnTempFile, lockFloorPlan, setFloorPlanFile } from '../../selling/registrations/floor-plan-repo.ts';

/**
 * Makes a fresh upload of the company (kind floorPlan) the registration's stand plan, or removes the plan when
 * `fileId` is null. The plan it replaces is deleted with it: a private file that nothing else refers to.
 */
export async function saveFloorPlan(db: Db, companyId: number, registrationId: number, fileId: number | null) {
  await db.transaction(async (tx) => {
    const current = await lockFloorPlan(tx, companyId, registrationId);
    if (!current) throw new AppError(404, 'registrationNotFound', { property: 'id' });
    if (fileId === current.fileId) return;
    if (fileId !== null) {
      const file = await keepOwnTempFile(tx, companyId, fileId);
      if (!file) throw new AppError(400, 'floorPlanFileUnknown', { property: 'file' });
      if (!isFloorPlanFile(file)) throw new AppError(400, 'floorPlanFileForm', { property: 'file', params: { max: FLOOR_PLAN_MAX_MB } });
    }
    await setFloorPlanFile(tx, companyId, registrationId, fileId);
    if (current.fileId !== null) await deletePrivateFile(tx, companyId, current.fileId);
  });
}
