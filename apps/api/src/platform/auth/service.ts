import type { LoginAnswer, LoginInput, StaffLoginAnswer, StaffRole } from '@messeportal/domain';
import type { Db } from '../db/client.ts';
import { AppError } from '../http/app-error.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { deleteSession, findContactByEmail, insertSessionIfUnchanged, type SessionKind } from './repo.ts';
import { deviceHashOf, rememberDevice, USER_AGENT_MAX } from './staff-devices.ts';
import { hashToken, newToken } from './token.ts';

/** The browser a login comes from: its User-Agent and the key the back office keeps in it (none from API clients). */
export interface LoginClient {
  userAgent: string;
  device?: string;
}

export const loginFailed = () => new AppError(401, 'loginFailed', { property: 'password' });

// Verifying against a real hash when the account is unknown keeps the answer time the same either way.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('no such account'));

/** Whether `password` is the one of `hash`; without an account (no hash) as slowly as with one, and false. */
export const passwordMatches = async (hash: string | null | undefined, password: string) => (await verifyPassword(hash ?? (await decoy()), password)) && !!hash;

/** A new session of the account whose password `verifiedHash` matched; refused as a failed login when the account changed meanwhile. */
async function openSession(
  db: Db,
  kind: SessionKind,
  owner: { contactId?: number; companyId?: number; staffUserId?: number },
  hours: number,
  verifiedHash: string,
  client: LoginClient,
) {
  const token = newToken();
  const expiresAt = new Date(Date.now() + hours * 3_600_000);
  const written = await insertSessionIfUnchanged(db, { tokenHash: hashToken(token), kind, ...owner, expiresAt, userAgent: client.userAgent.slice(0, USER_AGENT_MAX) }, verifiedHash);
  if (!written) throw loginFailed();
  return token;
}

export async function loginExhibitor(db: Db, input: LoginInput, sessionHours: number, client: LoginClient): Promise<LoginAnswer> {
  const contact = await findContactByEmail(db, input.username.toLowerCase());
  if (!contact || !(await passwordMatches(contact.passwordHash, input.password))) throw loginFailed();
  const token = await openSession(db, 'exhibitor', { contactId: contact.id, companyId: contact.companyId }, sessionHours, contact.passwordHash!, client);
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

/** The staff member a session is opened for, as the login found them. */
export interface StaffLoginUser {
  id: number;
  email: string;
  name: string;
  lang: string;
  role: StaffRole;
}

/**
 * Opens a staff member's session once every factor was right: the token and who it is, and whether the browser is
 * one they had not logged in from before (see rememberDevice), which the caller mails to them.
 */
export async function openStaffSession(db: Db, user: StaffLoginUser, verifiedHash: string, sessionHours: number, client: LoginClient) {
  const token = await openSession(db, 'staff', { staffUserId: user.id }, sessionHours, verifiedHash, client);
  const isNewDevice = await rememberDevice(db, user.id, deviceHashOf(client.device, client.userAgent));
  const answer: StaffLoginAnswer = { token, userinfo: { staffUserId: user.id, name: user.name, roles: ['staff', user.role], role: user.role, isBE: true } };
  return { answer, isNewDevice };
}

export const logout = (db: Db, token: string) => deleteSession(db, hashToken(token));
