import {
  adminEventDetailAnswerSchema,
  adminEventsAnswerSchema,
  copyEventAnswerSchema,
  copyEventInputSchema,
  eventInputSchema,
  publishEventInputSchema,
  saveEventAnswerSchema,
  type AdminEventDetailAnswer,
  type AdminEventsAnswer,
  type CopyEventAnswer,
  type SaveEventAnswer,
} from '@messeportal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../platform/http/app-error.ts';
import { idFromParam, idParamsSchema } from '../../platform/http/params.ts';
import { staffRoute, staffOf } from '../../platform/auth/staff.ts';
import { copyEvent } from './copy-event.ts';
import { presentAdminEvent, presentEventListItem, presentProductGroup, presentStandConfig } from './event-presenter.ts';
import { findEvent, listEvents, listEventProductGroups, listStandConfigs, organiserTimeZone } from './event-repo.ts';
import { createEvent, updateEvent } from './event-save.ts';
import { publishEvent } from './publish-event.ts';
import { productGroupAdminRoutes } from './product-group-routes.ts';
import { standConfigAdminRoutes } from './stand-config-routes.ts';
import { answers } from '../../platform/http/answers.ts';

/**
 * The organiser's events (issue 15): list, create, read and save one with its catalogue, copy it to a new
 * edition. Stand types and product groups have their own routes.
 */
export const eventAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = staffRoute('catalogue', 'read');
  const write = staffRoute('catalogue', 'write');

  /** The event with every field, read fresh from the database (not the configurator's cache); 404 when unknown. */
  const eventOr404 = async (id: number) => {
    const found = await findEvent(app.db, id);
    if (!found) throw notFound('eventNotFound');
    return found;
  };
  const savedEvent = async (id: number) => {
    const [found, timeZone] = [await eventOr404(id), await organiserTimeZone(app.db)];
    return { success: true, event: presentAdminEvent(found, timeZone, new Date()) } satisfies SaveEventAnswer;
  };

  app.get('/be/admin/events', { config: read, schema: { response: answers(adminEventsAnswerSchema) } }, async () => {
    const [rows, timeZone] = [await listEvents(app.db), await organiserTimeZone(app.db)];
    const now = new Date();
    return { events: rows.map((row) => presentEventListItem(row, timeZone, now)), timeZone } satisfies AdminEventsAnswer;
  });

  app.post('/be/admin/events', { config: write, schema: { body: eventInputSchema, response: answers(saveEventAnswerSchema) } }, async (request) => {
    const id = await createEvent(app, request.body, await staffOf(request));
    return savedEvent(id);
  });

  app.get('/be/admin/event/:id', { config: read, schema: { params: idParamsSchema, response: answers(adminEventDetailAnswerSchema) } }, async (request) => {
    const found = await eventOr404(idFromParam(request.params.id, 'eventNotFound'));
    const { id } = found.event;
    const standConfigs = await listStandConfigs(app.db, { eventId: id });
    const [productGroups, timeZone] = [await listEventProductGroups(app.db, id), await organiserTimeZone(app.db)];
    return {
      event: presentAdminEvent(found, timeZone, new Date()),
      standConfigs: standConfigs.map(presentStandConfig),
      productGroups: productGroups.map(presentProductGroup),
      timeZone,
    } satisfies AdminEventDetailAnswer;
  });

  app.put('/be/admin/event/:id', { config: write, schema: { params: idParamsSchema, body: eventInputSchema, response: answers(saveEventAnswerSchema) } }, async (request) => {
    const { event } = await eventOr404(idFromParam(request.params.id, 'eventNotFound'));
    await updateEvent(app, event.id, request.body, await staffOf(request));
    return savedEvent(event.id);
  });

  // Its own call, not a field of the form: publishing is a decision of its own, one audit entry.
  app.put('/be/admin/event/:id/published', { config: write, schema: { params: idParamsSchema, body: publishEventInputSchema, response: answers(saveEventAnswerSchema) } }, async (request) => {
    const id = idFromParam(request.params.id, 'eventNotFound');
    await publishEvent(app, id, request.body.isPublished, await staffOf(request));
    return savedEvent(id);
  });

  app.post('/be/admin/event/:id/copy', { config: write, schema: { params: idParamsSchema, body: copyEventInputSchema, response: answers(copyEventAnswerSchema) } }, async (request) => {
    const fromEventId = idFromParam(request.params.id, 'eventNotFound');
    const { id, shiftDays } = await copyEvent(app, fromEventId, request.body, await staffOf(request));
    return { success: true, id, shiftDays } satisfies CopyEventAnswer;
  });

  await app.register(standConfigAdminRoutes);
  await app.register(productGroupAdminRoutes);
};
