import {
  auditPageSchema,
  organiserSettingsAnswerSchema,
  staffAccountAnswerSchema,
  staffListSchema,
  staffMeSchema,
  assignBrandAnswerSchema,
  bookletSchema,
  brandsAnswerSchema,
  checkEmailAnswerSchema,
  companiesAnswerSchema,
  companyAnswerSchema,
  copyOfferAnswerSchema,
  deletedAnswerSchema,
  documentsAnswerSchema,
  errorAnswerSchema,
  eventAnswerSchema,
  eventRegistrationsAnswerSchema,
  fireplaceRequestSchema,
  globalDataSchema,
  loginAnswerSchema,
  mediaOrderResultSchema,
  mediasAnswerSchema,
  offerAnswerSchema,
  offerListSchema,
  orderBookAnswerSchema,
  orderResultSchema,
  outboxPageSchema,
  personalValidationSchema,
  portalConfigSchema,
  registrationAnswerSchema,
  resetRequestAnswerSchema,
  saveAddressAnswerSchema,
  saveBookletAnswerSchema,
  saveBrandAnswerSchema,
  saveCompanyAnswerSchema,
  saveContactAnswerSchema,
  confirmEmailChangeAnswerSchema,
  saveFloorPlanAnswerSchema,
  saveOfferAnswerSchema,
  saveStaffOfferAnswerSchema,
  staffEventsAnswerSchema,
  staffLoginAnswerSchema,
  staffOfferAnswerSchema,
  standCalculationSchema,
  successAnswerSchema,
  uploadedFileSchema,
} from '@messeportal/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';

/** The schema in the domain of each call's successful answer, by method and route. */
const answers: Record<string, ZodType> = {
  'GET /pub/config': portalConfigSchema,
  'GET /pub/event/:id': eventAnswerSchema,
  'GET /pub/event/:id/medias': mediasAnswerSchema,
  'GET /pub/event/:id/orderbook': orderBookAnswerSchema,
  'GET /pub/offer/:uuid': offerAnswerSchema,
  'POST /pub/calculate_configurator': standCalculationSchema,
  'POST /pub/checkemail': checkEmailAnswerSchema,
  'POST /pub/validate': personalValidationSchema,
  'POST /pub/save_configurator': saveOfferAnswerSchema,
  'POST /pub/send_configurator': saveOfferAnswerSchema,
  'POST /pub/order': orderResultSchema,
  'POST /fe/order': orderResultSchema,
  'POST /pub/confirm/:id/:token': successAnswerSchema,
  'POST /pub/file/upload/temp': uploadedFileSchema,
  'POST /pub/reset_password': resetRequestAnswerSchema,
  'POST /pub/reset_password/:token': successAnswerSchema,
  'POST /be/set_password/:token': successAnswerSchema,
  'POST /pub/credentials_request': successAnswerSchema,
  'POST /fe/login_check': loginAnswerSchema,
  'POST /fe/logout': successAnswerSchema,
  'GET /fe/globaldata': globalDataSchema,
  'GET /fe/company': companyAnswerSchema,
  'POST /fe/company': saveCompanyAnswerSchema,
  'POST /fe/company/:id': saveCompanyAnswerSchema,
  'POST /fe/contact/:id': saveContactAnswerSchema,
  'DELETE /fe/contact/:id': deletedAnswerSchema,
  'POST /pub/contact_email/:token': confirmEmailChangeAnswerSchema,
  'POST /fe/brand/:id': saveBrandAnswerSchema,
  'DELETE /fe/brand/:id': deletedAnswerSchema,
  'GET /fe/brands': brandsAnswerSchema,
  'POST /fe/address': saveAddressAnswerSchema,
  'DELETE /fe/address/:id': deletedAnswerSchema,
  'POST /fe/action/contact/:contactId/assign/:registrationId': saveContactAnswerSchema,
  'POST /fe/action/contact/:contactId/unassign/:registrationId': saveContactAnswerSchema,
  'POST /fe/action/brand/:brandId/assign/:registrationId': assignBrandAnswerSchema,
  'POST /fe/action/brand/:brandId/unassign/:registrationId': assignBrandAnswerSchema,
  'GET /fe/rest/registration/:id': registrationAnswerSchema,
  'GET /fe/rest/orderbook/:id': bookletSchema,
  'POST /fe/rest/orderbook/:id': saveBookletAnswerSchema,
  'POST /fe/rest/orderbook/:id/floorplan': saveFloorPlanAnswerSchema,
  'GET /fe/rest/fireplace/:id': fireplaceRequestSchema,
  'POST /fe/rest/fireplace/:id': fireplaceRequestSchema,
  'DELETE /fe/rest/fireplace/:id/:connectionId': fireplaceRequestSchema,
  'POST /fe/rest/media/:id': mediaOrderResultSchema,
  'GET /fe/registration/:id/documents': documentsAnswerSchema,
  'POST /be/login_check': staffLoginAnswerSchema,
  'POST /be/logout': successAnswerSchema,
  'GET /be/events': staffEventsAnswerSchema,
  'GET /be/event/:id/offers': offerListSchema,
  'GET /be/event/:id/registrations': eventRegistrationsAnswerSchema,
  'GET /be/companies': companiesAnswerSchema,
  'GET /be/offer/:id': staffOfferAnswerSchema,
  'POST /be/action/save_configurator': saveStaffOfferAnswerSchema,
  'POST /be/offer/:id/copy': copyOfferAnswerSchema,
  'GET /be/outbox': outboxPageSchema,
  'POST /be/outbox/:id/resend': successAnswerSchema,
  'GET /be/admin/settings': organiserSettingsAnswerSchema,
  'PUT /be/admin/settings': organiserSettingsAnswerSchema,
  'GET /be/admin/staff': staffListSchema,
  'POST /be/admin/staff': staffAccountAnswerSchema,
  'PUT /be/admin/staff/:id': staffAccountAnswerSchema,
  'POST /be/admin/staff/:id/link': staffAccountAnswerSchema,
  'GET /be/me': staffMeSchema,
  'POST /be/password': successAnswerSchema,
  'GET /be/admin/audit': auditPageSchema,
};

const isJson = (reply: FastifyReply) => String(reply.getHeader('content-type') ?? '').startsWith('application/json');
/** The calls of the web (SPEC's paths); operators' routes (health, docs, metrics) answer for themselves. */
const isWebCall = (url: string) => /^\/(pub|fe|be)\//.test(url);

/**
 * Holds every JSON answer to the domain's schema of its call (an error to the error answer's), so that the
 * schemas the web reads its answers through cannot drift from what the API sends. Collects what does not fit.
 */
export function createAnswerCheck() {
  const problems: string[] = [];
  return {
    problems,
    check(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
      const route = request.routeOptions.url ?? request.url;
      // Cached catalogue answers go out as their encoded bytes (lib/serialised-once.ts).
      const text = Buffer.isBuffer(payload) ? payload.toString() : payload;
      if (!isJson(reply) || typeof text !== 'string' || !isWebCall(route)) return;
      const call = `${request.method} ${route}`;
      const schema = reply.statusCode < 300 ? answers[call] : errorAnswerSchema;
      if (!schema) {
        problems.push(`${call}: no answer schema in the domain`);
        return;
      }
      const result = schema.safeParse(JSON.parse(text));
      if (!result.success) problems.push(`${call} (${reply.statusCode}): ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    },
  };
}
