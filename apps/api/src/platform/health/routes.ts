import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../http/errors.ts';
import { migrationsApplied } from './repo.ts';

type Check = 'ok' | 'failing';

/**
 * For load balancers and orchestrators. Live: the process answers. Ready: it can serve — the database is
 * reachable and migrated, and the mail worker (or, without SMTP, the outbox log) still runs its rounds.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const noStore = (reply: { header(name: string, value: string): unknown }) => reply.header('cache-control', 'no-store');

  app.get('/health/live', { config: { access: 'public' } }, async (_request, reply) => {
    noStore(reply);
    return { status: 'live' };
  });

  app.get('/health/ready', { config: { access: 'public' } }, async (request, reply) => {
    noStore(reply);
    let database: Check = 'ok';
    let migrations: Check = 'ok';
    try {
      if (!(await migrationsApplied(app.db))) migrations = 'failing';
    } catch (error) {
      if (!isDatabaseUnavailable(error)) request.log.error({ err: error }, 'readiness check failed');
      database = migrations = 'failing';
    }
    const checks = { database, migrations, mailWorker: (app.mailWorkerAlive() ? 'ok' : 'failing') as Check };
    const ready = Object.values(checks).every((check) => check === 'ok');
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', checks });
  });
};
