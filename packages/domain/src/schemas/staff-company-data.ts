import { z } from './zod.ts';
import { companySchema, portalAddressSchema, portalContactSchema } from './company-data-answers.ts';

/**
 * `GET /be/company/{id}` and the answer of every staff correction of it (`PUT /be/company/{id}`, its addresses,
 * `PUT /be/contact/{id}`): the company's data in the portal's shapes, so that staff's forms are the exhibitor's.
 */
export const staffCompanyAnswerSchema = z.object({
  company: companySchema,
  addresses: z.array(portalAddressSchema),
  contacts: z.array(portalContactSchema),
});
export type StaffCompanyAnswer = z.infer<typeof staffCompanyAnswerSchema>;
