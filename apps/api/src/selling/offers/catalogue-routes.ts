import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isPlainReader, mediasAnswerSchema, orderBookAnswerSchema, showsMedium, showsOrderBookItem, type MediasAnswer } from '@messeportal/domain';
import { z } from 'zod';
import { createReadCache, type ReadCache } from '../../platform/lib/read-cache.ts';
import { createSerialisedAnswers, sendSerialised } from '../../platform/lib/serialised-once.ts';
import { catalogueReader } from './catalogue-reader.ts';
import { presentMediaItem, presentOrderBook } from '../../catalogue/reading/presenter.ts';
import { listMediaItems, loadOrderBook, type MediaItemRow, type OrderBook } from '../../catalogue/reading/repo.ts';
import { answers } from '../../platform/http/answers.ts';

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
  const versions = app.catalogueChanges;
  app.decorate('orderBooks', createReadCache((eventId: number) => loadOrderBook(app.db, eventId), () => versions.version('catalogue')));
  // With their live stock: a binding order's change of it reaches every process as a 'stock' change.
  const mediaItems = createReadCache((eventId: number) => listMediaItems(app.db, eventId), () => versions.version('stock'));

  // The media as every visitor reads them, serialised once per cached list and language (as the booklet below).
  const publicMedias = createSerialisedAnswers<MediaItemRow[], typeof mediasAnswerSchema>(mediasAnswerSchema);
  app.get('/pub/event/:id/medias', { config: { access: 'public' }, schema: { ...catalogueRequest, response: answers(mediasAnswerSchema) } }, async (request, reply) => {
    const { event } = await app.eventCatalog.shownFromParam(request, request.params.id);
    const reader = await catalogueReader(app.db, request, event.id, request.query);
    const items = await mediaItems.get(event.id);
    const present = () => ({
      medias: items
        .filter((item) => showsMedium(reader, item))
        .map((item) => presentMediaItem(item, Math.max(0, item.stock - item.ordered), request.lang)),
    }) satisfies MediasAnswer;
    if (!isPlainReader(reader)) return present();
    return sendSerialised(reply, publicMedias(items, request.lang, present));
  });

  // The booklet as every visitor reads it, serialised once per cached booklet and language.
  const publicBooklets = createSerialisedAnswers<OrderBook, typeof orderBookAnswerSchema>(orderBookAnswerSchema);
  app.get('/pub/event/:id/orderbook', { config: { access: 'public' }, schema: { ...catalogueRequest, response: answers(orderBookAnswerSchema) } }, async (request, reply) => {
    const { event } = await app.eventCatalog.shownFromParam(request, request.params.id);
    const reader = await catalogueReader(app.db, request, event.id, request.query);
    const book = await app.orderBooks.get(event.id);
    const present = () => presentOrderBook(book, request.lang, event.currency, (item) => showsOrderBookItem(reader, item));
    if (!isPlainReader(reader)) return present();
    return sendSerialised(reply, publicBooklets(book, `${request.lang}:${event.currency}`, present));
  });
};

/** Wrapped with fastify-plugin so that the order booklet cache is visible to the order module. */
export const catalogueRoutes = fp(cataloguePlugin);
