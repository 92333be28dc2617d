import { SECOND_STEP_MINUTES, type TwoFactorRequirement } from '@messeportal/domain';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { sessions, staffLoginChallenges, staffRecoveryCodes, staffUsers } from '../db/schema.ts';
import { acceptedStep, newRecoveryCodes, recoveryCodeHash } from './two-factor.ts';
import { hashToken, newToken } from './token.ts';

type ChallengeKind = 'code' | 'setup';

/**
 * Opens the second step of a login whose password was right: answers its token (only its hash is stored). The
 * password hash it was opened with must still be the account's when the session is written.
 */
export async function openChallenge(
  db: Db,
  values: { staffUserId: number; kind: ChallengeKind; passwordHash: string; secret?: string; userAgent: string; device?: string },
): Promise<string> {
  const token = newToken();
  await db.delete(staffLoginChallenges).where(lte(staffLoginChallenges.expiresAt, sql`now()`));
  await db.insert(staffLoginChallenges).values({
    ...values,
    tokenHash: hashToken(token),
    expiresAt: sql`now() + make_interval(mins => ${SECOND_STEP_MINUTES})`,
  });
  return token;
}

/** A live second step of this kind with its staff member, or undefined (unknown, expired, another kind). */
export async function findChallenge(db: Db, token: string, kind: ChallengeKind) {
  const [row] = await db
    .select({
      tokenHash: staffLoginChallenges.tokenHash,
      passwordHash: staffLoginChallenges.passwordHash,
      secret: staffLoginChallenges.secret,
      userAgent: staffLoginChallenges.userAgent,
      device: staffLoginChallenges.device,
      user: { id: staffUsers.id, email: staffUsers.email, name: staffUsers.name, lang: staffUsers.lang, role: staffUsers.role, totpSecret: staffUsers.totpSecret },
    })
    .from(staffLoginChallenges)
    .innerJoin(staffUsers, eq(staffUsers.id, staffLoginChallenges.staffUserId))
    .where(and(eq(staffLoginChallenges.tokenHash, hashToken(token)), eq(staffLoginChallenges.kind, kind), sql`${staffLoginChallenges.expiresAt} > now()`, isNull(staffUsers.disabledAt)));
  return row;
}

/** Uses a second step up (it opens one session); answers whether this call did, not another one before it. */
export async function consumeChallenge(db: Db, tokenHash: string): Promise<boolean> {
  const used = await db.delete(staffLoginChallenges).where(eq(staffLoginChallenges.tokenHash, tokenHash)).returning({ tokenHash: staffLoginChallenges.tokenHash });
  return used.length > 0;
}

/**
 * Whether `typed` is a code the staff member may log in with now, used up in the same statement: an authenticator
 * code of a later step than the last one accepted (so none works twice, even two at once), or an unused recovery
 * code. Answers whether one was accepted.
 */
export async function consumeSecondFactor(db: Db, user: { id: number; totpSecret: string | null }, typed: string): Promise<boolean> {
  const step = user.totpSecret ? acceptedStep(user.totpSecret, typed) : null;
  if (step !== null) {
    const taken = await db
      .update(staffUsers)
      .set({ totpLastStep: step })
      .where(and(eq(staffUsers.id, user.id), sql`(${staffUsers.totpLastStep} is null or ${staffUsers.totpLastStep} < ${step})`))
      .returning({ id: staffUsers.id });
    return taken.length > 0;
  }
  const used = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(staffRecoveryCodes.staffUserId, user.id), eq(staffRecoveryCodes.codeHash, recoveryCodeHash(typed)), isNull(staffRecoveryCodes.usedAt)))
    .returning({ id: staffRecoveryCodes.id });
  return used.length > 0;
}

/** New recovery codes for the staff member, the old ones void; answers them (they are shown once). */
export async function replaceRecoveryCodes(tx: Db | Tx, staffUserId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffUserId, staffUserId));
  await tx.insert(staffRecoveryCodes).values(codes.map((code) => ({ staffUserId, codeHash: recoveryCodeHash(code) })));
  return codes;
}

/** Makes a confirmed secret the staff member's second factor (its code's step used) with new recovery codes. */
export function enableSecondFactor(db: Db, staffUserId: number, secret: string, step: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.update(staffUsers).set({ totpSecret: secret, totpPendingSecret: null, totpEnabledAt: sql`now()`, totpLastStep: step }).where(eq(staffUsers.id, staffUserId));
    return replaceRecoveryCodes(tx, staffUserId);
  });
}

export async function disableSecondFactor(db: Db, staffUserId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(staffUsers).set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null }).where(eq(staffUsers.id, staffUserId));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffUserId, staffUserId));
  });
}

export const setPendingSecret = (db: Db, staffUserId: number, secret: string) =>
  db.update(staffUsers).set({ totpPendingSecret: secret }).where(eq(staffUsers.id, staffUserId));

/** The staff member's second factor as their account shows it: the secrets, since when, recovery codes unused. */
export async function secondFactorOf(db: Db, staffUserId: number) {
  const [row] = await db
    .select({
      role: staffUsers.role,
      email: staffUsers.email,
      passwordHash: staffUsers.passwordHash,
      totpSecret: staffUsers.totpSecret,
      totpPendingSecret: staffUsers.totpPendingSecret,
      recoveryCodesLeft: sql<number>`(select count(*)::int from staff_recovery_codes r where r.staff_user_id = ${staffUserId} and r.used_at is null)`,
    })
    .from(staffUsers)
    .where(eq(staffUsers.id, staffUserId));
  return row!;
}

/** Ends the sessions of the staff a second factor now binds who have none: they log in again and set one up then. */
export async function endSessionsWithoutSecondFactor(tx: Db | Tx, requirement: TwoFactorRequirement): Promise<void> {
  if (requirement === 'none') return;
  await tx.delete(sessions).where(
    sql`${sessions.staffUserId} in (select id from ${staffUsers} where totp_enabled_at is null and (${requirement} = 'all' or role = 'admin'))`,
  );
}
