import { z } from 'zod';

const required = z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(200, { error: 'tooLong' });

/** `POST /fe/login_check` and `POST /be/login_check`: the username is the contact's e-mail address. */
export const loginInputSchema = z.object({
  username: required,
  password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(200, { error: 'tooLong' }),
});
export type LoginInput = z.infer<typeof loginInputSchema>;
