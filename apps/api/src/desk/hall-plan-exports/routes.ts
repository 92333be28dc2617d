import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { organiserTimeZone } from '../../catalogue/admin/event-repo.ts';
import { staffRoute } from '../../platform/auth/staff.ts';
import { download } from '../../platform/http/answers.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { exportQuerySchema } from '../registration-exports/export-params.ts';
import { exportFileName, slug } from '../registration-exports/file-name.ts';
import { newExportStats } from '../registration-exports/keyset-pages.ts';
import { streamExport } from '../registration-exports/stream-export.ts';
import { drawingWords } from '../../halls/plan-drawings/drawing-frame.ts';
import { eventStandList, hallDrawing } from './hall-stands.ts';
import { DRAWING_TEXTS } from '../../halls/plan-drawings/labels.ts';
import { planDxf } from './plan-dxf.ts';
import { planPdf } from '../../halls/plan-drawings/plan-pdf.ts';
import { planSvg } from './plan-svg.ts';
import { standList } from './stand-list.ts';

const LIST_TYPES = { csv: 'text/csv; charset=utf-8', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } as const;
/** image/vnd.dxf is the type IANA registered for DXF. */
const DRAWING_TYPES = { svg: 'image/svg+xml; charset=utf-8', pdf: 'application/pdf', dxf: 'image/vnd.dxf' } as const;
type DrawingFormat = keyof typeof DRAWING_TYPES;

const hallParams = z.object({ id: z.string(), hallId: z.string() });
const attachment = (reply: FastifyReply, type: string, fileName: string) => reply.type(type).header('content-disposition', `attachment; filename="${fileName}"`);

/**
 * The hall plan's exports at the desk (issue 31), for everyone who may read registrations: the stand list of all
 * the event's halls as CSV or XLSX, and each hall drawn as SVG, PDF or DXF for the technical department, with every
 * stand's sales state. In the request's language; files named `<event>-<what>-<day>.<format>`. A HEAD would do all
 * the work to throw it away, so there is none.
 */
export const hallPlanExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/be/event/:id/stand-list',
    {
      config: staffRoute('registration', 'read'),
      schema: {
        params: z.object({ id: z.string() }),
        querystring: exportQuerySchema,
        response: download('every stand of the event’s halls with state, company, area, open sides, stand type and price, as CSV or XLSX', 'text/csv', LIST_TYPES.xlsx),
      },
      exposeHeadRoute: false,
    },
    async (request, reply) => {
      const { event } = await app.eventCatalog.fromParam(request.params.id);
      const halls = await eventStandList(app, event.id);
      // An event without halls has no stands: a clear refusal rather than a file of headers.
      if (halls.length === 0) throw new AppError(409, 'standListNoHalls', { property: 'id' });
      const { format } = request.query;
      const { lang } = request;
      const timeZone = await organiserTimeZone(app.db);
      const run = { db: app.db, eventId: event.id, lang, list: standList(halls), format, currency: event.currency, timeZone, stats: newExportStats() };
      const { body, done } = streamExport(run);
      done.catch((error: unknown) => request.log.error({ err: error, list: 'stand-list', format }, 'export broken off'));
      const fileName = exportFileName(lang === 'en' ? event.nameEn : event.nameDe, event.id, DRAWING_TEXTS.standListFile[lang], format, new Date(), timeZone);
      return attachment(reply, LIST_TYPES[format], fileName).send(body);
    },
  );

  const drawingRoute = (format: DrawingFormat, description: string) =>
    app.get(
      `/be/event/:id/hall/:hallId/plan.${format}`,
      { config: staffRoute('registration', 'read'), schema: { params: hallParams, response: download(description, DRAWING_TYPES[format]) }, exposeHeadRoute: false },
      (request, reply) => sendDrawing(app, request, reply, format),
    );
  drawingRoute('svg', 'the hall drawn as SVG (1 unit = 1 cm), stands filled by state with a legend');
  drawingRoute('pdf', 'the hall drawn as PDF (A4 or A3, landscape unless the hall is far deeper than wide) with a legend, then its stand list');
  drawingRoute('dxf', 'the hall as ASCII DXF (R12, centimetres) with a layer per stand state');
};

async function sendDrawing(app: FastifyInstance, request: FastifyRequest<{ Params: z.infer<typeof hallParams> }>, reply: FastifyReply, format: DrawingFormat) {
  const { event } = await app.eventCatalog.fromParam(request.params.id);
  const drawing = await hallDrawing(app, event.id, request.params.hallId);
  const { lang } = request;
  const [now, timeZone] = [new Date(), await organiserTimeZone(app.db)];
  const eventName = lang === 'en' ? event.nameEn : event.nameDe;
  const words = drawingWords(drawing, eventName, lang, now, timeZone);
  const body = format === 'svg' ? planSvg(drawing, words, lang) : format === 'pdf' ? await planPdf(drawing, words, lang) : planDxf(drawing, lang);
  const fileName = exportFileName(eventName, event.id, `${DRAWING_TEXTS.planFile[lang]}-${slug(drawing.name) || drawing.id}`, format, now, timeZone);
  return attachment(reply, DRAWING_TYPES[format], fileName).send(body);
}
