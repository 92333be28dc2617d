import { openItemsExportQuerySchema } from '@messeportal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { organiserTimeZone } from '../../catalogue/admin/event-repo.ts';
import { organiserToday } from '../../platform/settings/organiser-today.ts';
import { openItemAges } from '../../invoicing/open-items/open-items-repo.ts';
import { staffRoute } from '../../platform/auth/staff.ts';
import { download } from '../../platform/http/answers.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { exportFileName } from '../registration-exports/file-name.ts';
import { newExportStats } from '../registration-exports/keyset-pages.ts';
import { streamExport } from '../registration-exports/stream-export.ts';
import { openItemsList } from './open-items-list.ts';

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/**
 * `GET /be/open-items/export?format=csv|xlsx&…`: the open items of the list's filters (issue 30) as a download,
 * streamed as it is read, in the request's language, through the registration desk's writers. For those who see
 * the open items (accounting and admins).
 */
export const openItemsExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/be/open-items/export',
    {
      config: staffRoute('document', 'write'),
      schema: { querystring: openItemsExportQuerySchema, response: download('the open items as CSV or XLSX', 'text/csv', CONTENT_TYPES.xlsx) },
      // A HEAD would run the whole export to throw it away.
      exposeHeadRoute: false,
    },
    async (request, reply) => {
      const { format, ...filters } = request.query;
      const { lang } = request;
      const now = new Date();
      const [today, timeZone] = await Promise.all([organiserToday(app.db, now), organiserTimeZone(app.db)]);
      const matching = (await openItemAges(app.db, filters, today)).filter((total) => !filters.age || total.age === filters.age);
      // Nothing matches: a clear refusal rather than a file of headers.
      if (matching.every((total) => total.count === 0)) throw new AppError(409, 'openItemsNoneToExport');
      const entry = filters.eventId ? await app.eventCatalog.find(filters.eventId) : undefined;
      // The open items may span events: the list reads its own filters, the event's id is only the file's name.
      const run = { db: app.db, eventId: entry?.event.id ?? 0, lang, list: openItemsList(app, filters, today), format, currency: entry?.event.currency ?? 'EUR', timeZone, stats: newExportStats() };
      const { body, done } = streamExport(run);
      done.then(
        (stats) => request.log.info({ list: 'open-items', format, ...stats }, stats.clientGone ? 'export stopped: the client went away' : 'export written'),
        (error: unknown) => request.log.error({ err: error, list: 'open-items', format }, 'export broken off'),
      );
      const name = entry ? (lang === 'en' ? entry.event.nameEn : entry.event.nameDe) : lang === 'en' ? 'all-events' : 'alle-veranstaltungen';
      const fileName = exportFileName(name, run.eventId, lang === 'en' ? 'open-items' : 'offene-posten', format, now, timeZone);
      return reply.type(CONTENT_TYPES[format]).header('content-disposition', `attachment; filename="${fileName}"`).send(body);
    },
  );
};
