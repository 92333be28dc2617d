import { standPriceInputSchema } from '@messeportal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { setSpecialStandPrice } from '../../halls/stand-sales/special-price.ts';
import { staffOf, staffRoute } from '../../platform/auth/staff.ts';
import { answers } from '../../platform/http/answers.ts';
import { idFromParam } from '../../platform/http/params.ts';

const standParams = z.object({ id: z.string(), hallId: z.string(), stand: z.string().max(40) });

/**
 * A price agreed for one stand of the event's plan (issue 31). A price is the organiser's to set, as the stand
 * types' price rules are: admins only (the catalogue's right), not every member of the desk.
 */
export const deskStandPriceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/be/event/:id/hall/:hallId/stand/:stand/price',
    { config: staffRoute('catalogue', 'write'), schema: { params: standParams, body: standPriceInputSchema, response: answers(z.object({ success: z.literal(true) })) } },
    async (request) => {
      const entry = await app.eventCatalog.fromParam(request.params.id);
      const where = { hallId: idFromParam(request.params.hallId, 'standNotOnPlan'), stand: request.params.stand };
      await setSpecialStandPrice(app, entry.event.id, where, request.body, await staffOf(request));
      return { success: true as const };
    },
  );
};
