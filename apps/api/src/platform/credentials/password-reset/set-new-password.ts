import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { hashPassword } from '../../auth/password.ts';
import { hashToken, isTokenForm } from '../../auth/token.ts';
import { consumePasswordReset, deleteContactSessions, retireOtherResets, setContactPassword } from './repo.ts';
import { assertStrongPassword } from '../../auth/password-strength.ts';

/** A wrong, used or expired link: one answer for all three, so the answer tells nothing about other links. */
const linkInvalid = () => new AppError(410, 'resetLinkInvalid', { property: 'token' });

/**
 * Sets the password of the link's contact and uses the link up, in one transaction: the contact's other
 * links stop working and every session of the contact ends.
 */
export async function setNewPassword(db: Db, token: string, password: string): Promise<void> {
  if (!isTokenForm(token)) throw linkInvalid();
  await assertStrongPassword(password, 'password');
  // Hashed before the transaction: argon2 takes tens of milliseconds that no lock should wait for.
  const passwordHash = await hashPassword(password);
  const done = await db.transaction(async (tx) => {
    const reset = await consumePasswordReset(tx, hashToken(token));
    if (!reset) return false;
    await retireOtherResets(tx, reset.contactId, reset.id);
    await setContactPassword(tx, reset.contactId, passwordHash);
    await deleteContactSessions(tx, reset.contactId);
    return true;
  });
  if (!done) throw linkInvalid();
}
