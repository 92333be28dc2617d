import { deskStandWishesAnswerSchema } from '@messeportal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffRoute } from '../../platform/auth/staff.ts';
import { answers } from '../../platform/http/answers.ts';
import { deskStandWishes } from './desk-stand-wishes.ts';

/** The exhibitors' stand wishes at the desk (issue 31), with the wishes a placement does not meet. */
export const deskStandWishRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/be/event/:id/stand-wishes', { config: staffRoute('registration', 'read'), schema: { params: z.object({ id: z.string() }), response: answers(deskStandWishesAnswerSchema) } }, async (request) => {
    const entry = await app.eventCatalog.fromParam(request.params.id);
    return deskStandWishes(app, entry.event.id);
  });
};
