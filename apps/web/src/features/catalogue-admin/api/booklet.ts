import type {
  AdminBookletAnswer,
  BookletGroupInput,
  BookletItemInput,
  BookletOrderInput,
  DeletedAnswer,
  SaveBookletGroupAnswer,
  SaveBookletItemAnswer,
} from '@messeportal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { catalogueKeys } from './keys.ts';

/** `GET /be/admin/event/{id}/booklet`: groups in order, each with its items in order. */
export function useAdminBooklet(eventId: number, locale: Locale) {
  return useQuery({
    queryKey: catalogueKeys.booklet(eventId),
    queryFn: ({ signal }) => apiRequest<AdminBookletAnswer>(`/be/admin/event/${eventId}/booklet`, { locale, signal }),
  });
}

/** The booklet is read again after a change (the event's flag "configurator services" may change too). */
function useBookletMutation<Input, Answer>(eventId: number, request: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.event(eventId) }),
  });
}

export const useSaveBookletGroup = (eventId: number, locale: Locale) =>
  useBookletMutation(eventId, ({ id, input }: { id: number | null; input: BookletGroupInput }) =>
    id === null
      ? apiRequest<SaveBookletGroupAnswer>(`/be/admin/event/${eventId}/booklet_groups`, { method: 'POST', body: input, locale })
      : apiRequest<SaveBookletGroupAnswer>(`/be/admin/booklet_group/${id}`, { method: 'PUT', body: input, locale }),
  );

/** `DELETE /be/admin/booklet_group/{id}`: refused (409) while it holds items. */
export const useDeleteBookletGroup = (eventId: number, locale: Locale) =>
  useBookletMutation(eventId, (id: number) => apiRequest<DeletedAnswer>(`/be/admin/booklet_group/${id}`, { method: 'DELETE', locale }));

export const useSaveBookletItem = (eventId: number, locale: Locale) =>
  useBookletMutation(eventId, ({ id, input }: { id: number | null; input: BookletItemInput }) =>
    id === null
      ? apiRequest<SaveBookletItemAnswer>(`/be/admin/event/${eventId}/booklet_items`, { method: 'POST', body: input, locale })
      : apiRequest<SaveBookletItemAnswer>(`/be/admin/booklet_item/${id}`, { method: 'PUT', body: input, locale }),
  );

/** `DELETE /be/admin/booklet_item/{id}`: a 409 names the orders, offers and booklets that use it. */
export const useDeleteBookletItem = (eventId: number, locale: Locale) =>
  useBookletMutation(eventId, (id: number) => apiRequest<DeletedAnswer>(`/be/admin/booklet_item/${id}`, { method: 'DELETE', locale }));

/** `POST /be/admin/event/{id}/booklet_order`: the answer is the booklet in its new order, shown at once. */
export function useReorderBooklet(eventId: number, locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: BookletOrderInput) => apiRequest<AdminBookletAnswer>(`/be/admin/event/${eventId}/booklet_order`, { method: 'POST', body: order, locale }),
    onSuccess: (booklet) => queryClient.setQueryData(catalogueKeys.booklet(eventId), booklet),
  });
}
