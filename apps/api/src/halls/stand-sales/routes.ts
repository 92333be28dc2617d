import { currentHoldAnswerSchema, standHoldAnswerSchema, standHoldInputSchema, standReleaseInputSchema, standStatesAnswerSchema } from '@messeportal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers } from '../../platform/http/answers.ts';
import { idParamsSchema } from '../../platform/http/params.ts';
import { sendPrecompressed } from '../../platform/lib/precompressed.ts';
import { currentHold, holdStand, releaseHold } from './hold-stand.ts';
import { standStatesCache } from './stand-states.ts';

/** The sales state of the stands on an event's plans (issue 31), and a visitor's hold on one of them. */
export const standSaleRoutes: FastifyPluginAsyncZod = async (app) => {
  const open = { access: 'public' as const };
  const states = standStatesCache(app);

  app.get('/pub/event/:id/plan/states', { config: open, schema: { params: idParamsSchema, response: answers(standStatesAnswerSchema) } }, async (request, reply) => {
    const entry = await app.eventCatalog.shownFromParam(request, request.params.id);
    return sendPrecompressed(request, reply, await states(entry.event.id), entry.event.isPublished ? 'public' : 'private');
  });

  app.get(
    '/pub/event/:id/stand-hold',
    { config: open, schema: { params: idParamsSchema, querystring: z.object({ token: z.string().max(200).optional() }), response: answers(currentHoldAnswerSchema) } },
    async (request) => {
      const entry = await app.eventCatalog.shownFromParam(request, request.params.id);
      return { hold: await currentHold(app, entry.event.id, request.query.token) };
    },
  );

  app.post('/pub/event/:id/stand-hold', { config: open, schema: { params: idParamsSchema, body: standHoldInputSchema, response: answers(standHoldAnswerSchema) } }, async (request) => {
    const entry = await app.eventCatalog.shownFromParam(request, request.params.id);
    return holdStand(app, entry.event, request.body);
  });

  app.delete('/pub/event/:id/stand-hold', { config: open, schema: { params: idParamsSchema, body: standReleaseInputSchema, response: answers(z.object({ success: z.literal(true) })) } }, async (request) => {
    const entry = await app.eventCatalog.shownFromParam(request, request.params.id);
    await releaseHold(app, entry.event.id, request.body.token);
    return { success: true as const };
  });
};
