import { describe, expect, it } from 'vitest';
import type { PublicStand } from './public-stands.ts';
import { readPlanAddress, standHref, standOfAddress, standQuery } from './stand-link.ts';

const stand = (hallId: number, number: string) => ({ hallId, hall: `Halle ${hallId}`, sale: { number }, state: 'free', exhibitor: null, groups: [] }) as unknown as PublicStand;
const stands = [stand(1, 'A1'), stand(1, 'B12'), stand(2, 'A1')];

describe('the address of a stand on the public plan', () => {
  it('finds the stand it names, in any case, in the hall it names where the number is in two', () => {
    expect(standOfAddress(stands, readPlanAddress(new URLSearchParams('stand=b12')))).toBe(stands[1]);
    expect(standOfAddress(stands, readPlanAddress(new URLSearchParams('stand=A1&hall=2')))).toBe(stands[2]);
    expect(standOfAddress(stands, readPlanAddress(new URLSearchParams('stand=Z9')))).toBeNull();
    expect(readPlanAddress(new URLSearchParams('hall=x'))).toEqual({ stand: null, hallId: null });
  });

  it('names the hall only where another hall has the same number', () => {
    expect(standHref(1, standQuery(stands, stands[1]!))).toBe('#/e/1/plan?stand=B12');
    expect(standHref(1, standQuery(stands, stands[0]!))).toBe('#/e/1/plan?stand=A1&hall=1');
  });
});
