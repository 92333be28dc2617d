import { describe, expect, it } from 'vitest';
import { dropIntent, readDragged } from './desk-drag.ts';
import { allowedFor, type DeskRow } from './desk-plan.ts';

const row = (number: string, state: DeskRow['state'], sale: Partial<NonNullable<DeskRow['sale']>> | null = null): DeskRow => ({
  stand: { number, areaM2: 12, openSides: 1, frontageCm: 300, kind: 'inline', standConfigId: 1, net: 1200 } as DeskRow['stand'],
  state,
  sale: sale && { hallId: 7, stand: number, state, registrationId: null, companyId: null, company: '', until: null, reason: '', ...sale },
});
const book = (target: DeskRow, who: { registrationId: number; companyId: number | null }) => allowedFor('book', target, who);

describe('a registration dropped on the desk’s plan', () => {
  const unplaced = { registrationId: 13, companyId: 102, company: 'Herd & Co', from: null };
  const booked = { registrationId: 11, companyId: 101, company: 'Küchen Krause', from: { hallId: 7, stand: 'A1' } };

  it('is booked on a free stand, or on one optioned to its company, and moves there from its own stand', () => {
    expect(dropIntent(unplaced, 7, row('A4', 'available'), book)).toEqual({ action: 'book', registrationId: 13 });
    expect(dropIntent(unplaced, 7, row('A2', 'option', { companyId: 102 }), book)).toEqual({ action: 'book', registrationId: 13 });
    expect(dropIntent(booked, 7, row('A4', 'available'), book)).toEqual({ action: 'book', registrationId: 11 });
  });

  it('swaps a booked stand’s exhibitor with another booked stand’s, and means nothing on a stand it may not take', () => {
    expect(dropIntent(booked, 7, row('B1', 'booked', { registrationId: 12 }), book)).toEqual({ action: 'swap', hallId: 7, stand: 'A1' });
    expect(dropIntent(unplaced, 7, row('B1', 'booked', { registrationId: 12 }), book)).toBeNull();
    expect(dropIntent(unplaced, 7, row('A2', 'option', { companyId: 101 }), book)).toBeNull();
    expect(dropIntent(unplaced, 7, row('A3', 'blocked'), book)).toBeNull();
    expect(dropIntent(booked, 7, row('A1', 'booked', { registrationId: 11 }), book)).toBeNull();
  });

  it('is read back only when it is one', () => {
    expect(readDragged(JSON.stringify(booked))).toEqual(booked);
    expect(readDragged(JSON.stringify(unplaced))).toEqual(unplaced);
    expect(readDragged('https://example.com')).toBeNull();
    expect(readDragged(JSON.stringify({ registrationId: '11', company: 'x', companyId: null, from: null }))).toBeNull();
    expect(readDragged(JSON.stringify({ ...booked, from: { hallId: 7 } }))).toBeNull();
  });
});
