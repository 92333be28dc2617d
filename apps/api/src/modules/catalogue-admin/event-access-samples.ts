import type { AccessSamples } from '../backoffice/test-context.ts';

/** Sample calls of the event catalogue routes for the access test (backoffice/access.test.ts). */
export const eventAccessSamples: AccessSamples = async () => ({});
