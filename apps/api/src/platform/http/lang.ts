import fp from 'fastify-plugin';
import { langFromLocale, type Lang } from '@messeportal/domain';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
  }
}

/** Every call may carry `?lang=de-DE|en-US`; answers and error texts follow it, German by default. */
export const langPlugin = fp(async (app) => {
  app.decorateRequest('lang', 'de');
  app.addHook('onRequest', async (request) => {
    request.lang = langFromLocale((request.query as Record<string, unknown> | undefined)?.lang);
  });
});
