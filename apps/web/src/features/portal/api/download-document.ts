import { useMutation } from '@tanstack/react-query';
import { ApiError, parseFieldErrors } from '../../../api/api-error.ts';
import { loginAgain } from '../../../api/client.ts';
import { readToken } from '../../../api/session.ts';
import { documentFileName } from '../model/document-file.ts';
import type { RegistrationDocument } from './get-documents.ts';

/**
 * The PDF of a document as a blob; `apiRequest` reads answers as text, which would spoil the bytes. No
 * `?lang=`: a document is issued in the exhibitor's language (the contact's), whatever the interface shows.
 */
export async function fetchDocumentPdf(pdfUrl: string): Promise<Blob> {
  const headers: Record<string, string> = { Accept: 'application/pdf' };
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(pdfUrl, { headers });
  } catch {
    throw new ApiError(0);
  }
  if (!response.ok) {
    if (response.status === 401) loginAgain();
    const body: unknown = await response.json().catch(() => undefined);
    throw new ApiError(response.status, parseFieldErrors(body));
  }
  return response.blob();
}

/** Hands a blob to the browser as a download under `fileName`. */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click starts the download synchronously; the URL is released once the browser has taken it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads a document's PDF under `<number>.pdf`: one of the documents list, or the booklet's booked services. */
export function useDownloadDocument() {
  return useMutation({
    mutationFn: async (document: Pick<RegistrationDocument, 'id' | 'number' | 'pdfUrl'>) => {
      saveBlob(await fetchDocumentPdf(document.pdfUrl), documentFileName(document.number));
    },
  });
}
