import { redirect, type LoaderFunctionArgs } from 'react-router';
import { readStaffToken, rememberTarget } from '../api/session.ts';

/**
 * Loader of the back office (`#/be/…`, `#/configurator/…`): without a staff token, open the staff login and
 * come back afterwards. An exhibitor's token does not count; the server would refuse it (403) anyway.
 */
export function requireStaffSession({ request }: LoaderFunctionArgs): Response | null {
  if (readStaffToken()) return null;
  const url = new URL(request.url);
  rememberTarget(`#${url.pathname}${url.search}`);
  return redirect('/be/login');
}
