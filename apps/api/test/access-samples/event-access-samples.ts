import type { EventInput, StandConfigInput } from '@messeportal/domain';
import { type AccessSamples, type BackofficeContext } from '../staff-context.ts';

const DAY_MS = 86_400_000;
const day = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);
const instant = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();

/** A valid event whose fair opens in 200 days; its deadlines lie well before. */
export const eventInput = (overrides: Partial<EventInput> = {}, now = new Date()): EventInput => ({
  nameDe: 'Holz & Handwerk',
  nameEn: 'Wood & Craft',
  startsAt: day(now, 200),
  endsAt: day(now, 203),
  registrationEndsAt: instant(now, 120),
  printEndsAt: instant(now, 150),
  techEndsAt: instant(now, 180),
  earlyBookerEndsAt: instant(now, 30),
  currency: 'EUR',
  vatRate: 19,
  urlAgb: 'https://messe.example/agb',
  urlCancellation: '',
  ...overrides,
});

/** A valid in-line stand type: 12 to 80 m², €150 per m² and a €350 marketing fee. */
export const standConfigInput = (overrides: Partial<StandConfigInput> = {}): StandConfigInput => ({
  nameDe: 'Reihenstand',
  nameEn: 'In-line stand',
  standType: 'inline',
  qmMin: 12,
  qmMax: 80,
  isOrderable: true,
  sort: 10,
  priceRules: [
    { descriptionDe: 'Standfläche je m²', descriptionEn: 'Stand space per m²', unit: 'qm', basis: 'per_qm', priceSingle: 15_000 },
    { descriptionDe: 'Marketingpauschale', descriptionEn: 'Marketing fee', unit: 'flat', basis: 'flat', priceSingle: 35_000 },
  ],
  ...overrides,
});

/** A new event of the sample calls, with a stand type and a product group of its own. */
async function sampleEvent(c: BackofficeContext) {
  const event = (await c.call('POST', '/be/admin/events', c.staff, eventInput())).json().event as { id: number };
  const url = `/be/admin/event/${event.id}`;
  const config = async () => (await c.call('POST', `${url}/stand_configs`, c.staff, standConfigInput())).json().standConfig as { id: number };
  const group = async () =>
    (await c.call('POST', `${url}/product_groups`, c.staff, { nameDe: 'Werkzeug', nameEn: 'Tools' })).json().productGroup as { id: number };
  return { id: event.id, url, configs: [await config(), await config()], groups: [await group(), await group()] };
}

/** Sample calls of the event catalogue routes for the access test (backoffice/access.test.ts). */
export const eventAccessSamples: AccessSamples = async (c) => {
  const sample = await sampleEvent(c);
  const [changed, deleted] = sample.configs;
  const [renamed, removed] = sample.groups;
  return {
    'GET /be/admin/events': ['GET', '/be/admin/events'],
    'POST /be/admin/events': ['POST', '/be/admin/events', eventInput({ nameDe: 'Neue Messe', nameEn: 'New fair' })],
    'GET /be/admin/event/:id': ['GET', `/be/admin/event/${c.kitchen.id}`],
    'PUT /be/admin/event/:id': ['PUT', sample.url, eventInput({ nameDe: 'Holz & Handwerk 2', nameEn: 'Wood & Craft 2' })],
    'PUT /be/admin/event/:id/published': ['PUT', `${sample.url}/published`, { isPublished: true }],
    'POST /be/admin/event/:id/copy': ['POST', `${sample.url}/copy`, { nameDe: 'Holz & Handwerk 2028', nameEn: 'Wood & Craft 2028', shiftDays: 364 }],
    'POST /be/admin/event/:id/stand_configs': ['POST', `${sample.url}/stand_configs`, standConfigInput({ standType: 'corner', nameEn: 'Corner' })],
    'PUT /be/admin/stand_config/:id': ['PUT', `/be/admin/stand_config/${changed!.id}`, standConfigInput({ qmMax: 90 })],
    'DELETE /be/admin/stand_config/:id': ['DELETE', `/be/admin/stand_config/${deleted!.id}`],
    'POST /be/admin/event/:id/product_groups': ['POST', `${sample.url}/product_groups`, { nameDe: 'Beschläge', nameEn: 'Fittings' }],
    'PUT /be/admin/product_group/:id': ['PUT', `/be/admin/product_group/${renamed!.id}`, { nameDe: 'Werkzeuge', nameEn: 'Tools' }],
    'DELETE /be/admin/product_group/:id': ['DELETE', `/be/admin/product_group/${removed!.id}`],
  };
};
