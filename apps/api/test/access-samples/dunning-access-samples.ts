import { type AccessSamples } from '../staff-context.ts';

/**
 * Calls of dunning for the access test: today's run, a run with nothing due (409), an invoice or company that
 * does not exist (404): what is allowed is decided before anything is read or sent.
 */
export const dunningAccessSamples: AccessSamples = async () => ({
  'GET /be/dunning': ['GET', '/be/dunning'],
  'POST /be/dunning': ['POST', '/be/dunning', { registrationIds: [999999] }, 409],
  'PUT /be/invoices/:id/dispute': ['PUT', '/be/invoices/999999/dispute', { disputed: true, note: 'Menge strittig' }, 404],
  'PUT /be/companies/:id/dunning-hold': ['PUT', '/be/companies/999999/dunning-hold', { onHold: true, note: 'Ratenzahlung' }, 404],
});
