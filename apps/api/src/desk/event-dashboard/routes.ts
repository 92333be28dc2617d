import { UNCONFIRMED_TASK_DAYS, eventDashboardAnswerSchema } from '@messeportal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../platform/http/params.ts';
import { staffRoute } from '../../platform/auth/staff.ts';
import { presentDashboard } from './dashboard-presenter.ts';
import { readDashboard } from './dashboard-repo.ts';
import { answers } from '../../platform/http/answers.ts';
import { eventPaymentFigures } from '../../invoicing/open-items/event-payment-figures.ts';
import { organiserToday } from '../../platform/settings/organiser-today.ts';

const DAY_MS = 86_400_000;

/** `GET /be/event/{id}/dashboard` (issue 16 point 7): the event at a glance, for every staff member who reads registrations. */
export const eventDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/be/event/:id/dashboard', { config: staffRoute('registration', 'read'), schema: { params: idParamsSchema, response: answers(eventDashboardAnswerSchema) } }, async (request) => {
    const entry = await app.eventCatalog.fromParam(request.params.id);
    const now = new Date();
    const [rows, payments] = await Promise.all([
      readDashboard(app.db, entry.event.id, now, new Date(now.getTime() - UNCONFIRMED_TASK_DAYS * DAY_MS)),
      organiserToday(app.db, now).then((today) => eventPaymentFigures(app.db, entry.event.id, today)),
    ]);
    return { ...presentDashboard(entry, rows, request.lang), payments };
  });
};
