import { type AccessSamples } from '../staff-context.ts';

/**
 * Calls of invoicing for the access test. The exhibitor's registration is invoiced, cancelled and invoiced again before
 * the calls: the cancelled invoice meets 409 on every cancel, the live one takes a cent of credit and of payment
 * per allowed role; issuing again (or its draft) finds nothing left to invoice, and correcting it as an outdated final
 * invoice finds none (409).
 */
export const invoicingAccessSamples: AccessSamples = async (c) => {
  const registration = `/be/registration/${c.demo.registrationId}`;
  const issue = async () => {
    const answer = (await c.call('POST', `${registration}/invoices`, c.staff, { billingNumber: 'none' })).json();
    return answer.documents.find((d: { type: string; status: string; billingNumber: string | null }) => d.type === 'invoice' && d.status === 'open' && d.billingNumber === 'none');
  };
  const cancelled = await issue();
  await c.call('POST', `/be/document/${cancelled.id}/cancel`, c.staff, { reason: 'Doppelt gestellt' });
  const live = await issue();
  const [line] = (await c.call('GET', `/be/document/${live.id}`)).json().lines;
  return {
    'GET /be/event/:id/documents': ['GET', `/be/event/${c.kitchen.id}/documents?type=invoice`],
    'GET /be/event/:id/documents/datev': ['GET', `/be/event/${c.kitchen.id}/documents/datev`],
    'GET /be/registration/:id/invoicing': ['GET', `${registration}/invoicing`],
    'POST /be/registration/:id/invoices': ['POST', `${registration}/invoices`, { billingNumber: 'none' }, 409],
    'POST /be/registration/:id/invoices/preview': ['POST', `${registration}/invoices/preview`, { billingNumber: 'none' }, 409],
    // The live invoice is no final invoice outdated by a cancelled partial one: nothing to correct.
    'POST /be/document/:id/final_correction': ['POST', `/be/document/${live.id}/final_correction`, {}, 409],
    'POST /be/document/:id/final_correction/preview': ['POST', `/be/document/${live.id}/final_correction/preview`, {}, 409],
    'GET /be/document/:id': ['GET', `/be/document/${live.id}`],
    'GET /be/document/:id/xrechnung': ['GET', `/be/document/${live.id}/xrechnung`],
    'POST /be/document/:id/credit_note': ['POST', `/be/document/${live.id}/credit_note`, { lines: [{ id: line.id, net: 0.01 }] }],
    'POST /be/document/:id/payments': ['POST', `/be/document/${live.id}/payments`, { paidOn: new Date().toISOString().slice(0, 10), amount: 0.01 }],
    'POST /be/document/:id/cancel': ['POST', `/be/document/${cancelled.id}/cancel`, { reason: 'Doppelt gestellt' }, 409],
  };
};
