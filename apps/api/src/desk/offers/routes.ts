import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listRoutes } from './list-routes.ts';
import { staffOfferRoutes } from './offer-routes.ts';

/** The back office (issue 6): every route is for organiser staff only (`access: 'staff'`). */
export const backofficeRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(listRoutes);
  await app.register(staffOfferRoutes);
};
