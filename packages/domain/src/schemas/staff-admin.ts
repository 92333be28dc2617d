import { STAFF_ROLES } from '../staff.ts';
import { calendarDay, choice, email, optional } from './fields.ts';
import { newPasswordSchema } from './password-reset.ts';
import { z } from './zod.ts';

/** A staff account as the back office lists it (`GET /be/admin/staff`). */
export const staffAccountSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  /** Whether a password was set: an invited account has none until its link is used. */
  hasPassword: z.boolean(),
  disabledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffAccountInfo = z.infer<typeof staffAccountSchema>;

export const staffListSchema = z.object({ accounts: z.array(staffAccountSchema) });

/** `POST /be/admin/staff`: an invitation; the person gets a mail with a link to set the password. */
export const staffInviteSchema = z.object({
  email: email(),
  name: optional(),
  role: choice(STAFF_ROLES),
  lang: choice(['de', 'en'] as const).optional().default('de'),
});
export type StaffInviteInput = z.input<typeof staffInviteSchema>;

/** `PUT /be/admin/staff/{id}`: the role and whether the account may log in. */
export const staffChangeSchema = z.object({ role: choice(STAFF_ROLES), disabled: z.boolean({ error: 'invalidType' }) });
export type StaffChangeInput = z.infer<typeof staffChangeSchema>;

/** The account and, after an invitation or a new link, the link that was mailed (for handing it over in person). */
export const staffAccountAnswerSchema = z.object({ account: staffAccountSchema, link: z.string().optional() });
export type StaffAccountAnswer = z.infer<typeof staffAccountAnswerSchema>;

/** `POST /be/password`: a staff member's own new password, with the current one. */
export const staffPasswordChangeSchema = z
  .object({ passwordCurrent: z.string({ error: 'required' }).min(1, { error: 'required' }).max(200, { error: 'tooLong' }) })
  .and(newPasswordSchema);
export type StaffPasswordChangeInput = z.infer<typeof staffPasswordChangeSchema>;

/** `GET /be/me`: who is logged in, with the role as it is now (an admin may have changed it). */
export const staffMeSchema = z.object({ account: staffAccountSchema });

/** One of a staff member's live sessions (issue 32): the browser it was opened in, since when and until when. */
export const staffSessionSchema = z.object({
  id: z.number(),
  /** The browser as a person names it ("Chrome 142 · Linux"); '' when the login named none. */
  device: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** The session of this very call. */
  current: z.boolean(),
});
export type StaffSession = z.infer<typeof staffSessionSchema>;

/** `GET /be/sessions`, and the answer of ending one or all others: the own live sessions, newest first. */
export const staffSessionsAnswerSchema = z.object({ sessions: z.array(staffSessionSchema) });
export type StaffSessionsAnswer = z.infer<typeof staffSessionsAnswerSchema>;

export const AUDIT_ENTITIES = [
  'staff',
  'settings',
  'event',
  'standConfig',
  'priceRule',
  'productGroup',
  'mediaGroup',
  'media',
  'bookletGroup',
  'bookletItem',
  'registration',
  'request',
  'document',
  'company',
  'bankStatement',
  'bankEntry',
  'directDebitBatch',
  'hallPlan',
  'eventHalls',
  'standSale',
] as const;
export type AuditEntityName = (typeof AUDIT_ENTITIES)[number];

/** `GET /be/admin/audit?entity=&actor=&from=&to=&page=`: filters of the audit log, each optional. */
export const auditQuerySchema = z.object({
  entity: z.preprocess((value) => (value === '' ? undefined : value), choice(AUDIT_ENTITIES).optional()),
  actor: optional(100),
  from: z.preprocess((value) => (value === '' ? undefined : value), calendarDay('invalidValue').optional()),
  to: z.preprocess((value) => (value === '' ? undefined : value), calendarDay('invalidValue').optional()),
  page: z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number({ error: 'invalidType' }).int().min(1).max(100_000).optional().default(1)),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number(),
  createdAt: z.string(),
  actor: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  action: z.enum(['create', 'update', 'delete', 'copy']),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({ entries: z.array(auditEntrySchema), total: z.number(), page: z.number(), pageSize: z.number() });
export type AuditPage = z.infer<typeof auditPageSchema>;
