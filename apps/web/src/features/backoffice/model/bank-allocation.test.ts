import { describe, expect, it } from 'vitest';
import { allocatedCents, proposedAllocation } from './bank-allocation.ts';

const candidate = (number: string, open: number) => ({ documentId: 1, number, company: 'Becker GmbH', registrationId: 1, open, dueDate: null });

describe('the proposed allocation of a waiting credit', () => {
  it('gives each invoice found what it has open while the credit lasts', () => {
    expect(proposedAllocation({ amount: 1500, candidates: [candidate('RE-2026-0001', 1190), candidate('RE-2026-0002', 595)] })).toEqual([
      { number: 'RE-2026-0001', amount: 1190 },
      { number: 'RE-2026-0002', amount: 310 },
    ]);
  });

  it('books a part payment on the one invoice, and what is above open on the last one found', () => {
    expect(proposedAllocation({ amount: 100, candidates: [candidate('RE-2026-0001', 1190)] })).toEqual([{ number: 'RE-2026-0001', amount: 100 }]);
    expect(proposedAllocation({ amount: 1200.1, candidates: [candidate('RE-2026-0001', 1190)] })).toEqual([{ number: 'RE-2026-0001', amount: 1200.1 }]);
  });

  it('starts with an empty number when nothing was found', () => {
    expect(proposedAllocation({ amount: 47.11, candidates: [] })).toEqual([{ number: '', amount: 47.11 }]);
  });

  it('adds up the rows in cents, without float drift and without the rows not filled in', () => {
    expect(allocatedCents([{ number: 'a', amount: 0.1 }, { number: 'b', amount: 0.2 }, { number: 'c', amount: '' }])).toBe(30);
  });
});
