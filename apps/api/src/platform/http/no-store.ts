import fp from 'fastify-plugin';

/**
 * Answers that belong to someone are never kept by a browser or a proxy: every call of a logged-in area
 * (exhibitor, staff) and every public call that changes something or hands out a token (login, orders).
 * Public reads (the catalogue, files, the web app) keep their own caching.
 */
export const noStorePlugin = fp(async (app) => {
  app.addHook('onSend', async (request, reply, payload) => {
    const personal = (request.routeOptions.config?.access ?? 'exhibitor') !== 'public' || request.method !== 'GET';
    if (personal && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
});
