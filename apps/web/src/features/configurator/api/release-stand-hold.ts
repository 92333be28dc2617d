import { apiRequest } from '../../../api/client.ts';

/**
 * `DELETE /pub/event/{id}/stand-hold`: the visitor gives its stand up (back to the form, or no stand from the plan).
 * Nothing to give up is no error; a failure only leaves the hold to run out within 15 minutes.
 */
export const releaseStandHold = (eventId: number, token: string) =>
  apiRequest<{ success: true }>(`/pub/event/${eventId}/stand-hold`, { method: 'DELETE', body: { token } }).catch(() => undefined);
