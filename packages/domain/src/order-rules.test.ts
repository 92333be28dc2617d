import { describe, expect, it } from 'vitest';
import {
  additionIssues,
  bookedAmountIssue,
  chosenMedia,
  isConfiguratorOrderBookItem,
  orderedStandArea,
  orderIssues,
  pricedIssues,
  unbookedIssue,
  type OrderCatalogue,
} from './order-rules.ts';
import { configurationSchema, sendConfigurationSchema, withoutPasswords, type ConfigurationInput } from './schemas/configuration.ts';

const catalogue: OrderCatalogue = {
  standConfigs: [
    { id: 1, isOrderable: true, qmMin: 12, qmMax: 200 },
    { id: 2, isOrderable: false, qmMin: 50, qmMax: 500 },
  ],
  productGroupIds: [7, 8],
  media: new Map([
    [10, { available: 3 }],
    [11, { available: 0 }],
  ]),
  orderBookItems: new Map([
    [20, { isMandatory: true, itemType: 0, productType: 1 }],
    [21, { isMandatory: false, itemType: 2 }],
    [22, { isMandatory: true, itemType: 1 }],
    [23, { isMandatory: true, itemType: 2 }],
    [24, { isMandatory: false, itemType: 0, productType: 1, unit: 'piece' }],
    [25, { isMandatory: false, itemType: 0, productType: 1, unit: 'qm', priceCalculation: 'qm' }],
  ]),
};

const order = (input: Partial<ConfigurationInput> = {}) =>
  configurationSchema.parse({
    eventId: 1,
    agb: true,
    cancellationPolicy: true,
    stand: { standConfigId: 1, qm: 24 },
    orderBooks: [{ id: 20, amount: 24 }, { id: 23, amount: 1 }],
    brands: [{ name: 'Muster', productgroupsIds: [7] }],
    ...input,
  });

const properties = (input: Partial<ConfigurationInput>) => orderIssues(order(input), catalogue).map((issue) => issue.property);

describe('orderIssues', () => {
  it('accepts a complete order; text items that order nothing are never mandatory', () => {
    expect(orderIssues(order(), catalogue)).toEqual([]);
  });

  it('orders an item charged by stand m² for at least the stand area, in an order and in additions', () => {
    const carpet = (amount: number) => ({ orderBooks: [{ id: 20, amount: 24 }, { id: 23, amount: 1 }, { id: 25, amount }] });
    expect(orderIssues(order(carpet(0.01)), catalogue)).toEqual([{ property: 'orderbook_25', message: 'amountBelowStandArea', params: { qm: 24 } }]);
    expect(properties(carpet(24))).toEqual([]);
    expect(properties(carpet(30))).toEqual([]);
    expect(properties(carpet(0))).toEqual([]);
    expect(additionIssues(order(carpet(12)), catalogue, 48).map((issue) => issue.message)).toEqual(['amountBelowStandArea']);
    expect(additionIssues(order(carpet(12)), catalogue, null)).toEqual([]);
  });

  it('measures the stand area as the order records the stand: an empty size is the minimum, a German decimal comma counts', () => {
    const carpet = (qm: number | string | null, amount: number) => ({ stand: { standConfigId: 1, qm }, orderBooks: [{ id: 20, amount: 60 }, { id: 23, amount: 1 }, { id: 25, amount }] });
    expect(orderIssues(order(carpet(null, 5)), catalogue)).toEqual([{ property: 'orderbook_25', message: 'amountBelowStandArea', params: { qm: 12 } }]);
    expect(orderIssues(order(carpet('48,5', 48)), catalogue)).toEqual([{ property: 'orderbook_25', message: 'amountBelowStandArea', params: { qm: 48.5 } }]);
    expect(properties(carpet('48,5', 48.5))).toEqual([]);
  });

  it('orders pieces in whole numbers only', () => {
    expect(orderIssues(order({ orderBooks: [{ id: 20, amount: 24 }, { id: 23, amount: 1 }, { id: 24, amount: 0.01 }] }), catalogue)).toEqual([
      { property: 'orderbook_24', message: 'amountWholeUnits' },
    ]);
    expect(properties({ orderBooks: [{ id: 20, amount: 24.5 }, { id: 23, amount: 1 }, { id: 24, amount: 2 }] })).toEqual([]);
  });

  it('requires the terms and the cancellation policy, each on its own checkbox', () => {
    expect(orderIssues(order({ agb: false }), catalogue)).toEqual([{ property: 'agb', message: 'optin_conditions_message' }]);
    expect(orderIssues(order({ cancellationPolicy: false }), catalogue)).toEqual([
      { property: 'cancellationPolicy', message: 'optin_cancellation_message' },
    ]);
    expect(properties({ agb: undefined, cancellationPolicy: undefined })).toEqual(['agb', 'cancellationPolicy']);
  });

  it('requires an orderable stand within its size range', () => {
    expect(properties({ stand: {} })).toEqual(['standConfigId']);
    expect(orderIssues(order({ stand: { standConfigId: 2, qm: 60 } }), catalogue)[0]?.message).toBe('standConfigNotOrderable');
    expect(orderIssues(order({ stand: { standConfigId: 1, qm: 201 } }), catalogue)).toEqual([
      { property: 'qm', message: 'standSizeOutOfRange', params: { min: 12, max: 200 } },
    ]);
  });

  it('keeps media within what is available, counting an item named twice once', () => {
    expect(properties({ medias: [{ id: 10, amount: 3 }] })).toEqual([]);
    expect(orderIssues(order({ medias: [{ id: 10, amount: 2 }, { id: 10, amount: 2 }] }), catalogue)).toEqual([
      { property: 'media_10', message: 'mediaTooFew', params: { available: 3 } },
    ]);
    expect(orderIssues(order({ medias: [{ id: 11, amount: 1 }] }), catalogue)[0]?.message).toBe('mediaSoldOut');
    expect(orderIssues(order({ medias: [{ id: 99, amount: 1 }] }), catalogue)[0]?.message).toBe('mediaNotOffered');
    expect(properties({ medias: [{ id: 11, amount: 0 }] })).toEqual([]);
  });

  it('requires mandatory services, each said as it asks (an amount or a tick), and refuses items the orderer does not see', () => {
    expect(orderIssues(order({ orderBooks: [] }), catalogue)).toEqual([
      { property: 'orderbook_20', message: 'orderbookMandatory' },
      { property: 'orderbook_23', message: 'orderbookMandatoryTick' },
    ]);
    const ticked = { id: 23, amount: 1 };
    expect(properties({ orderBooks: [{ id: 20, amount: 0 }, ticked] })).toEqual(['orderbook_20']);
    expect(properties({ orderBooks: [{ id: 20, amount: 1 }, ticked, { id: 99, amount: 1 }] })).toEqual(['orderbook_99']);
    expect(properties({ orderBooks: [{ id: 20, amount: 1 }, ticked, { id: 21, amount: 2 }] })).toEqual(['orderbook_21']);
  });

  it('names the item the orderer may not order here (switched out of the configurator meanwhile)', () => {
    const namesNotOffered = { media: new Map([[12, 'Banner am Eingang']]), orderBook: new Map([[30, 'Hallenreinigung']]) };
    const chosen = order({ medias: [{ id: 12, amount: 1 }], orderBooks: [{ id: 20, amount: 1 }, { id: 23, amount: 1 }, { id: 30, amount: 2 }] });
    expect(orderIssues(chosen, { ...catalogue, namesNotOffered })).toEqual([
      { property: 'media_12', message: 'itemNotOffered', params: { name: 'Banner am Eingang' } },
      { property: 'orderbook_30', message: 'itemNotOffered', params: { name: 'Hallenreinigung' } },
    ]);
  });

  it('checks for a pro-forma invoice what the price of the order depends on, but not the consents and brands', () => {
    const unpriced = order({ agb: false, brands: [{ name: '', productgroupsIds: [] }], stand: { standConfigId: 1, qm: 300 }, orderBooks: [] });
    expect(pricedIssues(unpriced, catalogue).map((issue) => issue.property)).toEqual(['qm', 'orderbook_20', 'orderbook_23']);
  });

  it('needs a name and a product group of the event for every brand', () => {
    expect(orderIssues(order({ brands: [{ name: '', productgroupsIds: [] }, { name: 'B', productgroupsIds: [99] }] }), catalogue)).toEqual([
      { property: 'brands.0.name', message: 'required' },
      { property: 'brands.0.productgroupsIds', message: 'brandProductGroupRequired' },
      { property: 'brands.1.productgroupsIds', message: 'invalidValue' },
    ]);
    expect(properties({ brands: [] })).toEqual([]);
  });
});

describe('what the wizard checks at an item, as the order does', () => {
  const carpet = { itemType: 0, productType: 1, unit: 'qm', priceCalculation: 'qm' };
  const sizes = catalogue.standConfigs;

  it('gives the stand area of the chosen stand type, nothing without one or outside its range', () => {
    expect(orderedStandArea({ standConfigId: 1, qm: '48' }, sizes)).toBe(48);
    expect(orderedStandArea({ standConfigId: 1, qm: '' }, sizes)).toBe(12);
    expect(orderedStandArea({ standConfigId: null, qm: '48' }, sizes)).toBeNull();
    expect(orderedStandArea({ standConfigId: 1, qm: '300' }, sizes)).toBeNull();
  });

  it('refuses less than the stand area for an item charged by stand m², part of a counted unit, and nothing else', () => {
    expect(bookedAmountIssue(carpet, 5, 48)).toEqual({ message: 'amountBelowStandArea', params: { qm: 48 } });
    expect(bookedAmountIssue(carpet, 48, 48)).toBeNull();
    expect(bookedAmountIssue(carpet, 0, 48)).toBeNull();
    expect(bookedAmountIssue(carpet, 5, null)).toBeNull();
    expect(bookedAmountIssue({ itemType: 0, productType: 1, unit: 'piece' }, 2.5, 48)).toEqual({ message: 'amountWholeUnits' });
    expect(bookedAmountIssue({ itemType: 1 }, 1, 48)).toEqual({ message: 'invalidValue' });
  });

  it('asks for a mandatory item left unbooked as it takes it, an amount or a tick; never for a text', () => {
    expect(unbookedIssue({ ...carpet, isMandatory: true })).toEqual({ message: 'orderbookMandatory' });
    expect(unbookedIssue({ itemType: 2, isMandatory: true })).toEqual({ message: 'orderbookMandatoryTick' });
    expect(unbookedIssue({ itemType: 1, isMandatory: true })).toBeNull();
    expect(unbookedIssue({ ...carpet, isMandatory: false })).toBeNull();
  });
});

describe('additionIssues', () => {
  const addition = (input: Partial<ConfigurationInput>) => configurationSchema.parse({ eventId: 1, agb: true, cancellationPolicy: true, ...input });
  const issuesOf = (input: Partial<ConfigurationInput>) => additionIssues(addition(input), catalogue, null);

  it('asks for no stand, no brands and no mandatory service: the registration has them', () => {
    expect(issuesOf({ medias: [{ id: 10, amount: 1 }] })).toEqual([]);
    expect(issuesOf({ orderBooks: [{ id: 21, amount: 1 }] })).toEqual([]);
  });

  it('requires the terms, the cancellation policy and something to order', () => {
    expect(issuesOf({ agb: false, medias: [{ id: 10, amount: 1 }] })).toEqual([{ property: 'agb', message: 'optin_conditions_message' }]);
    expect(issuesOf({ cancellationPolicy: false, medias: [{ id: 10, amount: 1 }] })).toEqual([
      { property: 'cancellationPolicy', message: 'optin_cancellation_message' },
    ]);
    expect(issuesOf({ medias: [{ id: 10, amount: 0 }], orderBooks: [{ id: 21, amount: 0 }] })).toEqual([
      { property: 'medias', message: 'offerWithoutItems' },
    ]);
  });

  it('keeps media within what is available and refuses services the orderer may not book', () => {
    expect(issuesOf({ medias: [{ id: 10, amount: 4 }] })).toEqual([{ property: 'media_10', message: 'mediaTooFew', params: { available: 3 } }]);
    expect(issuesOf({ orderBooks: [{ id: 99, amount: 1 }] })).toEqual([{ property: 'orderbook_99', message: 'invalidValue' }]);
  });
});

describe('the configuration schema', () => {
  it('accepts an unfinished configuration, so it can be saved', () => {
    const parsed = configurationSchema.parse({ eventId: 1 });
    expect(parsed).toMatchObject({ agb: false, cancellationPolicy: false, comment: '', medias: [], brands: [], orderBooks: [], stand: {} });
  });

  it('refuses wrong types and more than 20 brands', () => {
    expect(configurationSchema.safeParse({ eventId: 1, medias: [{ id: 1, amount: 1.5 }] }).success).toBe(false);
    expect(configurationSchema.safeParse({ eventId: 1, uuid: 'not-a-uuid' }).success).toBe(false);
    const brands = Array.from({ length: 21 }, () => ({ name: 'B' }));
    expect(configurationSchema.safeParse({ eventId: 1, brands }).error?.issues[0]?.message).toBe('tooManyBrands');
  });

  it('asks for an e-mail address when the offer is mailed', () => {
    expect(sendConfigurationSchema.safeParse({ eventId: 1 }).error?.issues[0]?.message).toBe('error_no_email');
    expect(sendConfigurationSchema.safeParse({ eventId: 1, email: '  ' }).error?.issues[0]?.message).toBe('error_no_email');
    expect(sendConfigurationSchema.safeParse({ eventId: 1, email: 'x@y.de' }).success).toBe(true);
  });

  it('drops the passwords from what is stored', () => {
    const stored = withoutPasswords({ personal: { contact: { email: 'a@b.de', passwordNew: 'geheim123', passwordNewRepeat: 'geheim123' } } });
    expect(stored.personal).toEqual({ contact: { email: 'a@b.de' } });
  });

  it('merges media chosen twice', () => {
    expect([...chosenMedia([{ id: 1, amount: 1 }, { id: 2, amount: 0 }, { id: 1, amount: 2 }])]).toEqual([[1, 3]]);
  });
});

describe('isConfiguratorOrderBookItem', () => {
  it('offers visitors and exhibitors only the products marked for the configurator, staff every product', () => {
    expect(isConfiguratorOrderBookItem({ tab: 0, isConfigurator: true })).toBe(true);
    expect(isConfiguratorOrderBookItem({ tab: 0, isConfigurator: false })).toBe(false);
    expect(isConfiguratorOrderBookItem({ tab: 0, isConfigurator: false }, true)).toBe(true);
  });
  it('keeps information and confirmations out, and hidden items for staff', () => {
    expect(isConfiguratorOrderBookItem({ tab: 1, isConfigurator: true })).toBe(false);
    expect(isConfiguratorOrderBookItem({ tab: 3, isConfigurator: true }, true)).toBe(false);
    expect(isConfiguratorOrderBookItem({ tab: 2, isConfigurator: false })).toBe(false);
    expect(isConfiguratorOrderBookItem({ tab: 2, isConfigurator: false }, true)).toBe(true);
  });
});
