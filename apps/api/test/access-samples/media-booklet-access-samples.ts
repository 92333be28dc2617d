import type { BookletGroupInput, BookletItemInput, MediumInput } from '@messeportal/domain';
import { type AccessSamples, type BackofficeContext } from '../staff-context.ts';

/** A valid medium of a group: a banner at €1,200 (early €990), 10 pieces, shown in the configurator. */
export const mediumInput = (mediaGroupId: number, overrides: Partial<MediumInput> = {}): MediumInput => ({
  mediaGroupId,
  nameDe: 'Banner am Eingang',
  nameEn: 'Banner at the entrance',
  descriptionDe: 'Ihr Banner über dem Haupteingang',
  descriptionEn: 'Your banner above the main entrance',
  formatDe: '3 × 1 m',
  formatEn: '3 × 1 m',
  price: 120_000,
  priceEarly: 99_000,
  stock: 10,
  isActive: true,
  isConfigurator: true,
  imageFileId: null,
  ...overrides,
});

export const bookletGroupInput = (overrides: Partial<BookletGroupInput> = {}): BookletGroupInput => ({
  titleDe: 'Reinigung',
  titleEn: 'Cleaning',
  groupType: 2,
  ...overrides,
});

/** A valid product of a group: a stand cleaning per m², booked in a quantity field. */
export const bookletItemInput = (groupId: number, overrides: Partial<BookletItemInput> = {}): BookletItemInput => ({
  groupId,
  itemType: 0,
  titleDe: 'Zwischenreinigung',
  titleEn: 'Intermediate cleaning',
  descriptionDe: 'Reinigung Ihres Standes am Abend jedes Messetages',
  descriptionEn: 'Cleaning of your stand every evening of the fair',
  price: 250,
  unit: 'qm',
  priceCalculation: 'qm',
  isMandatory: false,
  isConfigurator: true,
  tab: 0,
  product: { nameDe: '', nameEn: '', descriptionDe: 'Boden und Theken', descriptionEn: 'Floor and counters', productType: 1 },
  ...overrides,
});

/** A media group, a medium, a booklet group and an item of the kitchen fair, made for the sample calls to change and delete. */
async function sampleRows(c: BackofficeContext) {
  const post = async (url: string, payload: object) => (await c.call('POST', url, c.staff, payload)).json();
  const mediaGroup = (await post('/be/admin/media_groups', { nameDe: 'Außenwerbung', nameEn: 'Outdoor' })).mediaGroup as { id: number };
  const spareGroup = (await post('/be/admin/media_groups', { nameDe: 'Radio', nameEn: 'Radio' })).mediaGroup as { id: number };
  const medium = (await post(`/be/admin/event/${c.kitchen.id}/media`, mediumInput(mediaGroup.id))).medium as { id: number };
  const spareMedium = (await post(`/be/admin/event/${c.kitchen.id}/media`, mediumInput(mediaGroup.id))).medium as { id: number };
  const group = (await post(`/be/admin/event/${c.kitchen.id}/booklet_groups`, bookletGroupInput())).group as { id: number };
  const spareGroupOfBooklet = (await post(`/be/admin/event/${c.kitchen.id}/booklet_groups`, bookletGroupInput())).group as { id: number };
  const item = (await post(`/be/admin/event/${c.kitchen.id}/booklet_items`, bookletItemInput(group.id))).item as { id: number };
  const spareItem = (await post(`/be/admin/event/${c.kitchen.id}/booklet_items`, bookletItemInput(group.id))).item as { id: number };
  return { mediaGroup, spareGroup, medium, spareMedium, group, spareGroupOfBooklet, item, spareItem };
}

/** Sample calls of the media and booklet catalogue routes for the access test (backoffice/access.test.ts). */
export const mediaBookletAccessSamples: AccessSamples = async (c) => {
  const rows = await sampleRows(c);
  return {
    'GET /be/admin/media_groups': ['GET', '/be/admin/media_groups'],
    'POST /be/admin/media_groups': ['POST', '/be/admin/media_groups', { nameDe: 'Print', nameEn: 'Print' }],
    'PUT /be/admin/media_group/:id': ['PUT', `/be/admin/media_group/${rows.mediaGroup.id}`, { nameDe: 'Außen', nameEn: 'Outdoor', sort: 5 }],
    'DELETE /be/admin/media_group/:id': ['DELETE', `/be/admin/media_group/${rows.spareGroup.id}`],
    'GET /be/admin/event/:id/media': ['GET', `/be/admin/event/${c.kitchen.id}/media`],
    'POST /be/admin/event/:id/media': ['POST', `/be/admin/event/${c.kitchen.id}/media`, mediumInput(rows.mediaGroup.id)],
    'PUT /be/admin/media/:id': ['PUT', `/be/admin/media/${rows.medium.id}`, mediumInput(rows.mediaGroup.id, { stock: 12 })],
    'DELETE /be/admin/media/:id': ['DELETE', `/be/admin/media/${rows.spareMedium.id}`],
    'GET /be/admin/event/:id/booklet': ['GET', `/be/admin/event/${c.kitchen.id}/booklet`],
    'POST /be/admin/event/:id/booklet_groups': ['POST', `/be/admin/event/${c.kitchen.id}/booklet_groups`, bookletGroupInput({ groupType: 3 })],
    'PUT /be/admin/booklet_group/:id': ['PUT', `/be/admin/booklet_group/${rows.group.id}`, bookletGroupInput({ titleDe: 'Reinigung & Entsorgung' })],
    'DELETE /be/admin/booklet_group/:id': ['DELETE', `/be/admin/booklet_group/${rows.spareGroupOfBooklet.id}`],
    'POST /be/admin/event/:id/booklet_items': ['POST', `/be/admin/event/${c.kitchen.id}/booklet_items`, bookletItemInput(rows.group.id)],
    'PUT /be/admin/booklet_item/:id': ['PUT', `/be/admin/booklet_item/${rows.item.id}`, bookletItemInput(rows.group.id, { price: 300 })],
    'DELETE /be/admin/booklet_item/:id': ['DELETE', `/be/admin/booklet_item/${rows.spareItem.id}`],
    'POST /be/admin/event/:id/booklet_order': ['POST', `/be/admin/event/${c.kitchen.id}/booklet_order`, { groups: [rows.group.id], items: [rows.item.id] }],
  };
};
