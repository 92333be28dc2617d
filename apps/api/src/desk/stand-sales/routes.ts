import { deskStandSalesAnswerSchema, standSaleChangeInputSchema } from '@messeportal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffOf, staffRoute } from '../../platform/auth/staff.ts';
import { answers } from '../../platform/http/answers.ts';
import { idFromParam } from '../../platform/http/params.ts';
import { changeStandSale } from './change-stand-sale.ts';
import { deskStandSales } from './desk-stand-sales.ts';

const standParams = z.object({ id: z.string(), hallId: z.string(), stand: z.string().max(40) });

/** The stands of an event's plans at the desk (issue 31): who has which, and the changes sales staff make. */
export const deskStandSaleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/be/event/:id/stand-sales', { config: staffRoute('registration', 'read'), schema: { params: z.object({ id: z.string() }), response: answers(deskStandSalesAnswerSchema) } }, async (request) => {
    const entry = await app.eventCatalog.fromParam(request.params.id);
    return deskStandSales(app, entry.event.id);
  });

  app.put(
    '/be/event/:id/hall/:hallId/stand/:stand',
    { config: staffRoute('registration', 'write'), schema: { params: standParams, body: standSaleChangeInputSchema, response: answers(z.object({ success: z.literal(true) })) } },
    async (request) => {
      const entry = await app.eventCatalog.fromParam(request.params.id);
      const where = { hallId: idFromParam(request.params.hallId, 'standNotOnPlan'), stand: request.params.stand };
      await changeStandSale(app, entry.event.id, where, request.body, await staffOf(request));
      return { success: true as const };
    },
  );
};
