import { langFromLocale } from '@messeportal/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../platform/db/client.ts';
import { recordChange, type Actor } from '../platform/audit/record-change.ts';
import { insertDocument, type NewDocumentPosition } from '../documents/repo.ts';
import { queueMail } from '../platform/mail/outbox.ts';
import type { OrganiserRow } from '../platform/settings/repo.ts';
import type { InvoiceContent, InvoiceKind } from './invoice-content.ts';
import { invoiceDocumentMail } from './invoice-mails.ts';

const prefixOf = (kind: InvoiceKind, settings: OrganiserRow) =>
  ({ invoice: settings.invoicePrefix, credit_note: settings.creditNotePrefix, cancellation: settings.cancellationPrefix })[kind];

/**
 * Writes an invoice-kind document with its lines, its audit entry (unless `audited` is false) and its mail to the buyer (with the PDF),
 * inside the caller's transaction. Numbered gapless per prefix and year of the organiser's calendar
 * (next_document_number, migration 0014): an invoice issued at 00:30 on 1 January in Berlin is the new year's.
 */
export async function writeDocument(
  tx: Tx,
  actor: Actor,
  input: {
    settings: OrganiserRow;
    companyId: number;
    registrationId: number;
    content: InvoiceContent;
    status: string;
    day: string;
    lines: NewDocumentPosition[];
    correctsId?: number;
    isFinal?: boolean;
    mailTo: { email: string; lang: string } | undefined;
    /** false when the caller records the one entry of a staff action that writes several documents. */
    audited?: boolean;
  },
) {
  const { content, settings } = input;
  const year = Number(input.day.slice(0, 4));
  const document = await insertDocument(
    tx,
    {
      companyId: input.companyId,
      registrationId: input.registrationId,
      type: content.kind,
      number: sql`next_document_number(${prefixOf(content.kind, settings)}, ${year})`,
      date: input.day,
      status: input.status,
      netCents: content.totals.netCents,
      vatCents: content.totals.vatCents,
      grossCents: content.totals.grossCents,
      billingNumber: content.kind === 'invoice' ? content.billingNumber : null,
      isFinal: input.isFinal ?? false,
      correctsId: input.correctsId ?? null,
      dueDate: content.dueDate,
      content,
    },
    input.lines,
  );
  if (input.audited !== false) await recordChange(tx, actor, {
    entity: 'document',
    entityId: document.id,
    action: 'create',
    after: { type: content.kind, number: document.number, registrationId: input.registrationId, grossCents: content.totals.grossCents },
  });
  if (input.mailTo?.email) {
    const lang = langFromLocale(input.mailTo.lang);
    await queueMail(tx, await invoiceDocumentMail({ recipient: input.mailTo.email, lang, content, document: { ...document, date: input.day } }));
  }
  return document;
}
