import { eventHallsAnswerSchema, eventHallsInputSchema, type EventHallsAnswer } from '@messeportal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffOf, staffRoute } from '../../platform/auth/staff.ts';
import { answers } from '../../platform/http/answers.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { idFromParam, idParamsSchema } from '../../platform/http/params.ts';
import { eventSelling, listEventHalls } from './repo.ts';
import { saveEventHalls } from './save-event-halls.ts';

/** Which halls an event sells and how (issue 31): set up with the catalogue, by admins. */
export const eventHallRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/be/admin/event/:id/halls', { config: staffRoute('catalogue', 'read'), schema: { params: idParamsSchema, response: answers(eventHallsAnswerSchema) } }, async (request) => {
    const eventId = idFromParam(request.params.id, 'eventNotFound');
    const selling = await eventSelling(app.db, eventId);
    if (!selling) throw notFound('eventNotFound');
    return { halls: await listEventHalls(app.db, eventId), ...selling } satisfies EventHallsAnswer;
  });

  app.put(
    '/be/admin/event/:id/halls',
    { config: staffRoute('catalogue', 'write'), schema: { params: idParamsSchema, body: eventHallsInputSchema, response: answers(z.object({ success: z.literal(true) })) } },
    async (request) => {
      await saveEventHalls(app, idFromParam(request.params.id, 'eventNotFound'), request.body, await staffOf(request));
      return { success: true as const };
    },
  );
};
