import { fileId } from './file-id.ts';
import { z } from './zod.ts';

/**
 * The stand plan (Standskizze) of a registration: a sketch of the stand showing where the connections booked
 * in the order booklet go. Decision: PDF, JPG or PNG of at most 5 MB, the upload maximum of SPEC §9 (its 2 MB
 * are for logos and key images only); 1 MB = 1048576 bytes.
 */
export const FLOOR_PLAN_MAX_MB = 5;
export const FLOOR_PLAN_MAX_BYTES = FLOOR_PLAN_MAX_MB * 1_048_576;
/** Stored types (platform/files) a stand plan may have. */
export const FLOOR_PLAN_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

/** Whether a stored file fits the stand plan rule, judged on its real type and size. */
export const isFloorPlanFile = (file: { mimeType: string; size: number }) =>
  (FLOOR_PLAN_MIME_TYPES as readonly string[]).includes(file.mimeType) && file.size <= FLOOR_PLAN_MAX_BYTES;

/**
 * `POST /fe/rest/orderbook/{id}/floorplan`: `file` is a fresh upload of `POST /pub/file/upload/temp?kind=floorPlan`
 * by the same company, which becomes the registration's stand plan (replacing one it had); null removes it.
 */
export const floorPlanSchema = z.object({
  file: fileId().nullable(),
});
export type FloorPlanInput = z.input<typeof floorPlanSchema>;

/** The stand plan as the booklet lists it; `GET /fe/rest/orderbook/{id}/floorplan` answers its bytes. */
export const floorPlanInfoSchema = z.object({
  name: z.string(),
  contentType: z.string(),
  /** Bytes. */
  size: z.number(),
  uploadedAt: z.string(),
});
export type FloorPlanInfo = z.infer<typeof floorPlanInfoSchema>;

/** The answer of a save: the stand plan now, null after it was removed. */
export const saveFloorPlanAnswerSchema = z.object({ success: z.boolean(), floorPlan: floorPlanInfoSchema.nullable() });
export type SaveFloorPlanAnswer = z.infer<typeof saveFloorPlanAnswerSchema>;
