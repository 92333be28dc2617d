import type { LoginAnswer, LoginInput, StaffLoginAnswer } from '@messeportal/domain';
import type { Db } from '../db/client.ts';
import { AppError } from '../http/app-error.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { deleteSession, findContactByEmail, findStaffUserByEmail, insertSessionIfUnchanged, type SessionKind } from './repo.ts';
import { hashToken, newToken } from './token.ts';

const loginFailed = () => new AppError(401, 'loginFailed', { property: 'password' });

// Verifying against a real hash when the account is unknown keeps the answer time the same either way.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('no such account'));

/** A new session of the account whose password `verifiedHash` matched; refused as a failed login when the account changed meanwhile. */
async function openSession(
  db: Db,
  kind: SessionKind,
  owner: { contactId?: number; companyId?: number; staffUserId?: number },
  hours: number,
  verifiedHash: string,
) {
  const token = newToken();
  const written = await insertSessionIfUnchanged(db, { tokenHash: hashToken(token), kind, ...owner, expiresAt: new Date(Date.now() + hours * 3_600_000) }, verifiedHash);
  if (!written) throw loginFailed();
  return token;
}

export async function loginExhibitor(db: Db, input: LoginInput, sessionHours: number): Promise<LoginAnswer> {
  const contact = await findContactByEmail(db, input.username.toLowerCase());
  const valid = await verifyPassword(contact?.passwordHash ?? (await decoy()), input.password);
  if (!contact || !valid) throw loginFailed();
  const token = await openSession(db, 'exhibitor', { contactId: contact.id, companyId: contact.companyId }, sessionHours, contact.passwordHash!);
  const roles = contact.isMainContact ? ['exhibitor', 'main_contact'] : ['exhibitor'];
  return {
    token,
    userinfo: {
      companyId: contact.companyId,
      contactId: contact.id,
      name: `${contact.firstName} ${contact.name}`.trim(),
      roles,
      isMainContact: contact.isMainContact,
    },
  };
}

export async function loginStaff(db: Db, input: LoginInput, sessionHours: number): Promise<StaffLoginAnswer> {
  const user = await findStaffUserByEmail(db, input.username.toLowerCase());
  const valid = await verifyPassword(user?.passwordHash ?? (await decoy()), input.password);
  // A disabled account answers as an unknown one; an invited one without a password matches no password.
  if (!user || !valid || user.disabledAt) throw loginFailed();
  const token = await openSession(db, 'staff', { staffUserId: user.id }, sessionHours, user.passwordHash!);
  return { token, userinfo: { staffUserId: user.id, name: user.name, roles: ['staff', user.role], role: user.role, isBE: true } };
}

export const logout = (db: Db, token: string) => deleteSession(db, hashToken(token));
