import { configurationSchema, orderResultSchema, type Configuration } from '@messeportal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { idempotencyKeyOf, requestHash } from '../../platform/http/idempotency.ts';
import type { Caller } from '../../platform/auth/plugin.ts';
import { placeOrder } from './place-order.ts';
import { answers } from '../../platform/http/answers.ts';

export interface OrderRoutesOptions {
  /** Called after the order's transaction when its registration is confirmed at once (see OrderResult.isConfirmed). */
  onConfirmedAtOnce?: (registrationId: number) => Promise<unknown>;
}

/** Binding orders (anonymous new exhibitor, logged-in exhibitor). */
export const orderRoutes: FastifyPluginAsyncZod<OrderRoutesOptions> = async (app, options) => {
  const order = async (request: FastifyRequest<{ Body: Configuration }>, caller: Caller | null) => {
    const key = idempotencyKeyOf(request);
    const result = await placeOrder(app, {
      configuration: request.body,
      caller,
      lang: request.lang,
      idempotency: key ? { key, hash: requestHash(request.body) } : undefined,
    });
    if (result.type === 'registration' && result.isConfirmed) await options.onConfirmedAtOnce?.(result.registrationId);
    return result;
  };

  // Anonymous orders create companies and send mails, so a client may place only a few per window.
  const anonymous = { access: 'public' as const, rateLimit: { max: app.config.orderLimitPerAddress, timeWindow: '10 minutes' } };
  // A new exhibitor orders here, whatever token the browser still holds.
  app.post('/pub/order', { config: anonymous, schema: { body: configurationSchema, response: answers(orderResultSchema) } }, (request) => order(request, null));
  app.post('/fe/order', { config: { access: 'exhibitor' }, schema: { body: configurationSchema, response: answers(orderResultSchema) } }, async (request) =>
    order(request, await request.caller()),
  );

};
