import type { AdminEventsAnswer, CopyEventAnswer, CopyEventInput, EventInput, SaveEventAnswer } from '@messeportal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { catalogueKeys } from './keys.ts';

/** `GET /be/admin/events`: every event, closed and past ones too, newest first, with the organiser's time zone. */
export function useAdminEvents(locale: Locale) {
  return useQuery({
    queryKey: catalogueKeys.events(),
    queryFn: ({ signal }) => apiRequest<AdminEventsAnswer>('/be/admin/events', { locale, signal }),
  });
}

/** `POST /be/admin/events`: the answer is the saved event. */
export function useCreateEvent(locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EventInput) => apiRequest<SaveEventAnswer>('/be/admin/events', { method: 'POST', body: input, locale }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.events() }),
  });
}

/** `POST /be/admin/event/{id}/copy`: the new edition's id and how many days its dates moved. */
export function useCopyEvent(eventId: number, locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CopyEventInput) => apiRequest<CopyEventAnswer>(`/be/admin/event/${eventId}/copy`, { method: 'POST', body: input, locale }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.events() }),
  });
}
