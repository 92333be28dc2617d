import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { registrationKeys } from '../../../api/portal-keys.ts';

/** A confirmation, invoice, credit note or cancellation voucher of a registration; money in euros. */
export interface RegistrationDocument {
  id: number;
  type: string;
  typeLabel: string;
  number: string;
  /** Calendar date 'YYYY-MM-DD'. */
  date: string;
  status: string;
  statusLabel: string;
  netAmount: number;
  vatAmount: number;
  grossAmount: number;
  createdAt: string;
  updatedAt: string;
  /** `GET` with the bearer token answers the PDF. */
  pdfUrl: string;
}

export const getDocuments = (registrationId: number, locale: Locale, signal?: AbortSignal) =>
  apiRequest<{ documents: RegistrationDocument[] }>(`/fe/registration/${registrationId}/documents`, { locale, signal });

export const documentsQueryOptions = (registrationId: number, locale: Locale) =>
  queryOptions({
    queryKey: registrationKeys.documents(registrationId, locale),
    queryFn: ({ signal }) => getDocuments(registrationId, locale, signal),
    placeholderData: keepPreviousData,
  });

export function useDocuments(registrationId: number, locale: Locale) {
  return useQuery(documentsQueryOptions(registrationId, locale));
}
