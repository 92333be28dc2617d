import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

export const webRoot = fileURLToPath(new URL('../../../../web/dist', import.meta.url));

/** Serves the built web app; the API works without it (tests, or before the first build). */
export const webRoutes: FastifyPluginAsync<{ root?: string }> = async (app, { root = webRoot }) => {
  if (!existsSync(root)) {
    app.log.warn(`web app not built (${root} missing): serving the API only`);
    return;
  }
  // The shell and its assets are for everyone; this hook only sees the routes of this (encapsulated) plugin.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: 'public' };
  });
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    // The build writes .br and .gz beside each hashed asset (apps/web/vite.config.ts); the one the browser
    // accepts is sent, with Vary: Accept-Encoding, else the file itself.
    preCompressed: true,
    setHeaders(res, path) {
      // Vite names assets by content hash, so they never change; index.html must always be fresh.
      res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
};
