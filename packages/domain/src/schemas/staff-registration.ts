import { z } from './zod.ts';
import { addressDataSchema, companyDataSchema, staffContactSchema, ustidIssue } from './company-data.ts';
import { optional } from './fields.ts';

const rowId = () => z.number({ error: 'required' }).int({ error: 'invalidType' }).positive({ error: 'invalidValue' }).max(2_147_483_647, { error: 'invalidValue' });
const flag = (value: boolean) => z.boolean({ error: 'invalidType' }).optional().default(value);

/**
 * How a registration takes part (SPEC §3 Registration): its variant (free text, e.g. a package of the fair) and
 * whether on site, virtually or both; one of the two at least.
 */
const participationFields = {
  variant: optional(100),
  isOnsiteParticipant: flag(true),
  isVirtualParticipant: flag(false),
};
const atLeastOneWay = (value: { isOnsiteParticipant: boolean; isVirtualParticipant: boolean }, ctx: z.RefinementCtx) => {
  if (!value.isOnsiteParticipant && !value.isVirtualParticipant) ctx.addIssue({ code: 'custom', path: ['isOnsiteParticipant'], message: 'participationRequired' });
};

/** `PUT /be/registration/{id}/participation`: staff set variant and on-site / virtual participation. */
export const registrationParticipationSchema = z.object(participationFields).superRefine(atLeastOneWay);
export type RegistrationParticipationInput = z.input<typeof registrationParticipationSchema>;
export type RegistrationParticipation = z.output<typeof registrationParticipationSchema>;

/**
 * `POST /be/event/{id}/registration`: staff register a company themselves (issue 28), an existing one
 * (`companyId`) or a new one with its main address and main contact (`newCompany`, the portal's rules; the contact
 * sets its password through the password reset). The stand type of the event with a size in its range, the
 * variant and participation; `state` confirmed, or unconfirmed with the double opt-in mail to the main contact.
 */
export const staffRegistrationSchema = z
  .object({
    companyId: rowId().optional(),
    newCompany: z.object({ company: companyDataSchema, address: addressDataSchema, contact: staffContactSchema }).optional(),
    standConfigId: rowId(),
    standSize: z.number({ error: 'required' }).positive({ error: 'invalidValue' }).max(100_000, { error: 'tooBig' }),
    ...participationFields,
    state: z.enum(['confirmed', 'unconfirmed'], { error: 'invalidValue' }),
  })
  .superRefine((value, ctx) => {
    if (!value.companyId === !value.newCompany) ctx.addIssue({ code: 'custom', path: ['companyId'], message: 'companyOrNewCompany' });
    atLeastOneWay(value, ctx);
    // A new company's VAT ID has the form of its main address's country, as the portal's company data asks.
    const vat = value.newCompany && ustidIssue(value.newCompany.company.ustid, value.newCompany.address.country);
    if (vat) ctx.addIssue({ code: 'custom', path: ['newCompany', 'company', 'ustid'], message: vat.message, params: vat.params });
  });
export type StaffRegistrationInput = z.input<typeof staffRegistrationSchema>;
export type StaffRegistration = z.output<typeof staffRegistrationSchema>;

/** The answer of `POST /be/event/{id}/registration`: the new registration's id (its page is `GET /be/registration/{id}`). */
export const staffRegistrationCreatedSchema = z.object({ success: z.literal(true), registrationId: z.number() });
export type StaffRegistrationCreated = z.infer<typeof staffRegistrationCreatedSchema>;
