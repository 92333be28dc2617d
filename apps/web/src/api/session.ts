/** What `POST /fe/login_check` answers about the logged-in contact; kept as JSON in localStorage `userinfo`. */
export interface UserInfo {
  companyId: number;
  contactId: number;
  name: string;
  roles: string[];
  isMainContact: boolean;
}

// Key names are the spec's: other tabs, older builds and support staff read the same storage.
const TOKEN_KEY = 'fe_token';
const USER_KEY = 'userinfo';
const TARGET_KEY = 'targetUrl';

export const readToken = (): string | null => localStorage.getItem(TOKEN_KEY);

export function storeSession(token: string, userinfo: UserInfo): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(userinfo));
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
}

export function readUserInfo(): UserInfo | null {
  const stored = localStorage.getItem(USER_KEY);
  if (!stored) return null;
  try {
    return JSON.parse(stored) as UserInfo;
  } catch {
    return null;
  }
}

/** Remembers the page (a `#/…` hash) that needed a login, to return there afterwards. */
export const rememberTarget = (hash: string): void => localStorage.setItem(TARGET_KEY, hash);

/** The remembered page, removed so that a later login starts at home again. */
export function takeTarget(): string | null {
  const target = localStorage.getItem(TARGET_KEY);
  localStorage.removeItem(TARGET_KEY);
  return target;
}
