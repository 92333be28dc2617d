import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/app-error.ts';
import { parseId } from '../../lib/ids.ts';
import { findFileContent } from './repo.ts';

/** RFC 6266 file name: an ASCII fallback plus the UTF-8 original. */
const disposition = (name: string) =>
  `inline; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [path, variant] of [['/pub/file/:id', 'data'], ['/pub/file/:id/thumb', 'thumb']] as const) {
    app.get<{ Params: { id: string } }>(path, { config: { access: 'public' } }, async (request, reply) => {
      const id = parseId(request.params.id);
      const file = id === undefined ? undefined : await findFileContent(app.db, id, variant);
      if (!file?.content) throw notFound();
      return reply
        .type(variant === 'thumb' ? 'image/png' : file.mimeType)
        .header('content-disposition', disposition(file.origName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=86400')
        .send(file.content);
    });
  }
};
