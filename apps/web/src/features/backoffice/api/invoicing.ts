import type {
  CancelInvoiceInput,
  CreditNoteInput,
  DocumentListAnswer,
  DocumentListQuery,
  InvoiceDocumentDetail,
  IssueInvoiceInput,
  PaymentInput,
  RegistrationInvoicing,
} from '@messeportal/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { fetchFile } from '../../../api/download-file.ts';
import type { Locale } from '../../../i18n/locale.ts';

/** Query keys of invoicing; answers carry translated labels, so the locale is part of each key. */
export const invoicingKeys = {
  all: ['invoicing'] as const,
  registration: (id: number, locale: Locale) => [...invoicingKeys.all, 'registration', id, locale] as const,
  document: (id: number, locale: Locale) => [...invoicingKeys.all, 'document', id, locale] as const,
  list: (eventId: number, query: Partial<DocumentListQuery>, locale: Locale) => [...invoicingKeys.all, 'list', eventId, query, locale] as const,
};

/** `GET /be/registration/{id}/invoicing`: what is left to invoice per partial billing number, and the documents issued. */
export const useRegistrationInvoicing = (id: number, locale: Locale) =>
  useQuery({
    queryKey: invoicingKeys.registration(id, locale),
    queryFn: ({ signal }) => apiRequest<RegistrationInvoicing>(`/be/registration/${id}/invoicing`, { locale, signal }),
    staleTime: 0,
  });

/** `POST /be/registration/{id}/invoices`: answers the registration's invoicing as it is now; every other list is read again. */
export function useIssueInvoice(id: number, locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: IssueInvoiceInput) => apiRequest<RegistrationInvoicing>(`/be/registration/${id}/invoices`, { method: 'POST', body: input, locale }),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: invoicingKeys.all });
      queryClient.setQueryData(invoicingKeys.registration(id, locale), answer);
    },
  });
}

/**
 * A draft PDF of what an action would issue, staff confirm before it is done: `POST /be/registration/{id}/invoices/preview`
 * (an invoice) or `POST /be/document/{id}/final_correction/preview` (the corrected final invoice). Nothing is issued;
 * the PDF speaks the exhibitor's language, refusals the page's.
 */
export const useInvoiceDraft = (locale: Locale) =>
  useMutation({ mutationFn: async ({ path, body }: { path: string; body: object }) => (await fetchFile(path, { locale, body })).blob });

/** `POST /be/document/{id}/final_correction`: the outdated final invoice cancelled and a corrected one issued; answers the registration's invoicing. */
export function useCorrectFinalInvoice(registrationId: number, locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (finalId: number) => apiRequest<RegistrationInvoicing>(`/be/document/${finalId}/final_correction`, { method: 'POST', body: {}, locale }),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: invoicingKeys.all });
      queryClient.setQueryData(invoicingKeys.registration(registrationId, locale), answer);
    },
  });
}

/** `GET /be/document/{id}`: the document with its lines, payments and corrections. */
export const useInvoiceDocument = (id: number, locale: Locale) =>
  useQuery({
    queryKey: invoicingKeys.document(id, locale),
    queryFn: ({ signal }) => apiRequest<InvoiceDocumentDetail>(`/be/document/${id}`, { locale, signal }),
    staleTime: 0,
  });

/** Credit note, cancellation and payment each answer the invoice as it is now. */
function useDocumentAction<Input>(id: number, locale: Locale, path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => apiRequest<InvoiceDocumentDetail>(`/be/document/${id}/${path}`, { method: 'POST', body: input ?? {}, locale }),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: invoicingKeys.all });
      queryClient.setQueryData(invoicingKeys.document(id, locale), answer);
    },
  });
}

export const useCreditNote = (id: number, locale: Locale) => useDocumentAction<CreditNoteInput>(id, locale, 'credit_note');
export const useCancelInvoice = (id: number, locale: Locale) => useDocumentAction<CancelInvoiceInput>(id, locale, 'cancel');
export const useRecordPayment = (id: number, locale: Locale) => useDocumentAction<PaymentInput>(id, locale, 'payments');

/** `GET /be/event/{id}/documents?…`: one page of 50; the previous page stays while the next loads. */
export function useEventDocuments(eventId: number, query: Partial<DocumentListQuery>, locale: Locale) {
  const params = new URLSearchParams(Object.entries(query).filter(([, value]) => value !== undefined && value !== '').map(([key, value]) => [key, String(value)]));
  return useQuery({
    queryKey: invoicingKeys.list(eventId, query, locale),
    queryFn: ({ signal }) => apiRequest<DocumentListAnswer>(`/be/event/${eventId}/documents?${params.toString()}`, { locale, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
