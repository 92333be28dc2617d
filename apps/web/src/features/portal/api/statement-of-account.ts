import type { StatementOfAccountAnswer } from '@messeportal/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { fetchFile, saveBlob } from '../../../api/download-file.ts';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';

/** `GET /fe/statement-of-account`: what the company has open, per currency, and where its statement is. */
export const useStatementOfAccount = (locale: Locale) =>
  useQuery({
    queryKey: ['portal', 'statement-of-account', locale],
    queryFn: ({ signal }) => apiRequest<StatementOfAccountAnswer>('/fe/statement-of-account', { locale, signal }),
    staleTime: 0,
  });

/**
 * Downloads the statement of account as a PDF under the name the API gives it. No `?lang=`: the statement is in
 * the exhibitor's language (the contact's), as its documents are.
 */
export const useDownloadStatement = () =>
  useMutation({
    mutationFn: async (pdfUrl: string) => {
      const file = await fetchFile(pdfUrl);
      saveBlob(file.blob, file.fileName ?? 'statement-of-account.pdf');
    },
  });
