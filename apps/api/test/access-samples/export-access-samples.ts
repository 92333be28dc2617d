import { KITCHEN, type AccessSamples } from '../staff-context.ts';

/** Sample calls of the export routes for the access test (backoffice/access.test.ts). */
export const exportAccessSamples: AccessSamples = async () => ({
  'GET /be/event/:id/export/:list': ['GET', `/be/event/${KITCHEN}/export/services?format=csv`],
});
