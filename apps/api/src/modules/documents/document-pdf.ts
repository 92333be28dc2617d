import type { Lang } from '@messeportal/domain';
import type { Db } from '../../db/client.ts';
import type { events } from '../../db/schema.ts';
import { documentPdfModel } from './document-pdf-model.ts';
import { loadOrganiser } from '../settings/repo.ts';
import { renderDocumentPdf } from './render-pdf.ts';
import { contentOf } from '../invoicing/invoicing-repo.ts';
import { renderInvoicePdf } from '../invoicing/invoice-pdf.ts';
import { findBillingParty, loadDocumentPositions, type DocumentRow } from './repo.ts';

/**
 * The PDF of a stored document in `lang`, with its positions and its company's billing address as they are
 * now; undefined when the company is gone. An invoice, credit note or cancellation voucher prints its content
 * as issued, as an e-invoice. The download route and the mail worker both print through here.
 */
export async function renderStoredDocumentPdf(
  db: Db,
  document: DocumentRow,
  event: typeof events.$inferSelect,
  lang: Lang,
): Promise<Buffer | undefined> {
  const content = contentOf(document);
  if (content) return renderInvoicePdf(content, document, await loadOrganiser(db), lang);
  const [positions, party, organiser] = await Promise.all([
    loadDocumentPositions(db, document.companyId, document),
    findBillingParty(db, document.companyId),
    loadOrganiser(db),
  ]);
  if (!party) return undefined;
  return renderDocumentPdf(documentPdfModel({ document, positions, party, event, lang }), organiser);
}

/** `<number>.pdf`, with characters a file name must not hold replaced by '_'. */
export const documentPdfFileName = (number: string) => `${number.replace(/[^\w.-]/g, '_')}.pdf`;
