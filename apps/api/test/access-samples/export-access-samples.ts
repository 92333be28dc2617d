import { type AccessSamples } from '../staff-context.ts';

/** Sample calls of the export routes for the access test (backoffice/access.test.ts). */
export const exportAccessSamples: AccessSamples = async (c) => ({
  'GET /be/event/:id/export/:list': ['GET', `/be/event/${c.kitchen.id}/export/services?format=csv`],
});
