import { SEARCH_LENGTH } from '../back-office-search.ts';
import { REGISTRATION_STATES } from '../registration-desk.ts';
import { text } from './fields.ts';
import { z } from './zod.ts';

/** `GET /be/search?q=`: what staff typed into the search field, 2 to 100 characters once trimmed. */
export const searchQuerySchema = z.object({
  q: text(SEARCH_LENGTH.max).min(SEARCH_LENGTH.min, { error: 'tooShort' }),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;

/** Where a company or contact opens: its company's newest registration, else its newest offer (null: neither). */
const opensSchema = { registrationId: z.number().nullable(), offerId: z.number().nullable() };

/**
 * One hit of the search, by kind, with what its line shows: names and the document's type in the request's
 * language, states as their lists' ids (an offer's of `offerStates`), money in euros.
 * Events, registrations, offers and documents open their own page.
 */
export const searchHitSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('event'), id: z.number(), name: z.string(), startsAt: z.string(), endsAt: z.string() }),
  z.object({
    kind: z.literal('registration'),
    id: z.number(),
    companyName: z.string(),
    eventName: z.string(),
    hall: z.string(),
    standNr: z.string(),
    state: z.enum(REGISTRATION_STATES),
  }),
  z.object({ kind: z.literal('company'), id: z.number(), name: z.string(), email: z.string(), ...opensSchema }),
  z.object({ kind: z.literal('contact'), id: z.number(), name: z.string(), email: z.string(), companyName: z.string(), ...opensSchema }),
  z.object({ kind: z.literal('offer'), id: z.number(), title: z.string(), companyName: z.string(), eventName: z.string(), state: z.number() }),
  z.object({
    kind: z.literal('document'),
    id: z.number(),
    number: z.string(),
    typeLabel: z.string(),
    companyName: z.string(),
    gross: z.number(),
    date: z.string(),
  }),
]);
export type SearchHit = z.infer<typeof searchHitSchema>;

/** The hits, at most SEARCH_HITS_PER_KIND of each kind the role may read, best first within a kind. */
export const searchAnswerSchema = z.object({ hits: z.array(searchHitSchema) });
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;
