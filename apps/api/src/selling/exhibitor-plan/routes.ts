import { exhibitorPlanAnswerSchema, type Lang } from '@messeportal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CatalogEvent } from '../../catalogue/events/repo.ts';
import { standStatesCache } from '../../halls/stand-sales/stand-states.ts';
import { answers, download } from '../../platform/http/answers.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { idParamsSchema } from '../../platform/http/params.ts';
import { parseId } from '../../platform/lib/ids.ts';
import { sendPrecompressed } from '../../platform/lib/precompressed.ts';
import { createReadCache } from '../../platform/lib/read-cache.ts';
import { DRAWING_TEXTS } from '../../halls/plan-drawings/labels.ts';
import { EXHIBITORS_TTL_MS, exhibitorCache } from './exhibitor-cache.ts';
import { STAND_STATES_CHANGES } from '../../halls/stand-sales/stand-states.ts';
import { versionOf } from '../../platform/db/catalogue-changes.ts';
import { publicHallPdf } from './public-hall-pdf.ts';

/**
 * The public plan of an event (issue 31, `#/e/{eventId}/plan`) beside its geometry and states
 * (`GET /pub/event/{id}/plan`, `…/plan/states`): who exhibits on which stand, and each hall as a PDF with its stand
 * list. For every visitor of a published event that sells a plan (staff also see an unpublished one, as elsewhere);
 * both made once per change and kept in each process.
 */
export const exhibitorPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  const open = { access: 'public' as const };
  const exhibitors = exhibitorCache(app);
  const states = standStatesCache(app);
  const sources = { states, exhibitors: (eventId: number) => exhibitors.get(eventId) };
  // By event, hall and language; only halls that exist stay (a failed load is not kept).
  const pdfs = createReadCache(
    async (key: string) => {
      const [eventId, hallId, lang] = key.split('/') as [string, string, Lang];
      const entry = await app.eventCatalog.find(Number(eventId));
      if (!entry) throw notFound('eventNotFound');
      return publicHallPdf(app, sources, entry, hallId, lang);
    },
    versionOf(app.catalogueChanges, ...STAND_STATES_CHANGES),
    EXHIBITORS_TTL_MS,
  );

  /** The event as the caller may see it, if it sells a plan; else a 404 in the caller's language. */
  async function planEvent(request: FastifyRequest, idText: string): Promise<CatalogEvent> {
    const entry = await app.eventCatalog.shownFromParam(request, idText);
    if ((await app.eventPlans.get(entry.event.id)).halls.length === 0) throw notFound('eventWithoutPlan');
    return entry;
  }
  const scope = (entry: CatalogEvent) => (entry.event.isPublished ? 'public' : 'private');

  app.get(
    '/pub/event/:id/plan/exhibitors',
    { config: open, schema: { description: 'the exhibitors by stand: company, brands and their product groups (ETag, gzip)', params: idParamsSchema, response: answers(exhibitorPlanAnswerSchema) } },
    async (request, reply) => {
      const entry = await planEvent(request, request.params.id);
      return sendPrecompressed(request, reply, (await exhibitors.get(entry.event.id)).answer, scope(entry));
    },
  );

  app.get(
    '/pub/event/:id/hall/:hallId/plan.pdf',
    {
      config: open,
      schema: {
        params: z.object({ id: z.string(), hallId: z.string() }),
        response: download('the hall drawn as PDF with every stand’s state, then its stand list with the exhibitors', 'application/pdf'),
      },
      exposeHeadRoute: false,
    },
    async (request, reply) => {
      const entry = await planEvent(request, request.params.id);
      const hallId = parseId(request.params.hallId);
      if (hallId === undefined) throw notFound('eventHallNotFound', 'hallId');
      const pdf = await pdfs.get(`${entry.event.id}/${hallId}/${request.lang}`);
      const fileName = `${DRAWING_TEXTS.planFile[request.lang]}-${entry.event.id}-${hallId}.pdf`;
      // Shown in the browser's viewer; a minute's copy is fine, the states behind it are cached as long.
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${fileName}"`)
        .header('cache-control', `${scope(entry)}, max-age=60`)
        .send(pdf);
    },
  );
};
