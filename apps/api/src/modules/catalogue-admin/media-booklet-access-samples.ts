import type { AccessSamples } from '../backoffice/test-context.ts';

/** Sample calls of the media and booklet catalogue routes for the access test (backoffice/access.test.ts). */
export const mediaBookletAccessSamples: AccessSamples = async () => ({});
