import { z } from './zod.ts';

/**
 * `GET` and `POST /fe/rest/calendar` (issue 32): the contact's private calendar address (ICS), to subscribe to in
 * Outlook, Google or Apple; null until the contact asks for one. `POST` makes it, or renews it: the old one then ends.
 */
export const calendarAddressAnswerSchema = z.object({ url: z.string().nullable() });
export type CalendarAddressAnswer = z.infer<typeof calendarAddressAnswerSchema>;
