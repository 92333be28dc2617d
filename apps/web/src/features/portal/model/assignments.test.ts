import { describe, expect, it } from 'vitest';
import { brandFitsEvent, isAssignedTo } from './assignments.ts';

describe('assignments to a registration', () => {
  it('counts a contact or brand as assigned when it names the registration', () => {
    expect(isAssignedTo({ registrationsIds: [3, 7] }, 7)).toBe(true);
    expect(isAssignedTo({ registrationsIds: [3] }, 7)).toBe(false);
  });

  it("offers a brand for a fair only with one of the fair's product groups", () => {
    const fair = { productgroupsIds: [10, 11] };
    expect(brandFitsEvent({ productgroupsIds: [2, 11] }, fair)).toBe(true);
    expect(brandFitsEvent({ productgroupsIds: [2] }, fair)).toBe(false);
    expect(brandFitsEvent({ productgroupsIds: [] }, fair)).toBe(false);
  });
});
