import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyPluginAsync, type FastifyReply, type FastifyRequest, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './platform/config.ts';
import { listenForCatalogueChanges, type CatalogueChanges } from './platform/db/catalogue-changes.ts';
import type { Db } from './platform/db/client.ts';
import { errorsPlugin } from './platform/http/errors.ts';
import { frameworkErrors, inputGuardPlugin } from './platform/http/input-guard.ts';
import { noStorePlugin } from './platform/http/no-store.ts';
import { langPlugin } from './platform/http/lang.ts';
import { requestLimitStore } from './platform/http/request-limits.ts';
import { authPlugin } from './platform/auth/plugin.ts';
import { authRoutes } from './platform/auth/routes.ts';
import { staffLoginRoutes } from './platform/staff-login/routes.ts';
import { registrationDeskRoutes } from './desk/registration-desk/routes.ts';
import { staffCompanyDataRoutes } from './desk/company-data/routes.ts';
import { staffBookedServicesRoutes } from './desk/booked-services/routes.ts';
import { invoicingRoutes } from './invoicing/routes.ts';
import { bankStatementRoutes } from './invoicing/payments/routes.ts';
import { dunningRoutes } from './invoicing/dunning/routes.ts';
import { renderDunningNotice } from './invoicing/dunning/notice-pdf.ts';
import { openItemRoutes } from './invoicing/open-items/routes.ts';
import { openItemsExportRoutes } from './desk/open-items-export/routes.ts';
import { statementOfAccountRoutes } from './portal/payment/statement-of-account-routes.ts';
import { refundRoutes } from './invoicing/payments/refund-routes.ts';
import { paymentRoutes } from './portal/payment/routes.ts';
import { exhibitorInvoicingRoutes } from './invoicing/exhibitor-routes.ts';
import { renderInvoiceDocument } from './invoicing/invoice-document-renderer.ts';
import { invoiceOnConfirmation } from './invoicing/invoice-on-confirmation.ts';
import { registerDocumentRenderer } from './documents/document-pdf.ts';
import { backofficeRoutes } from './desk/offers/routes.ts';
import { catalogueRoutes } from './selling/offers/catalogue-routes.ts';
import { catalogueAdminRoutes } from './catalogue/admin/routes.ts';
import { hallPlanRoutes } from './halls/plans/routes.ts';
import { eventHallRoutes } from './halls/event-halls/routes.ts';
import { eventPlanRoutes } from './halls/event-plan/routes.ts';
import { standSaleRoutes } from './halls/stand-sales/routes.ts';
import { deskStandSaleRoutes } from './desk/stand-sales/routes.ts';
import { deskStandPriceRoutes } from './desk/stand-sales/price-routes.ts';
import { deskStandWishRoutes } from './desk/stand-sales/wish-routes.ts';
import { hallPlanExportRoutes } from './desk/hall-plan-exports/routes.ts';
import { exhibitorPlanRoutes } from './selling/exhibitor-plan/routes.ts';
import { companyRoutes } from './portal/company/routes.ts';
import { configuratorRoutes } from './selling/configurator/routes.ts';
import { docsRoutes, openApiPlugin } from './platform/docs/openapi.ts';
import { metricsPlugin, type PoolStats } from './platform/metrics/plugin.ts';
import { eventRoutes } from './catalogue/events/routes.ts';
import { offerRoutes } from './selling/offers/routes.ts';
import { orderRoutes } from './selling/orders/routes.ts';
import { confirmationRoutes } from './portal/confirmation/routes.ts';
import { proFormaRoutes } from './invoicing/pro-forma/routes.ts';
import { companyDataRoutes } from './portal/company-data/routes.ts';
import { documentRoutes } from './portal/documents/routes.ts';
import { passwordResetRoutes } from './platform/credentials/password-reset/routes.ts';
import { credentialRequestRoutes } from './platform/credentials/requests/routes.ts';
import { staffRoutes } from './admin/staff/routes.ts';
import { outboxRoutes } from './admin/outbox/outbox-routes.ts';
import { settingsRoutes } from './admin/settings/routes.ts';
import { staffAdminRoutes } from './admin/staff/admin-routes.ts';
import { staffSessionRoutes } from './admin/staff/session-routes.ts';
import { twoFactorRoutes } from './admin/staff/two-factor-routes.ts';
import { auditRoutes } from './admin/audit/routes.ts';
import { eventDashboardRoutes } from './desk/event-dashboard/routes.ts';
import { registrationRoutes } from './portal/registrations/routes.ts';
import { calendarRoutes } from './portal/calendar/routes.ts';
import { eventDateRoutes } from './catalogue/event-dates/routes.ts';
import { searchRoutes } from './desk/search/routes.ts';
import { registrationExportRoutes } from './desk/registration-exports/routes.ts';
import { fileRoutes } from './platform/files/routes.ts';
import { uploadRoutes } from './platform/files/upload-routes.ts';
import { healthRoutes } from './platform/health/routes.ts';
import { referenceRoutes } from './catalogue/reference/routes.ts';
import { webRoutes } from './platform/web/routes.ts';

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
  /**
   * Sees every answer as the route made it (before the serializer encodes it through the route's answer schema)
   * and as it is sent: the tests hold each one to the schema its route declares (test/answer-check.ts).
   */
  onAnswer?: Record<'made' | 'sent', (request: FastifyRequest, reply: FastifyReply, payload: unknown) => void>;
}

/** The whole HTTP application, without listening, so tests can `inject()` into it. */
export async function buildApp(options: BuildAppOptions) {
  const { db, config, logger = false, extraRoutes, onMailQueued = () => {}, mailWorkerAlive = () => true, poolStats, webRoot, onAnswer } = options;
  const app = Fastify({ logger, bodyLimit: 1_048_576, trustProxy: config.trustProxy, frameworkErrors }).withTypeProvider<ZodTypeProvider>();
  // Every route as registered, for the check that the API document lists them all (platform/docs).
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
  // Before every plugin, so that it sees the answers of all routes, as made and as serialised (before compression).
  if (onAnswer) {
    app.addHook('preSerialization', async (request, reply, payload) => {
      onAnswer.made(request, reply, payload);
      return payload;
    });
    app.addHook('onSend', async (request, reply, payload) => {
      onAnswer.sent(request, reply, payload);
      return payload;
    });
  }

  // The documents layer prints what the layers above own through the renderers they give it.
  registerDocumentRenderer(renderInvoiceDocument);
  registerDocumentRenderer(renderDunningNotice);

  await app.register(langPlugin);
  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(noStorePlugin);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // The back office shows an invoice's draft PDF, fetched as a blob, in a frame before it is issued.
        frameSrc: ["'self'", 'blob:'],
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
  // the built assets come precompressed (platform/web/routes.ts). Requests are not decompressed: no client of
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
  await app.register(staffLoginRoutes);
  await app.register(companyRoutes);
  await app.register(catalogueRoutes);
  await app.register(configuratorRoutes);
  await app.register(offerRoutes);
  await app.register(proFormaRoutes);
  // A logged-in contact's registration is confirmed with its order: invoiced on confirmation as the mailed link's is.
  await app.register(orderRoutes, { onConfirmedAtOnce: (registrationId) => invoiceOnConfirmation(app, registrationId, null) });
  await app.register(confirmationRoutes);
  await app.register(registrationRoutes);
  await app.register(eventDateRoutes);
  await app.register(searchRoutes);
  await app.register(calendarRoutes);
  await app.register(companyDataRoutes);
  await app.register(documentRoutes);
  await app.register(exhibitorInvoicingRoutes);
  await app.register(paymentRoutes);
  await app.register(passwordResetRoutes);
  await app.register(staffRoutes);
  await app.register(fileRoutes);
  await app.register(uploadRoutes);
  await app.register(backofficeRoutes);
  await app.register(registrationExportRoutes);
  await app.register(registrationDeskRoutes);
  await app.register(staffCompanyDataRoutes);
  await app.register(staffBookedServicesRoutes);
  await app.register(invoicingRoutes);
  await app.register(bankStatementRoutes);
  await app.register(dunningRoutes);
  await app.register(openItemRoutes);
  await app.register(openItemsExportRoutes);
  await app.register(statementOfAccountRoutes);
  await app.register(refundRoutes);
  await app.register(catalogueAdminRoutes);
  await app.register(hallPlanRoutes);
  await app.register(eventHallRoutes);
  await app.register(eventPlanRoutes);
  await app.register(standSaleRoutes);
  await app.register(deskStandSaleRoutes);
  await app.register(deskStandPriceRoutes);
  await app.register(deskStandWishRoutes);
  await app.register(hallPlanExportRoutes);
  await app.register(exhibitorPlanRoutes);
  await app.register(settingsRoutes);
  await app.register(staffAdminRoutes);
  await app.register(staffSessionRoutes);
  await app.register(twoFactorRoutes);
  await app.register(outboxRoutes);
  await app.register(auditRoutes);
  await app.register(credentialRequestRoutes);
  await app.register(eventDashboardRoutes);
  await app.register(docsRoutes);
  if (extraRoutes) await app.register(extraRoutes);
  await app.register(webRoutes, { root: webRoot });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
