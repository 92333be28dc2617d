import { z } from './zod.ts';

/** A stored file's id as a client names it: random up to 2^53 (the API's platform/files/file-id.ts), not a row count. */
export const fileId = () =>
  z
    .number({ error: (issue) => (issue.input === undefined ? 'required' : 'invalidType') })
    .int({ error: 'invalidType' })
    .positive({ error: 'invalidValue' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'invalidValue' });
