import { describe, expect, it } from 'vitest';
import { BookletItemType, BookletTab } from './booklet-kinds.ts';
import { lowerMediumPositions, proposedBookletCredits, staffBookingIssues, type BilledBookletLine } from './staff-bookings.ts';

const carpet = { id: 1, tab: BookletTab.products, itemType: BookletItemType.product, productType: 1, isMandatory: false, unit: 'qm', priceCalculation: 'qm' };
const cleaning = { ...carpet, id: 2, isMandatory: true };
const rigging = { id: 3, tab: BookletTab.products, itemType: BookletItemType.product, productType: 1, isMandatory: false, unit: 'piece' };

describe('staffBookingIssues', () => {
  it('holds the booklet’s rules for the total of ordered and booked', () => {
    expect(staffBookingIssues(carpet, { amount: 20, checked: false }, 0, 20)).toEqual([]);
    expect(staffBookingIssues(carpet, { amount: 12, checked: false }, 0, 20)).toEqual([{ property: 'orderbook_1', message: 'amountBelowStandArea', params: { qm: 20 } }]);
    // 8 m² on top of 12 ordered reach the stand's 20 m².
    expect(staffBookingIssues(carpet, { amount: 8, checked: false }, 12, 20)).toEqual([]);
    expect(staffBookingIssues(rigging, { amount: 1.5, checked: false }, 0, 20)).toEqual([{ property: 'orderbook_3', message: 'amountWholeUnits' }]);
  });

  it('refuses leaving out a mandatory service unless binding orders hold it', () => {
    expect(staffBookingIssues(cleaning, { amount: 0, checked: false }, 0, 20)).toEqual([{ property: 'orderbook_2', message: 'orderbookMandatory' }]);
    expect(staffBookingIssues(cleaning, { amount: 0, checked: false }, 20, 20)).toEqual([]);
  });

  it('leaves consents to the exhibitor and hidden items to offers', () => {
    const consent = { id: 4, tab: BookletTab.confirmations, itemType: BookletItemType.confirm, isMandatory: true };
    expect(staffBookingIssues(consent, { amount: 0, checked: true }, 0, 20)).toEqual([{ property: 'orderbook_4', message: 'staffBookingNotBookable' }]);
    expect(staffBookingIssues({ ...rigging, tab: BookletTab.hidden }, { amount: 1, checked: false }, 0, 20)[0]!.message).toBe('staffBookingNotBookable');
  });
});

describe('proposedBookletCredits', () => {
  const line = (lineId: number, amount: number, priceSingle: number, creditedCents = 0): BilledBookletLine => ({
    ...{ lineId, invoiceId: lineId * 10, invoiceNumber: `RE-2026-000${lineId}`, itemId: 3 },
    ...{ amount, priceSingle, sum: Math.round(amount * priceSingle), creditedCents },
  });

  it('proposes nothing while as much or more is booked than billed', () => {
    expect(proposedBookletCredits([line(1, 4, 18_500)], new Map([[3, 4]]))).toEqual([]);
    expect(proposedBookletCredits([line(1, 4, 18_500)], new Map([[3, 6]]))).toEqual([]);
  });

  it('credits the excess on the newest lines first, at each line’s price', () => {
    const billed = [line(1, 4, 18_500), line(2, 2, 20_000)];
    expect(proposedBookletCredits(billed, new Map([[3, 1]]))).toEqual([
      { lineId: 2, invoiceId: 20, invoiceNumber: 'RE-2026-0002', itemId: 3, amount: 2, net: 40_000 },
      { lineId: 1, invoiceId: 10, invoiceNumber: 'RE-2026-0001', itemId: 3, amount: 3, net: 55_500 },
    ]);
    // Removed altogether: everything billed.
    expect(proposedBookletCredits([line(1, 4, 18_500)], new Map()).map((credit) => credit.net)).toEqual([74_000]);
  });

  it('takes off what credit notes gave back already', () => {
    expect(proposedBookletCredits([line(1, 4, 18_500, 55_500)], new Map([[3, 1]]))).toEqual([]);
    expect(proposedBookletCredits([line(1, 4, 18_500, 18_500)], new Map([[3, 1]])).map((credit) => credit.net)).toEqual([37_000]);
  });
});

describe('lowerMediumPositions', () => {
  it('lowers the newest unbilled positions first and billed ones last', () => {
    const positions = [
      { id: 1, amount: 2, priceSingle: 45_000, billedSum: 90_000 },
      { id: 2, amount: 1, priceSingle: 45_000, billedSum: 0 },
      { id: 3, amount: 2, priceSingle: 40_000, billedSum: 0 },
    ];
    expect(lowerMediumPositions(positions, 1)).toEqual([{ id: 3, amount: 1 }]);
    expect(lowerMediumPositions(positions, 4)).toEqual([
      { id: 3, amount: 0 },
      { id: 2, amount: 0 },
      { id: 1, amount: 1 },
    ]);
    expect(lowerMediumPositions(positions, 0)).toEqual([]);
  });
});
