import { describe, expect, it } from 'vitest';
import { FLOOR_PLAN_MAX_BYTES, floorPlanSchema, isFloorPlanFile } from './floor-plan.ts';

describe('the stand plan rule', () => {
  it('takes a PDF, JPG or PNG of at most 5 MB', () => {
    expect(isFloorPlanFile({ mimeType: 'application/pdf', size: FLOOR_PLAN_MAX_BYTES })).toBe(true);
    expect(isFloorPlanFile({ mimeType: 'image/png', size: 10 })).toBe(true);
    expect(isFloorPlanFile({ mimeType: 'image/jpeg', size: FLOOR_PLAN_MAX_BYTES + 1 })).toBe(false);
    expect(isFloorPlanFile({ mimeType: 'application/msword', size: 10 })).toBe(false);
  });

  it('names a file id or null, and nothing else', () => {
    expect(floorPlanSchema.parse({ file: 12 })).toEqual({ file: 12 });
    expect(floorPlanSchema.parse({ file: null })).toEqual({ file: null });
    expect(floorPlanSchema.safeParse({}).error?.issues[0]?.message).toBe('required');
    expect(floorPlanSchema.safeParse({ file: '12' }).error?.issues[0]?.message).toBe('invalidType');
    expect(floorPlanSchema.safeParse({ file: 0 }).error?.issues[0]?.message).toBe('invalidValue');
  });
});
