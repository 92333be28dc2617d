import {
  adminBookletAnswerSchema,
  bookletGroupInputSchema,
  bookletItemInputSchema,
  bookletOrderInputSchema,
  deletedAnswerSchema,
  saveBookletGroupAnswerSchema,
  saveBookletItemAnswerSchema,
  type AdminBookletAnswer,
  type DeletedAnswer,
  type SaveBookletGroupAnswer,
  type SaveBookletItemAnswer,
} from '@messeportal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../platform/http/params.ts';
import { staffRoute, staffOf } from '../../platform/auth/staff.ts';
import { createBookletGroup, deleteBookletGroup, updateBookletGroup } from './booklet-group-save.ts';
import { createBookletItem, deleteBookletItem, updateBookletItem } from './booklet-item-save.ts';
import { presentAdminBooklet, presentAdminBookletGroup, presentAdminBookletItem } from './booklet-presenter.ts';
import { listGroupItems, loadAdminBooklet } from './booklet-repo.ts';
import { reorderBooklet } from './booklet-reorder.ts';
import { idOf } from './media-booklet-rows.ts';
import { changeCatalogue } from './catalogue-write.ts';
import { answers } from '../../platform/http/answers.ts';

const read = staffRoute('catalogue', 'read');
const write = staffRoute('catalogue', 'write');

/** The order booklet of an event as the back office edits it: groups, items of every type, their order (issue 15). */
export const bookletAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/be/admin/event/:id/booklet', { config: read, schema: { params: idParamsSchema, response: answers(adminBookletAnswerSchema) } }, async (request) => {
    const { event } = await app.eventCatalog.fromParam(request.params.id);
    return presentAdminBooklet(await loadAdminBooklet(app.db, event.id)) satisfies AdminBookletAnswer;
  });

  app.post('/be/admin/event/:id/booklet_groups', { config: write, schema: { params: idParamsSchema, body: bookletGroupInputSchema, response: answers(saveBookletGroupAnswerSchema) } }, async (request) => {
    const { event } = await app.eventCatalog.fromParam(request.params.id);
    const { staffUserId } = await staffOf(request);
    const created = await changeCatalogue(app, (tx) => createBookletGroup(tx, { staffUserId }, event.id, request.body));
    return { success: true, group: presentAdminBookletGroup(created, []) } satisfies SaveBookletGroupAnswer;
  });

  app.put('/be/admin/booklet_group/:id', { config: write, schema: { params: idParamsSchema, body: bookletGroupInputSchema, response: answers(saveBookletGroupAnswerSchema) } }, async (request) => {
    const id = idOf(request.params.id, 'bookletGroupNotFound');
    const { staffUserId } = await staffOf(request);
    const saved = await changeCatalogue(app, (tx) => updateBookletGroup(tx, { staffUserId }, id, request.body));
    return { success: true, group: presentAdminBookletGroup(saved, await listGroupItems(app.db, id)) } satisfies SaveBookletGroupAnswer;
  });

  app.delete('/be/admin/booklet_group/:id', { config: write, schema: { params: idParamsSchema, response: answers(deletedAnswerSchema) } }, async (request) => {
    const id = idOf(request.params.id, 'bookletGroupNotFound');
    const { staffUserId } = await staffOf(request);
    await changeCatalogue(app, (tx) => deleteBookletGroup(tx, { staffUserId }, id));
    return { success: true, id } satisfies DeletedAnswer;
  });

  app.post('/be/admin/event/:id/booklet_items', { config: write, schema: { params: idParamsSchema, body: bookletItemInputSchema, response: answers(saveBookletItemAnswerSchema) } }, async (request) => {
    const { event } = await app.eventCatalog.fromParam(request.params.id);
    const { staffUserId } = await staffOf(request);
    const created = await changeCatalogue(app, (tx) => createBookletItem(tx, { staffUserId }, event.id, request.body));
    return { success: true, item: presentAdminBookletItem(created) } satisfies SaveBookletItemAnswer;
  });

  app.put('/be/admin/booklet_item/:id', { config: write, schema: { params: idParamsSchema, body: bookletItemInputSchema, response: answers(saveBookletItemAnswerSchema) } }, async (request) => {
    const id = idOf(request.params.id, 'bookletItemNotFound');
    const { staffUserId } = await staffOf(request);
    const saved = await changeCatalogue(app, (tx) => updateBookletItem(tx, { staffUserId }, id, request.body));
    return { success: true, item: presentAdminBookletItem(saved) } satisfies SaveBookletItemAnswer;
  });

  app.delete('/be/admin/booklet_item/:id', { config: write, schema: { params: idParamsSchema, response: answers(deletedAnswerSchema) } }, async (request) => {
    const id = idOf(request.params.id, 'bookletItemNotFound');
    const { staffUserId } = await staffOf(request);
    await changeCatalogue(app, (tx) => deleteBookletItem(tx, { staffUserId }, id, request.lang));
    return { success: true, id } satisfies DeletedAnswer;
  });

  app.post('/be/admin/event/:id/booklet_order', { config: write, schema: { params: idParamsSchema, body: bookletOrderInputSchema, response: answers(adminBookletAnswerSchema) } }, async (request) => {
    const { event } = await app.eventCatalog.fromParam(request.params.id);
    const { staffUserId } = await staffOf(request);
    await changeCatalogue(app, (tx) => reorderBooklet(tx, { staffUserId }, event.id, request.body));
    return presentAdminBooklet(await loadAdminBooklet(app.db, event.id)) satisfies AdminBookletAnswer;
  });
};
