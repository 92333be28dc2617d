import { standConfigInputSchema, deletedAnswerSchema, saveStandConfigAnswerSchema, type DeletedAnswer, type SaveStandConfigAnswer } from '@messeportal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idFromParam, idParamsSchema } from '../../platform/http/params.ts';
import { staffRoute, staffOf } from '../../platform/auth/staff.ts';
import { presentStandConfig } from './event-presenter.ts';
import { createStandConfig, deleteStandConfig, updateStandConfig } from './stand-config-save.ts';
import { answers } from '../../platform/http/answers.ts';

/** An event's stand types with their price rules (SPEC §3 Stand config, Stand price position). */
export const standConfigAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const write = staffRoute('catalogue', 'write');
  const saving = { config: write, schema: { params: idParamsSchema, body: standConfigInputSchema, response: answers(saveStandConfigAnswerSchema) } };

  app.post('/be/admin/event/:id/stand_configs', saving, async (request) => {
    const eventId = idFromParam(request.params.id, 'eventNotFound');
    const config = await createStandConfig(app, eventId, request.body, await staffOf(request));
    return { success: true, standConfig: presentStandConfig(config) } satisfies SaveStandConfigAnswer;
  });

  app.put('/be/admin/stand_config/:id', saving, async (request) => {
    const id = idFromParam(request.params.id, 'standConfigNotFound');
    const config = await updateStandConfig(app, id, request.body, await staffOf(request));
    return { success: true, standConfig: presentStandConfig(config) } satisfies SaveStandConfigAnswer;
  });

  app.delete('/be/admin/stand_config/:id', { config: write, schema: { params: idParamsSchema, response: answers(deletedAnswerSchema) } }, async (request) => {
    const id = idFromParam(request.params.id, 'standConfigNotFound');
    await deleteStandConfig(app, id, await staffOf(request), request.lang);
    return { success: true, id } satisfies DeletedAnswer;
  });
};
