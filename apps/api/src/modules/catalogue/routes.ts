import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createReadCache } from '../../lib/read-cache.ts';
import { presentMediaItem, presentOrderBook } from './presenter.ts';
import { listMediaItems, loadOrderBook } from './repo.ts';

type EventParams = { Params: { id: string } };

/** Media and the order booklet of an event. Staff see everything; others only what the configurator offers. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const orderBooks = createReadCache((eventId: number) => loadOrderBook(app.db, eventId));

  app.get<EventParams>('/pub/event/:id/medias', { config: { access: 'public' } }, async (request) => {
    const { event } = await app.eventCatalog.fromParam(request.params.id);
    const isStaff = (await request.caller())?.kind === 'staff';
    const items = await listMediaItems(app.db, event.id);
    const medias = items
      .filter((item) => isStaff || (item.isActive && item.isConfigurator))
      .map((item) => presentMediaItem(item, Math.max(0, item.stock), request.lang));
    return { medias };
  });

  app.get<EventParams>('/pub/event/:id/orderbook', { config: { access: 'public' } }, async (request) => {
    const { event } = await app.eventCatalog.fromParam(request.params.id);
    const isStaff = (await request.caller())?.kind === 'staff';
    return presentOrderBook(await orderBooks.get(event.id), request.lang, event.currency, isStaff);
  });
};
