import { boundingBox, type Ring } from '@messeportal/domain';

/**
 * A picture (PNG or JPEG) under the plan to trace stands from: where its top left corner lies and how many centimetres
 * one of its pixels covers. Kept in the browser for this visit only; nothing of it is saved.
 */
export interface Background {
  url: string;
  name: string;
  widthPx: number;
  heightPx: number;
  /** Its top left corner on the plan, in centimetres. */
  x: number;
  y: number;
  cmPerPx: number;
  /** 0 to 1. */
  opacity: number;
}

export const BACKGROUND_TYPES = ['image/png', 'image/jpeg'] as const;

/** A picture first placed over the hall: its width the hall's, its top left corner the hall's. */
export function placedOver(outline: Ring, picture: Pick<Background, 'url' | 'name' | 'widthPx' | 'heightPx'>): Background {
  const box = boundingBox(outline);
  return { ...picture, x: box.minX, y: box.minY, cmPerPx: (box.maxX - box.minX) / Math.max(1, picture.widthPx), opacity: 0.5 };
}

/**
 * The picture scaled so that two places picked on it (plan centimetres, as it is shown now) are `metres` apart, about
 * the first place, which stays where it is; null when the places coincide or the distance is not a positive number.
 */
export function calibrated(background: Background, a: readonly [number, number], b: readonly [number, number], metres: number): Background | null {
  const shown = Math.hypot(b[0] - a[0], b[1] - a[1]);
  if (shown === 0 || !(metres > 0) || !Number.isFinite(metres)) return null;
  const factor = (metres * 100) / shown;
  return { ...background, cmPerPx: background.cmPerPx * factor, x: a[0] - (a[0] - background.x) * factor, y: a[1] - (a[1] - background.y) * factor };
}
