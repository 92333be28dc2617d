import { z } from 'zod';

/** A path `…/{id}/…`, read as text: parseId or eventCatalog.fromParam turn a malformed id into a 404. */
export const idParamsSchema = z.object({ id: z.string() });
