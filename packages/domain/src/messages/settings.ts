import type { Lang } from '../lang.ts';

/** Messages of the organiser settings and the audit log. */
export const settingsMessages = {} as const satisfies Record<string, Record<Lang, string>>;
