import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isDatabaseUnavailable } from '../http/errors.ts';
import { migrationsApplied } from './repo.ts';

type Check = 'ok' | 'failing';

/** The operators' answers (not the web's, so not in the domain): the process's state and, when ready, each check's. */
const check = z.enum(['ok', 'failing']);
const liveAnswer = { 200: z.object({ status: z.literal('live') }) };
const readyAnswer = z.object({ status: z.enum(['ready', 'unavailable']), checks: z.object({ database: check, migrations: check, mailWorker: check }) });

/**
 * For load balancers and orchestrators. Live: the process answers. Ready: it can serve — the database is
 * reachable and migrated, and the mail worker (or, without SMTP, the outbox log) still runs its rounds.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const noStore = (reply: { header(name: string, value: string): unknown }) => reply.header('cache-control', 'no-store');

  app.get('/health/live', { config: { access: 'public' }, schema: { response: liveAnswer } }, async (_request, reply) => {
    noStore(reply);
    return { status: 'live' as const };
  });

  app.get('/health/ready', { config: { access: 'public' }, schema: { response: { 200: readyAnswer, 503: readyAnswer } } }, async (request, reply) => {
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
