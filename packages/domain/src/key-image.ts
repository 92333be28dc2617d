import type { Lang } from './lang.ts';
import { translate } from './messages/index.ts';

/** SPEC §5, §9: a brand's key image is at least 800 px wide, in the configurator as in the portal. */
export const MOTIF_MIN_WIDTH = 800;

/**
 * Why an uploaded key image cannot be kept — too narrow, said as the upload failure of SPEC §8 — or undefined
 * when it fits. Checked as soon as the upload answers with the image's width, so the user hears it at the field,
 * not later at a save. Files without a width (no image) are the type check's business.
 */
export function keyImageUploadIssue(file: { width?: number | null }, lang: Lang): string | undefined {
  if (file.width == null || file.width >= MOTIF_MIN_WIDTH) return undefined;
  return translate('uploadFailed', lang, { reason: translate('uploadReasonTooNarrow', lang, { min: MOTIF_MIN_WIDTH, width: file.width }) });
}
