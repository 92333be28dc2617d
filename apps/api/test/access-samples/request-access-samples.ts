import { type AccessSamples, type BackofficeContext } from '../staff-context.ts';
import { insertCredentialRequest } from '../../src/platform/credentials/requests/repo.ts';

/** A request in the inbox, straight into the table (the public route's limits are not what is tested here). */
async function openRequest(c: BackofficeContext, email: string): Promise<number> {
  await insertCredentialRequest(c.db, { company: 'Probefirma', name: 'Anna Probe', email, phone: '', message: '' }, 'de');
  const { requests } = (await c.call('GET', '/be/requests')).json() as { requests: { id: number; email: string }[] };
  return requests.find((request) => request.email === email)!.id;
}

/**
 * Calls of the requests inbox for the access test. Answering and closing are done for good by the first allowed
 * role, so the next one meets 409 (already done) instead.
 */
export const requestAccessSamples: AccessSamples = async (c) => {
  const [shown, answered, closed] = [
    await openRequest(c, 'probe1@probefirma.example'),
    await openRequest(c, 'probe2@probefirma.example'),
    await openRequest(c, 'probe3@probefirma.example'),
  ];
  return {
    'GET /be/requests': ['GET', '/be/requests?state=open'],
    'GET /be/request/:id': ['GET', `/be/request/${shown}`],
    'POST /be/request/:id/answer': ['POST', `/be/request/${answered}/answer`, { contactId: c.demo.contactId }, 409],
    'POST /be/request/:id/done': ['POST', `/be/request/${closed}/done`, undefined, 409],
  };
};
