import type { AssignBankEntryInput, BankEntry, BankEntryList, CollectAnswer, DirectDebitsAnswer, StatementUploadAnswer } from '@messeportal/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { invoicingKeys } from './invoicing.ts';

export type BankEntryState = BankEntry['state'];

/** Query keys of bank statements; a booking changes invoices too, so it invalidates invoicing's keys as well. */
export const bankKeys = {
  all: ['bank'] as const,
  entries: (state: BankEntryState, locale: Locale) => [...bankKeys.all, 'entries', state, locale] as const,
};

/** `GET /be/bank-entries?state=`: the entries in one state, newest first, with the count of each state. */
export const useBankEntries = (state: BankEntryState, locale: Locale) =>
  useQuery({
    queryKey: bankKeys.entries(state, locale),
    queryFn: ({ signal }) => apiRequest<BankEntryList>(`/be/bank-entries?state=${state}`, { locale, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** After a booking every list of entries and of invoices is read again. */
function useBookingMutation<Input, Answer>(request: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: bankKeys.all });
      void queryClient.invalidateQueries({ queryKey: invoicingKeys.all });
    },
  });
}

/** `POST /be/bank-statements`: the file's bytes; answers what was read, booked and left for a person. */
export const useUploadStatement = (locale: Locale) =>
  useBookingMutation((file: File) =>
    apiRequest<StatementUploadAnswer>(`/be/bank-statements?fileName=${encodeURIComponent(file.name)}`, { method: 'POST', body: file, locale }),
  );

/** `POST /be/bank-entries/{id}/assign`: a waiting credit booked on the invoices named. */
export const useAssignBankEntry = (locale: Locale) =>
  useBookingMutation(({ id, input }: { id: number; input: AssignBankEntryInput }) =>
    apiRequest<{ success: true }>(`/be/bank-entries/${id}/assign`, { method: 'POST', body: input, locale }),
  );

/** `POST /be/bank-entries/{id}/dismiss`: a waiting entry that pays no invoice leaves the list. */
export const useDismissBankEntry = (locale: Locale) =>
  useBookingMutation((id: number) => apiRequest<{ success: true }>(`/be/bank-entries/${id}/dismiss`, { method: 'POST', body: {}, locale }));

/** `GET /be/direct-debits`: the invoices that can be collected today and the collection files made so far. */
export const useDirectDebits = (locale: Locale) =>
  useQuery({
    queryKey: [...bankKeys.all, 'direct-debits', locale],
    queryFn: ({ signal }) => apiRequest<DirectDebitsAnswer>('/be/direct-debits', { locale, signal }),
    staleTime: 0,
  });

/** `POST /be/direct-debits`: the chosen invoices collected, a pain.008 file per scheme. */
export const useCollectDirectDebits = (locale: Locale) =>
  useBookingMutation((documentIds: number[]) => apiRequest<CollectAnswer>('/be/direct-debits', { method: 'POST', body: { documentIds }, locale }));
