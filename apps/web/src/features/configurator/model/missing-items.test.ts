import type { WizardStep } from '@messeportal/domain';
import { describe, expect, it } from 'vitest';
import { emptyBrand, emptyConfiguration } from './configuration.ts';
import { missingForOrder, missingServices, ordersRegistration } from './missing-items.ts';
import { orderBookTabs } from './order-book.ts';

const group = (id: number, title: string) => ({ id, title, groupType: 1 });
const service = (id: number, title: string, groupId: number, options: { mandatory?: boolean; itemType?: number; productType?: number | null; tab?: number } = {}) => ({
  id,
  title,
  tab: options.tab ?? 0,
  isMandatory: options.mandatory ?? false,
  itemType: options.itemType ?? 0,
  productGlobal: { productType: options.productType === undefined ? 1 : options.productType },
  group: group(groupId, groupId === 1 ? 'Standbau' : 'Services'),
});

const tabs = orderBookTabs([
  service(1, 'Teppichboden', 1),
  service(2, 'Hinweis', 1, { mandatory: true, itemType: 1, productType: null }),
  service(3, 'Standreinigung', 2, { mandatory: true }),
  service(4, 'Abfallentsorgung', 2, { mandatory: true, itemType: 2 }),
  service(5, 'Bearbeitungsgebühr', 9, { mandatory: true, tab: 2 }),
]);
const ALL_STEPS: WizardStep[] = ['stand', 'brands', 'media', 'orderbook', 'preview', 'company', 'order'];

describe('the mandatory services still missing', () => {
  it('names every unbooked mandatory service with the tab that shows it, in the order of the step, never a hidden item', () => {
    expect(missingServices(tabs, [])).toEqual([
      { itemId: 3, name: 'Standreinigung', tabId: 2 },
      { itemId: 4, name: 'Abfallentsorgung', tabId: 2 },
    ]);
  });

  it('counts a service booked with an amount above 0, never an item without an input', () => {
    const booked = [
      { id: 3, amount: 24 },
      { id: 4, amount: 1 },
      { id: 5, amount: 0 },
    ];
    expect(missingServices(tabs, booked)).toEqual([]);
  });
});

describe('what the summary lists as missing for a binding order', () => {
  const configuration = { ...emptyConfiguration(1), brands: [emptyBrand(), { ...emptyBrand(), name: 'Holzwerk', productgroupsIds: [7] }] };
  const services = missingServices(tabs, []);

  it('lists the stand, each brand lacking a name or product group, and the services, by step', () => {
    expect(missingForOrder({ configuration, mode: 'test', steps: ALL_STEPS, services })).toEqual([
      { kind: 'stand', step: 'stand' },
      { kind: 'brandName', step: 'brands', index: 0 },
      { kind: 'brandProductGroups', step: 'brands', index: 0 },
      { kind: 'service', step: 'orderbook', itemId: 3, name: 'Standreinigung', tabId: 2 },
      { kind: 'service', step: 'orderbook', itemId: 4, name: 'Abfallentsorgung', tabId: 2 },
    ]);
  });

  it('asks only for what a step of this wizard takes: no brands in the back office stand mode', () => {
    const chosen = { ...configuration, stand: { standConfigId: 3, qm: '24' } };
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
