import { type AccessSamples } from '../staff-context.ts';

/**
 * Calls of refunds for the access test: the list, a refund of an invoice and a file of a refund that do not exist
 * (404): what is allowed is decided before anything is read or booked.
 */
export const refundAccessSamples: AccessSamples = async () => ({
  'GET /be/refunds': ['GET', '/be/refunds'],
  'POST /be/refunds': ['POST', '/be/refunds', { method: 'setOff', documentId: 999999, setOffDocumentId: 999998, amount: 1 }, 404],
  'POST /be/refund-batches': ['POST', '/be/refund-batches', { refundIds: [999999] }, 404],
  'GET /be/refund-batches/:id/file': ['GET', '/be/refund-batches/999999/file', undefined, 404],
});
