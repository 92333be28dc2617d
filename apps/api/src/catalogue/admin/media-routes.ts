import {
  adminMediaAnswerSchema,
  adminMediaGroupsAnswerSchema,
  deletedAnswerSchema,
  mediaGroupInputSchema,
  mediumInputSchema,
  saveMediaGroupAnswerSchema,
  saveMediumAnswerSchema,
  type AdminMediaAnswer,
  type AdminMediaGroupsAnswer,
  type DeletedAnswer,
  type SaveMediaGroupAnswer,
  type SaveMediumAnswer,
} from '@messeportal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../platform/http/params.ts';
import { staffRoute, staffOf } from '../../platform/auth/staff.ts';
import { idOf } from './media-booklet-rows.ts';
import { createMediaGroup, deleteMediaGroup, updateMediaGroup } from './media-group-save.ts';
import { changeCatalogue } from './catalogue-write.ts';
import { presentAdminMediaGroup, presentAdminMedium } from './media-presenter.ts';
import { listEventMedia, listMediaGroupsWithCounts } from './media-repo.ts';
import { createMedium, deleteMedium, updateMedium } from './media-save.ts';
import { answers } from '../../platform/http/answers.ts';

const read = staffRoute('catalogue', 'read');
const write = staffRoute('catalogue', 'write');

/** Media groups (shared by every event) and the media of an event, as the back office edits them (issue 15). */
export const mediaAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const groupAnswer = async (id: number) => {
    const group = (await listMediaGroupsWithCounts(app.db)).find((row) => row.id === id)!;
    return { success: true, mediaGroup: presentAdminMediaGroup(group) } satisfies SaveMediaGroupAnswer;
  };

  app.get('/be/admin/media_groups', { config: read, schema: { response: answers(adminMediaGroupsAnswerSchema) } }, async () => ({
    mediaGroups: (await listMediaGroupsWithCounts(app.db)).map(presentAdminMediaGroup),
  }) satisfies AdminMediaGroupsAnswer);

  app.post('/be/admin/media_groups', { config: write, schema: { body: mediaGroupInputSchema, response: answers(saveMediaGroupAnswerSchema) } }, async (request) => {
    const { staffUserId } = await staffOf(request);
    const created = await changeCatalogue(app, (tx) => createMediaGroup(tx, { staffUserId }, request.body));
    return groupAnswer(created.id);
  });

  app.put('/be/admin/media_group/:id', { config: write, schema: { params: idParamsSchema, body: mediaGroupInputSchema, response: answers(saveMediaGroupAnswerSchema) } }, async (request) => {
    const id = idOf(request.params.id, 'mediaGroupNotFound');
    const { staffUserId } = await staffOf(request);
    await changeCatalogue(app, (tx) => updateMediaGroup(tx, { staffUserId }, id, request.body));
    return groupAnswer(id);
  });

  app.delete('/be/admin/media_group/:id', { config: write, schema: { params: idParamsSchema, response: answers(deletedAnswerSchema) } }, async (request) => {
    const id = idOf(request.params.id, 'mediaGroupNotFound');
    const { staffUserId } = await staffOf(request);
    await changeCatalogue(app, (tx) => deleteMediaGroup(tx, { staffUserId }, id));
    return { success: true, id } satisfies DeletedAnswer;
  });

  app.get('/be/admin/event/:id/media', { config: read, schema: { params: idParamsSchema, response: answers(adminMediaAnswerSchema) } }, async (request) => {
    const { event } = await app.eventCatalog.fromParam(request.params.id);
    const [items, groups] = await Promise.all([listEventMedia(app.db, event.id), listMediaGroupsWithCounts(app.db)]);
    const byId = new Map(groups.map((group) => [group.id, group]));
    return {
      media: items.map((item) => presentAdminMedium(item, byId.get(item.mediaGroupId)!)),
      mediaGroups: groups.map(presentAdminMediaGroup),
    } satisfies AdminMediaAnswer;
  });

  app.post('/be/admin/event/:id/media', { config: write, schema: { params: idParamsSchema, body: mediumInputSchema, response: answers(saveMediumAnswerSchema) } }, async (request) => {
    const { event } = await app.eventCatalog.fromParam(request.params.id);
    const { staffUserId } = await staffOf(request);
    const { item, group } = await changeCatalogue(app, (tx) => createMedium(tx, { staffUserId }, event.id, request.body));
    return { success: true, medium: presentAdminMedium(item, group) } satisfies SaveMediumAnswer;
  });

  app.put('/be/admin/media/:id', { config: write, schema: { params: idParamsSchema, body: mediumInputSchema, response: answers(saveMediumAnswerSchema) } }, async (request) => {
    const id = idOf(request.params.id, 'mediaNotFound');
    const { staffUserId } = await staffOf(request);
    const { item, group } = await changeCatalogue(app, (tx) => updateMedium(tx, { staffUserId }, id, request.body));
    return { success: true, medium: presentAdminMedium(item, group) } satisfies SaveMediumAnswer;
  });

  app.delete('/be/admin/media/:id', { config: write, schema: { params: idParamsSchema, response: answers(deletedAnswerSchema) } }, async (request) => {
    const id = idOf(request.params.id, 'mediaNotFound');
    const { staffUserId } = await staffOf(request);
    await changeCatalogue(app, (tx) => deleteMedium(tx, { staffUserId }, id, request.lang));
    return { success: true, id } satisfies DeletedAnswer;
  });
};
