import { dayIn, mandateReferenceFor, type MandateAnswer, type mandateInputSchema } from '@messeportal/domain';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db, Tx } from '../../platform/db/client.ts';
import { sepaMandates } from '../../platform/db/schema.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { readOrganiserSettings } from '../../platform/settings/repo.ts';

/** The company's mandate in force, if it granted one. */
export async function mandateInForce(db: Db | Tx, companyId: number) {
  const [row] = await db
    .select()
    .from(sepaMandates)
    .where(and(eq(sepaMandates.companyId, companyId), isNull(sepaMandates.revokedAt)));
  return row;
}

/** The company's mandate and the creditor it is granted to; no creditor while the organiser has no creditor identifier. */
export async function mandateAnswer(db: Db, companyId: number): Promise<MandateAnswer> {
  const [mandate, settings] = await Promise.all([mandateInForce(db, companyId), readOrganiserSettings(db)]);
  return {
    mandate: mandate ? { reference: mandate.reference, scheme: mandate.scheme, accountHolder: mandate.accountHolder, iban: mandate.iban, bic: mandate.bic, signedOn: mandate.signedOn } : null,
    creditor: settings.sepaCreditorId ? { name: settings.companyName, creditorId: settings.sepaCreditorId } : null,
  };
}

/**
 * A contact grants a mandate for its company, dated the organiser's today, with the next reference of the company
 * (MP-<company>-<n>): a mandate in force before is revoked in the same transaction, so one is in force at a time.
 */
export async function grantMandate(app: FastifyInstance, caller: { companyId: number; contactId: number }, input: z.output<typeof mandateInputSchema>) {
  await app.db.transaction(async (tx) => {
    const settings = await readOrganiserSettings(tx);
    if (!settings.sepaCreditorId) throw new AppError(409, 'mandateNotOffered');
    // Two contacts granting at once: the second waits and then revokes the first one's mandate.
    await tx.execute(sql`select 1 from companies where id = ${caller.companyId} for update`);
    await tx.update(sepaMandates).set({ revokedAt: new Date() }).where(and(eq(sepaMandates.companyId, caller.companyId), isNull(sepaMandates.revokedAt)));
    const [granted] = await tx.select({ n: count() }).from(sepaMandates).where(eq(sepaMandates.companyId, caller.companyId));
    await tx.insert(sepaMandates).values({
      companyId: caller.companyId,
      reference: mandateReferenceFor(caller.companyId, (granted?.n ?? 0) + 1),
      scheme: input.scheme,
      accountHolder: input.accountHolder,
      iban: input.iban,
      bic: input.bic,
      signedOn: dayIn(new Date(), settings.timeZone),
      contactId: caller.contactId,
    });
  });
}

/** The company revokes its mandate: no further collection is made under it; what was collected stays. */
export async function revokeMandate(app: FastifyInstance, companyId: number) {
  const revoked = await app.db
    .update(sepaMandates)
    .set({ revokedAt: new Date() })
    .where(and(eq(sepaMandates.companyId, companyId), isNull(sepaMandates.revokedAt)))
    .returning({ id: sepaMandates.id });
  if (revoked.length === 0) throw notFound('mandateNotFound');
}
