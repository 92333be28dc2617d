import { redirect, type LoaderFunctionArgs } from 'react-router';
import { readToken, rememberTarget } from '../api/session.ts';

/**
 * Loader of the main area: without a token, open the login and come back afterwards. The page is taken from
 * the request, not from window.location, because on an in-app navigation the hash has not changed yet.
 */
export function requireSession({ request }: LoaderFunctionArgs): Response | null {
  if (readToken()) return null;
  const url = new URL(request.url);
  rememberTarget(`#${url.pathname}${url.search}`);
  return redirect('/s/login');
}
