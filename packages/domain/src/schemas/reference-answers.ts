import { NON_EU_TAX_TREATMENTS } from '../invoicing.ts';
import { z } from './zod.ts';

/** An entry of a reference list: its id and its name in the request's language. */
export const optionSchema = z.object({ id: z.union([z.string(), z.number()]), label: z.string() });
export type Option = z.infer<typeof optionSchema>;

/** Limits and contact details the web needs to behave as the server checks (SPEC §9). */
export const feUiElementsSchema = z.object({
  /**
   * The sender the documents print, with its logo (null: none), which head the public pages, and its notice
   * above the exhibitors' login form in the request's language ('' for none).
   */
  organiser: z.object({ name: z.string(), email: z.string(), phone: z.string(), logoUrl: z.string().nullable(), loginNotice: z.string() }),
  /** How buyers outside the EU are taxed (organiser settings), for the configurator's totals (taxCaseOf). */
  nonEuTax: z.enum(NON_EU_TAX_TREATMENTS),
  uploadMaxBytes: z.number(),
  portalImageMaxBytes: z.number(),
  keyImageMinWidth: z.number(),
  sizeDebounceMs: z.number(),
  descriptionExpanderChars: z.number(),
  freeBrands: z.number(),
  maxFireplaceConnections: z.number(),
  /** Cents. */
  fireplaceConnectionPrice: z.number(),
  thumbnail: z.object({ width: z.number(), height: z.number() }),
});
export type FeUiElements = z.infer<typeof feUiElementsSchema>;

/** `GET /pub/config`: reference lists in the request's language, shared by every form. */
export const portalConfigSchema = z.object({
  feUiElements: feUiElementsSchema,
  /** units, countries, phoneCodes, langs, contactTypes, standTypes, genders, offerStates … */
  definitions: z.record(z.string(), z.array(optionSchema)),
  productgroups: z.array(z.object({ id: z.number(), label: z.string(), eventId: z.number() })),
  mediagroups: z.array(z.object({ id: z.number(), label: z.string() })),
});
export type PortalConfig = z.infer<typeof portalConfigSchema>;
