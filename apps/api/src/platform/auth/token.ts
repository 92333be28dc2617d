import { createHash, randomBytes } from 'node:crypto';

/** A fresh opaque bearer token (256 bits); only its hash is stored. */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Whether a link's text has the form of a token (newToken's, with room to spare), checked before any lookup. */
export const isTokenForm = (text: string): boolean => /^[A-Za-z0-9_-]{20,200}$/.test(text);

/** The token of an `Authorization: Bearer …` header, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header ?? '');
  return match?.[1];
}
