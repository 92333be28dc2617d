import { z } from './zod.ts';

/** Open requests wait in the staff's inbox; done ones were answered with a link or closed without one. */
export const CREDENTIAL_REQUEST_STATES = ['open', 'done'] as const;
export type CredentialRequestState = (typeof CREDENTIAL_REQUEST_STATES)[number];

/** Why a contact is offered as a match for a request: same address, same mail domain, company or person name alike. */
export const CREDENTIAL_MATCH_REASONS = ['email', 'domain', 'company', 'name'] as const;
export type CredentialMatchReason = (typeof CREDENTIAL_MATCH_REASONS)[number];

/** A query parameter sent empty (`?state=`) counts as not sent. */
const blankAsMissing = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema);

/** `GET /be/requests?state=open|done&page=`: one state (open by default), 50 a page. */
export const credentialRequestListQuerySchema = z.object({
  state: blankAsMissing(z.enum(CREDENTIAL_REQUEST_STATES, { error: 'invalidValue' }).optional().default('open')),
  page: blankAsMissing(z.coerce.number({ error: 'invalidType' }).int({ error: 'invalidType' }).min(1).max(100_000).optional().default(1)),
});
export type CredentialRequestListQuery = z.output<typeof credentialRequestListQuerySchema>;

/** `POST /be/request/{id}/answer`: the contact that gets the set-password link. */
export const credentialRequestAnswerInputSchema = z.object({
  contactId: z
    .number({ error: (issue) => (issue.input == null ? 'required' : 'invalidType') })
    .int({ error: 'invalidType' })
    .positive({ error: 'invalidValue' })
    .max(2_147_483_647, { error: 'invalidValue' }),
});
export type CredentialRequestAnswerInput = z.input<typeof credentialRequestAnswerInputSchema>;

/** A request for new credentials as staff see it; `done…` stay null while it is open. */
export const credentialRequestSchema = z.object({
  id: z.number(),
  company: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  /** The language of the page the request was sent from: the one to answer in. */
  lang: z.enum(['de', 'en']),
  createdAt: z.string(),
  doneAt: z.string().nullable(),
  /** Who dealt with it, by name (the address when the account has no name). */
  doneBy: z.string().nullable(),
  /** The contact the set-password link went to; null when it was closed without one (or the contact is gone). */
  answeredContact: z.object({ id: z.number(), name: z.string(), email: z.string(), companyName: z.string() }).nullable(),
});
export type CredentialRequest = z.infer<typeof credentialRequestSchema>;

/** `GET /be/requests`: one page, newest first, with how many are open in all (for the navigation's count). */
export const credentialRequestListSchema = z.object({
  requests: z.array(credentialRequestSchema),
  total: z.number(),
  openTotal: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type CredentialRequestList = z.infer<typeof credentialRequestListSchema>;

/** A contact that may be the one the request is about, best matches first. */
export const credentialRequestMatchSchema = z.object({
  contactId: z.number(),
  firstName: z.string(),
  name: z.string(),
  email: z.string(),
  isMainContact: z.boolean(),
  /** Whether the contact can log in already (has a password). */
  hasPassword: z.boolean(),
  companyId: z.number(),
  companyName: z.string(),
  reasons: z.array(z.enum(CREDENTIAL_MATCH_REASONS)),
});
export type CredentialRequestMatch = z.infer<typeof credentialRequestMatchSchema>;

/** `GET /be/request/{id}`: the request and the contacts staff may send the link to. */
export const credentialRequestDetailSchema = z.object({ request: credentialRequestSchema, matches: z.array(credentialRequestMatchSchema) });
export type CredentialRequestDetail = z.infer<typeof credentialRequestDetailSchema>;

/** `POST /be/request/{id}/answer` and `…/done`: the request as it is now, done. */
export const credentialRequestDoneSchema = z.object({ success: z.boolean(), request: credentialRequestSchema });
export type CredentialRequestDone = z.infer<typeof credentialRequestDoneSchema>;
