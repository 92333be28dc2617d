import { staffBookedServicesSchema, staffMediumBookingSchema, staffServiceBookingSchema, type MessageCode } from '@messeportal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffOf, staffRoute } from '../../platform/auth/staff.ts';
import { answers } from '../../platform/http/answers.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { idParamsSchema } from '../../platform/http/params.ts';
import { parseId } from '../../platform/lib/ids.ts';
import { bookService } from './book-service.ts';
import { changeMedium } from './change-medium.ts';
import { answerServices } from './services-answer.ts';

/** A path's id; a malformed one is the same 404 as an unknown one. */
function idOf(param: string, message: MessageCode, property: string): number {
  const id = parseId(param);
  if (!id) throw notFound(message, property);
  return id;
}

/**
 * Staff see and change the services a registration booked in the order booklet and the advertising media it
 * ordered (issue 28): every answer is the registration's booked services and media as
 * `GET /be/registration/{id}/services` gives them.
 */
export const staffBookedServicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = staffRoute('registration', 'read');
  const write = staffRoute('registration', 'write');

  app.get('/be/registration/:id/services', { config: read, schema: { params: idParamsSchema, response: answers(staffBookedServicesSchema) } }, async (request) => {
    return answerServices(app, idOf(request.params.id, 'registrationNotFound', 'id'), request.lang);
  });

  const serviceParams = z.object({ id: z.string(), itemId: z.string() });
  app.put(
    '/be/registration/:id/service/:itemId',
    { config: write, schema: { params: serviceParams, body: staffServiceBookingSchema, response: answers(staffBookedServicesSchema) } },
    async (request) => {
      const registrationId = idOf(request.params.id, 'registrationNotFound', 'id');
      const itemId = idOf(request.params.itemId, 'bookletItemNotInEvent', 'itemId');
      await bookService(app, registrationId, itemId, request.body, await staffOf(request));
      return answerServices(app, registrationId, request.lang);
    },
  );

  app.put(
    '/be/registration/:id/medium/:itemId',
    { config: write, schema: { params: serviceParams, body: staffMediumBookingSchema, response: answers(staffBookedServicesSchema) } },
    async (request) => {
      const registrationId = idOf(request.params.id, 'registrationNotFound', 'id');
      const itemId = idOf(request.params.itemId, 'mediumNotInEvent', 'itemId');
      await changeMedium(app, registrationId, itemId, request.body, await staffOf(request));
      return answerServices(app, registrationId, request.lang);
    },
  );
};
