import {
  BACK_OFFICE_PAGE_SIZE,
  companiesAnswerSchema,
  companySearchQuerySchema,
  offerListQuerySchema,
  offerListSchema,
  staffEventsAnswerSchema,
  type CompaniesAnswer,
  type OfferList,
  type StaffEventsAnswer,
} from '@messeportal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchCompanies } from './customers-repo.ts';
import { organiserTimeZone } from '../../catalogue/admin/event-repo.ts';
import { listEventsWithCounts } from './events-repo.ts';
import { listEventOffers } from './offer-list-repo.ts';
import { presentStaffEvent, presentOfferListRow } from './presenter.ts';
import { idParamsSchema } from '../../platform/http/params.ts';
import { staffRoute } from '../../platform/auth/staff.ts';
import { answers } from '../../platform/http/answers.ts';

/** The back office's start page: events, an event's offers, and the company choice. */
export const listRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/be/events', { config: staffRoute('catalogue', 'read'), schema: { response: answers(staffEventsAnswerSchema) } }, async (request) => {
    const [rows, timeZone] = await Promise.all([listEventsWithCounts(app.db), organiserTimeZone(app.db)]);
    return { events: rows.map((row) => presentStaffEvent(row, request.lang, timeZone)) } satisfies StaffEventsAnswer;
  });

  app.get('/be/event/:id/offers', { config: staffRoute('offer', 'read'), schema: { params: idParamsSchema, querystring: offerListQuerySchema, response: answers(offerListSchema) } }, async (request) => {
    const { event } = await app.eventCatalog.fromParam(request.params.id);
    const query = request.query;
    const { rows, total } = await listEventOffers(app.db, event.id, query);
    return { offers: rows.map((row) => presentOfferListRow(row, request.lang)), total, page: query.page, pageSize: BACK_OFFICE_PAGE_SIZE } satisfies OfferList;
  });

  app.get('/be/companies', { config: staffRoute('registration', 'read'), schema: { querystring: companySearchQuerySchema, response: answers(companiesAnswerSchema) } }, async (request) => ({
    companies: await searchCompanies(app.db, request.query.search),
  }) satisfies CompaniesAnswer);
};
