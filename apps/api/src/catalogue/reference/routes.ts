import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { portalConfigSchema, type Lang } from '@messeportal/domain';
import { createReadCache } from '../../platform/lib/read-cache.ts';
import { sendSerialised, serialiseAnswer } from '../../platform/lib/serialised-once.ts';
import { readOrganiserSettings } from '../../platform/settings/repo.ts';
import { presentConfig } from './presenter.ts';
import { listMediaGroups, listProductGroups } from './repo.ts';
import { answers } from '../../platform/http/answers.ts';

const referencePlugin: FastifyPluginAsyncZod = async (app) => {
  const config = createReadCache(async (lang: Lang) => {
    const [productGroups, mediaGroups, organiser] = await Promise.all([listProductGroups(app.db), listMediaGroups(app.db), readOrganiserSettings(app.db)]);
    // Serialised and encoded once per language; every later answer sends the same bytes.
    return serialiseAnswer(portalConfigSchema, presentConfig(lang, productGroups, mediaGroups, organiser));
  }, () => app.catalogueChanges.version('catalogue'));
  app.decorate('referenceCache', config);

  app.get('/pub/config', { config: { access: 'public' }, schema: { response: answers(portalConfigSchema) } }, async (request, reply) => {
    return sendSerialised(reply, await config.get(request.lang));
  });
};

/** Wrapped with fastify-plugin so that its cache decoration is visible to the other modules. */
export const referenceRoutes = fp(referencePlugin);

declare module 'fastify' {
  interface FastifyInstance {
    referenceCache: { invalidate(): void };
  }
}
