import type { Refund, RefundBatch, RefundInput, RefundsAnswer } from '@messeportal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { bankKeys } from './bank-statements.ts';
import { invoicingKeys } from './invoicing.ts';

/** Query keys of refunds; a refund books payments on invoices, so it invalidates invoicing's keys and the bank's lists too. */
export const refundKeys = {
  all: ['refunds'] as const,
  overview: (locale: Locale) => [...refundKeys.all, locale] as const,
};

/** `GET /be/refunds`: the credit balances owed back, the refunds made and the transfer files. */
export const useRefunds = (locale: Locale) =>
  useQuery({
    queryKey: refundKeys.overview(locale),
    queryFn: ({ signal }) => apiRequest<RefundsAnswer>('/be/refunds', { locale, signal }),
    staleTime: 0,
  });

function useRefundMutation<Input, Answer>(request: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: refundKeys.all });
      void queryClient.invalidateQueries({ queryKey: invoicingKeys.all });
      void queryClient.invalidateQueries({ queryKey: bankKeys.all });
    },
  });
}

/** `POST /be/refunds`: a credit balance paid back by transfer (waiting for a file) or set off against an open invoice. */
export const useCreateRefund = (locale: Locale) =>
  useRefundMutation((input: RefundInput) => apiRequest<{ refund: Refund }>('/be/refunds', { method: 'POST', body: input, locale }));

/** `POST /be/refund-batches`: the chosen transfers put into one pain.001 file. */
export const useMakeRefundFile = (locale: Locale) =>
  useRefundMutation((refundIds: number[]) => apiRequest<{ batch: RefundBatch }>('/be/refund-batches', { method: 'POST', body: { refundIds }, locale }));
