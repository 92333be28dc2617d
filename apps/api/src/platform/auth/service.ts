import { twoFactorRequired, type LoginAnswer, type LoginInput, type StaffLoginAnswer, type StaffRole, type StaffSecondStep } from '@messeportal/domain';
import { readOrganiserSettings } from '../settings/repo.ts';
import { newTotpSecret } from './two-factor.ts';
import { openChallenge } from './two-factor-repo.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../http/app-error.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { deleteSession, findContactByEmail, findStaffUserByEmail, insertSessionIfUnchanged, type SessionKind } from './repo.ts';
import { deviceHashOf, rememberDevice, USER_AGENT_MAX } from './staff-devices.ts';
import { hashToken, newToken } from './token.ts';

/** The browser a login comes from: its User-Agent and the key the back office keeps in it (none from API clients). */
export interface LoginClient {
  userAgent: string;
  device?: string;
}

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
  const valid = await verifyPassword(contact?.passwordHash ?? (await decoy()), input.password);
  if (!contact || !valid) throw loginFailed();
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

/**
 * A staff member's password step: answers the account whose password was right, for its session
 * (openStaffSession), or, with a second factor or where the organiser requires one they have not set up, the second
 * step it opened instead (issue 32): the session comes after the code.
 */
export async function loginStaff(db: Db, input: LoginInput, client: LoginClient) {
  const user = await findStaffUserByEmail(db, input.username.toLowerCase());
  const valid = await verifyPassword(user?.passwordHash ?? (await decoy()), input.password);
  // A disabled account answers as an unknown one; an invited one without a password matches no password.
  if (!user || !valid || user.disabledAt) throw loginFailed();
  const passwordHash = user.passwordHash!;
  const { twoFactorRequired: requirement } = await readOrganiserSettings(db);
  const kind = user.totpSecret ? 'code' : twoFactorRequired(requirement, user.role) ? 'setup' : null;
  if (kind) {
    const secret = kind === 'setup' ? newTotpSecret() : undefined;
    const challenge = await openChallenge(db, { staffUserId: user.id, kind, passwordHash, secret, userAgent: client.userAgent.slice(0, USER_AGENT_MAX), device: client.device });
    return { secondStep: { secondStep: kind, challenge } satisfies StaffSecondStep };
  }
  return { user, passwordHash };
}

export const logout = (db: Db, token: string) => deleteSession(db, hashToken(token));
