import { openItemsAnswerSchema, openItemsQuerySchema, paymentHistoryAnswerSchema } from '@messeportal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffRoute } from '../../platform/auth/staff.ts';
import { answers } from '../../platform/http/answers.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { idParamsSchema } from '../../platform/http/params.ts';
import { parseId } from '../../platform/lib/ids.ts';
import { listOpenItems } from './list-open-items.ts';
import { paymentHistory } from './payment-history.ts';

/**
 * The open items (issue 30), for those who book payments (accounting and admins, as the bank statements): every
 * invoice with something open, per event or across events, with totals by age, and a company's payment history.
 * The export of the list is the desk's (desk/open-items-export), which holds the spreadsheet writers.
 */
export const openItemRoutes: FastifyPluginAsyncZod = async (app) => {
  const write = staffRoute('document', 'write');

  app.get('/be/open-items', { config: write, schema: { querystring: openItemsQuerySchema, response: answers(openItemsAnswerSchema) } }, async (request) =>
    listOpenItems(app, request.query, request.lang),
  );

  app.get('/be/companies/:id/payment-history', { config: write, schema: { params: idParamsSchema, response: answers(paymentHistoryAnswerSchema) } }, async (request) => {
    const companyId = parseId(request.params.id);
    if (!companyId) throw notFound('companyNotFound');
    return paymentHistory(app, companyId, request.lang);
  });
};
