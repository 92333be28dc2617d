import type { Lang } from '../lang.ts';

/** Messages of the password reset by link and of the manual request for new credentials. */
export const passwordResetMessages = {
  resetLinkInvalid: {
    de: 'Der Link ist abgelaufen oder wurde bereits verwendet. Bitte fordern Sie einen neuen Link an.',
    en: 'The link has expired or has already been used. Please request a new link.',
  },
} as const satisfies Record<string, Record<Lang, string>>;
