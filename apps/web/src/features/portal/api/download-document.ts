import type { RegistrationDocument } from '@messeportal/domain';
import { useMutation } from '@tanstack/react-query';
import { fetchFile, saveBlob } from '../../../api/download-file.ts';
import { documentFileName } from '../model/document-file.ts';

/**
 * The PDF of a document as a blob. No `?lang=`: a document is issued in the exhibitor's language (the
 * contact's), whatever the interface shows.
 */
const fetchDocumentPdf = async (pdfUrl: string): Promise<Blob> => (await fetchFile(pdfUrl)).blob;

/** Downloads a document's PDF under `<number>.pdf`: one of the documents list, or the booklet's booked services. */
export function useDownloadDocument() {
  return useMutation({
    mutationFn: async (document: Pick<RegistrationDocument, 'id' | 'number' | 'pdfUrl'>) => {
      saveBlob(await fetchDocumentPdf(document.pdfUrl), documentFileName(document.number));
    },
  });
}

/** Downloads an invoice's XRechnung (the same invoice as XML, for accounting software that does not read the PDF's) under `<number>.xml`. */
export function useDownloadXRechnung() {
  return useMutation({
    mutationFn: async (document: Pick<RegistrationDocument, 'id' | 'number' | 'xmlUrl'>) => {
      if (!document.xmlUrl) return;
      saveBlob((await fetchFile(document.xmlUrl, { accept: 'application/xml' })).blob, documentFileName(document.number).replace(/\.pdf$/, '.xml'));
    },
  });
}
