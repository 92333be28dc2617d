import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../platform/http/app-error.ts';
import { parseId } from '../../platform/lib/ids.ts';
import { createReadCache } from '../../platform/lib/read-cache.ts';
import { createSerialisedAnswers, sendSerialised } from '../../platform/lib/serialised-once.ts';
import { eventAnswerSchema, type EventAnswer } from '@messeportal/domain';
import { eventClock, presentEvent } from './presenter.ts';
import { assertShownTo } from './publication.ts';
import { loadEventCatalog, type CatalogEvent } from './repo.ts';
import { answers } from '../../platform/http/answers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    eventCatalog: {
      all(): Promise<CatalogEvent[]>;
      find(id: number): Promise<CatalogEvent | undefined>;
      /** The event named by a path parameter; a malformed or unknown id is a 404 'eventNotFound'. */
      fromParam(idText: string): Promise<CatalogEvent>;
      /**
       * The event named by a path parameter as the caller of a public route may see it: an unpublished event only
       * for staff, a 404 'eventNotPublished' for everyone else.
       */
      shownFromParam(request: FastifyRequest, idText: string): Promise<CatalogEvent>;
      invalidate(): void;
    };
  }
}

const eventPlugin: FastifyPluginAsyncZod = async (app) => {
  const cache = createReadCache(async () => {
    const entries = await loadEventCatalog(app.db);
    return { entries, byId: new Map(entries.map((entry) => [entry.event.id, entry])) };
  }, () => app.catalogueChanges.version('catalogue'));
  const find = async (id: number) => (await cache.get('all')).byId.get(id);
  async function fromParam(idText: string) {
    const id = parseId(idText);
    const entry = id === undefined ? undefined : await find(id);
    if (!entry) throw notFound('eventNotFound');
    return entry;
  }
  app.decorate('eventCatalog', {
    all: async () => (await cache.get('all')).entries,
    find,
    fromParam,
    async shownFromParam(request: FastifyRequest, idText: string) {
      const entry = await fromParam(idText);
      await assertShownTo(request, entry);
      return entry;
    },
    invalidate: () => cache.invalidate(),
  });

  // Serialised once per cached event, language and the two states that the time of the call decides.
  const serialised = createSerialisedAnswers<CatalogEvent, typeof eventAnswerSchema>(eventAnswerSchema);
  app.get<{ Params: { id: string } }>('/pub/event/:id', { config: { access: 'public' }, schema: { response: answers(eventAnswerSchema) } }, async (request, reply) => {
    const entry = await app.eventCatalog.shownFromParam(request, request.params.id);
    const now = new Date();
    const { earlyBookingRuns, registrationPhase } = eventClock(entry, now);
    const key = `${request.lang}:${earlyBookingRuns}:${registrationPhase}`;
    const answer = serialised(entry, key, () => ({ event: presentEvent(entry, request.lang, now) }) satisfies EventAnswer);
    return sendSerialised(reply, answer);
  });
};

/** Wrapped with fastify-plugin so that its cache decoration is visible to the other modules. */
export const eventRoutes = fp(eventPlugin);
