import { DATE_KINDS, dateOf, type DatedEvent } from '@messeportal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { download } from '../../platform/http/answers.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { readOrganiserSettings } from '../../platform/settings/repo.ts';
import { presentEvent } from '../events/presenter.ts';
import { CALENDAR_TEXTS, calendarEntries, calendarFile } from './calendar-file.ts';

/**
 * A fair's date to add to a calendar (issue 32): `GET /pub/event/{id}/calendar/{kind}.ics`, for the dashboard's "add
 * to calendar" beside each date. The fair's days (`fairStart`, `fairEnd`) as one entry over them, a deadline on its
 * day. The dates are the event's, public where the event is (an unpublished one for staff only, as elsewhere).
 */
export const eventDateRoutes: FastifyPluginAsyncZod = async (app) => {
  const host = new URL(app.config.publicUrl).hostname;
  app.get(
    '/pub/event/:id/calendar/:file',
    {
      config: { access: 'public' },
      schema: {
        description: `one date of the event as an iCalendar file; \`file\` is the kind with ".ics": ${DATE_KINDS.join(', ')}`,
        params: z.object({ id: z.string(), file: z.string() }),
        response: download('the date as a whole-day entry (the fair over its days)', 'text/calendar'),
      },
      exposeHeadRoute: false,
    },
    async (request, reply) => {
      const entry = await app.eventCatalog.shownFromParam(request, request.params.id);
      const kind = DATE_KINDS.find((candidate) => `${candidate}.ics` === request.params.file);
      const event: DatedEvent = presentEvent(entry, request.lang);
      const date = kind && dateOf(event, kind);
      if (!kind || !date) throw notFound('eventDateNotFound', 'file');
      const { timeZone } = await readOrganiserSettings(app.db);
      const entries = calendarEntries([{ kind, date, eventId: event.id, eventName: event.name }], new Map([[event.id, event]]), request.lang, timeZone);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${CALENDAR_TEXTS.fileName[request.lang]}-${event.id}-${kind}.ics"`)
        .header('cache-control', 'no-cache')
        .send(calendarFile(entries, { lang: request.lang, host, now: new Date() }));
    },
  );
};
