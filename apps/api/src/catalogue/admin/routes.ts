import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventAdminRoutes } from './event-routes.ts';
import { mediaBookletAdminRoutes } from './media-booklet-routes.ts';

/**
 * The catalogue of the organiser's events under `/be/admin/…` (issue 15): events with their stand types, price
 * rules and product groups, media and the order booklet. Reading is every staff member's, writing the admins'
 * (STAFF_POLICIES.catalogue); every write is audited and announced to every API process.
 */
export const catalogueAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(eventAdminRoutes);
  await app.register(mediaBookletAdminRoutes);
};
