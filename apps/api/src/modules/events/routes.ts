import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/app-error.ts';
import { parseId } from '../../lib/ids.ts';
import { createReadCache } from '../../lib/read-cache.ts';
import { presentEvent } from './presenter.ts';
import { loadEventCatalog, type CatalogEvent } from './repo.ts';

declare module 'fastify' {
  interface FastifyInstance {
    eventCatalog: { all(): Promise<CatalogEvent[]>; find(id: number): Promise<CatalogEvent | undefined>; invalidate(): void };
  }
}

const eventPlugin: FastifyPluginAsyncZod = async (app) => {
  const cache = createReadCache(async () => {
    const entries = await loadEventCatalog(app.db);
    return { entries, byId: new Map(entries.map((entry) => [entry.event.id, entry])) };
  });
  app.decorate('eventCatalog', {
    all: async () => (await cache.get('all')).entries,
    find: async (id: number) => (await cache.get('all')).byId.get(id),
    invalidate: () => cache.invalidate(),
  });

  app.get<{ Params: { id: string } }>('/pub/event/:id', { config: { access: 'public' } }, async (request) => {
    const id = parseId(request.params.id);
    const entry = id === undefined ? undefined : await app.eventCatalog.find(id);
    if (!entry) throw notFound('eventNotFound');
    return { event: presentEvent(entry, request.lang) };
  });
};

/** Wrapped with fastify-plugin so that its cache decoration is visible to the other modules. */
export const eventRoutes = fp(eventPlugin);
