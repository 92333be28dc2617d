import { MAX_AMOUNT, MAX_DEVIATING_PRICE } from '../limits.ts';
import { hasAtMostTwoDecimals } from '../pricing.ts';
import { z } from './zod.ts';

/** A deviating net unit price in euros instead of the catalogue's, and the reason the exhibitor reads (both bookings). */
const deviatingPrice = {
  price: z
    .number({ error: 'invalidType' })
    .min(0, { error: 'tooSmall' })
    .max(MAX_DEVIATING_PRICE, { error: 'deviatingPriceTooHigh' })
    .refine(hasAtMostTwoDecimals, { error: 'invalidValue' })
    .nullish(),
  reason: z.string({ error: 'invalidType' }).trim().max(500, { error: 'tooLong' }).optional().default(''),
};
const hasReasonForPrice = (booking: { price?: number | null; reason: string }) => booking.price == null || booking.reason !== '';

/**
 * `PUT /be/registration/{id}/service/{itemId}`: what staff book of a booklet item for the exhibitor (issue 28),
 * on top of what binding orders hold: an amount, or a tick for an item booked by checkbox (0 and unticked remove
 * the booking), at the item's price or at `price` euros per unit with the `reason` it deviates.
 */
export const staffServiceBookingSchema = z
  .object({
    amount: z
      .number({ error: 'invalidType' })
      .min(0, { error: 'tooSmall' })
      .max(MAX_AMOUNT, { error: 'tooBig' })
      .refine(hasAtMostTwoDecimals, { error: 'invalidValue' })
      .optional()
      .default(0),
    checked: z.boolean({ error: 'invalidType' }).optional().default(false),
    ...deviatingPrice,
  })
  .refine(hasReasonForPrice, { path: ['reason'], error: 'deviatingPriceReasonMissing' });
export type StaffServiceBooking = z.input<typeof staffServiceBookingSchema>;

/**
 * `PUT /be/registration/{id}/medium/{itemId}`: how many pieces of an advertising medium the registration holds
 * from now on (issue 28): more are ordered for it by staff (at the catalogue's price or at `price` euros per piece
 * with its `reason`), fewer are taken from its orders, the newest first.
 */
export const staffMediumBookingSchema = z
  .object({
    amount: z.number({ error: 'invalidType' }).int({ error: 'invalidValue' }).min(0, { error: 'tooSmall' }).max(MAX_AMOUNT, { error: 'tooBig' }),
    ...deviatingPrice,
  })
  .refine(hasReasonForPrice, { path: ['reason'], error: 'deviatingPriceReasonMissing' });
export type StaffMediumBooking = z.input<typeof staffMediumBookingSchema>;

/** An advertising medium as staff see it on a registration: what its orders hold, what was invoiced, what is left. */
const staffBookedMediumSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** The catalogue's price per piece now (the early-booking price while it runs), in euros. */
  listPrice: z.number(),
  ordered: z.number(),
  billed: z.number(),
  /** Pieces still in stock. */
  available: z.number(),
  /** The net of its positions, in euros. */
  sum: z.number(),
});
export type StaffBookedMedium = z.infer<typeof staffBookedMediumSchema>;

/** A booklet item as staff see it on a registration: what binding orders hold, what the booklet books, and at what price. */
const staffBookedServiceSchema = z.object({
  id: z.number(),
  group: z.string(),
  title: z.string(),
  /** The unit's label in the caller's language. */
  unit: z.string(),
  input: z.enum(['amount', 'checkbox']),
  isMandatory: z.boolean(),
  /** Charged by stand m²: booked for at least the stand's area. */
  perStandQm: z.boolean(),
  /** The catalogue's price per unit, in euros. */
  listPrice: z.number(),
  ordered: z.number(),
  booked: z.number(),
  checked: z.boolean(),
  /** The deviating price per unit in euros, or null. */
  price: z.number().nullable(),
  reason: z.string(),
  /** The net of the booklet's own booking, in euros. */
  sum: z.number(),
  /** How much of the booklet's own booking live invoices billed. */
  billed: z.number(),
});
export type StaffBookedService = z.infer<typeof staffBookedServiceSchema>;

/** `GET /be/registration/{id}/services` and the answer of each change. */
export const staffBookedServicesSchema = z.object({
  registrationId: z.number(),
  isCanceled: z.boolean(),
  /** The exhibitor's own booklet is closed (its tech deadline passed); staff still book. */
  techClosed: z.boolean(),
  standSize: z.number().nullable(),
  currency: z.string(),
  items: z.array(staffBookedServiceSchema),
  media: z.array(staffBookedMediumSchema),
  /** What invoices billed beyond what is booked now: a credit note staff should issue on that invoice's page. */
  proposedCredits: z.array(
    z.object({
      kind: z.enum(['service', 'medium']),
      itemId: z.number(),
      title: z.string(),
      invoiceId: z.number(),
      invoiceNumber: z.string(),
      amount: z.number(),
      net: z.number(),
    }),
  ),
});
export type StaffBookedServices = z.infer<typeof staffBookedServicesSchema>;
