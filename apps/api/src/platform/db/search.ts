const escaped = (search: string) => search.replace(/[\\%_]/g, '\\$&');

/** An ILIKE pattern that finds `search` anywhere in a text, its own %, _ and \ taken literally. */
export const containsPattern = (search: string) => `%${escaped(search)}%`;

/** A LIKE pattern of the texts that start with `search`, its own %, _ and \ taken literally. */
export const startsPattern = (search: string) => `${escaped(search)}%`;
