import { isStaffRole, MIN_PASSWORD_LENGTH, type StaffRole } from '@messeportal/domain';
import { and, asc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../platform/db/client.ts';
import { sessions, staffPasswordLinks, staffUsers } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { recordChange, type Actor } from '../../platform/audit/record-change.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/password.ts';
import { assertStrongPassword } from '../../platform/auth/password-strength.ts';
import { hashToken, isTokenForm, newToken } from '../../platform/auth/token.ts';

/** How long a link to set a password works: a new colleague may start on Monday. */
const LINK_DAYS = 7;

export interface StaffAccount {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  /** The language of the mails the person gets. */
  lang: string;
  /** Whether a password was set (an invited account has none until its link is used). */
  hasPassword: boolean;
  disabledAt: Date | null;
  createdAt: Date;
}

const account = {
  id: staffUsers.id,
  email: staffUsers.email,
  name: staffUsers.name,
  role: staffUsers.role,
  lang: staffUsers.lang,
  hasPassword: sql<boolean>`${staffUsers.passwordHash} is not null`,
  disabledAt: staffUsers.disabledAt,
  createdAt: staffUsers.createdAt,
};

const emailSchema = z.string().trim().toLowerCase().email('email').max(254, 'tooLong');

function checkedRole(role: string): StaffRole {
  if (!isStaffRole(role)) throw new AppError(400, 'staffRoleInvalid', { property: 'role' });
  return role;
}

function checkedEmail(email: string): string {
  const parsed = emailSchema.safeParse(email);
  if (!parsed.success) throw new AppError(400, 'email', { property: 'email' });
  return parsed.data;
}

async function checkedPassword(password: string): Promise<void> {
  if (password.length < MIN_PASSWORD_LENGTH) throw new AppError(400, 'tooShort', { property: 'password', params: { min: MIN_PASSWORD_LENGTH } });
  await assertStrongPassword(password, 'password');
}

/** An account as the audit log keeps it: what an admin changes, never a password. */
const auditView = ({ email, name, role, disabledAt }: StaffAccount) => ({ email, name, role, disabledAt });

export const listStaff = (db: Db): Promise<StaffAccount[]> => db.select(account).from(staffUsers).orderBy(asc(staffUsers.email));

/** The account with this id, or 404 as for an unknown address. */
export async function findStaffById(db: Db | Tx, id: number): Promise<StaffAccount> {
  const [found] = await db.select(account).from(staffUsers).where(eq(staffUsers.id, id));
  if (!found) throw new AppError(404, 'staffNotFound', { property: 'id' });
  return found;
}

async function findByEmail(db: Db | Tx, email: string) {
  const [found] = await db.select(account).from(staffUsers).where(eq(staffUsers.email, checkedEmail(email)));
  if (!found) throw new AppError(404, 'staffNotFound', { property: 'email' });
  return found;
}

/** A new link for the account (older unused ones stop working); answers the token, which only the link shows. */
async function issueLink(tx: Db | Tx, staffUserId: number, now: Date): Promise<string> {
  await tx.update(staffPasswordLinks).set({ usedAt: now }).where(and(eq(staffPasswordLinks.staffUserId, staffUserId), isNull(staffPasswordLinks.usedAt)));
  const token = newToken();
  await tx.insert(staffPasswordLinks).values({ staffUserId, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + LINK_DAYS * 86_400_000) });
  return token;
}

/** What goes with a new link in the transaction that makes it: the mail that carries it. */
export type LinkSent = (tx: Tx, account: StaffAccount, linkToken: string) => Promise<void>;

/**
 * A new staff account. With a password it can log in at once; without one the answer carries the token of a
 * link (7 days, once) through which the person sets it, and `sendLink` queues its mail in the same transaction.
 */
export async function addStaff(
  db: Db,
  input: { email: string; role: string; name?: string; password?: string; lang?: string },
  actor: Actor = null,
  sendLink?: LinkSent,
): Promise<{ account: StaffAccount; linkToken: string | null }> {
  const now = new Date();
  const email = checkedEmail(input.email);
  const role = checkedRole(input.role);
  if (input.password !== undefined) await checkedPassword(input.password);
  const passwordHash = input.password === undefined ? null : await hashPassword(input.password);
  const name = input.name?.trim() || email.split('@')[0]!;
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(staffUsers).values({ email, name, role, passwordHash, lang: input.lang ?? 'de' }).onConflictDoNothing().returning(account);
    if (!created) throw new AppError(409, 'staffEmailTaken', { property: 'email' });
    await recordChange(tx, actor, { entity: 'staff', entityId: created.id, action: 'create', after: auditView(created) });
    const linkToken = passwordHash ? null : await issueLink(tx, created.id, now);
    if (linkToken && sendLink) await sendLink(tx, created, linkToken);
    return { account: created, linkToken };
  });
}

/**
 * A new link to set the password of an existing account (a forgotten password, an expired invitation). Whoever
 * holds it can take the account over: the audit log names who issued it.
 */
export async function passwordLinkFor(db: Db, email: string, sendLink?: LinkSent, actor: Actor = null, now = new Date()): Promise<string> {
  return db.transaction(async (tx) => {
    const found = await findByEmail(tx, email);
    const token = await issueLink(tx, found.id, now);
    if (sendLink) await sendLink(tx, found, token);
    await recordChange(tx, actor, { entity: 'staff', entityId: found.id, action: 'update', before: null, after: { accessLink: 'issued' } });
    return token;
  });
}

/**
 * Refuses a change that would leave no active admin. Every active admin row is locked, in one order, so of two
 * admins demoting or disabling each other at once the second sees the first's change and is refused.
 */
async function assertAnotherAdmin(tx: Tx, changedId: number) {
  const admins = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, 'admin'), isNull(staffUsers.disabledAt)))
    .orderBy(asc(staffUsers.id))
    .for('update');
  if (!admins.some((admin) => admin.id !== changedId)) throw new AppError(409, 'lastAdmin', { property: 'email' });
}

/**
 * The account's role and whether it may log in, changed in one transaction with one audit entry. The last
 * active admin keeps the role and stays enabled; disabling ends the account's sessions at once (enabling lets it
 * log in again with the password it had). Only what is given changes; a change to what already holds writes nothing.
 */
export async function changeStaff(db: Db, email: string, change: { role?: string; disabled?: boolean }, actor: Actor = null, now = new Date()): Promise<StaffAccount> {
  const role = change.role === undefined ? undefined : checkedRole(change.role);
  return db.transaction(async (tx) => {
    const found = await findByEmail(tx, email);
    const disabledAt = change.disabled === undefined ? found.disabledAt : change.disabled ? (found.disabledAt ?? now) : null;
    const changed = { ...found, role: role ?? found.role, disabledAt };
    if (changed.role === found.role && changed.disabledAt === found.disabledAt) return found;
    const activeAdmin = (account: StaffAccount) => account.role === 'admin' && !account.disabledAt;
    if (activeAdmin(found) && !activeAdmin(changed)) await assertAnotherAdmin(tx, found.id);
    await tx.update(staffUsers).set({ role: changed.role, disabledAt }).where(eq(staffUsers.id, found.id));
    if (disabledAt && !found.disabledAt) await tx.delete(sessions).where(eq(sessions.staffUserId, found.id));
    await recordChange(tx, actor, { entity: 'staff', entityId: found.id, action: 'update', before: auditView(found), after: auditView(changed) });
    return changed;
  });
}

export const changeRole = (db: Db, email: string, role: string, actor: Actor = null) => changeStaff(db, email, { role }, actor);

export const disableStaff = (db: Db, email: string, actor: Actor = null, now = new Date()) => changeStaff(db, email, { disabled: true }, actor, now);

/**
 * Sets the password through a link and uses the link up, in one transaction; every session of the account
 * ends. A wrong, used or expired link, or one of a disabled account, gets one answer.
 */
export async function setStaffPassword(db: Db, token: string, password: string): Promise<void> {
  const linkInvalid = new AppError(410, 'staffLinkInvalid', { property: 'token' });
  if (!isTokenForm(token)) throw linkInvalid;
  await checkedPassword(password);
  const passwordHash = await hashPassword(password);
  const done = await db.transaction(async (tx) => {
    const [link] = await tx
      .update(staffPasswordLinks)
      .set({ usedAt: sql`now()` })
      .where(and(eq(staffPasswordLinks.tokenHash, hashToken(token)), isNull(staffPasswordLinks.usedAt), gt(staffPasswordLinks.expiresAt, sql`now()`)))
      .returning({ staffUserId: staffPasswordLinks.staffUserId });
    if (!link) return false;
    const [updated] = await tx
      .update(staffUsers)
      .set({ passwordHash })
      .where(and(eq(staffUsers.id, link.staffUserId), isNull(staffUsers.disabledAt)))
      .returning({ id: staffUsers.id });
    if (!updated) return false;
    await tx.delete(sessions).where(eq(sessions.staffUserId, updated.id));
    await recordChange(tx, { staffUserId: updated.id }, { entity: 'staff', entityId: updated.id, action: 'update', before: null, after: { accessLink: 'used' } });
    return true;
  });
  if (!done) throw linkInvalid;
}

/**
 * A staff member's own new password: the current one must be given, and every other session of the account ends
 * (a colleague who saw the old one is logged out); the session that changed it stays.
 */
export async function changeOwnPassword(db: Db, staffUserId: number, input: { passwordCurrent: string; password: string }, keepTokenHash: string): Promise<void> {
  const [user] = await db.select({ passwordHash: staffUsers.passwordHash }).from(staffUsers).where(eq(staffUsers.id, staffUserId));
  if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, input.passwordCurrent))) {
    throw new AppError(400, 'passwordCurrentWrong', { property: 'passwordCurrent' });
  }
  await checkedPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.update(staffUsers).set({ passwordHash }).where(eq(staffUsers.id, staffUserId));
    await tx.delete(sessions).where(and(eq(sessions.staffUserId, staffUserId), ne(sessions.tokenHash, keepTokenHash)));
  });
}
