import type { ProposalAnswerInput, StandProposalAnswer } from '@messeportal/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../api/api-error.ts';
import { apiRequest } from '../../../api/client.ts';
import { globalDataKeys } from '../../../api/get-global-data.ts';
import { registrationKeys } from '../../../api/portal-keys.ts';
import type { Locale } from '../../../i18n/locale.ts';

/** The proposal holds no translated text: one key per registration, whatever the language. */
export const standProposalKey = (registrationId: number) => [...registrationKeys.all, 'standProposal', registrationId] as const;

export const getStandProposal = (registrationId: number, signal?: AbortSignal) =>
  apiRequest<StandProposalAnswer>(`/fe/rest/registration/${registrationId}/stand-proposal`, { signal });

/** `GET /fe/rest/registration/{id}/stand-proposal`: the registration's latest placement proposal, open or answered, or null. */
export const standProposalQueryOptions = (registrationId: number) =>
  queryOptions({
    queryKey: standProposalKey(registrationId),
    queryFn: ({ signal }) => getStandProposal(registrationId, signal),
  });

export function useStandProposal(registrationId: number) {
  return useQuery(standProposalQueryOptions(registrationId));
}

/**
 * `POST /fe/rest/registration/{id}/stand-proposal`: accept the proposed stand, or object with a reason. Settled
 * (or refused as no longer open), the proposal and the registration are read again: an
 * accepted proposal gives the registration its hall and stand number, which the header and the dashboard show.
 */
export function useAnswerStandProposal(registrationId: number, locale: Locale) {
  const queryClient = useQueryClient();
  const refetch = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: standProposalKey(registrationId) }),
      queryClient.invalidateQueries({ queryKey: [...registrationKeys.details, registrationId] }),
      queryClient.invalidateQueries({ queryKey: globalDataKeys.all }),
    ]);
  return useMutation({
    mutationFn: (input: ProposalAnswerInput) => apiRequest<{ success: true }>(`/fe/rest/registration/${registrationId}/stand-proposal`, { body: input, locale }),
    onSuccess: refetch,
    // 409: answered meanwhile (by another contact, or silence past the deadline): what it is now is shown.
    onError: (error) => (error instanceof ApiError && error.status === 409 ? refetch() : undefined),
  });
}
