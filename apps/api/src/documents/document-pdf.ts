import type { Lang } from '@messeportal/domain';
import type { Db } from '../platform/db/client.ts';
import type { events } from '../platform/db/schema.ts';
import { documentPdfModel } from './document-pdf-model.ts';
import { loadOrganiser } from '../platform/settings/repo.ts';
import { renderDocumentPdf } from './render-pdf.ts';
import { findBillingParty, loadDocumentPositions, type DocumentRow } from './repo.ts';

/**
 * Prints the documents of a kind that a layer above owns: invoicing prints invoices, credit notes and
 * cancellation vouchers from the content they were issued with. Answers undefined for a document it does not
 * print, which then prints from its positions.
 */
export type StoredDocumentRenderer = (db: Db, document: DocumentRow, lang: Lang) => Promise<Buffer | undefined>;

const renderers = new Set<StoredDocumentRenderer>();

/** Called once by the layer that owns a kind of document (`app.ts` composes them); registering twice is harmless. */
export function registerDocumentRenderer(renderer: StoredDocumentRenderer) {
  renderers.add(renderer);
}

/**
 * The PDF of a stored document in `lang`, with its positions and its company's billing address as they are
 * now; undefined when the company is gone. A kind with a renderer of its own (invoices) prints through it.
 * The download routes and the mail worker all print through here.
 */
export async function renderStoredDocumentPdf(
  db: Db,
  document: DocumentRow,
  event: typeof events.$inferSelect,
  lang: Lang,
): Promise<Buffer | undefined> {
  for (const render of renderers) {
    const pdf = await render(db, document, lang);
    if (pdf) return pdf;
  }
  const [positions, party, organiser] = await Promise.all([
    loadDocumentPositions(db, document.companyId, document, lang),
    findBillingParty(db, document.companyId),
    loadOrganiser(db),
  ]);
  if (!party) return undefined;
  return renderDocumentPdf(documentPdfModel({ document, positions, party, event, lang }), organiser);
}

/** `<number>.pdf`, with characters a file name must not hold replaced by '_'. */
export const documentPdfFileName = (number: string) => `${number.replace(/[^\w.-]/g, '_')}.pdf`;
