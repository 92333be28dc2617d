import type { AdminEventDetailAnswer, EventInput, PublishEventInput, SaveEventAnswer } from '@messeportal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { catalogueKeys } from './keys.ts';

/** `GET /be/admin/event/{id}`: the event with its stand types (and price rules) and product groups. */
export function useAdminEvent(eventId: number, locale: Locale) {
  return useQuery({
    queryKey: catalogueKeys.detail(eventId),
    queryFn: ({ signal }) => apiRequest<AdminEventDetailAnswer>(`/be/admin/event/${eventId}`, { locale, signal }),
  });
}

/** `PUT /be/admin/event/{id}`: the whole event; the detail takes the saved one, the list is read again. */
export function useSaveEvent(eventId: number, locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EventInput) => apiRequest<SaveEventAnswer>(`/be/admin/event/${eventId}`, { method: 'PUT', body: input, locale }),
    onSuccess: ({ event }) => {
      queryClient.setQueryData<AdminEventDetailAnswer>(catalogueKeys.detail(eventId), (old) => (old ? { ...old, event } : old));
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.events() });
    },
  });
}

/** `PUT /be/admin/event/{id}/published`: publishes the event or takes it back; the detail takes the saved one, the list is read again. */
export function usePublishEvent(eventId: number, locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PublishEventInput) => apiRequest<SaveEventAnswer>(`/be/admin/event/${eventId}/published`, { method: 'PUT', body: input, locale }),
    onSuccess: ({ event }) => {
      queryClient.setQueryData<AdminEventDetailAnswer>(catalogueKeys.detail(eventId), (old) => (old ? { ...old, event } : old));
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.events() });
    },
  });
}

/** After a change of a stand type or product group the event's detail is read again. */
export function useDetailMutation<Input, Answer>(eventId: number, request: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.detail(eventId) }),
  });
}
