import { isStaffRole, MIN_PASSWORD_LENGTH, type StaffRole } from '@messeportal/domain';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { sessions, staffPasswordLinks, staffUsers } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { assertUncommonPassword } from '../auth/common-passwords.ts';
import { hashPassword } from '../auth/password.ts';
import { hashToken, isTokenForm, newToken } from '../auth/token.ts';

/** How long a link to set a password works: a new colleague may start on Monday. */
const LINK_DAYS = 7;

export interface StaffAccount {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
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

function checkedPassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) throw new AppError(400, 'tooShort', { property: 'password', params: { min: MIN_PASSWORD_LENGTH } });
  assertUncommonPassword(password, 'password');
}

export const listStaff = (db: Db): Promise<StaffAccount[]> => db.select(account).from(staffUsers).orderBy(asc(staffUsers.email));

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

/**
 * A new staff account. With a password it can log in at once; without one the answer carries the token of a
 * link (7 days, once) through which the person sets it.
 */
export async function addStaff(
  db: Db,
  input: { email: string; role: string; name?: string; password?: string },
  now = new Date(),
): Promise<{ account: StaffAccount; linkToken: string | null }> {
  const email = checkedEmail(input.email);
  const role = checkedRole(input.role);
  if (input.password !== undefined) checkedPassword(input.password);
  const passwordHash = input.password === undefined ? null : await hashPassword(input.password);
  const name = input.name?.trim() || email.split('@')[0]!;
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(staffUsers).values({ email, name, role, passwordHash }).onConflictDoNothing().returning(account);
    if (!created) throw new AppError(409, 'staffEmailTaken', { property: 'email' });
    const linkToken = passwordHash ? null : await issueLink(tx, created.id, now);
    return { account: created, linkToken };
  });
}

/** A new link to set the password of an existing account (a forgotten password, an expired invitation). */
export async function passwordLinkFor(db: Db, email: string, now = new Date()): Promise<string> {
  return db.transaction(async (tx) => issueLink(tx, (await findByEmail(tx, email)).id, now));
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

/** The account's role; an admin keeps the role while no other active admin exists. */
export async function changeRole(db: Db, email: string, role: string): Promise<StaffAccount> {
  const newRole = checkedRole(role);
  return db.transaction(async (tx) => {
    const found = await findByEmail(tx, email);
    if (found.role === 'admin' && newRole !== 'admin' && !found.disabledAt) await assertAnotherAdmin(tx, found.id);
    await tx.update(staffUsers).set({ role: newRole }).where(eq(staffUsers.id, found.id));
    return { ...found, role: newRole };
  });
}

/** Disables the account and ends its sessions at once; the last active admin cannot be disabled. */
export async function disableStaff(db: Db, email: string, now = new Date()): Promise<StaffAccount> {
  return db.transaction(async (tx) => {
    const found = await findByEmail(tx, email);
    if (found.disabledAt) return found;
    if (found.role === 'admin') await assertAnotherAdmin(tx, found.id);
    await tx.update(staffUsers).set({ disabledAt: now }).where(eq(staffUsers.id, found.id));
    await tx.delete(sessions).where(eq(sessions.staffUserId, found.id));
    return { ...found, disabledAt: now };
  });
}

/**
 * Sets the password through a link and uses the link up, in one transaction; every session of the account
 * ends. A wrong, used or expired link, or one of a disabled account, gets one answer.
 */
export async function setStaffPassword(db: Db, token: string, password: string): Promise<void> {
  const linkInvalid = new AppError(410, 'staffLinkInvalid', { property: 'token' });
  if (!isTokenForm(token)) throw linkInvalid;
  checkedPassword(password);
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
    return true;
  });
  if (!done) throw linkInvalid;
}
