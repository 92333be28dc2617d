import { langFromLocale } from '@messeportal/domain';
import type { Db } from '../platform/db/client.ts';
import { documentPdfFileName, renderStoredDocumentPdf } from './document-pdf.ts';
import { findDocumentWithEvent } from './repo.ts';

/**
 * The PDF of the document a mail carries, rendered now in the mail's language, as a nodemailer attachment.
 * Throws when it cannot be made, so the attempt fails and the mail is retried like any other failure.
 */
export async function documentAttachment(db: Db, documentId: number, mailLang: string) {
  const found = await findDocumentWithEvent(db, documentId);
  if (!found) throw new Error(`document ${documentId} of the mail does not exist`);
  const pdf = await renderStoredDocumentPdf(db, found.document, found.event, langFromLocale(mailLang));
  if (!pdf) throw new Error(`document ${documentId} of the mail has no billing party`);
  return { filename: documentPdfFileName(found.document.number), content: pdf, contentType: 'application/pdf' };
}
