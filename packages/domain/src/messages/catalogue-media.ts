import type { Lang } from '../lang.ts';

/** Messages of the media and order booklet catalogue in the back office. */
export const catalogueMediaMessages = {} as const satisfies Record<string, Record<Lang, string>>;
