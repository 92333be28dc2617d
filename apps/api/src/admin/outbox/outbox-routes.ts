import { BACK_OFFICE_PAGE_SIZE, outboxQuerySchema, outboxPageSchema, successAnswerSchema, type OutboxPage, type SuccessAnswer } from '@messeportal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { parseId } from '../../platform/lib/ids.ts';
import { listOutboxMails, resendMail } from './outbox-repo.ts';
import { presentMail } from './presenter.ts';
import { idParamsSchema } from '../../platform/http/params.ts';
import { staffRoute } from '../../platform/auth/staff.ts';
import { answers } from '../../platform/http/answers.ts';

/** The mail outbox for staff: every mail with its delivery state, and sending one again. */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/be/outbox', { config: staffRoute('registration', 'read'), schema: { querystring: outboxQuerySchema, response: answers(outboxPageSchema) } }, async (request) => {
    const { rows, total, counts } = await listOutboxMails(app.db, request.query);
    return { mails: rows.map(presentMail), total, counts, page: request.query.page, pageSize: BACK_OFFICE_PAGE_SIZE } satisfies OutboxPage;
  });

  app.post('/be/outbox/:id/resend', { config: staffRoute('registration', 'write'), schema: { params: idParamsSchema, response: answers(successAnswerSchema) } }, async (request) => {
    const id = parseId(request.params.id);
    const outcome = id === undefined ? 'unknown' : await resendMail(app.db, id);
    if (outcome === 'unknown') throw notFound('mailNotFound');
    if (outcome === 'sending') throw new AppError(409, 'mailBeingSent');
    app.mailQueued();
    return { success: true } satisfies SuccessAnswer;
  });
};
