import type { WizardStep } from '@messeportal/domain';
import { describe, expect, it } from 'vitest';
import { emptyBrand, emptyConfiguration } from './configuration.ts';
import { missingForOrder, missingServices, orderStandArea, ordersRegistration } from './missing-items.ts';
import { orderBookTabs } from './order-book.ts';

const group = (id: number, title: string) => ({ id, title, groupType: 1 });
type ServiceOptions = { mandatory?: boolean; itemType?: number; productType?: number | null; tab?: number; unit?: string; perStandQm?: boolean };
const service = (id: number, title: string, groupId: number, options: ServiceOptions = {}) => ({
  id,
  title,
  tab: options.tab ?? 0,
  isMandatory: options.mandatory ?? false,
  itemType: options.itemType ?? 0,
  unit: options.unit ?? 'hour',
  priceCalculation: options.perStandQm ? 'qm' : 'quantity',
  productGlobal: { productType: options.productType === undefined ? 1 : options.productType },
  group: group(groupId, groupId === 1 ? 'Standbau' : 'Services'),
});

const tabs = orderBookTabs([
  service(1, 'Teppichboden', 1, { unit: 'qm', perStandQm: true }),
  service(2, 'Hinweis', 1, { mandatory: true, itemType: 1, productType: null }),
  service(6, 'Abhängepunkt', 1, { unit: 'piece' }),
  service(3, 'Standreinigung', 2, { mandatory: true }),
  service(4, 'Abfallentsorgung', 2, { mandatory: true, itemType: 2 }),
  service(5, 'Bearbeitungsgebühr', 9, { mandatory: true, tab: 2 }),
  service(7, 'Bühnenboden', 9, { tab: 2, unit: 'qm', perStandQm: true }),
]);
const unbooked = (itemId: number, name: string, message: 'orderbookMandatory' | 'orderbookMandatoryTick') =>
  ({ itemId, name, tabId: 2, problem: 'mandatory', issue: { message } }) as const;
const cleaning = unbooked(3, 'Standreinigung', 'orderbookMandatory');
const waste = unbooked(4, 'Abfallentsorgung', 'orderbookMandatoryTick');
const ALL_STEPS: WizardStep[] = ['stand', 'brands', 'media', 'orderbook', 'preview', 'company', 'order'];

describe('the mandatory services still missing', () => {
  it('names every unbooked mandatory service with the tab that shows it, as the order asks for it, in the order of the step, never a hidden item', () => {
    expect(missingServices(tabs, [], 48)).toEqual([cleaning, waste]);
  });

  it('counts a service booked with an amount above 0, never an item without an input', () => {
    const booked = [
      { id: 3, amount: 24 },
      { id: 4, amount: 1 },
      { id: 5, amount: 0 },
    ];
    expect(missingServices(tabs, booked, 48)).toEqual([]);
  });
});

describe('the booked amounts the order refuses', () => {
  const booked = (carpet: number, extra: { id: number; amount: number }[] = []) => [{ id: 1, amount: carpet }, { id: 3, amount: 24 }, { id: 4, amount: 1 }, ...extra];

  it('names an item charged by stand m² booked for less than the stand area, with the order’s message and the area', () => {
    expect(missingServices(tabs, booked(5), 48)).toEqual([
      { itemId: 1, name: 'Teppichboden', tabId: 1, problem: 'amount', issue: { message: 'amountBelowStandArea', params: { qm: 48 } } },
    ]);
    expect(missingServices(tabs, booked(48), 48)).toEqual([]);
  });

  it('refuses the amount again when the stand grows past it', () => {
    expect(missingServices(tabs, booked(48), 60).map((service) => service.issue)).toEqual([{ message: 'amountBelowStandArea', params: { qm: 60 } }]);
  });

  it('names part of a counted unit, and a hidden item staff booked below the stand area, but judges no area it does not know', () => {
    const problems = missingServices(tabs, booked(5, [{ id: 6, amount: 2.5 }, { id: 7, amount: 10 }]), null);
    expect(problems.map((service) => [service.name, service.issue.message])).toEqual([['Abhängepunkt', 'amountWholeUnits']]);
    const staffs = missingServices(tabs, booked(48, [{ id: 7, amount: 10 }]), 48);
    expect(staffs).toMatchObject([{ itemId: 7, tabId: 0, problem: 'amount' }]);
  });
});

describe('the stand area the order measures against', () => {
  const standConfigs = [{ id: 3, name: 'Reihenstand', standType: 'inline', qmMin: 12, qmMax: 100, isOrderable: true, pricePerQm: 12000 }];
  const withStand = (qm: string, registrationId: number | null = null) => ({ ...emptyConfiguration(1), registrationId, stand: { standConfigId: 3, qm, plan: null } });

  it('is the registration’s stand as the order records it: the size typed, the minimum while none is', () => {
    expect(orderStandArea(withStand('48'), 'test', standConfigs)).toBe(48);
    expect(orderStandArea(withStand(''), 'fe_registration', standConfigs)).toBe(12);
    expect(orderStandArea(emptyConfiguration(1), 'test', standConfigs)).toBeNull();
  });

  it('is unknown for additions to a registration: the server knows its stand', () => {
    expect(orderStandArea(withStand('48', 12), 'fe_offer', standConfigs)).toBeNull();
    expect(orderStandArea(withStand('48'), 'be_registration', standConfigs)).toBeNull();
  });
});

describe('what the summary lists as missing for a binding order', () => {
  const configuration = { ...emptyConfiguration(1), brands: [emptyBrand(), { ...emptyBrand(), name: 'Holzwerk', productgroupsIds: [7] }] };
  const services = missingServices(tabs, [{ id: 1, amount: 5 }], 48);

  it('lists the stand, each brand lacking a name or product group, and the services the order refuses, by step', () => {
    expect(missingForOrder({ configuration, mode: 'test', steps: ALL_STEPS, services })).toEqual([
      { kind: 'stand', step: 'stand' },
      { kind: 'brandName', step: 'brands', index: 0 },
      { kind: 'brandProductGroups', step: 'brands', index: 0 },
      { kind: 'service', step: 'orderbook', itemId: 1, name: 'Teppichboden', tabId: 1, problem: 'amount', issue: { message: 'amountBelowStandArea', params: { qm: 48 } } },
      { kind: 'service', step: 'orderbook', ...cleaning },
      { kind: 'service', step: 'orderbook', ...waste },
    ]);
  });

  it('asks only for what a step of this wizard takes: no brands in the back office stand mode', () => {
    const chosen = { ...configuration, stand: { standConfigId: 3, qm: '24', plan: null } };
    const steps: WizardStep[] = ['stand', 'media', 'orderbook', 'preview'];
    expect(missingForOrder({ configuration: chosen, mode: 'be_stand', steps, services: [] })).toEqual([]);
  });

  it('asks for nothing of these when the configuration adds to an existing registration', () => {
    expect(ordersRegistration('be_registration', null)).toBe(false);
    expect(ordersRegistration('fe_offer', 12)).toBe(false);
    expect(ordersRegistration('fe_registration', null)).toBe(true);
    expect(missingForOrder({ configuration: { ...configuration, registrationId: 12 }, mode: 'fe_offer', steps: ALL_STEPS, services })).toEqual([]);
  });
});
