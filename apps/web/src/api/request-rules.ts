import type { Locale } from '../i18n/locale.ts';

/** Appends `lang=` to a path that may already carry a query (`/fe/rest/orderbook/3?tab=a`). */
export function withLang(path: string, locale: Locale): string {
  const [beforeHash = '', hash] = path.split('#', 2);
  const separator = beforeHash.includes('?') ? '&' : '?';
  return `${beforeHash}${separator}lang=${encodeURIComponent(locale)}${hash === undefined ? '' : `#${hash}`}`;
}

const LOGIN_AREA = /^#\/s(\/|$)/;
const STAFF_LOGIN = /^#\/be\/login(\/|\?|$)/;
const OFFER_PAGE = /^#\/e\/offer(\/|$)/;
const STAFF_AREA = /^#\/(be|configurator)(\/|$)/;

/** The back office (`#/be/…` and its configurator `#/configurator/…`): calls carry the staff token `mp_be_token`. */
export const isStaffPage = (hash: string): boolean => STAFF_AREA.test(hash);

/**
 * What a 401 does on the page with this hash: on login pages the answer belongs to the form (a wrong
 * password), on offer pages the spec passes it on to the caller; in the back office staff log in again at
 * `#/be/login`, everywhere else exhibitors at `#/s/login`.
 */
export function unauthorizedAction(hash: string): 'reject' | 'login' | 'staffLogin' {
  if (LOGIN_AREA.test(hash) || STAFF_LOGIN.test(hash) || OFFER_PAGE.test(hash)) return 'reject';
  return isStaffPage(hash) ? 'staffLogin' : 'login';
}

/**
 * The router path to open after login for a stored `targetUrl` (a hash like `#/registration/show/3`).
 * Only in-app hashes count, and never the login area itself, so a stale or crafted value cannot loop or leave.
 */
export function destinationAfterLogin(target: string | null | undefined): string {
  if (!target || !target.startsWith('#/') || target.startsWith('#//') || LOGIN_AREA.test(target) || STAFF_LOGIN.test(target)) return '/';
  return target.slice(1);
}
