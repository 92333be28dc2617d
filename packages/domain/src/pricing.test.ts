import { describe, expect, it } from 'vitest';
import {
  amountToCents,
  checkStandSize,
  earlyBookingRuns,
  hasAtMostTwoDecimals,
  lineSum,
  mediaPriceLine,
  orderBookPriceLine,
  priceTotals,
  standPositions,
  standPriceLines,
  standPricePerQm,
  sumLines,
  type PriceLine,
  type StandPriceRule,
} from './pricing.ts';

const area: StandPriceRule = { descriptionDe: 'Standfläche', descriptionEn: 'Stand space', unit: 'qm', priceSingle: 18900, basis: 'per_qm' };
const marketing: StandPriceRule = { descriptionDe: 'Marketingpauschale', descriptionEn: 'Marketing fee', unit: 'flat', priceSingle: 45000, basis: 'flat' };
const energy: StandPriceRule = { descriptionDe: 'Energiepauschale', descriptionEn: 'Energy fee', unit: 'qm', priceSingle: 1275, basis: 'per_qm' };

const banner = { id: 7, name: 'Banner Eingang', price: 120000, priceEarly: 99000 };
const noEarly = { id: 8, name: 'Katalogeintrag', price: 35050, priceEarly: 0 };
const item = (itemType: number, productType: number | null, price = 8990, unit = 'piece') => ({ id: 30 + itemType, title: 'Item', price, unit, itemType, productType });

describe('line sums', () => {
  it('multiplies in hundredths so two-decimal sizes give exact cents', () => {
    expect(lineSum(24.5, 18900)).toBe(463050);
    // 0.29 × 50 is 14.499999999999998 in floating point; exactly 14.5 ct rounds up.
    expect(lineSum(0.29, 50)).toBe(15);
    expect(lineSum(0.57, 150)).toBe(86); // 85.49999… in floating point
  });

  it('rounds half-up to the cent, and half away from zero for discounts', () => {
    expect(lineSum(0.01, 50)).toBe(1); // 0.5 ct
    expect(lineSum(0.01, 49)).toBe(0); // 0.49 ct
    expect(lineSum(0.03, 150)).toBe(5); // 4.5 ct
    expect(lineSum(24.5, -3)).toBe(-74); // -73.5 ct
    expect(lineSum(0.01, -49)).toBe(0);
    expect(lineSum(0.01, -50)).toBe(-1);
  });

  it('reads euro amounts from the API as cents', () => {
    expect(amountToCents(189.05)).toBe(18905);
    expect(amountToCents(0.1 + 0.2)).toBe(30);
    expect(amountToCents(-12.5)).toBe(-1250);
    expect(amountToCents(1.005)).toBe(101);
  });

  it('takes amounts with at most two decimals, float error aside', () => {
    for (const amount of [0, 7.7, 189.05, 0.1 + 0.2, 1.15, 10_000_000]) expect(hasAtMostTwoDecimals(amount), String(amount)).toBe(true);
    for (const amount of [0.001, 12.345, 1.005, 0.0051]) expect(hasAtMostTwoDecimals(amount), String(amount)).toBe(false);
  });
});

describe('stand size', () => {
  const range = { qmMin: 20, qmMax: 100 };

  it('accepts sizes within the range, both bounds included', () => {
    expect(checkStandSize(20, range)).toEqual({ ok: true, qm: 20 });
    expect(checkStandSize(100, range)).toEqual({ ok: true, qm: 100 });
    expect(checkStandSize(24.5, range)).toEqual({ ok: true, qm: 24.5 });
  });

  it('rejects sizes just outside the range with min and max for the message', () => {
    expect(checkStandSize(19.99, range)).toEqual({ ok: false, min: 20, max: 100 });
    expect(checkStandSize(100.01, range)).toEqual({ ok: false, min: 20, max: 100 });
  });

  it('takes the minimum for an empty size', () => {
    expect(checkStandSize(undefined, range)).toEqual({ ok: true, qm: 20 });
    expect(checkStandSize(null, range)).toEqual({ ok: true, qm: 20 });
    expect(checkStandSize('  ', range)).toEqual({ ok: true, qm: 20 });
  });

  it('reads input text with either decimal mark and keeps two decimals', () => {
    expect(checkStandSize('24,5', range)).toEqual({ ok: true, qm: 24.5 });
    expect(checkStandSize('30.25', range)).toEqual({ ok: true, qm: 30.25 });
    expect(checkStandSize(24.567, range)).toEqual({ ok: true, qm: 24.57 });
  });

  it('rejects sizes that are not numbers or negative', () => {
    const fromZero = { qmMin: 0, qmMax: 10 };
    expect(checkStandSize(0, fromZero)).toEqual({ ok: true, qm: 0 });
    expect(checkStandSize(-5, fromZero).ok).toBe(false);
    expect(checkStandSize(Number.NaN, range).ok).toBe(false);
    expect(checkStandSize(Number.POSITIVE_INFINITY, range).ok).toBe(false);
    expect(checkStandSize('zwanzig', range).ok).toBe(false);
  });
});

describe('stand positions', () => {
  it('charges per-m² rules for the size and flat rules once, in rule order', () => {
    const lines = standPriceLines([area, marketing, energy], 24.5, 'de');
    expect(lines.map((l) => [l.description, l.amount, l.unit, l.priceSingle, l.sum])).toEqual([
      ['Standfläche', 24.5, 'qm', 18900, 463050],
      ['Marketingpauschale', 1, 'flat', 45000, 45000],
      ['Energiepauschale', 24.5, 'qm', 1275, 31238], // 31237.5 ct rounds up
    ]);
    expect(lines.every((l) => l.kind === 'stand' && !l.isDeviating && !l.isEarlyPrice && l.listPrice === l.priceSingle)).toBe(true);
  });

  it('describes positions in the requested language', () => {
    expect(standPriceLines([area, marketing], 30, 'en').map((l) => l.description)).toEqual(['Stand space', 'Marketing fee']);
  });

  it('says what a square metre costs: the per-m² rules together, without the flat ones', () => {
    expect(standPricePerQm([area, marketing, energy])).toBe(18900 + 1275);
    expect(standPricePerQm([marketing])).toBe(0);
    // One m² more costs exactly that.
    const total = (qm: number) => standPriceLines([area, marketing, energy], qm, 'de').reduce((sum, line) => sum + line.sum, 0);
    expect(total(25) - total(24)).toBe(standPricePerQm([area, marketing, energy]));
  });

  it('refuses to price a size that was never checked', () => {
    expect(() => standPriceLines([area], Number.NaN, 'de')).toThrow(RangeError);
    expect(() => standPriceLines([area], -1, 'de')).toThrow(RangeError);
  });
});

describe('a stand of the plan at an agreed price', () => {
  it('is one flat position at that price in place of the rules, which stay its list price', () => {
    const rules = [area, marketing, energy];
    const [line, ...more] = standPositions(rules, 24.5, 'de', { cents: 400000, standNr: 'B12' });
    expect(more).toEqual([]);
    expect(line).toMatchObject({ kind: 'stand', description: 'Stand B12, 24,5 m², vereinbarter Preis', amount: 1, unit: 'flat', priceSingle: 400000, sum: 400000, isDeviating: true });
    expect(line!.listPrice).toBe(sumLines(standPriceLines(rules, 24.5, 'de')));
    expect(standPositions(rules, 24.5, 'en', { cents: 0, standNr: 'B12' })[0]).toMatchObject({ description: 'Stand B12, 24.5 m², agreed price', sum: 0 });
  });

  it('is the rules\' positions where no price was agreed', () => {
    expect(standPositions([area, marketing], 30, 'de', null)).toEqual(standPriceLines([area, marketing], 30, 'de'));
  });
});

describe('early booking', () => {
  const end = new Date('2027-03-31T21:59:59.999Z');

  it('runs up to and including its end', () => {
    expect(earlyBookingRuns(end, new Date('2027-03-01T00:00:00Z'))).toBe(true);
    expect(earlyBookingRuns(end, end)).toBe(true);
    expect(earlyBookingRuns(end, new Date(end.getTime() + 1))).toBe(false);
    expect(earlyBookingRuns('2027-03-31T21:59:59.999Z', end)).toBe(true);
  });

  it('does not run without an end or with an unreadable one', () => {
    expect(earlyBookingRuns(null, end)).toBe(false);
    expect(earlyBookingRuns('soon', end)).toBe(false);
  });
});

describe('media lines', () => {
  it('uses the early-booking price while the early booking runs', () => {
    const line = mediaPriceLine(banner, 2, { earlyBookingRuns: true });
    expect(line).toMatchObject({ kind: 'media', itemId: 7, description: 'Banner Eingang', amount: 2, unit: 'piece' });
    expect(line).toMatchObject({ priceSingle: 99000, sum: 198000, listPrice: 99000, isEarlyPrice: true, isDeviating: false });
  });

  it('uses the list price after the early booking and when the early price is 0', () => {
    expect(mediaPriceLine(banner, 2, { earlyBookingRuns: false })).toMatchObject({ priceSingle: 120000, sum: 240000, isEarlyPrice: false });
    expect(mediaPriceLine(noEarly, 3, { earlyBookingRuns: true })).toMatchObject({ priceSingle: 35050, sum: 105150, isEarlyPrice: false });
  });

  it('lets a deviating price win over list and early price', () => {
    expect(mediaPriceLine(banner, 1, { earlyBookingRuns: true, deviatingPrice: 80000 })).toMatchObject({
      priceSingle: 80000,
      sum: 80000,
      listPrice: 99000,
      isDeviating: true,
      isEarlyPrice: false,
    });
    expect(mediaPriceLine(banner, 2, { earlyBookingRuns: false, deviatingPrice: 0 })).toMatchObject({ priceSingle: 0, sum: 0, isDeviating: true });
  });

  it('does not call a price deviating that equals the list price, nor an unset one', () => {
    expect(mediaPriceLine(banner, 1, { earlyBookingRuns: false, deviatingPrice: 120000 })).toMatchObject({ isDeviating: false });
    expect(mediaPriceLine(banner, 1, { earlyBookingRuns: false, deviatingPrice: null })).toMatchObject({ priceSingle: 120000, isDeviating: false });
  });

  it('leaves out media not chosen or with an impossible quantity', () => {
    for (const amount of [0, undefined, null, -1, 1.5, Number.NaN]) {
      expect(mediaPriceLine(banner, amount, { earlyBookingRuns: true }), String(amount)).toBeNull();
    }
  });
});

describe('order-book lines', () => {
  it('prices a ticked checkbox product or checkbox option as one piece', () => {
    expect(orderBookPriceLine(item(0, 2), { checked: true })).toMatchObject({ kind: 'service', amount: 1, sum: 8990 });
    expect(orderBookPriceLine(item(2, null), { checked: true, amount: 5 })).toMatchObject({ amount: 1, sum: 8990 });
    // The configuration's orderBooks carry only an amount.
    expect(orderBookPriceLine(item(2, null), { amount: 1 })).toMatchObject({ amount: 1 });
  });

  it('leaves out an unticked checkbox', () => {
    expect(orderBookPriceLine(item(0, 2), { checked: false, amount: 1 })).toBeNull();
    expect(orderBookPriceLine(item(2, null), {})).toBeNull();
    expect(orderBookPriceLine(item(2, null), { amount: 0 })).toBeNull();
  });

  it('prices quantity products and amount inputs by the amount, decimals allowed', () => {
    expect(orderBookPriceLine(item(0, 1, 333), { amount: 3 })).toMatchObject({ amount: 3, sum: 999 });
    expect(orderBookPriceLine(item(4, null, 4750, 'hour'), { amount: 2.5 })).toMatchObject({ amount: 2.5, unit: 'hour', sum: 11875 });
  });

  it('leaves out amount 0 and missing amounts', () => {
    expect(orderBookPriceLine(item(0, 1), { amount: 0 })).toBeNull();
    expect(orderBookPriceLine(item(4, null), { amount: 0 })).toBeNull();
    expect(orderBookPriceLine(item(4, null), {})).toBeNull();
    expect(orderBookPriceLine(item(4, null), { amount: -2 })).toBeNull();
  });

  it('leaves out text, group and confirm items and products without an input kind', () => {
    for (const type of [1, 3, 5]) {
      expect(orderBookPriceLine(item(type, null), { amount: 2, checked: true }), String(type)).toBeNull();
    }
    expect(orderBookPriceLine(item(0, null), { amount: 2, checked: true })).toBeNull();
  });

  it('applies a deviating price', () => {
    expect(orderBookPriceLine(item(0, 1, 15000), { amount: 2 }, 12000)).toMatchObject({
      priceSingle: 12000,
      listPrice: 15000,
      sum: 24000,
      isDeviating: true,
    });
  });
});

describe('totals', () => {
  const lines = (...sums: number[]): PriceLine[] =>
    sums.map((sum) => ({ kind: 'service', description: '', amount: 1, unit: 'piece', priceSingle: sum, sum, listPrice: sum, isDeviating: false, isEarlyPrice: false }));

  it('adds VAT at 19 % and 7 %, rounded half-up on the net total', () => {
    expect(priceTotals(lines(60000, 40000), 1900)).toEqual({ net: 100000, vat: 19000, gross: 119000 });
    expect(priceTotals(lines(12345), 1900)).toEqual({ net: 12345, vat: 2346, gross: 14691 }); // 2345.55
    expect(priceTotals(lines(12345), 700)).toEqual({ net: 12345, vat: 864, gross: 13209 }); // 864.15
    expect(priceTotals(lines(150), 700)).toEqual({ net: 150, vat: 11, gross: 161 }); // 10.5
    expect(priceTotals(lines(-50), 1900)).toEqual({ net: -50, vat: -10, gross: -60 }); // -9.5
  });

  it('sums nothing to zero', () => {
    expect(sumLines([])).toBe(0);
    expect(priceTotals([], 1900)).toEqual({ net: 0, vat: 0, gross: 0 });
  });
});

describe('a whole summary', () => {
  it('prices stand, media and services of one configuration', () => {
    const early = earlyBookingRuns('2027-03-31T21:59:59Z', new Date('2027-02-15T10:00:00Z'));
    const chosen = [
      ...standPriceLines([area, marketing, energy], 24.5, 'de'),
      mediaPriceLine(banner, 2, { earlyBookingRuns: early }),
      mediaPriceLine(noEarly, 3, { earlyBookingRuns: early }),
      mediaPriceLine({ id: 9, name: 'Newsletter', price: 40000, priceEarly: 0 }, 1, { earlyBookingRuns: early, deviatingPrice: 25000 }),
      orderBookPriceLine(item(0, 2), { checked: true }),
      orderBookPriceLine(item(4, null, 4750, 'hour'), { amount: 2.5 }),
      orderBookPriceLine(item(0, 1, 15000), { amount: 2 }, 12000),
      orderBookPriceLine(item(0, 1), { amount: 0 }),
      orderBookPriceLine(item(1, null), { amount: 1 }),
    ];
    const lines = chosen.filter((line): line is PriceLine => line !== null);

    // stand 463050 + 45000 + 31238 = 539288; media 198000 + 105150 + 25000 = 328150;
    // services 8990 + 11875 + 24000 = 44865; net 912303; VAT 19 % = 173337.57 → 173338.
    expect(lines.map((l) => l.sum)).toEqual([463050, 45000, 31238, 198000, 105150, 25000, 8990, 11875, 24000]);
    expect(priceTotals(lines, 1900)).toEqual({ net: 912303, vat: 173338, gross: 1085641 });
  });
});
