import { z } from 'zod';

/** The registration desk's exports (issue 16): what the organiser hands to the exhibitors' service partners. */
export const EXPORT_LISTS = ['registrations', 'services', 'media', 'directory', 'fireplace'] as const;
export type ExportListName = (typeof EXPORT_LISTS)[number];

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** `…/export/{list}`: the event's id is read as text (eventCatalog.fromParam answers a malformed one with 404). */
export const exportParamsSchema = z.object({ id: z.string(), list: z.enum(EXPORT_LISTS, { error: 'invalidValue' }) });

/** `?format=csv|xlsx` (CSV when left out) beside `?lang=`, which the lang plugin reads. */
export const exportQuerySchema = z.object({
  format: z.preprocess((value) => (value === '' ? undefined : value), z.enum(EXPORT_FORMATS, { error: 'invalidValue' }).optional().default('csv')),
});
