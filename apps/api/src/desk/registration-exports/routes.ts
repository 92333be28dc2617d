import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/http/app-error.ts';
import { staffRoute } from '../../platform/auth/staff.ts';
import { organiserTimeZone } from '../../catalogue/admin/event-repo.ts';
import { directoryList } from './directory-rows.ts';
import { fireplaceList } from './fireplace-rows.ts';
import type { ExportList } from './export-list.ts';
import { exportParamsSchema, exportQuerySchema, type ExportFormat, type ExportListName } from './export-params.ts';
import { hasRegistrations } from './has-registrations.ts';
import { exportFileName } from './file-name.ts';
import { newExportStats } from './keyset-pages.ts';
import { mediaList } from './media-rows.ts';
import { registrationsList } from './registrations-rows.ts';
import { servicesList } from './services-rows.ts';
import { streamExport } from './stream-export.ts';
import { download } from '../../platform/http/answers.ts';

const LISTS: Record<ExportListName, ExportList> = {
  registrations: registrationsList,
  services: servicesList,
  media: mediaList,
  directory: directoryList,
  fireplace: fireplaceList,
};

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * The registration desk's exports (issue 16): `GET /be/event/{id}/export/{list}?format=csv|xlsx` answers the
 * event's registrations, booked services, media orders, exhibitor directory or flue gas connections as a download,
 * streamed as it is read, in the request's language. Every role may read registrations; the lists hold registration business only.
 */
export const registrationExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/be/event/:id/export/:list',
    {
      config: staffRoute('registration', 'read'),
      schema: { params: exportParamsSchema, querystring: exportQuerySchema, response: download('the list as CSV or XLSX', 'text/csv', CONTENT_TYPES.xlsx) },
      // A HEAD would run the whole export to throw it away.
      exposeHeadRoute: false,
    },
    async (request, reply) => {
      const { event } = await app.eventCatalog.fromParam(request.params.id);
      // An event nobody registered for has nothing to hand out: a clear refusal rather than a file of headers.
      if (!(await hasRegistrations(app.db, event.id))) throw new AppError(409, 'exportEmpty', { property: 'id' });
      const { list } = request.params;
      const { format } = request.query;
      const { lang } = request;
      const timeZone = await organiserTimeZone(app.db);
      const run = { db: app.db, eventId: event.id, lang, list: LISTS[list], format, currency: event.currency, timeZone, stats: newExportStats() };
      const { body, done } = streamExport(run);
      done.then(
        (stats) => request.log.info({ list, format, ...stats }, stats.clientGone ? 'export stopped: the client went away' : 'export written'),
        (error: unknown) => request.log.error({ err: error, list, format }, 'export broken off'),
      );
      const fileName = exportFileName(lang === 'en' ? event.nameEn : event.nameDe, event.id, list, format, new Date(), timeZone);
      return reply.type(CONTENT_TYPES[format]).header('content-disposition', `attachment; filename="${fileName}"`).send(body);
    },
  );
};
