import { configurationSchema, type Configuration, type SuccessAnswer } from '@messeportal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { idempotencyKeyOf, requestHash } from '../../http/idempotency.ts';
import { parseId } from '../../lib/ids.ts';
import type { Caller } from '../auth/plugin.ts';
import { hashToken, isTokenForm } from '../auth/token.ts';
import { invoiceOnConfirmation } from '../invoicing/invoice-on-confirmation.ts';
import { placeOrder } from './place-order.ts';
import { confirmRegistration } from './repo.ts';

/** Binding orders (anonymous new exhibitor, logged-in exhibitor) and the double opt-in confirmation. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const order = async (request: FastifyRequest<{ Body: Configuration }>, caller: Caller | null) => {
    const key = idempotencyKeyOf(request);
    return placeOrder(app, {
      configuration: request.body,
      caller,
      lang: request.lang,
      idempotency: key ? { key, hash: requestHash(request.body) } : undefined,
    });
  };

  // Anonymous orders create companies and send mails, so a client may place only a few per window.
  const anonymous = { access: 'public' as const, rateLimit: { max: app.config.orderLimitPerAddress, timeWindow: '10 minutes' } };
  // A new exhibitor orders here, whatever token the browser still holds.
  app.post('/pub/order', { config: anonymous, schema: { body: configurationSchema } }, (request) => order(request, null));
  app.post('/fe/order', { config: { access: 'exhibitor' }, schema: { body: configurationSchema } }, async (request) =>
    order(request, await request.caller()),
  );

  const confirming = { access: 'public' as const, rateLimit: { max: app.config.confirmLimitPerAddress, timeWindow: '10 minutes' } };
  app.post<{ Params: { id: string; token: string } }>('/pub/confirm/:id/:token', { config: confirming }, async (request) => {
    const id = parseId(request.params.id);
    const token = request.params.token;
    const valid = id !== undefined && isTokenForm(token) && (await confirmRegistration(app.db, id, hashToken(token)));
    if (!valid) throw new AppError(410, 'confirmLinkInvalid', { property: 'token' });
    await invoiceOnConfirmation(app, id, null);
    return { success: true } satisfies SuccessAnswer;
  });
};
