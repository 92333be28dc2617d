import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const mediaBookletAdminRoutes: FastifyPluginAsyncZod = async () => {};
