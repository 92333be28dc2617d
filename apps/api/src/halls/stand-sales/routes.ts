import { standHoldAnswerSchema, standHoldInputSchema, standReleaseInputSchema, standStatesAnswerSchema } from '@messeportal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers } from '../../platform/http/answers.ts';
import { idParamsSchema } from '../../platform/http/params.ts';
import { holdStand, releaseHold } from './hold-stand.ts';
import { standStates } from './stand-states.ts';

/** The sales state of the stands on an event's plans (issue 31), and a visitor's hold on one of them. */
export const standSaleRoutes: FastifyPluginAsyncZod = async (app) => {
  const open = { access: 'public' as const };

  app.get(
    '/pub/event/:id/plan/states',
    { config: open, schema: { params: idParamsSchema, querystring: z.object({ token: z.string().max(200).optional() }), response: answers(standStatesAnswerSchema) } },
    async (request) => {
      const entry = await app.eventCatalog.shownFromParam(request, request.params.id);
      return standStates(app, entry.event.id, request.query.token);
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
