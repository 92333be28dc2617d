import { z } from './zod.ts';
import {
  BOOKLET_GROUP_TYPES,
  BOOKLET_ITEM_TYPES,
  BOOKLET_TABS,
  bookletItemIssues,
  duplicateIdIssues,
  MAX_CATALOGUE_PRICE_CENTS,
  MAX_GALLERY_IMAGES,
  MAX_MEDIA_STOCK,
  mediumIssues,
  PRODUCT_TYPES,
  type MediaCatalogueIssue,
} from '../catalogue-media-rules.ts';
import { ids, priceCalculations } from '../enums.ts';
import { DEFAULT_BILLING_NUMBERS } from '../invoicing.ts';
import { units } from '../units.ts';
import { fileUrlsSchema } from './catalogue-answers.ts';
import { billingNumberField } from './catalogue-event-admin.ts';
import { choice, optional, required } from './fields.ts';
import { fileId } from './file-id.ts';

export * from '../catalogue-media-rules.ts';

/*
 * The back office's media and order booklet of an event (issue 15 point 4), under `/be/admin/…`. Money is in
 * integer cents here (the public catalogue answers euros); texts come in both languages.
 */

const id = () => z.number({ error: 'required' }).int({ error: 'invalidType' }).positive({ error: 'invalidValue' }).max(2_147_483_647);
const cents = () => z.number({ error: 'required' }).int({ error: 'invalidType' }).min(0, { error: 'tooSmall' }).max(MAX_CATALOGUE_PRICE_CENTS);
const flag = (fallback: boolean) => z.boolean({ error: 'invalidType' }).optional().default(fallback);
/** The place in its list; left out: a new row goes last, a changed one keeps its place. */
const sort = () => z.number({ error: 'invalidType' }).int({ error: 'invalidType' }).min(0).max(1_000_000).optional();

const addIssues = (issues: MediaCatalogueIssue[], context: z.RefinementCtx) => {
  for (const issue of issues) context.addIssue({ code: 'custom', path: issue.property.split('.'), message: issue.message, params: issue.params });
};

/** `POST /be/admin/media_groups`, `PUT /be/admin/media_group/{id}`: media groups are shared by every event. */
export const mediaGroupInputSchema = z.object({ nameDe: required(200), nameEn: required(200), sort: sort() });
export type MediaGroupInput = z.input<typeof mediaGroupInputSchema>;

/** `POST /be/admin/event/{id}/media`, `PUT /be/admin/media/{id}`: the whole medium (a PUT replaces every field). */
export const mediumInputSchema = z
  .object({
    mediaGroupId: id(),
    nameDe: required(200),
    nameEn: required(200),
    descriptionDe: optional(4000),
    descriptionEn: optional(4000),
    formatDe: optional(200),
    formatEn: optional(200),
    price: cents(),
    /** 0: no early-booking price. */
    priceEarly: cents().optional().default(0),
    /** Pieces on offer in total, sold ones included; never below what is sold. */
    stock: z.number({ error: 'required' }).int({ error: 'invalidType' }).min(0, { error: 'tooSmall' }).max(MAX_MEDIA_STOCK),
    isActive: flag(true),
    /** false: staff only (offered in the back office and in staff offers, not in the exhibitor's configurator). */
    isConfigurator: flag(true),
    billingNumber: billingNumberField(DEFAULT_BILLING_NUMBERS.media),
    imageFileId: fileId().nullable().optional().default(null),
    sort: sort(),
  })
  .superRefine((medium, context) => addIssues(mediumIssues(medium), context));
export type MediumInput = z.input<typeof mediumInputSchema>;

/** `POST /be/admin/event/{id}/booklet_groups`, `PUT /be/admin/booklet_group/{id}`. */
export const bookletGroupInputSchema = z.object({
  titleDe: required(200),
  titleEn: required(200),
  /** 1 neutral, 2 boxed, 3 expandable (collapsed at start). */
  groupType: choice(BOOKLET_GROUP_TYPES),
  sort: sort(),
});
export type BookletGroupInput = z.input<typeof bookletGroupInputSchema>;

/** The product part of an item of type product; empty names show the item's title. */
const bookletProductSchema = z.object({
  nameDe: optional(200),
  nameEn: optional(200),
  descriptionDe: optional(4000),
  descriptionEn: optional(4000),
  /** 1 quantity field, 2 yes/no checkbox. */
  productType: choice(PRODUCT_TYPES),
});

/** `POST /be/admin/event/{id}/booklet_items`, `PUT /be/admin/booklet_item/{id}`: the whole item (a PUT replaces every field). */
export const bookletItemInputSchema = z
  .object({
    groupId: id(),
    /** 0 product, 1 text, 2 checkbox, 3 group header, 4 number input, 5 confirmation (BookletItemType). */
    itemType: choice(BOOKLET_ITEM_TYPES),
    titleDe: required(200),
    titleEn: required(200),
    descriptionDe: optional(8000),
    descriptionEn: optional(8000),
    price: cents().optional().default(0),
    unit: choice(ids(units)).optional().default('piece'),
    /** 'quantity': by the amount entered; 'qm': by stand m² (booked for at least the stand's area). */
    priceCalculation: choice(ids(priceCalculations)).optional().default('quantity'),
    isMandatory: flag(false),
    isConfigurator: flag(false),
    /** 0 products, 1 information, 2 hidden (staff only), 3 confirmations. */
    tab: choice(BOOKLET_TABS).optional().default(0),
    billingNumber: billingNumberField(DEFAULT_BILLING_NUMBERS.service),
    product: bookletProductSchema.nullable().optional().default(null),
    imageFileId: fileId().nullable().optional().default(null),
    galleryFileIds: z.array(fileId()).max(MAX_GALLERY_IMAGES, { error: 'tooBig' }).optional().default([]),
    sort: sort(),
  })
  .superRefine((item, context) => addIssues(bookletItemIssues(item), context));
export type BookletItemInput = z.input<typeof bookletItemInputSchema>;

/** `POST /be/admin/event/{id}/booklet_order`: groups and items in their new order; those left out follow in theirs. */
export const bookletOrderInputSchema = z
  .object({ groups: z.array(id()).max(1000).optional().default([]), items: z.array(id()).max(5000).optional().default([]) })
  .superRefine((order, context) => addIssues([...duplicateIdIssues('groups', order.groups), ...duplicateIdIssues('items', order.items)], context));
export type BookletOrderInput = z.input<typeof bookletOrderInputSchema>;

// Answers.

export const adminMediaGroupSchema = z.object({
  id: z.number(),
  nameDe: z.string(),
  nameEn: z.string(),
  sort: z.number(),
  /** Media of every event in the group: a group holding any cannot be deleted. */
  mediaCount: z.number(),
});
export type AdminMediaGroup = z.infer<typeof adminMediaGroupSchema>;

/** `GET /be/admin/media_groups`, in their order. */
export const adminMediaGroupsAnswerSchema = z.object({ mediaGroups: z.array(adminMediaGroupSchema) });
export type AdminMediaGroupsAnswer = z.infer<typeof adminMediaGroupsAnswerSchema>;
export const saveMediaGroupAnswerSchema = z.object({ success: z.literal(true), mediaGroup: adminMediaGroupSchema });
export type SaveMediaGroupAnswer = z.infer<typeof saveMediaGroupAnswerSchema>;

/** A medium as staff edit it: both languages, prices in cents, stock with what is sold. */
export const adminMediumSchema = z.object({
  id: z.number(),
  eventId: z.number(),
  mediaGroupId: z.number(),
  mediaGroup: z.object({ id: z.number(), nameDe: z.string(), nameEn: z.string() }),
  nameDe: z.string(),
  nameEn: z.string(),
  descriptionDe: z.string(),
  descriptionEn: z.string(),
  formatDe: z.string(),
  formatEn: z.string(),
  price: z.number(),
  priceEarly: z.number(),
  stock: z.number(),
  /** Pieces binding orders took. */
  sold: z.number(),
  /** stock − sold, never below 0. */
  available: z.number(),
  isActive: z.boolean(),
  /** false: staff only. */
  isConfigurator: z.boolean(),
  /** A partial billing number's id (INVOICE_BILLING_NUMBERS). */
  billingNumber: z.string(),
  imageFileId: z.number().nullable(),
  image: fileUrlsSchema.nullable(),
  sort: z.number(),
});
export type AdminMedium = z.infer<typeof adminMediumSchema>;

/** `GET /be/admin/event/{id}/media`: the event's media in order, and every media group for the form's choice. */
export const adminMediaAnswerSchema = z.object({ media: z.array(adminMediumSchema), mediaGroups: z.array(adminMediaGroupSchema) });
export type AdminMediaAnswer = z.infer<typeof adminMediaAnswerSchema>;
export const saveMediumAnswerSchema = z.object({ success: z.literal(true), medium: adminMediumSchema });
export type SaveMediumAnswer = z.infer<typeof saveMediumAnswerSchema>;

/** A booklet item as staff edit it: both languages, price in cents, images as file ids and addresses. */
export const adminBookletItemSchema = z.object({
  id: z.number(),
  eventId: z.number(),
  groupId: z.number(),
  itemType: z.number(),
  titleDe: z.string(),
  titleEn: z.string(),
  descriptionDe: z.string(),
  descriptionEn: z.string(),
  price: z.number(),
  unit: z.string(),
  priceCalculation: z.string(),
  isMandatory: z.boolean(),
  isConfigurator: z.boolean(),
  tab: z.number(),
  /** tab 2: only staff see and book it. */
  isHidden: z.boolean(),
  /** A partial billing number's id (INVOICE_BILLING_NUMBERS). */
  billingNumber: z.string(),
  product: z.object({ nameDe: z.string(), nameEn: z.string(), descriptionDe: z.string(), descriptionEn: z.string(), productType: z.number() }).nullable(),
  imageFileId: z.number().nullable(),
  image: fileUrlsSchema.nullable(),
  galleryFileIds: z.array(z.number()),
  gallery: z.array(fileUrlsSchema),
  sort: z.number(),
});
export type AdminBookletItem = z.infer<typeof adminBookletItemSchema>;

export const adminBookletGroupSchema = z.object({
  id: z.number(),
  eventId: z.number(),
  titleDe: z.string(),
  titleEn: z.string(),
  groupType: z.number(),
  sort: z.number(),
  items: z.array(adminBookletItemSchema),
});
export type AdminBookletGroup = z.infer<typeof adminBookletGroupSchema>;

/** `GET /be/admin/event/{id}/booklet` and the answer of a reorder: groups in order, each with its items in order. */
export const adminBookletAnswerSchema = z.object({ groups: z.array(adminBookletGroupSchema) });
export type AdminBookletAnswer = z.infer<typeof adminBookletAnswerSchema>;
export const saveBookletGroupAnswerSchema = z.object({ success: z.literal(true), group: adminBookletGroupSchema });
export type SaveBookletGroupAnswer = z.infer<typeof saveBookletGroupAnswerSchema>;
export const saveBookletItemAnswerSchema = z.object({ success: z.literal(true), item: adminBookletItemSchema });
export type SaveBookletItemAnswer = z.infer<typeof saveBookletItemAnswerSchema>;
