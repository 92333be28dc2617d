import { type AccessSamples } from '../staff-context.ts';

/** Sample calls of the event dashboard for the access test (backoffice/access.test.ts). */
export const dashboardAccessSamples: AccessSamples = async (c) => ({
  'GET /be/event/:id/dashboard': ['GET', `/be/event/${c.kitchen.id}/dashboard`],
});
