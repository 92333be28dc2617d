import type { Lang } from '../lang.ts';

/** Messages of the event catalogue in the back office (events, stand types, price rules, product groups, copying an event). */
export const catalogueEventMessages = {} as const satisfies Record<string, Record<Lang, string>>;
