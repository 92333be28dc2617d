import type { CalendarAddressAnswer } from '@messeportal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';

/** The address is the same in every language (the calendar keeps the one it was made in): one key. */
const calendarKey = ['calendarAddress'] as const;

/** `GET /fe/rest/calendar`: the contact's private calendar address, null until it asks for one. */
export function useCalendarAddress() {
  return useQuery({ queryKey: calendarKey, queryFn: ({ signal }) => apiRequest<CalendarAddressAnswer>('/fe/rest/calendar', { signal }) });
}

/** `POST /fe/rest/calendar`: a new address (the first, or one in place of the old, which ends), in the language in use. */
export function useRenewCalendarAddress(locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<CalendarAddressAnswer>('/fe/rest/calendar', { method: 'POST', body: {}, locale }),
    onSuccess: (answer) => queryClient.setQueryData(calendarKey, answer),
  });
}
