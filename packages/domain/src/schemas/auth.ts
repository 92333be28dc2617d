import { z } from './zod.ts';

/** Missing → 'required', not text → 'invalidType'. */
const text = () => z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'invalidType') });

/** `POST /fe/login_check` and `POST /be/login_check`: the username is the contact's e-mail address. */
export const loginInputSchema = z.object({
  username: text().trim().min(1, { error: 'required' }).max(200, { error: 'tooLong' }),
  password: text().min(1, { error: 'required' }).max(200, { error: 'tooLong' }),
});
export type LoginInput = z.infer<typeof loginInputSchema>;
