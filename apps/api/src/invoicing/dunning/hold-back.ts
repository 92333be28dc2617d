import type { DisputeInput, DunningHoldInput } from '@messeportal/domain';
import { and, eq } from 'drizzle-orm';
import { recordChange, type Actor } from '../../platform/audit/record-change.ts';
import type { Db } from '../../platform/db/client.ts';
import { companies, documents } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/http/app-error.ts';

type Checked<T> = Required<T>;

/** Marks an invoice disputed by its buyer (with what is disputed), or no longer: a disputed invoice is not dunned. */
export async function setDisputed(db: Db, invoiceId: number, input: Checked<DisputeInput>, actor: Actor) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ disputedAt: documents.disputedAt, note: documents.disputeNote })
      .from(documents)
      .where(and(eq(documents.id, invoiceId), eq(documents.type, 'invoice')))
      .for('update');
    if (!before) throw notFound('documentNotFound');
    const note = input.disputed ? input.note.trim() : '';
    await tx.update(documents).set({ disputedAt: input.disputed ? (before.disputedAt ?? new Date()) : null, disputeNote: note }).where(eq(documents.id, invoiceId));
    await recordChange(tx, actor, {
      entity: 'document',
      entityId: invoiceId,
      action: 'update',
      before: { disputed: before.disputedAt !== null, disputeNote: before.note },
      after: { disputed: input.disputed, disputeNote: note },
    });
  });
}

/** Puts a company on hold for dunning (with why), or takes it off: none of its invoices is dunned while on hold. */
export async function setDunningHold(db: Db, companyId: number, input: Checked<DunningHoldInput>, actor: Actor) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ holdAt: companies.dunningHoldAt, note: companies.dunningHoldNote }).from(companies).where(eq(companies.id, companyId)).for('update');
    if (!before) throw notFound('companyNotFound');
    const note = input.onHold ? input.note.trim() : '';
    await tx.update(companies).set({ dunningHoldAt: input.onHold ? (before.holdAt ?? new Date()) : null, dunningHoldNote: note }).where(eq(companies.id, companyId));
    await recordChange(tx, actor, {
      entity: 'company',
      entityId: companyId,
      action: 'update',
      before: { dunningHold: before.holdAt !== null, dunningHoldNote: before.note },
      after: { dunningHold: input.onHold, dunningHoldNote: note },
    });
  });
}

