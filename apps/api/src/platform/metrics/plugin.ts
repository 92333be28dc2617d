import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { unauthorized } from '../http/app-error.ts';
import { bearerToken } from '../auth/token.ts';
import { outboxByState } from './repo.ts';

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface MetricsOptions {
  /** The bearer token a scraper sends; without one there is no /metrics at all. */
  token: string | undefined;
  /** The database connection pool's counts (PostgreSQL; PGlite has no pool). */
  poolStats?: () => PoolStats;
}

const sameToken = (given: string | undefined, expected: string) =>
  given !== undefined && given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/**
 * Metrics in the Prometheus text format at /metrics, off unless METRICS_TOKEN is set, and then only for a
 * caller with that bearer token: requests by route and status, their latency, the mail outbox by state (its
 * queue and its failures), the database pool and the process's own figures. Each app has its own registry.
 */
export const metricsPlugin = fp<MetricsOptions>(async (app, { token, poolStats }) => {
  if (!token) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({ name: 'http_requests_total', help: 'Answered requests', labelNames: ['method', 'route', 'status'], registers: [registry] });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  new Gauge({
    name: 'mail_outbox_mails',
    help: 'Mails in the outbox by state: pending and sending are the queue, failed gave up after the last attempt',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const counts = await outboxByState(app.db);
      for (const state of ['pending', 'sending', 'sent', 'failed']) this.set({ state }, counts[state] ?? 0);
    },
  });
  if (poolStats) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'Database pool connections: total, idle, and requests waiting for one',
      labelNames: ['kind'],
      registers: [registry],
      collect() {
        const stats = poolStats();
        for (const kind of ['total', 'idle', 'waiting'] as const) this.set({ kind }, stats[kind]);
      },
    });
  }

  app.addHook('onResponse', async (request, reply) => {
    // Unmatched paths share one label, so scanners cannot blow up the number of series.
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status: reply.statusCode });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    if (!sameToken(bearerToken(request.headers.authorization), token)) throw unauthorized();
    reply.header('cache-control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });
});
