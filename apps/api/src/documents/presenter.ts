import { centsToAmount, documentStates, documentTypes, type Lang, type RegistrationDocument } from '@messeportal/domain';
import type { DocumentRow } from './repo.ts';

/** The label of `id` in a reference list, or the id itself when the list does not know it. */
export const labelOf = (list: readonly { id: string; de: string; en: string }[], id: string, lang: Lang) =>
  list.find((entry) => entry.id === id)?.[lang] ?? id;

export const documentTypeLabel = (type: string, lang: Lang) => labelOf(documentTypes, type, lang);

/** Where the portal downloads a document's PDF (with the bearer token). */
export const documentPdfUrl = (id: number) => `/fe/document/${id}/pdf`;

/** A document as the portal lists it (SPEC §2 registration/docs): labels in the caller's language, money in euros. */
export function presentDocument(row: DocumentRow, lang: Lang): RegistrationDocument {
  return {
    id: row.id,
    type: row.type,
    typeLabel: documentTypeLabel(row.type, lang),
    number: row.number,
    date: row.date,
    status: row.status,
    statusLabel: labelOf(documentStates, row.status, lang),
    netAmount: centsToAmount(row.netCents),
    vatAmount: centsToAmount(row.vatCents),
    grossAmount: centsToAmount(row.grossCents),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    pdfUrl: documentPdfUrl(row.id),
    xmlUrl: row.content ? `/fe/document/${row.id}/xrechnung` : null,
  };
}
