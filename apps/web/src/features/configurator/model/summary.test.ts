import { describe, expect, it } from 'vitest';
import { summarize, summarySections, type SummaryCatalogue } from './summary.ts';

const catalogue: SummaryCatalogue = {
  standPrices: [
    { description: 'Standfläche', amount: 30, unit: 'm²', priceSingle: 189, sum: 5670 },
    { description: 'Marketingpauschale', amount: 1, unit: 'pauschal', priceSingle: 795, sum: 795 },
  ],
  medias: [
    { id: 1, name: 'Katalogeintrag Premium', price: 295, priceEarly: 245 },
    { id: 3, name: 'Anzeige 1/1 Seite', price: 1890, priceEarly: 0 },
  ],
  orderBookItems: [
    { id: 11, title: 'Standreinigung', price: 6.5, unit: 'qm', priceCalculation: 'quantity', itemType: 0, productGlobal: { productType: 1 } },
    { id: 14, title: 'Abfallentsorgung', price: 120, unit: 'flat', priceCalculation: 'quantity', itemType: 2, productGlobal: null },
    { id: 1, title: 'Bodenbeläge', price: 0, unit: 'piece', priceCalculation: 'quantity', itemType: 3, productGlobal: null },
    { id: 12, title: 'Teppichboden', price: 14.5, unit: 'qm', priceCalculation: 'qm', itemType: 0, productGlobal: { productType: 1 } },
    { id: 13, title: 'Abhängepunkt', price: 185, unit: 'piece', priceCalculation: 'quantity', itemType: 0, productGlobal: { productType: 1 } },
  ],
  standQm: 30,
  earlyBookingRuns: true,
  taxCase: { kind: 'domestic', category: 'S', rateBp: 1900 },
};

describe('the summary', () => {
  it('prices stand, media and services in cents and adds 19 % VAT', () => {
    const summary = summarize(
      { medias: [{ id: 1, amount: 2 }], orderBooks: [{ id: 11, amount: 30 }, { id: 14, amount: 1 }] },
      catalogue,
    );
    expect(summary.stand.map((line) => line.sum)).toEqual([567000, 79500]);
    expect(summary.media).toMatchObject([{ description: 'Katalogeintrag Premium', amount: 2, priceSingle: 24500, sum: 49000, isEarlyPrice: true }]);
    expect(summary.services.map((line) => [line.description, line.sum])).toEqual([
      ['Standreinigung', 19500],
      ['Abfallentsorgung', 12000],
    ]);
    expect(summary.totals).toEqual({ net: 727000, vat: 138130, gross: 865130 });
  });

  it('charges no VAT under reverse charge, as the invoice will', () => {
    const reverseCharge = { kind: 'reverseCharge', category: 'AE', rateBp: 0 } as const;
    const summary = summarize({ medias: [{ id: 1, amount: 2 }], orderBooks: [] }, { ...catalogue, taxCase: reverseCharge });
    expect(summary.totals).toEqual({ net: 567000 + 79500 + 49000, vat: 0, gross: 567000 + 79500 + 49000 });
    expect(summary.taxCase).toBe(reverseCharge);
  });

  it('charges the list price once the early booking is over, and always when there is no early price', () => {
    const late = summarize({ medias: [{ id: 1, amount: 1 }, { id: 3, amount: 1 }], orderBooks: [] }, { ...catalogue, earlyBookingRuns: false });
    expect(late.media.map((line) => line.priceSingle)).toEqual([29500, 189000]);
    const early = summarize({ medias: [{ id: 3, amount: 1 }], orderBooks: [] }, catalogue);
    expect(early.media[0]).toMatchObject({ priceSingle: 189000, isEarlyPrice: false });
  });

  it('charges the deviating price where staff set one, also 0, over the list and the early-booking price', () => {
    const summary = summarize(
      {
        medias: [{ id: 1, amount: 2, price: 199.99 }, { id: 3, amount: 1, price: null }],
        orderBooks: [{ id: 11, amount: 30, price: 5.25 }, { id: 14, amount: 1, price: 0 }],
      },
      { ...catalogue, standPrices: [] },
    );
    expect(summary.media).toMatchObject([
      { description: 'Katalogeintrag Premium', priceSingle: 19999, sum: 39998, listPrice: 24500, isDeviating: true, isEarlyPrice: false },
      { description: 'Anzeige 1/1 Seite', priceSingle: 189000, isDeviating: false },
    ]);
    expect(summary.services.map((line) => [line.description, line.priceSingle, line.sum])).toEqual([
      ['Standreinigung', 525, 15750],
      ['Abfallentsorgung', 0, 0],
    ]);
    expect(summary.totals.net).toBe(39998 + 189000 + 15750);
  });

  it('leaves out services with amount 0, group headers and items the catalogue no longer has', () => {
    const summary = summarize(
      { medias: [{ id: 99, amount: 1 }], orderBooks: [{ id: 11, amount: 0 }, { id: 1, amount: 1 }, { id: 77, amount: 2 }] },
      { ...catalogue, standPrices: [] },
    );
    expect(summary.media).toEqual([]);
    expect(summary.services).toEqual([]);
    expect(summary.totals).toEqual({ net: 0, vat: 0, gross: 0 });
  });
});

describe('services the order would refuse', () => {
  const carpet = (amount: number, standQm: number | null = 30) =>
    summarize({ medias: [], orderBooks: [{ id: 11, amount: 30 }, { id: 12, amount }] }, { ...catalogue, standPrices: [], standQm });

  it('prices no carpet charged by stand m² below the stand area: left out of the lines and totals, named with the order’s reason', () => {
    const refused = carpet(5);
    expect(refused.services.map((line) => line.description)).toEqual(['Standreinigung']);
    expect(refused.totals.net).toBe(19500);
    expect(refused.unpriced).toEqual([
      { itemId: 12, description: 'Teppichboden', amount: 5, unit: 'qm', issue: { message: 'amountBelowStandArea', params: { qm: 30 } } },
    ]);
  });

  it('prices it once it covers the stand, and refuses it again when the stand grows past it', () => {
    expect(carpet(30).services.map((line) => [line.description, line.sum])).toEqual([
      ['Standreinigung', 19500],
      ['Teppichboden', 43500],
    ]);
    expect(carpet(30).unpriced).toEqual([]);
    expect(carpet(30, 60).unpriced.map((service) => service.issue)).toEqual([{ message: 'amountBelowStandArea', params: { qm: 60 } }]);
    expect(carpet(30, 60).totals.net).toBe(19500);
  });

  it('prices part of a counted unit nowhere, and judges no stand area it does not know (additions to a registration)', () => {
    const pieces = summarize({ medias: [], orderBooks: [{ id: 13, amount: 1.5 }] }, { ...catalogue, standPrices: [] });
    expect(pieces.services).toEqual([]);
    expect(pieces.unpriced.map((service) => service.issue.message)).toEqual(['amountWholeUnits']);
    expect(carpet(5, null).unpriced).toEqual([]);
  });
});

describe('the sections of the summary', () => {
  it('shows stand and brands for a new registration, no brands in the stand mode', () => {
    expect(summarySections('test', null)).toEqual({ stand: true, brands: true });
    expect(summarySections('fe_offer', null)).toEqual({ stand: true, brands: true });
    expect(summarySections('be_stand', null)).toEqual({ stand: true, brands: false });
  });

  it('shows neither for additions to a registration, in the back office and for the customer opening the offer', () => {
    expect(summarySections('be_registration', 7)).toEqual({ stand: false, brands: false });
    expect(summarySections('fe_offer', 7)).toEqual({ stand: false, brands: false });
    expect(summarySections('insight', 7)).toEqual({ stand: false, brands: false });
  });
});
