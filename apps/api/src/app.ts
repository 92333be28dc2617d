import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyPluginAsync, type FastifyReply, type FastifyRequest, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import { listenForCatalogueChanges, type CatalogueChanges } from './db/catalogue-changes.ts';
import type { Db } from './db/client.ts';
import { errorsPlugin } from './http/errors.ts';
import { frameworkErrors, inputGuardPlugin } from './http/input-guard.ts';
import { noStorePlugin } from './http/no-store.ts';
import { langPlugin } from './http/lang.ts';
import { requestLimitStore } from './http/request-limits.ts';
import { authPlugin } from './modules/auth/plugin.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { registrationDeskRoutes } from './modules/registration-desk/routes.ts';
import { invoicingRoutes } from './modules/invoicing/routes.ts';
import { backofficeRoutes } from './modules/backoffice/routes.ts';
import { catalogueRoutes } from './modules/catalogue/routes.ts';
import { catalogueAdminRoutes } from './modules/catalogue-admin/routes.ts';
import { companyRoutes } from './modules/company/routes.ts';
import { configuratorRoutes } from './modules/configurator/routes.ts';
import { docsRoutes, openApiPlugin } from './modules/docs/openapi.ts';
import { metricsPlugin, type PoolStats } from './modules/metrics/plugin.ts';
import { eventRoutes } from './modules/events/routes.ts';
import { offerRoutes } from './modules/offers/routes.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { companyDataRoutes } from './modules/company-data/routes.ts';
import { documentRoutes } from './modules/documents/routes.ts';
import { passwordResetRoutes } from './modules/password-reset/routes.ts';
import { credentialRequestRoutes } from './modules/credential-requests/routes.ts';
import { staffRoutes } from './modules/staff/routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { staffAdminRoutes } from './modules/staff/admin-routes.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { eventDashboardRoutes } from './modules/event-dashboard/routes.ts';
import { registrationRoutes } from './modules/registrations/routes.ts';
import { registrationExportRoutes } from './modules/registration-exports/routes.ts';
import { fileRoutes } from './modules/files/routes.ts';
import { uploadRoutes } from './modules/files/upload-routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { referenceRoutes } from './modules/reference/routes.ts';
import { webRoutes } from './modules/web/routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: AppConfig;
    /** Tells the mail worker that mails were queued, so they go out now rather than at its next poll. */
    mailQueued: () => void;
    /** Whether the mail worker (or the outbox log) still runs its rounds, for the readiness check. */
    mailWorkerAlive: () => boolean;
    registeredRoutes: readonly RouteOptions[];
    /** The catalogue's versions as the database announces its changes, for the catalogue caches. */
    catalogueChanges: CatalogueChanges;
  }
}

export interface BuildAppOptions {
  db: Db;
  config: AppConfig;
  logger?: FastifyServerOptions['logger'];
  /** Extra routes registered after the product's own (the bench's reference routes). */
  extraRoutes?: FastifyPluginAsync;
  onMailQueued?: () => void;
  mailWorkerAlive?: () => boolean;
  /** The database pool's counts for /metrics (PostgreSQL). */
  poolStats?: () => PoolStats;
  /** The built web app to serve (default: apps/web/dist); tests point it at a folder of their own. */
  webRoot?: string;
  /** Sees every answer as it is sent: the tests hold each one to its schema in the domain (test/answer-check.ts). */
  onAnswer?: (request: FastifyRequest, reply: FastifyReply, payload: unknown) => void;
}

/** The whole HTTP application, without listening, so tests can `inject()` into it. */
export async function buildApp(options: BuildAppOptions) {
  const { db, config, logger = false, extraRoutes, onMailQueued = () => {}, mailWorkerAlive = () => true, poolStats, webRoot, onAnswer } = options;
  const app = Fastify({ logger, bodyLimit: 1_048_576, trustProxy: config.trustProxy, frameworkErrors }).withTypeProvider<ZodTypeProvider>();
  // Every route as registered, for the check that the API document lists them all (modules/docs).
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => void routes.push(route));
  app.decorate('registeredRoutes', routes);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('mailQueued', onMailQueued);
  app.decorate('mailWorkerAlive', mailWorkerAlive);
  const catalogueChanges = await listenForCatalogueChanges(db);
  app.decorate('catalogueChanges', catalogueChanges);
  app.addHook('onClose', () => catalogueChanges.close());
  // Before every plugin, so that it sees the answers of all routes, as serialised and before compression.
  if (onAnswer) {
    app.addHook('onSend', async (request, reply, payload) => {
      onAnswer(request, reply, payload);
      return payload;
    });
  }

  await app.register(langPlugin);
  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(noStorePlugin);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // Mantine writes its CSS variables into style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        // Plain HTTP on a LAN address must keep working; TLS is the reverse proxy's business.
        upgradeInsecureRequests: null,
      },
    },
  });
  // JSON answers (and the shell) compressed as the browser accepts; brotli at quality 4, not zlib's 11, which
  // would cost more CPU than it saves on the wire. PDFs and images are compressed already and sent as they are;
  // the built assets come precompressed (modules/web/routes.ts). Requests are not decompressed: no client of
  // this API sends compressed bodies.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: /^(?:text\/|application\/(?:json|javascript)|image\/svg\+xml)/,
    globalDecompression: false,
  });
  // Limits count in PostgreSQL, so they hold across processes and restarts.
  await app.register(rateLimit, { global: false, store: requestLimitStore(db) });
  await app.register(authPlugin);
  await app.register(metricsPlugin, { token: config.metricsToken, poolStats });
  await app.register(openApiPlugin);

  await app.register(healthRoutes);
  await app.register(referenceRoutes);
  await app.register(eventRoutes);
  await app.register(authRoutes);
  await app.register(companyRoutes);
  await app.register(catalogueRoutes);
  await app.register(configuratorRoutes);
  await app.register(offerRoutes);
  await app.register(orderRoutes);
  await app.register(registrationRoutes);
  await app.register(companyDataRoutes);
  await app.register(documentRoutes);
  await app.register(passwordResetRoutes);
  await app.register(staffRoutes);
  await app.register(fileRoutes);
  await app.register(uploadRoutes);
  await app.register(backofficeRoutes);
  await app.register(registrationExportRoutes);
  await app.register(registrationDeskRoutes);
  await app.register(invoicingRoutes);
  await app.register(catalogueAdminRoutes);
  await app.register(settingsRoutes);
  await app.register(staffAdminRoutes);
  await app.register(auditRoutes);
  await app.register(credentialRequestRoutes);
  await app.register(eventDashboardRoutes);
  await app.register(docsRoutes);
  if (extraRoutes) await app.register(extraRoutes);
  await app.register(webRoutes, { root: webRoot });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
