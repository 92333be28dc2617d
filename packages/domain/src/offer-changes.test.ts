import { describe, expect, it } from 'vitest';
import { changedOfferFields, EMPTY_OFFER, type OfferSnapshot } from './offer-changes.ts';

const offer: OfferSnapshot = {
  title: 'Standangebot Holzwerk',
  state: 2,
  subText: 'Zahlbar in 14 Tagen.',
  companyId: 7,
  registrationId: null,
  data: {
    stand: { standConfigId: 3, qm: 36 },
    medias: [{ id: 1, amount: 2, price: 150 }],
    orderBooks: [{ id: 9, amount: 36 }, { id: 10, amount: 0, price: 5 }],
    brands: [{ id: 0, name: 'Holzwerk' }],
  },
};
const withData = (data: Partial<OfferSnapshot['data']>): OfferSnapshot => ({ ...offer, data: { ...offer.data, ...data } });

describe('changed offer fields', () => {
  it('finds nothing between equal versions, whatever order or form the lists come in', () => {
    expect(changedOfferFields(offer, offer)).toEqual([]);
    const reordered = withData({
      stand: { standConfigId: 3, qm: '36,00' },
      orderBooks: [{ id: 10, amount: 0, price: 5 }, { id: 9, amount: 36 }],
      medias: [{ id: 1, amount: 2, price: 150 }, { id: 4, amount: 0 }],
    });
    expect(changedOfferFields(offer, reordered)).toEqual([]);
  });

  it('names each changed part once, in a fixed order', () => {
    const after: OfferSnapshot = {
      ...withData({ stand: { standConfigId: 3, qm: 48 }, brands: [] }),
      title: 'Neu',
      state: 3,
      subText: '',
      companyId: 8,
    };
    expect(changedOfferFields(offer, after)).toEqual(['title', 'state', 'subText', 'company', 'stand', 'brands']);
  });

  it('tells amounts from prices', () => {
    expect(changedOfferFields(offer, withData({ medias: [{ id: 1, amount: 3, price: 150 }] }))).toEqual(['medias']);
    expect(changedOfferFields(offer, withData({ medias: [{ id: 1, amount: 2, price: 120 }] }))).toEqual(['prices']);
    expect(changedOfferFields(offer, withData({ medias: [{ id: 1, amount: 2 }] }))).toEqual(['prices']);
    expect(changedOfferFields(offer, withData({ orderBooks: [{ id: 9, amount: 40 }, { id: 10, amount: 0, price: 5 }] }))).toEqual(['orderBooks']);
  });

  it('counts another registration as another customer', () => {
    expect(changedOfferFields(offer, { ...offer, registrationId: 4 })).toEqual(['company']);
  });

  it('lists what a new offer sets', () => {
    expect(changedOfferFields(EMPTY_OFFER, offer)).toEqual(['title', 'state', 'subText', 'company', 'stand', 'medias', 'orderBooks', 'brands', 'prices']);
    expect(changedOfferFields(EMPTY_OFFER, { ...EMPTY_OFFER, data: { stand: {}, medias: [], orderBooks: [] } })).toEqual([]);
  });
});
