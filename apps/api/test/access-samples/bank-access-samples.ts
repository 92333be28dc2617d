import { type AccessSamples } from '../staff-context.ts';

/**
 * Calls of bank statements for the access test: a body that is no statement (400 for those allowed), the list,
 * and an entry that does not exist (404): what is allowed is decided before anything is read or booked.
 */
export const bankAccessSamples: AccessSamples = async () => ({
  'POST /be/bank-statements': ['POST', '/be/bank-statements', {}, 400],
  'GET /be/bank-entries': ['GET', '/be/bank-entries?state=review'],
  'POST /be/bank-entries/:id/assign': ['POST', '/be/bank-entries/999999/assign', { allocations: [{ number: 'RE-2026-0001', amount: 1 }] }, 404],
  'POST /be/bank-entries/:id/dismiss': ['POST', '/be/bank-entries/999999/dismiss', {}, 404],
});
