import { fileId } from './file-id.ts';
import { z } from './zod.ts';
import { MAX_AMOUNT, MAX_DEVIATING_PRICE } from '../limits.ts';
import { internet } from './personal.ts';

/**
 * The configuration (offer config, SPEC §3) as the wizard keeps it, saves it as an offer and sends it with
 * a binding order. This schema checks the shape only, so an unfinished configuration can be saved; what an
 * order needs on top is `orderIssues` (order-rules.ts) and, for a new exhibitor, `personalSchema`.
 */
const id = () => z.number({ error: 'required' }).int({ error: 'invalidType' }).positive({ error: 'invalidValue' }).max(2_147_483_647);
const optionalText = (max: number) => z.string({ error: 'invalidType' }).trim().max(max, { error: 'tooLong' }).optional().default('');

/**
 * An uploaded file as `POST /pub/file/upload/temp` answers it. Its address is the server's, built from the id:
 * whatever `uri` a client sends (another site, a `javascript:` link) is not kept.
 */
export const fileFieldsSchema = z.object({
  id: fileId(),
  uri: z.string().max(500).optional(),
  origName: z.string().max(300).optional(),
  isImage: z.boolean().optional(),
});
export const fileObjectSchema = fileFieldsSchema.transform((file) => ({ ...file, uri: `/pub/file/${file.id}` }));
export type FileObject = z.input<typeof fileObjectSchema>;

/** A brand of the configurator form; id 0 until it is saved with an order (SPEC §4, local lists). */
export const configurationBrandSchema = z.object({
  id: z.number().int().min(0).optional().default(0),
  name: optionalText(200),
  /** Only http(s), as the company's own (personal.ts). */
  internet: internet(),
  fileLogoNew: fileObjectSchema.nullish(),
  fileMotifNew: fileObjectSchema.nullish(),
  productgroupsIds: z.array(id()).max(100).optional().default([]),
});

/** A chosen medium or service; `price` is a deviating price in euros, honoured for staff only. */
const chosen = (amount: z.ZodNumber) => z.object({ id: id(), amount, price: z.number().min(0).max(MAX_DEVIATING_PRICE).nullish() });

/** Brands the configurator takes per configuration (decision: the spec names no limit; 5 are free). */
export const MAX_BRANDS = 20;

export const configurationSchema = z.object({
  uuid: z.union([z.uuid({ error: 'invalidValue' }), z.literal('')]).nullish(),
  eventId: id(),
  companyId: z.number().int().nullish(),
  registrationId: z.number().int().nullish(),
  offerId: z.number().int().nullish(),
  email: optionalText(200),
  agb: z.boolean({ error: 'invalidType' }).optional().default(false),
  /** The cancellation policy accepted (SPEC §5: a binding order needs it beside the terms). */
  cancellationPolicy: z.boolean({ error: 'invalidType' }).optional().default(false),
  comment: optionalText(4000),
  stand: z
    .object({
      standConfigId: id().nullish(),
      qm: z.union([z.number(), z.string().max(20)], { error: 'invalidType' }).nullish(),
      /** The summary the browser showed; kept for display, never used for prices. */
      summary: z.unknown().optional(),
      /**
       * A stand picked on the event's hall plan (issue 31), held by the visitor's token: its stand type and size
       * follow from the plan, and ordering books it while the hold is in force.
       */
      plan: z
        .object({
          hallId: id(),
          stand: z.string({ error: 'invalidType' }).trim().min(1, { error: 'required' }).max(20, { error: 'tooLong' }),
          holdToken: z.string({ error: 'invalidType' }).max(200, { error: 'tooLong' }),
        })
        .nullish(),
    })
    .optional()
    .default({}),
  medias: z.array(chosen(z.number().int({ error: 'invalidType' }).min(0).max(MAX_AMOUNT))).max(500).optional().default([]),
  brands: z.array(configurationBrandSchema).max(MAX_BRANDS, { error: 'tooManyBrands' }).optional().default([]),
  orderBooks: z.array(chosen(z.number().min(0).max(MAX_AMOUNT))).max(2000).optional().default([]),
  /** The personal block as entered (see personalSchema); checked only when a new exhibitor orders. */
  personal: z.record(z.string(), z.unknown()).nullish(),
});

export type ConfigurationInput = z.input<typeof configurationSchema>;
export type Configuration = z.output<typeof configurationSchema>;
export type ConfigurationBrand = z.output<typeof configurationBrandSchema>;

/** The configuration without the passwords of the personal block: what an offer stores and a draft keeps. */
export function withoutPasswords<T extends { personal?: Record<string, unknown> | null }>(configuration: T): T {
  const personal = configuration.personal;
  const contact = personal?.contact;
  if (!personal || !contact || typeof contact !== 'object') return configuration;
  const { passwordNew: _n, passwordNewRepeat: _r, ...rest } = contact as Record<string, unknown>;
  return { ...configuration, personal: { ...personal, contact: rest } };
}

/** `POST /pub/send_configurator`: the configuration with the address the link goes to. */
export const sendConfigurationSchema = configurationSchema.extend({
  email: z.string({ error: 'error_no_email' }).trim().min(1, { error: 'error_no_email' }).max(200).pipe(z.email({ error: 'email' })),
});
