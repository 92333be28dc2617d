import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { contacts, passwordResets, sessions } from '../../db/schema.ts';

/** The contact who logs in with this (lower-cased) address, with what the reset mail needs. */
export async function findContactByLogin(db: Db, email: string) {
  const [contact] = await db
    .select({ id: contacts.id, email: contacts.email, lang: contacts.lang, firstName: contacts.firstName, name: contacts.name })
    .from(contacts)
    .where(eq(contacts.email, email))
    .limit(1);
  return contact;
}

export async function insertPasswordReset(tx: Db | Tx, values: { contactId: number; tokenHash: string; expiresAt: Date }) {
  await tx.insert(passwordResets).values(values);
}

/**
 * Uses up a link in one conditional UPDATE: of two requests with the same token only one finds it unused
 * and unexpired, so a link sets a password at most once. Answers the contact, or undefined.
 */
export async function consumePasswordReset(tx: Tx, tokenHash: string) {
  const [row] = await tx
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`)))
    .returning({ id: passwordResets.id, contactId: passwordResets.contactId });
  return row;
}

/** Older links mailed to the same contact stop working once one of them set a password. */
export async function retireOtherResets(tx: Tx, contactId: number, keptId: number) {
  await tx
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.contactId, contactId), isNull(passwordResets.usedAt), ne(passwordResets.id, keptId)));
}

export async function setContactPassword(tx: Tx, contactId: number, passwordHash: string) {
  await tx.update(contacts).set({ passwordHash, updatedAt: sql`now()` }).where(eq(contacts.id, contactId));
}

/** Whoever was logged in with the old password is logged out. */
export async function deleteContactSessions(tx: Tx, contactId: number) {
  await tx.delete(sessions).where(eq(sessions.contactId, contactId));
}
