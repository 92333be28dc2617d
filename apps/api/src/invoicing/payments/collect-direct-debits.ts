import { centsToAmount, dayIn, noticedCollectionDate, SEPA_SCHEMES, type CollectAnswer, type DueDebit } from '@messeportal/domain';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { recordChange, type Actor } from '../../platform/audit/record-change.ts';
import type { Db } from '../../platform/db/client.ts';
import { directDebitBatches, directDebits } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { queueMails } from '../../platform/mail/outbox.ts';
import { readOrganiserSettings } from '../../platform/settings/repo.ts';
import { collectableInvoices, reasonsLeftOut, type CollectableInvoice } from './direct-debit-repo.ts';
import { directDebitXml } from './pain-008.ts';
import { lockPaymentBookings } from '../payment-lock.ts';
import { preNotificationMail } from './pre-notification-mail.ts';

/** The invoices that can be collected today, each with the day it would be collected on and its sequence. */
export async function dueDirectDebits(db: Db): Promise<{ creditorIdMissing: boolean; due: DueDebit[] }> {
  const [settings, rows] = await Promise.all([readOrganiserSettings(db), collectableInvoices(db)]);
  const today = dayIn(new Date(), settings.timeZone);
  return {
    creditorIdMissing: settings.sepaCreditorId === '',
    due: rows.map((row) => ({
      documentId: row.documentId,
      number: row.number,
      company: row.company,
      registrationId: row.registrationId,
      open: centsToAmount(row.openCents),
      dueDate: row.dueDate,
      collectionDate: noticedCollectionDate(row.dueDate ?? today, today, row.scheme),
      scheme: row.scheme,
      sequenceType: row.sequenceType,
      mandateReference: row.mandateReference,
    })),
  };
}

/**
 * Collects the chosen invoices by direct debit: a pain.008 file per scheme (banks take core and B2B collections
 * as separate orders), each invoice for what it has open now, on its due date or after the agreed notice, first
 * or recurring as its mandate was used before; the debtor is told by mail. Under the payment booking lock, so an
 * invoice paid meanwhile (by a statement booked in another process) is left out, and none is collected twice.
 * Refused, changing nothing, while the organiser has no creditor identifier.
 */
export async function collectDirectDebits(app: FastifyInstance, documentIds: number[], actor: Actor): Promise<CollectAnswer> {
  return app.db.transaction(async (tx) => {
    const settings = await readOrganiserSettings(tx);
    if (!settings.sepaCreditorId) throw new AppError(409, 'creditorIdMissing', { property: 'sepaCreditorId' });
    await lockPaymentBookings(tx);
    const today = dayIn(new Date(), settings.timeZone);
    const chosen = await collectableInvoices(tx, documentIds);
    const leftOut = await reasonsLeftOut(tx, documentIds.filter((id) => !chosen.some((row) => row.documentId === id)));
    if (chosen.length === 0) throw new AppError(409, 'nothingToCollect');
    const events = new Map((await app.eventCatalog.all()).map((entry) => [entry.event.id, entry.event.nameDe]));
    const creditor = { name: settings.companyName, iban: settings.iban, bic: settings.bic, creditorId: settings.sepaCreditorId };

    const batches: CollectAnswer['batches'] = [];
    for (const scheme of SEPA_SCHEMES) {
      const ofScheme = chosen.filter((row) => row.scheme === scheme);
      if (ofScheme.length === 0) continue;
      const dated = ofScheme.map((row) => ({ row, collectionDate: noticedCollectionDate(row.dueDate ?? today, today, scheme) }));
      const messageId = `MP-${today.replace(/-/g, '')}-${randomBytes(6).toString('hex').toUpperCase()}`;
      const xml = directDebitXml({
        messageId,
        createdAt: new Date(),
        creditor,
        collections: dated.map(({ row, collectionDate }) => ({
          invoiceNumber: row.number,
          eventName: events.get(row.eventId) ?? '',
          amountCents: row.openCents,
          scheme,
          sequenceType: row.sequenceType,
          collectionDate,
          mandate: { reference: row.mandateReference, signedOn: row.signedOn },
          debtor: { name: row.accountHolder, iban: row.iban, bic: row.bic || null },
        })),
      });
      const sumCents = ofScheme.reduce((sum, row) => sum + row.openCents, 0);
      const [batch] = await tx
        .insert(directDebitBatches)
        .values({ messageId, scheme, collectionCount: ofScheme.length, sumCents, xml, staffUserId: actor?.staffUserId ?? null })
        .returning({ id: directDebitBatches.id, createdAt: directDebitBatches.createdAt });
      await tx.insert(directDebits).values(dated.map(({ row, collectionDate }) => debitRow(batch!.id, row, collectionDate)));
      await queueMails(tx, dated.filter(({ row }) => row.buyerEmail).map(({ row, collectionDate }) => noticeOf(row, collectionDate, settings.sepaCreditorId)));
      await recordChange(tx, actor, { entity: 'directDebitBatch', entityId: batch!.id, action: 'create', after: { scheme, collections: ofScheme.map((row) => row.number), sumCents } });
      batches.push({ id: batch!.id, createdAt: batch!.createdAt.toISOString(), scheme, count: ofScheme.length, sum: centsToAmount(sumCents) });
    }
    return { batches, leftOut };
  });
}

const debitRow = (batchId: number, row: CollectableInvoice, collectionDate: string) => ({
  batchId,
  documentId: row.documentId,
  mandateId: row.mandateId,
  amountCents: row.openCents,
  collectionDate,
  sequenceType: row.sequenceType,
});

const noticeOf = (row: CollectableInvoice, collectionDate: string, creditorId: string) =>
  preNotificationMail({
    recipient: row.buyerEmail,
    lang: row.lang,
    number: row.number,
    amountCents: row.openCents,
    collectionDate,
    iban: row.iban,
    accountHolder: row.accountHolder,
    mandateReference: row.mandateReference,
    creditorId,
  });
