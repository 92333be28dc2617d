import type { Locale } from '../i18n/locale.ts';
import { ApiError, parseFieldErrors } from './api-error.ts';
import { loginAgain } from './client.ts';
import { withLang } from './request-rules.ts';
import { tokenForPage } from './session.ts';

/** A file the API answered: its bytes and the name its Content-Disposition gives (null without one). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/** The file name of a `Content-Disposition` header, preferring the UTF-8 `filename*` form. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed escape: fall back to the plain form below.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || null;
}

/**
 * A file (a PDF) as a blob; `apiRequest` reads answers as text, which would spoil the bytes. The page's token
 * goes with it (the staff token in the back office). With `locale` the path gets `?lang=`; without it the
 * server picks the language (a document is issued in the exhibitor's, whatever the interface shows). With `body`
 * it is a POST of that JSON (a document rendered from what the page holds, not from a stored record).
 */
export async function fetchFile(path: string, options: { locale?: Locale; accept?: string; body?: unknown } = {}): Promise<DownloadedFile> {
  const headers: Record<string, string> = { Accept: options.accept ?? 'application/pdf' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const token = tokenForPage(window.location.hash);
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    response = await fetch(options.locale ? withLang(path, options.locale) : path, { method: body === undefined ? 'GET' : 'POST', headers, body });
  } catch {
    throw new ApiError(0);
  }
  if (!response.ok) {
    if (response.status === 401) loginAgain();
    const body: unknown = await response.json().catch(() => undefined);
    throw new ApiError(response.status, parseFieldErrors(body));
  }
  return { blob: await response.blob(), fileName: fileNameFromDisposition(response.headers.get('content-disposition')) };
}

/** Hands a blob to the browser as a download under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click starts the download synchronously; the URL is released once the browser has taken it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
