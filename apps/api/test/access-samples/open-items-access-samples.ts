import { type AccessSamples } from '../staff-context.ts';

/**
 * Calls of the open items for the access test: the list, a company's payment history (the demo exhibitor's) and an
 * export of nothing (409 for those allowed): what is allowed is decided before anything is read.
 */
export const openItemsAccessSamples: AccessSamples = async (c) => ({
  'GET /be/open-items': ['GET', '/be/open-items?state=overdue'],
  'GET /be/open-items/export': ['GET', '/be/open-items/export?format=csv&q=niemand-hat-das', undefined, 409],
  'GET /be/companies/:id/payment-history': ['GET', `/be/companies/${c.demo.companyId}/payment-history`],
});
