import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookletAdminRoutes } from './booklet-routes.ts';
import { mediaAdminRoutes } from './media-routes.ts';

/** Media groups, an event's media and its order booklet in the back office (issue 15 point 4). */
export const mediaBookletAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(mediaAdminRoutes);
  await app.register(bookletAdminRoutes);
};
