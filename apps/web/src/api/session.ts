import type { StaffInfo, UserInfo } from '@messeportal/domain';
import { isStaffPage } from './request-rules.ts';

// Key names are the spec's (mp_be_user is ours: the spec names no key for the staff member's info), so
// other tabs, older builds and support staff read the same storage.
const TOKEN_KEY = 'fe_token';
const USER_KEY = 'userinfo';
const TARGET_KEY = 'targetUrl';
const STAFF_TOKEN_KEY = 'mp_be_token';
const STAFF_USER_KEY = 'mp_be_user';
// USER_KEY holds the contact's `userinfo` of the login answer as JSON, STAFF_USER_KEY the staff member's.

/** The exhibitor's token. */
export const readToken = (): string | null => localStorage.getItem(TOKEN_KEY);
/** The staff member's token, used on back-office pages (and by their uploads). */
export const readStaffToken = (): string | null => localStorage.getItem(STAFF_TOKEN_KEY);

/** The token a call from the page with this hash carries: the staff token in the back office, else the exhibitor's. */
export const tokenForPage = (hash: string): string | null => (isStaffPage(hash) ? readStaffToken() : readToken());

export function storeStaffSession(token: string, staff: StaffInfo): void {
  localStorage.setItem(STAFF_TOKEN_KEY, token);
  localStorage.setItem(STAFF_USER_KEY, JSON.stringify(staff));
}

export function clearStaffSession(): void {
  localStorage.removeItem(STAFF_TOKEN_KEY);
  localStorage.removeItem(STAFF_USER_KEY);
}

export function readStaffInfo(): StaffInfo | null {
  return readStaffToken() ? parseStored<StaffInfo>(localStorage.getItem(STAFF_USER_KEY)) : null;
}

export function storeSession(token: string, userinfo: UserInfo): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(userinfo));
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
}

function parseStored<T>(stored: string | null): T | null {
  if (!stored) return null;
  try {
    return JSON.parse(stored) as T;
  } catch {
    return null;
  }
}

export function readUserInfo(): UserInfo | null {
  return parseStored<UserInfo>(localStorage.getItem(USER_KEY));
}

/** Remembers the page (a `#/…` hash) that needed a login, to return there afterwards. */
export const rememberTarget = (hash: string): void => localStorage.setItem(TARGET_KEY, hash);

/** The remembered page, removed so that a later login starts at home again. */
export function takeTarget(): string | null {
  const target = localStorage.getItem(TARGET_KEY);
  localStorage.removeItem(TARGET_KEY);
  return target;
}
