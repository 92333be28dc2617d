import {
  checkPlan,
  hallImportAnswerSchema,
  hallImportQuerySchema,
  hallPlanAnswerSchema,
  hallPlanInputSchema,
  hallPlanListAnswerSchema,
  hallVersionAnswerSchema,
  hallVersionInputSchema,
  HALL_PLAN_FILE_MAX_BYTES,
  type HallPlanAnswer,
} from '@messeportal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffOf, staffRoute } from '../../platform/auth/staff.ts';
import { answers } from '../../platform/http/answers.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { idFromParam, idParamsSchema } from '../../platform/http/params.ts';
import { importHallPlan } from './import-hall-plan.ts';
import { presentProblems } from './plan-review.ts';
import { presentHallSummary, presentStands } from './presenter.ts';
import { hallGeometryOf, listHallPlans, listHallVersions } from './repo.ts';
import { createHallPlan, renameHallPlan } from './save-hall.ts';
import { saveHallVersion } from './save-version.ts';

const versionQuerySchema = z.object({
  version: z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number({ error: 'invalidValue' }).int({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(2_147_483_647, { error: 'invalidValue' }).optional()),
});

/** The organiser's halls (issue 31): read by all staff, drawn and imported by admins (the catalogue's right). */
export const hallPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = staffRoute('catalogue', 'read');
  const write = staffRoute('catalogue', 'write');
  // The drawing is the request's body, the file's bytes as the browser read them; its content says what it is. A file
  // somewhat over the limit is read far enough to answer the problem (planFileTooLarge); a far larger one is a 413.
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: 2 * HALL_PLAN_FILE_MAX_BYTES }, (_request, body, done) => done(null, body));

  app.get('/be/admin/halls', { config: read, schema: { response: answers(hallPlanListAnswerSchema) } }, async () => ({
    halls: (await listHallPlans(app.db)).map(presentHallSummary),
  }));

  app.post('/be/admin/halls', { config: write, schema: { body: hallPlanInputSchema, response: answers(z.object({ success: z.literal(true), id: z.number() })) } }, async (request) => ({
    success: true as const,
    id: await createHallPlan(app, request.body, await staffOf(request)),
  }));

  app.put('/be/admin/hall/:id', { config: write, schema: { params: idParamsSchema, body: hallPlanInputSchema, response: answers(z.object({ success: z.literal(true) })) } }, async (request) => {
    await renameHallPlan(app, idFromParam(request.params.id, 'hallPlanNotFound'), request.body, await staffOf(request));
    return { success: true as const };
  });

  app.get('/be/admin/hall/:id', { config: read, schema: { params: idParamsSchema, querystring: versionQuerySchema, response: answers(hallPlanAnswerSchema) } }, async (request) => {
    const id = idFromParam(request.params.id, 'hallPlanNotFound');
    const [hall] = await listHallPlans(app.db, id);
    if (!hall) throw notFound('hallPlanNotFound');
    const [versions, shown] = await Promise.all([listHallVersions(app.db, id), hallGeometryOf(app.db, id, request.query.version)]);
    if (!shown && request.query.version !== undefined) throw notFound('hallPlanVersionNotFound', 'version');
    const plan = shown && {
      version: shown.version,
      geometry: shown.geometry,
      stands: presentStands(shown.geometry),
      problems: presentProblems(checkPlan(shown.geometry), request.lang),
    };
    return {
      hall: {
        ...presentHallSummary(hall),
        dxfLayers: { stand: hall.dxfStandLayer, outline: hall.dxfOutlineLayer, column: hall.dxfColumnLayer },
        versions: versions.map((version) => ({ ...version, createdAt: version.createdAt.toISOString() })),
      },
      plan,
    } satisfies HallPlanAnswer;
  });

  app.post(
    '/be/admin/hall/:id/import',
    { config: write, bodyLimit: 2 * HALL_PLAN_FILE_MAX_BYTES, schema: { params: idParamsSchema, querystring: hallImportQuerySchema, response: answers(hallImportAnswerSchema) } },
    async (request) => {
      const id = idFromParam(request.params.id, 'hallPlanNotFound');
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw new AppError(400, 'hallPlanFileMissing', { property: 'file' });
      return importHallPlan(app, id, request.body, request.query, await staffOf(request), request.lang);
    },
  );

  // The editor's plan as JSON: a hall of 2,000 rectangles is about 200 kB, but outlines of up to 2,000 corners each
  // can pass the app's 1 MB; the import's file limit bounds it as it bounds a drawing.
  app.post(
    '/be/admin/hall/:id/versions',
    { config: write, bodyLimit: HALL_PLAN_FILE_MAX_BYTES, schema: { params: idParamsSchema, body: hallVersionInputSchema, response: answers(hallVersionAnswerSchema) } },
    async (request) => {
      const id = idFromParam(request.params.id, 'hallPlanNotFound');
      const { geometry, basedOn } = request.body;
      const { version } = await saveHallVersion(app, id, { geometry, source: '', basedOn }, await staffOf(request), request.lang);
      return { success: true as const, version };
    },
  );
};
