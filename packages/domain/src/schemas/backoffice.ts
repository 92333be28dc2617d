import { z } from './zod.ts';
import { BACK_OFFICE_MODES, MAIL_STATES, OFFER_SORTS } from '../backoffice-rules.ts';
import { offerStates } from '../enums.ts';
import { configurationSchema } from './configuration.ts';
import { choice, text } from './fields.ts';

const id = () => z.number({ error: 'required' }).int({ error: 'invalidType' }).positive({ error: 'invalidValue' }).max(2_147_483_647);

/** A query parameter sent empty (`?sort=`) counts as not sent, so its default applies. */
const blankAsMissing = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema);

/** `?page=` of a paged back-office list, from 1. */
const page = () => blankAsMissing(z.coerce.number({ error: 'invalidType' }).int({ error: 'invalidType' }).min(1).max(100_000).optional().default(1));

/** Title, state and footer text staff give an offer on the preview; each left out keeps what the offer has. */
export const tofferSchema = z.object({
  title: text(200).optional(),
  state: choice(offerStates.map((state) => state.id)).optional(),
  subText: text(4000).optional(),
});
export type Toffer = z.infer<typeof tofferSchema>;

/**
 * `POST /be/action/save_configurator`: the configuration with the back-office mode and the offer's title,
 * state and footer text. be_company names the customer (`companyId`), be_registration the registration
 * the media and services are added to (`registrationId`).
 */
export const staffConfigurationSchema = configurationSchema
  .extend({
    mode: choice(BACK_OFFICE_MODES),
    toffer: tofferSchema.nullish(),
  })
  .superRefine((configuration, context) => {
    if (configuration.mode === 'be_company' && !configuration.companyId) {
      context.addIssue({ code: 'custom', path: ['companyId'], message: 'required' });
    }
    if (configuration.mode === 'be_registration' && !configuration.registrationId) {
      context.addIssue({ code: 'custom', path: ['registrationId'], message: 'required' });
    }
  });
export type StaffConfigurationInput = z.input<typeof staffConfigurationSchema>;
export type StaffConfiguration = z.output<typeof staffConfigurationSchema>;

/** `GET /be/event/{id}/offers`: search by company name or title, sort, page. */
export const offerListQuerySchema = z.object({
  search: blankAsMissing(text(200).optional().default('')),
  sort: blankAsMissing(z.enum(OFFER_SORTS, { error: 'invalidValue' }).optional().default('updatedAt')),
  dir: blankAsMissing(z.enum(['asc', 'desc'], { error: 'invalidValue' }).optional().default('desc')),
  page: page(),
});
export type OfferListQuery = z.output<typeof offerListQuerySchema>;

/** `GET /be/companies?search=`: the company choice of the be_company mode. */
export const companySearchQuerySchema = z.object({ search: blankAsMissing(text(200).optional().default('')) });

/** `POST /be/offer/{id}/copy`: the target event, by default the offer's own; the body may be left out. */
export const copyOfferSchema = z.preprocess((body) => body ?? {}, z.object({ eventId: id().optional() }));
export type CopyOfferInput = z.input<typeof copyOfferSchema>;

/** `GET /be/outbox`: optionally one state, paged. */
export const outboxQuerySchema = z.object({
  state: blankAsMissing(z.enum(MAIL_STATES, { error: 'invalidValue' }).optional()),
  page: page(),
});
