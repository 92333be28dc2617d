import type { StandWishesAnswer, StandWishesInput } from '@messeportal/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { registrationKeys } from '../../../api/portal-keys.ts';
import type { Locale } from '../../../i18n/locale.ts';

/** The wishes hold no translated text: one key per registration, whatever the language. */
export const standWishesKey = (registrationId: number) => [...registrationKeys.all, 'standWishes', registrationId] as const;

/** `GET /fe/rest/registration/{id}/stand-wishes`: whether and what the exhibitor may wish for its stand, and its wishes. */
export const standWishesQueryOptions = (registrationId: number) =>
  queryOptions({
    queryKey: standWishesKey(registrationId),
    queryFn: ({ signal }) => apiRequest<StandWishesAnswer>(`/fe/rest/registration/${registrationId}/stand-wishes`, { signal }),
  });

export function useStandWishes(registrationId: number) {
  return useQuery(standWishesQueryOptions(registrationId));
}

/** `PUT /fe/rest/registration/{id}/stand-wishes`: the wishes replaced, then read again. */
export function useSaveStandWishes(registrationId: number, locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StandWishesInput) => apiRequest<{ success: true }>(`/fe/rest/registration/${registrationId}/stand-wishes`, { method: 'PUT', body: input, locale }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: standWishesKey(registrationId) }),
  });
}
