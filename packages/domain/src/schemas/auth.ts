import { STAFF_ROLES } from '../staff.ts';
import { z } from './zod.ts';

/** Missing → 'required', not text → 'invalidType'. */
const text = () => z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'invalidType') });

/** `POST /fe/login_check` and `POST /be/login_check`: the username is the contact's e-mail address. */
export const loginInputSchema = z.object({
  username: text().trim().min(1, { error: 'required' }).max(200, { error: 'tooLong' }),
  password: text().min(1, { error: 'required' }).max(200, { error: 'tooLong' }),
  /**
   * The key the back office keeps in the browser (issue 32), so that a login from a browser not seen before can
   * be mailed to the staff member; API clients leave it out, and their User-Agent counts instead.
   */
  device: text().max(100, { error: 'tooLong' }).optional(),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/** What `POST /fe/login_check` answers about the logged-in contact; the web keeps it as `userinfo`. */
export const userInfoSchema = z.object({
  companyId: z.number(),
  contactId: z.number(),
  name: z.string(),
  roles: z.array(z.string()),
  isMainContact: z.boolean(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** `POST /fe/login_check`: the bearer token and who it belongs to. */
export const loginAnswerSchema = z.object({ token: z.string(), userinfo: userInfoSchema });
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** What `POST /be/login_check` answers about the logged-in staff member. */
export const staffInfoSchema = z.object({ staffUserId: z.number(), name: z.string(), roles: z.array(z.string()), role: z.enum(STAFF_ROLES), isBE: z.boolean() });
export type StaffInfo = z.infer<typeof staffInfoSchema>;

/** `POST /be/login_check`. */
export const staffLoginAnswerSchema = z.object({ token: z.string(), userinfo: staffInfoSchema });
export type StaffLoginAnswer = z.infer<typeof staffLoginAnswerSchema>;
