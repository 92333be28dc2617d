import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createReadCache, type ReadCache } from '../../lib/read-cache.ts';
import { presentMediaItem, presentOrderBook } from './presenter.ts';
import { listMediaItems, loadOrderBook, type OrderBook } from './repo.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Each event's order booklet, cached: it changes only when staff edit it. */
    orderBooks: ReadCache<number, OrderBook>;
  }
}

type EventParams = { Params: { id: string } };

/** Media and the order booklet of an event. Staff see everything; others only what the configurator offers. */
const cataloguePlugin: FastifyPluginAsyncZod = async (app) => {
  app.decorate('orderBooks', createReadCache((eventId: number) => loadOrderBook(app.db, eventId)));

  app.get<EventParams>('/pub/event/:id/medias', { config: { access: 'public' } }, async (request) => {
    const { event } = await app.eventCatalog.fromParam(request.params.id);
    const isStaff = (await request.caller())?.kind === 'staff';
    const items = await listMediaItems(app.db, event.id);
    const medias = items
      .filter((item) => isStaff || (item.isActive && item.isConfigurator))
      .map((item) => presentMediaItem(item, Math.max(0, item.stock - item.ordered), request.lang));
    return { medias };
  });

  app.get<EventParams>('/pub/event/:id/orderbook', { config: { access: 'public' } }, async (request) => {
    const { event } = await app.eventCatalog.fromParam(request.params.id);
    const isStaff = (await request.caller())?.kind === 'staff';
    return presentOrderBook(await app.orderBooks.get(event.id), request.lang, event.currency, isStaff);
  });
};

/** Wrapped with fastify-plugin so that the order booklet cache is visible to the order module. */
export const catalogueRoutes = fp(cataloguePlugin);
