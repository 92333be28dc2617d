import {
  addressDataSchema,
  assignBrandAnswerSchema,
  brandDataSchema,
  brandsAnswerSchema,
  companyDataSchema,
  confirmEmailChangeAnswerSchema,
  contactDataSchema,
  deletedAnswerSchema,
  saveAddressAnswerSchema,
  saveBrandAnswerSchema,
  saveCompanyAnswerSchema,
  saveContactAnswerSchema,
  translate,
  type AssignBrandAnswer,
  type ConfirmEmailChangeAnswer,
  type BrandsAnswer,
  type DeletedAnswer,
  type SaveAddressAnswer,
  type SaveBrandAnswer,
  type SaveCompanyAnswer,
  type SaveContactAnswer,
} from '@messeportal/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exhibitorOf } from '../../platform/auth/plugin.ts';
import { policyActor } from '../../platform/auth/policy-actor.ts';
import { bearerToken, hashToken } from '../../platform/auth/token.ts';
import { setBrandAssigned, setContactAssigned } from './assign.ts';
import { companyBrandIds, findBrandRows } from '../../selling/companies/brand-repo.ts';
import { removeContact } from './delete-contact.ts';
import { ownCompany } from '../../selling/companies/company-data-policy.ts';
import { presentAddress, presentBrand, presentContact } from '../../selling/companies/company-data-presenter.ts';
import { removeAddress, saveAddress } from './save-address.ts';
import { removeBrand, saveBrand } from './save-brand.ts';
import { saveCompany } from './save-company.ts';
import { saveContact } from './save-contact.ts';
import { confirmEmailChange } from './contact-email-change.ts';
import { answers } from '../../platform/http/answers.ts';

/** A path id: plain digits of a 32-bit number (no '', '1e3' or '0x10' that a number coercion would take). */
const rowId = (min: 0 | 1) =>
  z
    .string()
    .regex(/^\d{1,10}$/, { error: 'invalidValue' })
    .transform(Number)
    .pipe(z.number().min(min, { error: 'invalidValue' }).max(2_147_483_647, { error: 'invalidValue' }));
/** Saves take id 0 for a new row (SPEC §4, local lists); deletes need a real one. */
const saveParams = z.object({ id: rowId(0) });
const rowParams = z.object({ id: rowId(1) });
const contactAssignParams = z.object({ contactId: rowId(1), registrationId: rowId(1) });
const brandAssignParams = z.object({ brandId: rowId(1), registrationId: rowId(1) });

const exhibitor = { access: 'exhibitor' as const };
const tokenHashOf = (request: FastifyRequest) => {
  const token = bearerToken(request.headers.authorization);
  return token ? hashToken(token) : undefined;
};

/**
 * The exhibitor's company data: company, contacts, brands and addresses, and their assignment to
 * registrations. Every id is checked against the caller's company (policy.ts): a foreign or unknown id is a 404.
 * Answers `{ success: true, <entity> }`; the portal reloads `GET /fe/globaldata` afterwards.
 */
export const companyDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const company = async (request: FastifyRequest, body: z.output<typeof companyDataSchema>) => {
    const { companyId } = await exhibitorOf(request);
    return { success: true, company: await saveCompany(app.db, companyId, body) } satisfies SaveCompanyAnswer;
  };
  app.post('/fe/company', { config: exhibitor, schema: { body: companyDataSchema, response: answers(saveCompanyAnswerSchema) } }, (request) => company(request, request.body));
  app.post('/fe/company/:id', { config: exhibitor, schema: { params: rowParams, body: companyDataSchema, response: answers(saveCompanyAnswerSchema) } }, async (request) => {
    ownCompany(policyActor(await exhibitorOf(request)), request.params.id);
    return company(request, request.body);
  });

  app.post('/fe/contact/:id', { config: exhibitor, schema: { params: saveParams, body: contactDataSchema, response: answers(saveContactAnswerSchema) } }, async (request) => {
    const caller = await exhibitorOf(request);
    const options = { tokenHash: tokenHashOf(request), publicUrl: app.config.publicUrl };
    const { contact, emailChange } = await saveContact(app.db, caller, request.params.id, request.body, options);
    if (emailChange) app.mailQueued();
    return { success: true, contact: presentContact(contact, request.lang), ...(emailChange && { emailChange }) } satisfies SaveContactAnswer;
  });
  // The link of the mail that asks a contact to confirm its new username; public: the contact may not be logged in.
  const confirming = { access: 'public' as const, rateLimit: { max: app.config.confirmLimitPerAddress, timeWindow: '10 minutes' } };
  app.post('/pub/contact_email/:token', { config: confirming, schema: { params: z.object({ token: z.string() }), response: answers(confirmEmailChangeAnswerSchema) } }, async (request) => {
    return { success: true, email: await confirmEmailChange(app.db, request.params.token) } satisfies ConfirmEmailChangeAnswer;
  });
  app.delete('/fe/contact/:id', { config: exhibitor, schema: { params: rowParams, response: answers(deletedAnswerSchema) } }, async (request) => {
    await removeContact(app.db, await exhibitorOf(request), request.params.id);
    return { success: true, id: request.params.id } satisfies DeletedAnswer;
  });

  app.post('/fe/brand/:id', { config: exhibitor, schema: { params: saveParams, body: brandDataSchema, response: answers(saveBrandAnswerSchema) } }, async (request) => {
    const { row, brandIds, warnings } = await saveBrand(app.db, await exhibitorOf(request), request.params.id, request.body);
    return {
      success: true,
      brand: presentBrand(row, brandIds),
      warnings: warnings.map((w) => ({ property: w.property, message: translate(w.code, request.lang) })),
    } satisfies SaveBrandAnswer;
  });
  app.delete('/fe/brand/:id', { config: exhibitor, schema: { params: rowParams, response: answers(deletedAnswerSchema) } }, async (request) => {
    await removeBrand(app.db, await exhibitorOf(request), request.params.id);
    return { success: true, id: request.params.id } satisfies DeletedAnswer;
  });
  /** The company's brands in id order, each marked whether it is one of the free five. */
  app.get('/fe/brands', { config: exhibitor, schema: { response: answers(brandsAnswerSchema) } }, async (request) => {
    const { companyId } = await exhibitorOf(request);
    const brandIds = await companyBrandIds(app.db, companyId);
    const rows = await findBrandRows(app.db, companyId, brandIds);
    return { brands: rows.map((row) => presentBrand(row, brandIds)) } satisfies BrandsAnswer;
  });

  app.post('/fe/address', { config: exhibitor, schema: { body: addressDataSchema, response: answers(saveAddressAnswerSchema) } }, async (request) => {
    return { success: true, address: presentAddress(await saveAddress(app.db, await exhibitorOf(request), request.body)) } satisfies SaveAddressAnswer;
  });
  app.delete('/fe/address/:id', { config: exhibitor, schema: { params: rowParams, response: answers(deletedAnswerSchema) } }, async (request) => {
    await removeAddress(app.db, await exhibitorOf(request), request.params.id);
    return { success: true, id: request.params.id } satisfies DeletedAnswer;
  });

  for (const action of ['assign', 'unassign'] as const) {
    app.post(`/fe/action/contact/:contactId/${action}/:registrationId`, { config: exhibitor, schema: { params: contactAssignParams, response: answers(saveContactAnswerSchema) } }, async (request) => {
      const { contactId, registrationId } = request.params;
      const contact = await setContactAssigned(app.db, await exhibitorOf(request), contactId, registrationId, action === 'assign');
      return { success: true, contact: presentContact(contact, request.lang) } satisfies SaveContactAnswer;
    });
    app.post(`/fe/action/brand/:brandId/${action}/:registrationId`, { config: exhibitor, schema: { params: brandAssignParams, response: answers(assignBrandAnswerSchema) } }, async (request) => {
      const { brandId, registrationId } = request.params;
      const { row, brandIds } = await setBrandAssigned(app.db, await exhibitorOf(request), brandId, registrationId, action === 'assign');
      return { success: true, brand: presentBrand(row, brandIds) } satisfies AssignBrandAnswer;
    });
  }
};
