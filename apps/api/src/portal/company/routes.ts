import { companyAnswerSchema, globalDataSchema, type CompanyAnswer } from '@messeportal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../platform/http/app-error.ts';
import { exhibitorOf } from '../../platform/auth/plugin.ts';
import { presentGlobalData } from '../../selling/companies/company-presenter.ts';
import { findCompany, loadGlobalData } from '../../selling/companies/company-repo.ts';
import { answers } from '../../platform/http/answers.ts';

const today = () => new Date().toISOString().slice(0, 10);

export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  // The caller's session is read in the page's statement (one round trip).
  app.get('/fe/globaldata', { config: { access: 'exhibitor', sessionInStatement: true }, schema: { response: answers(globalDataSchema) } }, async (request) => {
    const [{ row }, catalog] = await Promise.all([loadGlobalData(app.db, request), app.eventCatalog.all()]);
    const { company } = row;
    if (!company) throw notFound();
    return presentGlobalData({ ...row, company }, catalog, request.lang, today());
  });

  app.get('/fe/company', { config: { access: 'exhibitor' }, schema: { response: answers(companyAnswerSchema) } }, async (request) => {
    const { companyId } = await exhibitorOf(request);
    const company = await findCompany(app.db, companyId);
    if (!company) throw notFound();
    return { company } satisfies CompanyAnswer;
  });
};
