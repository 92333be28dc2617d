import { calendarAddressAnswerSchema, type CalendarAddressAnswer } from '@messeportal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarFile } from '../../catalogue/event-dates/calendar-file.ts';
import { exhibitorOf } from '../../platform/auth/plugin.ts';
import { isTokenForm } from '../../platform/auth/token.ts';
import { answers, download } from '../../platform/http/answers.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { calendarFeedOf, companyCalendar, feedOfToken, renewCalendarFeed } from './calendar-feeds.ts';

/**
 * The exhibitor's private calendar address (issue 32): the dates to note of its company's registrations as an
 * iCalendar feed that Outlook, Google or Apple subscribe to, read afresh at each visit of the calendar, so that a date
 * the organiser moves shows there. Made when the contact asks for it, renewed on request (the old address then ends).
 */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const address = (token: string) => `${app.config.publicUrl}/pub/calendar/${token}.ics`;
  const host = new URL(app.config.publicUrl).hostname;

  app.get('/fe/rest/calendar', { schema: { response: answers(calendarAddressAnswerSchema) } }, async (request) => {
    const { contactId } = await exhibitorOf(request);
    const feed = await calendarFeedOf(app.db, contactId);
    return { url: feed ? address(feed.token) : null } satisfies CalendarAddressAnswer;
  });

  app.post('/fe/rest/calendar', { schema: { description: 'makes the calendar address, or a new one in place of the old', response: answers(calendarAddressAnswerSchema) } }, async (request) => {
    const { contactId } = await exhibitorOf(request);
    return { url: address(await renewCalendarFeed(app.db, contactId, request.lang)) } satisfies CalendarAddressAnswer;
  });

  app.get(
    '/pub/calendar/:file',
    {
      config: { access: 'public' },
      schema: {
        description: 'a contact’s calendar (its address from `GET /fe/rest/calendar`): the dates to note of its company’s registrations',
        params: z.object({ file: z.string() }),
        response: download('the calendar (RFC 5545) with whole-day entries: each fair over its days, each deadline on its day', 'text/calendar'),
      },
      exposeHeadRoute: false,
    },
    async (request, reply) => {
      const token = request.params.file.replace(/\.ics$/, '');
      const feed = request.params.file.endsWith('.ics') && isTokenForm(token) ? await feedOfToken(app.db, token) : null;
      if (!feed) throw notFound('calendarNotFound');
      const now = new Date();
      const entries = await companyCalendar(app, feed.companyId, feed.lang, now);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-cache')
        .send(calendarFile(entries, { lang: feed.lang, host, now }));
    },
  );
};
