import type { DisputeInput, DunningAnswer, DunningHoldInput, SendDunningAnswer } from '@messeportal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { invoicingKeys } from './invoicing.ts';

/** Query keys of dunning; sending, disputing and holding change what invoicing shows too, so both are read again. */
export const dunningKeys = { all: ['dunning'] as const, run: (locale: Locale) => ['dunning', 'run', locale] as const };

/** `GET /be/dunning`: today's run, what is held back and the notices sent last. */
export const useDunning = (locale: Locale) =>
  useQuery({ queryKey: dunningKeys.run(locale), queryFn: ({ signal }) => apiRequest<DunningAnswer>('/be/dunning', { locale, signal }), staleTime: 0 });

function useDunningMutation<Input, Answer>(request: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: dunningKeys.all });
      void queryClient.invalidateQueries({ queryKey: invoicingKeys.all });
    },
  });
}

/** `POST /be/dunning`: the notices of the chosen registrations sent, each recomputed by the server. */
export const useSendDunning = (locale: Locale) =>
  useDunningMutation((registrationIds: number[]) => apiRequest<SendDunningAnswer>('/be/dunning', { method: 'POST', body: { registrationIds }, locale }));

/** `PUT /be/invoices/{id}/dispute`: an invoice disputed (with what), or no longer. */
export const useDisputeInvoice = (locale: Locale) =>
  useDunningMutation(({ id, input }: { id: number; input: DisputeInput }) => apiRequest<{ success: true }>(`/be/invoices/${id}/dispute`, { method: 'PUT', body: input, locale }));

/** `PUT /be/companies/{id}/dunning-hold`: a company put on hold (with why), or taken off. */
export const useDunningHold = (locale: Locale) =>
  useDunningMutation(({ id, input }: { id: number; input: DunningHoldInput }) =>
    apiRequest<{ success: true }>(`/be/companies/${id}/dunning-hold`, { method: 'PUT', body: input, locale }),
  );
