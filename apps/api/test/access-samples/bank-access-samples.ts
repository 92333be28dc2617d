import { type AccessSamples } from '../staff-context.ts';

/**
 * Calls of bank statements and direct debits for the access test: a body that is no statement (400 for those
 * allowed), the lists, an entry or file that does not exist (404), a collection refused (409): what is allowed is
 * decided before anything is read, booked or collected.
 */
export const bankAccessSamples: AccessSamples = async () => ({
  'POST /be/bank-statements': ['POST', '/be/bank-statements', {}, 400],
  'GET /be/bank-entries': ['GET', '/be/bank-entries?state=review'],
  'POST /be/bank-entries/:id/assign': ['POST', '/be/bank-entries/999999/assign', { allocations: [{ number: 'RE-2026-0001', amount: 1 }] }, 404],
  'POST /be/bank-entries/:id/dismiss': ['POST', '/be/bank-entries/999999/dismiss', {}, 404],
  'GET /be/direct-debits': ['GET', '/be/direct-debits'],
  // No creditor identifier in the test's settings, and nothing to collect: refused either way.
  'POST /be/direct-debits': ['POST', '/be/direct-debits', { documentIds: [999999] }, 409],
  'GET /be/direct-debit-batches/:id/file': ['GET', '/be/direct-debit-batches/999999/file', undefined, 404],
});
