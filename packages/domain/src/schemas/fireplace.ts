import { z } from './zod.ts';
import { fuels, ids, ovenTypes } from '../enums.ts';
import { FIREPLACE_STATES } from '../fireplace-rules.ts';
import { hasAtMostTwoDecimals } from '../pricing.ts';
import { choice, required } from './fields.ts';

/** A measured value with two decimals within sane bounds (decision: the spec names none). */
const measure = (min: number, max: number) =>
  z
    .number({ error: (issue) => (issue.input == null ? 'required' : 'invalidType') })
    .min(min, { error: 'tooSmall' })
    .max(max, { error: 'tooBig' })
    .refine(hasAtMostTwoDecimals, { error: 'invalidValue' });

/** One requested flue gas connection of the fireplace request (SPEC §2 "Fireplace request"). */
export const fireplaceConnectionSchema = z.object({
  deviceName: required(200),
  ovenType: choice(ids(ovenTypes)),
  fuel: choice(ids(fuels)),
  /** Maximum rated power in kW. */
  maxPowerKw: measure(0.5, 100),
  /** Discharge (flue draught) pressure in Pa. */
  dischargePressurePa: measure(1, 100),
  guidelinesAccepted: z.literal(true, { error: 'fireplaceGuidelines' }),
});

export type FireplaceConnectionInput = z.input<typeof fireplaceConnectionSchema>;

/** A requested flue gas connection as the request lists it; `price` in euros, labels in the request's language. */
export const requestedConnectionSchema = z.object({
  id: z.number(),
  deviceName: z.string(),
  ovenType: z.string(),
  ovenTypeLabel: z.string(),
  fuel: z.string(),
  fuelLabel: z.string(),
  maxPowerKw: z.number(),
  dischargePressurePa: z.number(),
  price: z.number(),
  createdAt: z.string(),
  /** Requested, then confirmed or refused by the organiser. */
  state: z.enum(FIREPLACE_STATES),
  /** Why the organiser refused it; '' otherwise. */
  refusalReason: z.string(),
  /** When the organiser confirmed or refused it; null while requested. */
  decidedAt: z.string().nullable(),
});
export type RequestedConnection = z.infer<typeof requestedConnectionSchema>;

/**
 * `GET /fe/rest/fireplace/{id}` (and, with `success`, adding or removing a connection): money in euros; the event's
 * price and limit per registration, the deadline for requests and whether it is still open; `total` of the
 * connections not refused.
 */
export const fireplaceRequestSchema = z.object({
  connections: z.array(requestedConnectionSchema),
  maxConnections: z.number(),
  priceSingle: z.number(),
  total: z.number(),
  endsAt: z.string(),
  isOpen: z.boolean(),
});
export type FireplaceRequest = z.infer<typeof fireplaceRequestSchema>;

/** `POST /fe/rest/fireplace/{id}`, `DELETE /fe/rest/fireplace/{id}/{connectionId}`: the request as it is now. */
export const fireplaceChangeAnswerSchema = fireplaceRequestSchema.extend({ success: z.boolean() });
export type FireplaceChangeAnswer = z.infer<typeof fireplaceChangeAnswerSchema>;

/** `POST /be/registration/{id}/fireplace/{connectionId}/refuse`: the reason the exhibitor is told. */
export const fireplaceRefusalSchema = z.object({ reason: required(500) });
export type FireplaceRefusalInput = z.input<typeof fireplaceRefusalSchema>;
