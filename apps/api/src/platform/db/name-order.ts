import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * A name as lists sort it: in ICU's root collation, the order German readers expect (Böckmann before
 * Brunnschweiler, Ä beside A, ß as ss, upper and lower case together), where `lower()` in a C-locale database
 * puts every umlaut after z. "und-x-icu" is the one such collation both PGlite and PostgreSQL have (neither ships
 * a German one or unaccent on both); it is deterministic, so a keyset `(name, id) > (…)` compared in it pages
 * without gaps. A keyset's name value is compared in the collation of this side.
 */
export const nameOrder = (name: AnyColumn | SQL): SQL => sql`(${name} collate "und-x-icu")`;
