import { z } from './zod.ts';

/** A catalogue image: the file and its 80x60 thumbnail. */
export const fileUrlsSchema = z.object({ url: z.string(), thumbUrl: z.string() });
export type FileUrls = z.infer<typeof fileUrlsSchema>;

/** An advertising medium with the configurator's and the portal's fields (SPEC §3); prices in euros. */
export const mediaItemSchema = z.object({
  id: z.number(),
  mediagroupId: z.number(),
  name: z.string(),
  description: z.string(),
  format: z.string(),
  price: z.number(),
  priceEarly: z.number(),
  /** Pieces still available: the stock less what binding orders took. */
  amountAvailable: z.number(),
  qtyAvail: z.number(),
  isActive: z.boolean(),
  isConfigurator: z.boolean(),
  fileImageObj: fileUrlsSchema.nullable(),
  image: z.string().nullable(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

/** `GET /pub/event/{id}/medias`: the media the caller may see. */
export const mediasAnswerSchema = z.object({ medias: z.array(mediaItemSchema) });
export type MediasAnswer = z.infer<typeof mediasAnswerSchema>;

export const orderBookGroupSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** 1 neutral, 2 boxed, 3 expandable (collapsed at start). */
  groupType: z.number(),
});
export type OrderBookGroup = z.infer<typeof orderBookGroupSchema>;

/** An item of the order booklet (SPEC §3 Order-book item); prices in euros. */
export const orderBookItemSchema = z.object({
  id: z.number(),
  /** 0 product, 1 text, 2 checkbox, 3 group header, 4 amount input, 5 confirm. */
  itemType: z.number(),
  title: z.string(),
  description: z.string(),
  price: z.number(),
  currency: z.string(),
  unit: z.string(),
  unitLabel: z.string(),
  /** 'quantity': charged by the amount entered; 'qm': by stand m², booked for at least the stand's area. */
  priceCalculation: z.string(),
  isMandatory: z.boolean(),
  isConfigurator: z.boolean(),
  /** 0 products, 1 information, 2 hidden (staff only), 3 confirmations. */
  tab: z.number(),
  group: orderBookGroupSchema,
  /** The product of an item of type 0, else null. */
  productGlobal: z
    .object({
      name: z.string(),
      description: z.string(),
      unit: z.string(),
      /** 1 quantity field, 2 yes/no checkbox. */
      productType: z.number().nullable(),
      fileImageObj: fileUrlsSchema.nullable(),
      filesGallerysObjs: z.array(fileUrlsSchema),
      imagesThumbUrls: z.array(z.string()),
    })
    .nullable(),
});
export type OrderBookItem = z.infer<typeof orderBookItemSchema>;

/** `GET /pub/event/{id}/orderbook`: the items the caller may see, and the groups they use. */
export const orderBookAnswerSchema = z.object({ orderBookItems: z.array(orderBookItemSchema), orderBookGroups: z.array(orderBookGroupSchema) });
export type OrderBookAnswer = z.infer<typeof orderBookAnswerSchema>;
