import { readStoredLocale, type Locale } from '../i18n/locale.ts';
import { ApiError, parseFieldErrors } from './api-error.ts';
import { unauthorizedAction, withLang } from './request-rules.ts';
import { clearSession, clearStaffSession, rememberTarget, tokenForPage } from './session.ts';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON; a FormData (an upload) is sent as multipart, a File or Blob as its bytes. */
  body?: unknown;
  /** Extra headers, e.g. the order's Idempotency-Key. */
  headers?: Record<string, string>;
  /** The language of the answer; defaults to the stored interface language. */
  locale?: Locale;
  /** false: a 401 only rejects (logout must not remember the page it leaves). */
  redirectOnUnauthorized?: boolean;
  signal?: AbortSignal;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * A 401: outside the login and offer pages the session has ended, so the login opens (the back office's on
 * back-office pages) and brings the user back afterwards.
 */
export function loginAgain(): void {
  const action = unauthorizedAction(window.location.hash);
  if (action === 'reject') return;
  rememberTarget(window.location.hash || '#/');
  if (action === 'staffLogin') {
    clearStaffSession();
    window.location.hash = '#/be/login';
  } else {
    clearSession();
    window.location.hash = '#/s/login';
  }
}

/**
 * Calls the API: bearer token from `fe_token` (`mp_be_token` on back-office pages) when present, `?lang=` on every URL, JSON both ways.
 * Rejects with an `ApiError` for every non-2xx answer; a 401 outside login and offer pages first ends the
 * session and opens the login page, which brings the user back here afterwards.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = tokenForPage(window.location.hash);
  if (token) headers.Authorization = `Bearer ${token}`;
  const isForm = options.body instanceof FormData;
  const isBytes = options.body instanceof Blob;
  // No content type without a body (Fastify rejects an empty body declared as JSON); the browser sets a form's.
  if (options.body !== undefined && !isForm) headers['Content-Type'] = isBytes ? 'application/octet-stream' : 'application/json';

  let response: Response;
  try {
    response = await fetch(withLang(path, options.locale ?? readStoredLocale()), {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined || isForm || isBytes ? (options.body as FormData | Blob | undefined) : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0);
  }

  const body = await readBody(response);
  if (response.ok) return body as T;

  if (response.status === 401 && options.redirectOnUnauthorized !== false) loginAgain();
  throw new ApiError(response.status, parseFieldErrors(body));
}
