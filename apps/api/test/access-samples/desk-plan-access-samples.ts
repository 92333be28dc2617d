import { type AccessSamples } from '../staff-context.ts';

/**
 * Calls of the desk's plan for the access test (issue 31): proposals sent to several registrations at once (a hall the
 * event does not sell: answered, the proposal listed as not sent), and a notice of a changed stand marked seen (none
 * such: 404).
 */
export const deskPlanAccessSamples: AccessSamples = async (c) => ({
  'POST /be/event/:id/stand-proposals': ['POST', `/be/event/${c.kitchen.id}/stand-proposals`, { proposals: [{ registrationId: 999_999, hallId: 999_999, stand: 'A1' }] }],
  'POST /be/event/:id/stand-change/:noticeId/seen': ['POST', `/be/event/${c.kitchen.id}/stand-change/999999/seen`, {}, 404],
});
