import { centsToAmount, dayIn, langFromLocale, translate, type Lang, type RefundBatch } from '@messeportal/domain';
import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recordChange, type Actor } from '../../platform/audit/record-change.ts';
import { refundBatches, refunds } from '../../platform/db/schema.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { readOrganiserSettings } from '../../platform/settings/repo.ts';
import { bankDataMissing } from './owed-refunds.ts';
import { creditTransferXml } from './pain-001.ts';
import { lockPaymentBookings } from '../payment-lock.ts';
import { lockedRefunds, type RefundRow } from './refund-repo.ts';

const settingName = (key: 'companyName' | 'iban' | 'bic', lang: Lang) => (key === 'companyName' ? translate('refundSettingCompanyName', lang) : key.toUpperCase());

/** A transfer as the exhibitor's bank passes it on: the invoice's number and the refund's id, unique in the file. */
const transferOf = (refund: RefundRow) => ({
  endToEndId: `${refund.number}-${refund.id}`,
  amountCents: refund.amountCents,
  creditor: { name: refund.accountHolder, iban: refund.iban, bic: refund.bic || null },
  remittance: translate('refundRemittance', langFromLocale(refund.lang), { number: refund.number }),
});

/**
 * Puts the chosen transfer refunds into one pain.001 file, executed today, debiting the organiser's account. All
 * or nothing: refused, changing nothing, while the organiser's name, IBAN or BIC is missing (naming them), or when
 * a refund chosen is a set-off or in a file already (under the booking lock, so two staff making files at once
 * put no refund into two).
 */
export async function makeRefundBatch(app: FastifyInstance, refundIds: number[], actor: Actor, lang: Lang): Promise<RefundBatch> {
  return app.db.transaction(async (tx) => {
    const settings = await readOrganiserSettings(tx);
    const missing = bankDataMissing(settings);
    if (missing.length > 0) {
      throw new AppError(409, 'refundBankDataMissing', { property: missing[0], params: { settings: missing.map((key) => settingName(key, lang)).join(', ') } });
    }
    await lockPaymentBookings(tx);
    const ids = [...new Set(refundIds)];
    const chosen = await lockedRefunds(tx, ids);
    if (chosen.length < ids.length) throw notFound('refundNotFound');
    const setOff = chosen.find((refund) => refund.method !== 'transfer');
    if (setOff) throw new AppError(409, 'refundNotTransfer', { property: 'refundIds', params: { number: setOff.number } });
    const inFile = chosen.find((refund) => refund.batchId !== null);
    if (inFile) throw new AppError(409, 'refundInFile', { property: 'refundIds', params: { number: inFile.number } });

    const today = dayIn(new Date(), settings.timeZone);
    const messageId = `MP-R-${today.replace(/-/g, '')}-${randomBytes(6).toString('hex').toUpperCase()}`;
    const ordered = [...chosen].sort((a, b) => a.id - b.id);
    const xml = creditTransferXml({
      messageId,
      createdAt: new Date(),
      executionDate: today,
      debtor: { name: settings.companyName, iban: settings.iban, bic: settings.bic },
      transfers: ordered.map(transferOf),
    });
    const sumCents = ordered.reduce((sum, refund) => sum + refund.amountCents, 0);
    const [batch] = await tx
      .insert(refundBatches)
      .values({ messageId, refundCount: ordered.length, sumCents, xml, staffUserId: actor?.staffUserId ?? null })
      .returning({ id: refundBatches.id, createdAt: refundBatches.createdAt });
    await tx.update(refunds).set({ batchId: batch!.id }).where(inArray(refunds.id, ids));
    for (const refund of ordered) {
      await recordChange(tx, actor, { entity: 'document', entityId: refund.documentId, action: 'update', after: { refund: { id: refund.id, file: messageId } } });
    }
    return { id: batch!.id, createdAt: batch!.createdAt.toISOString(), count: ordered.length, sum: centsToAmount(sumCents) };
  });
}
