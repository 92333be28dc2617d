import { describe, expect, it } from 'vitest';
import { calibrated, placedOver } from './background.ts';
import { rect } from './test-plan.ts';

const picture = { url: 'blob:plan', name: 'halle.png', widthPx: 1_000, heightPx: 600 };

describe('a background picture', () => {
  it('is first laid over the hall, as wide as it', () => {
    expect(placedOver(rect(100, 200, 5_000, 3_000), picture)).toMatchObject({ x: 100, y: 200, cmPerPx: 5, opacity: 0.5 });
  });

  it('is scaled by two places and their distance, the first place staying where it is', () => {
    const laid = placedOver(rect(0, 0, 1_000, 600), picture);
    // Two places 400 cm apart as shown are 10 m apart in truth.
    const scaled = calibrated(laid, [200, 100], [600, 100], 10)!;
    expect(scaled.cmPerPx).toBeCloseTo(2.5);
    expect([scaled.x, scaled.y]).toEqual([200 - 200 * 2.5, 100 - 100 * 2.5]);
    // The first place's pixel (200, 100) is still at plan (200, 100); the second now 10 m from it.
    const [px, py] = [(200 - laid.x) / laid.cmPerPx, (100 - laid.y) / laid.cmPerPx];
    expect([scaled.x + px * scaled.cmPerPx, scaled.y + py * scaled.cmPerPx]).toEqual([200, 100]);
  });

  it('refuses one place picked twice and a distance that is not positive', () => {
    const laid = placedOver(rect(0, 0, 1_000, 600), picture);
    expect(calibrated(laid, [5, 5], [5, 5], 3)).toBeNull();
    expect(calibrated(laid, [0, 0], [5, 5], 0)).toBeNull();
    expect(calibrated(laid, [0, 0], [5, 5], Number.NaN)).toBeNull();
  });
});
