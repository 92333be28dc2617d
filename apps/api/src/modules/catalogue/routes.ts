import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MediasAnswer } from '@messeportal/domain';
import { z } from 'zod';
import { createReadCache, type ReadCache } from '../../lib/read-cache.ts';
import { catalogueReader, isPlainReader, showsMedium, showsOrderBookItem } from './catalogue-reader.ts';
import { presentMediaItem, presentOrderBook } from './presenter.ts';
import { listMediaItems, loadOrderBook, type OrderBook } from './repo.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Each event's order booklet, cached: it changes only when staff edit it. */
    orderBooks: ReadCache<number, OrderBook>;
  }
}

/**
 * `?offer={uuid}`: a staff offer opened by its link, whose staff-only media and hidden items the summary
 * prices; `?view=customer`: the customer's catalogue for staff too (see catalogueReader).
 */
const catalogueRequest = {
  params: z.object({ id: z.string() }),
  querystring: z.object({ offer: z.uuid({ error: 'invalidValue' }).optional(), view: z.literal('customer', { error: 'invalidValue' }).optional() }),
};

/** Media and the order booklet of an event, as far as the caller may see them (see CatalogueReader). */
const cataloguePlugin: FastifyPluginAsyncZod = async (app) => {
  app.decorate('orderBooks', createReadCache((eventId: number) => loadOrderBook(app.db, eventId)));

  app.get('/pub/event/:id/medias', { config: { access: 'public' }, schema: catalogueRequest }, async (request) => {
    const { event } = await app.eventCatalog.fromParam(request.params.id);
    const reader = await catalogueReader(app.db, request, event.id, request.query);
    const items = await listMediaItems(app.db, event.id);
    const medias = items
      .filter((item) => showsMedium(reader, item))
      .map((item) => presentMediaItem(item, Math.max(0, item.stock - item.ordered), request.lang));
    return { medias } satisfies MediasAnswer;
  });

  // The booklet as every visitor reads it, serialised once per cached booklet and language: a new booklet
  // (the cache reloaded after a change) is a new key, so nothing stale is answered.
  const publicAnswers = new WeakMap<OrderBook, Map<string, string>>();
  app.get('/pub/event/:id/orderbook', { config: { access: 'public' }, schema: catalogueRequest }, async (request, reply) => {
    const { event } = await app.eventCatalog.fromParam(request.params.id);
    const reader = await catalogueReader(app.db, request, event.id, request.query);
    const book = await app.orderBooks.get(event.id);
    const present = () => presentOrderBook(book, request.lang, event.currency, (item) => showsOrderBookItem(reader, item));
    if (!isPlainReader(reader)) return present();
    const answers = publicAnswers.get(book) ?? new Map<string, string>();
    publicAnswers.set(book, answers);
    const key = `${request.lang}:${event.currency}`;
    let answer = answers.get(key);
    if (answer === undefined) {
      answer = JSON.stringify(present());
      answers.set(key, answer);
    }
    return reply.type('application/json; charset=utf-8').send(answer);
  });
};

/** Wrapped with fastify-plugin so that the order booklet cache is visible to the order module. */
export const catalogueRoutes = fp(cataloguePlugin);
