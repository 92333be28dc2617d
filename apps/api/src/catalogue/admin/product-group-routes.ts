import { productGroupInputSchema, deletedAnswerSchema, saveProductGroupAnswerSchema, type DeletedAnswer, type SaveProductGroupAnswer } from '@messeportal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idFromParam, idParamsSchema } from '../../platform/http/params.ts';
import { staffRoute, staffOf } from '../../platform/auth/staff.ts';
import { presentProductGroup } from './event-presenter.ts';
import { createProductGroup, deleteProductGroup, updateProductGroup } from './product-group-save.ts';
import { answers } from '../../platform/http/answers.ts';

/** An event's product groups, which exhibitors choose for their brands (SPEC §3 Product group). */
export const productGroupAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const write = staffRoute('catalogue', 'write');
  const saving = { config: write, schema: { params: idParamsSchema, body: productGroupInputSchema, response: answers(saveProductGroupAnswerSchema) } };

  app.post('/be/admin/event/:id/product_groups', saving, async (request) => {
    const eventId = idFromParam(request.params.id, 'eventNotFound');
    const group = await createProductGroup(app, eventId, request.body, await staffOf(request));
    return { success: true, productGroup: presentProductGroup(group) } satisfies SaveProductGroupAnswer;
  });

  app.put('/be/admin/product_group/:id', saving, async (request) => {
    const id = idFromParam(request.params.id, 'productGroupNotFound');
    const group = await updateProductGroup(app, id, request.body, await staffOf(request));
    return { success: true, productGroup: presentProductGroup(group) } satisfies SaveProductGroupAnswer;
  });

  app.delete('/be/admin/product_group/:id', { config: write, schema: { params: idParamsSchema, response: answers(deletedAnswerSchema) } }, async (request) => {
    const id = idFromParam(request.params.id, 'productGroupNotFound');
    await deleteProductGroup(app, id, await staffOf(request), request.lang);
    return { success: true, id } satisfies DeletedAnswer;
  });
};
