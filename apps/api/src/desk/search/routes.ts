import { centsToAmount, registrationState, searchableKinds, searchAnswerSchema, searchQuerySchema, type Lang, type SearchAnswer, type SearchHit, type SearchKind } from '@messeportal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentTypeLabel } from '../../documents/presenter.ts';
import { answers } from '../../platform/http/answers.ts';
import { findEverywhere, type FoundRows } from './search-repo.ts';

/** The found rows as hits by kind, in the order the search field lists them. */
function hitsOf(found: FoundRows, lang: Lang): Record<SearchKind, SearchHit[]> {
  return {
    event: found.events.map((row) => ({ kind: 'event', ...row })),
    registration: found.registrations.map(({ isConfirmed, canceledAt, ...row }) => ({ kind: 'registration', ...row, state: registrationState({ isConfirmed, canceledAt }) })),
    company: found.companies.map((row) => ({ kind: 'company', ...row })),
    contact: found.contacts.map((row) => ({ kind: 'contact', ...row })),
    offer: found.offers.map((row) => ({ kind: 'offer', ...row })),
    document: found.documents.map(({ type, grossCents, ...row }) => ({ kind: 'document', ...row, typeLabel: documentTypeLabel(type, lang), gross: centsToAmount(grossCents) })),
  };
}

/**
 * Search everywhere (issue 32): the back office's one search field finds fairs, registrations (by stand number),
 * companies, contacts, offers and documents (by number) across all events, of each kind only what the caller's
 * role may read.
 */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/be/search', { config: { access: 'staff', may: 'anyStaff', sessionInStatement: true }, schema: { querystring: searchQuerySchema, response: answers(searchAnswerSchema) } }, async (request) => {
    const { caller, found } = await findEverywhere(app.db, request, request.query.q, request.lang);
    const byKind = hitsOf(found, request.lang);
    return { hits: searchableKinds(caller.role).flatMap((kind) => byKind[kind]) } satisfies SearchAnswer;
  });
};
