import { addressDataSchema, companyDataSchema, staffCompanyAnswerSchema, staffContactSchema, type Lang, type MessageCode, type StaffCompanyAnswer } from '@messeportal/domain';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffOf, staffRoute } from '../../platform/auth/staff.ts';
import { answers } from '../../platform/http/answers.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { idParamsSchema } from '../../platform/http/params.ts';
import { parseId } from '../../platform/lib/ids.ts';
import { listAddressRows } from '../../selling/companies/address-repo.ts';
import { presentAddress, presentContact } from '../../selling/companies/company-data-presenter.ts';
import { listContactRows } from '../../selling/companies/company-data-repo.ts';
import { findCompany } from '../../selling/companies/company-repo.ts';
import { correctAddress, correctCompany, correctContact } from './correct-company-data.ts';

/** A path's id; a malformed one is the same 404 as an unknown one. */
function idOf(param: string, message: MessageCode, property?: string): number {
  const id = parseId(param);
  if (!id) throw notFound(message, property);
  return id;
}

/** The company's data in the portal's shapes, as it is now. */
async function answerCompany(app: FastifyInstance, companyId: number, lang: Lang): Promise<StaffCompanyAnswer> {
  const [company, addresses, contacts] = await Promise.all([findCompany(app.db, companyId), listAddressRows(app.db, companyId), listContactRows(app.db, companyId)]);
  if (!company) throw notFound('companyNotFound');
  return { company, addresses: addresses.map(presentAddress), contacts: contacts.map((contact) => presentContact(contact, lang)) };
}

/**
 * Staff correct an exhibitor's company data (issue 28) with the portal's schemas and rules: the company, its
 * addresses (a new one, or one of them changed) and its contacts, never a password. Staff with the registration
 * write right; every answer is the company's data as `GET /be/company/{id}` gives it.
 */
export const staffCompanyDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = staffRoute('registration', 'read');
  const write = staffRoute('registration', 'write');
  const companyOf = async (param: string) => {
    const id = idOf(param, 'companyNotFound');
    if (!(await findCompany(app.db, id))) throw notFound('companyNotFound');
    return id;
  };

  app.get('/be/company/:id', { config: read, schema: { params: idParamsSchema, response: answers(staffCompanyAnswerSchema) } }, async (request) => {
    return answerCompany(app, idOf(request.params.id, 'companyNotFound'), request.lang);
  });

  app.put('/be/company/:id', { config: write, schema: { params: idParamsSchema, body: companyDataSchema, response: answers(staffCompanyAnswerSchema) } }, async (request) => {
    const companyId = await companyOf(request.params.id);
    await correctCompany(app, companyId, request.body, await staffOf(request));
    return answerCompany(app, companyId, request.lang);
  });

  app.post('/be/company/:id/address', { config: write, schema: { params: idParamsSchema, body: addressDataSchema, response: answers(staffCompanyAnswerSchema) } }, async (request) => {
    const companyId = await companyOf(request.params.id);
    await correctAddress(app, companyId, { ...request.body, id: 0 }, await staffOf(request));
    return answerCompany(app, companyId, request.lang);
  });

  const addressParams = z.object({ id: z.string(), addressId: z.string() });
  app.put('/be/company/:id/address/:addressId', { config: write, schema: { params: addressParams, body: addressDataSchema, response: answers(staffCompanyAnswerSchema) } }, async (request) => {
    const companyId = await companyOf(request.params.id);
    const id = idOf(request.params.addressId, 'notFound', 'id');
    await correctAddress(app, companyId, { ...request.body, id }, await staffOf(request));
    return answerCompany(app, companyId, request.lang);
  });

  app.put('/be/contact/:id', { config: write, schema: { params: idParamsSchema, body: staffContactSchema, response: answers(staffCompanyAnswerSchema) } }, async (request) => {
    const companyId = await correctContact(app, idOf(request.params.id, 'contactNotFound'), request.body, await staffOf(request));
    return answerCompany(app, companyId, request.lang);
  });
};
