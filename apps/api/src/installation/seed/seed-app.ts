import Fastify, { type FastifyInstance } from 'fastify';
import { loadEventCatalog } from '../../catalogue/events/repo.ts';
import { loadOrderBook } from '../../catalogue/reading/repo.ts';
import { loadEventPlans } from '../../halls/event-plan/routes.ts';
import type { Tx } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { createReadCache } from '../../platform/lib/read-cache.ts';

/**
 * The services the demo season runs through (invoicing, offers, the desk's actions) take the app for its
 * database and catalogue. The seed calls them inside its one transaction, before any app exists, so it hands
 * them an app that has just these, over that transaction: the catalogue as seeded, read once (the season
 * changes no event, stand type, booklet item or hall plan), its mails left in the outbox (which the seed empties), the
 * stock it takes announced to nobody.
 */
export function seedApp(tx: Tx): FastifyInstance {
  const app = Fastify();
  const asSeeded = () => 0;
  const catalogue = createReadCache(() => loadEventCatalog(tx), asSeeded);
  const find = async (id: number) => (await catalogue.get('all')).find((entry) => entry.event.id === id);
  app.decorate('db', tx);
  app.decorate('mailQueued', () => {});
  app.decorate('catalogueChanges', { version: () => undefined, changedHere: () => {}, close: async () => {} });
  const fromParam = async (idText: string) => {
    const entry = await find(Number(idText));
    if (!entry) throw notFound('eventNotFound');
    return entry;
  };
  app.decorate('eventCatalog', {
    all: () => catalogue.get('all'),
    find,
    fromParam,
    shownFromParam: (_request, idText) => fromParam(idText),
    invalidate: () => {},
  });
  app.decorate('orderBooks', createReadCache((eventId: number) => loadOrderBook(tx, eventId), asSeeded));
  const plans = createReadCache(async (eventId: number) => loadEventPlans(tx, await find(eventId)), asSeeded);
  app.decorate('eventPlans', { get: (eventId: number) => plans.get(eventId) });
  return app;
}
