import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const eventAdminRoutes: FastifyPluginAsyncZod = async () => {};
