import type { AdminMediaAnswer, DeletedAnswer, MediumInput, SaveMediumAnswer } from '@messeportal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { catalogueKeys, isMediaQuery } from './keys.ts';

/** `GET /be/admin/event/{id}/media`: the event's media in order, with stock and sold pieces. */
export function useEventMedia(eventId: number, locale: Locale) {
  return useQuery({
    queryKey: catalogueKeys.media(eventId),
    queryFn: ({ signal }) => apiRequest<AdminMediaAnswer>(`/be/admin/event/${eventId}/media`, { locale, signal }),
    // Sold pieces change with every order: the stock's lower bound must be current.
    staleTime: 0,
  });
}

/** After a change every event's media are read again: the shared groups' counts change too. */
function useMediumMutation<Input, Answer>(request: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ predicate: isMediaQuery }),
  });
}

/** `POST /be/admin/event/{id}/media` (no id) or `PUT /be/admin/media/{id}`: the whole medium. */
export const useSaveMedium = (eventId: number, locale: Locale) =>
  useMediumMutation(({ id, input }: { id: number | null; input: MediumInput }) =>
    id === null
      ? apiRequest<SaveMediumAnswer>(`/be/admin/event/${eventId}/media`, { method: 'POST', body: input, locale })
      : apiRequest<SaveMediumAnswer>(`/be/admin/media/${id}`, { method: 'PUT', body: input, locale }),
  );

/** `DELETE /be/admin/media/{id}`: a 409 names the orders and offers that use it. */
export const useDeleteMedium = (eventId: number, locale: Locale) =>
  useMediumMutation((id: number) => apiRequest<DeletedAnswer>(`/be/admin/media/${id}`, { method: 'DELETE', locale }));
