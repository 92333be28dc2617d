import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../http/app-error.ts';

/**
 * The most common passwords (about 49,000, from the zxcvbn-ts project's list), which a guesser tries first:
 * SPEC keeps 7 characters as the shortest password, but `1234567`, `passwort` or `password1` are refused.
 * Kept on the server only; the list would weigh down every page of the web app.
 */
const common = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));

export const isCommonPassword = (password: string) => common.has(password.toLowerCase());

/** Refuses a new password from the list, naming the field it was entered in. */
export function assertUncommonPassword(password: string, property: string): void {
  if (isCommonPassword(password)) throw new AppError(400, 'passwordTooCommon', { property });
}
