import type { MandateAnswer, MandateInput } from '@messeportal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';

const mandateKey = ['portal', 'mandate'] as const;

/** `GET /fe/mandate`: the company's SEPA mandate in force and the creditor it is granted to. */
export const useMandate = (locale: Locale) =>
  useQuery({ queryKey: mandateKey, queryFn: ({ signal }) => apiRequest<MandateAnswer>('/fe/mandate', { locale, signal }) });

/** Granting (`POST`) and revoking (`DELETE /fe/mandate`) answer the mandate as it is now. */
function useMandateChange<Input>(request: (input: Input) => Promise<MandateAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: request, onSuccess: (answer) => queryClient.setQueryData(mandateKey, answer) });
}

export const useGrantMandate = (locale: Locale) => useMandateChange((input: MandateInput) => apiRequest<MandateAnswer>('/fe/mandate', { method: 'POST', body: input, locale }));

export const useRevokeMandate = (locale: Locale) => useMandateChange(() => apiRequest<MandateAnswer>('/fe/mandate', { method: 'DELETE', locale }));
