import type { FireplaceConnectionInput, FireplaceRequest } from '@messeportal/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { registrationKeys } from '../../../api/portal-keys.ts';

export const getFireplace = (id: number, locale: Locale, signal?: AbortSignal) =>
  apiRequest<FireplaceRequest>(`/fe/rest/fireplace/${id}`, { locale, signal });

export const fireplaceQueryOptions = (id: number, locale: Locale) =>
  queryOptions({
    queryKey: registrationKeys.fireplaceIn(id, locale),
    queryFn: ({ signal }) => getFireplace(id, locale, signal),
    placeholderData: keepPreviousData,
  });

export function useFireplace(id: number, locale: Locale) {
  return useQuery(fireplaceQueryOptions(id, locale));
}

/** Adding or removing a connection answers the whole request anew; it replaces the cached one. */
function useFireplaceMutation<Input>(id: number, locale: Locale, call: (input: Input) => Promise<FireplaceRequest>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => {
      queryClient.setQueryData(registrationKeys.fireplaceIn(id, locale), answer);
      // The other language's copy is stale now; it is read again when the language switches.
      void queryClient.invalidateQueries({ queryKey: registrationKeys.fireplace(id), refetchType: 'none' });
    },
  });
}

export const useAddFireplaceConnection = (id: number, locale: Locale) =>
  useFireplaceMutation(id, locale, (input: FireplaceConnectionInput) =>
    apiRequest<FireplaceRequest>(`/fe/rest/fireplace/${id}`, { body: input, locale }),
  );

export const useRemoveFireplaceConnection = (id: number, locale: Locale) =>
  useFireplaceMutation(id, locale, (connectionId: number) =>
    apiRequest<FireplaceRequest>(`/fe/rest/fireplace/${id}/${connectionId}`, { method: 'DELETE', locale }),
  );
