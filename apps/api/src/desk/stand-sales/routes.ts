import { deskStandSalesAnswerSchema, standProposalsAnswerSchema, standProposalsInputSchema, standSaleChangeInputSchema } from '@messeportal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffOf, staffRoute } from '../../platform/auth/staff.ts';
import { answers } from '../../platform/http/answers.ts';
import { idFromParam } from '../../platform/http/params.ts';
import { changeStandSale } from './change-stand-sale.ts';
import { deskStandSales } from './desk-stand-sales.ts';
import { proposeStands } from './propose-stands.ts';
import { markStandChangeSeen } from '../../halls/plans/stand-change-notices.ts';

const standParams = z.object({ id: z.string(), hallId: z.string(), stand: z.string().max(40) });

/**
 * The stands of an event's plans at the desk (issue 31): who has which, the changes sales staff make, proposals sent to
 * several registrations at once, and the stands changed by a new plan version, marked seen.
 */
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

  app.post(
    '/be/event/:id/stand-proposals',
    { config: staffRoute('registration', 'write'), schema: { params: z.object({ id: z.string() }), body: standProposalsInputSchema, response: answers(standProposalsAnswerSchema) } },
    async (request) => {
      const entry = await app.eventCatalog.fromParam(request.params.id);
      return proposeStands(app, entry.event.id, request.body, await staffOf(request), request.lang);
    },
  );

  app.post(
    '/be/event/:id/stand-change/:noticeId/seen',
    { config: staffRoute('registration', 'write'), schema: { params: z.object({ id: z.string(), noticeId: z.string() }), response: answers(z.object({ success: z.literal(true) })) } },
    async (request) => {
      const entry = await app.eventCatalog.fromParam(request.params.id);
      await markStandChangeSeen(app.db, entry.event.id, idFromParam(request.params.noticeId, 'standChangeNoticeNotFound'), await staffOf(request));
      return { success: true as const };
    },
  );
};
