import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { download } from '../http/answers.ts';
import { notFound } from '../http/app-error.ts';
import { parseFileId } from '../lib/ids.ts';
import { contentDisposition } from './content-disposition.ts';
import { findFileContent } from './repo.ts';

export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [path, variant] of [['/pub/file/:id', 'data'], ['/pub/file/:id/thumb', 'thumb']] as const) {
    const response = variant === 'thumb' ? download('its 80x60 thumbnail', 'image/png') : download('the stored file as uploaded', '*/*');
    app.get<{ Params: { id: string } }>(path, { config: { access: 'public' }, schema: { response } }, async (request, reply) => {
      const id = parseFileId(request.params.id);
      const file = id === undefined ? undefined : await findFileContent(app.db, id, variant);
      if (!file?.content) throw notFound();
      // Images open in the browser; anything else (PDF, EPS, Word) is saved, so nobody's upload runs inside
      // the app's own origin (a PDF can carry scripts and forms).
      const inline = variant === 'thumb' || file.isImage;
      return reply
        .type(variant === 'thumb' ? 'image/png' : file.mimeType)
        .header('content-disposition', contentDisposition(file.origName, inline))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=86400')
        .send(file.content);
    });
  }
};
