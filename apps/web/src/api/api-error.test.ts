import { describe, expect, it } from 'vitest';
import { ApiError, parseFieldErrors } from './api-error.ts';
import { shouldRetry } from './query-client.ts';

describe('parseFieldErrors', () => {
  it('reads the errors of the API error shape', () => {
    const body = { success: false, errors: [{ property: 'password', message: 'Benutzername oder Passwort ungültig.' }] };
    expect(parseFieldErrors(body)).toEqual(body.errors);
  });

  it('gives no errors for bodies of another shape', () => {
    expect(parseFieldErrors('<html>Bad Gateway</html>')).toEqual([]);
    expect(parseFieldErrors(undefined)).toEqual([]);
    expect(parseFieldErrors({ errors: [{ property: 'x' }, 'text'] })).toEqual([]);
  });
});

describe('ApiError', () => {
  it('carries the status and the server messages', () => {
    const error = new ApiError(429, [{ property: 'username', message: 'Zu viele Versuche.' }]);
    expect(error.status).toBe(429);
    expect(error.userMessages).toEqual(['Zu viele Versuche.']);
    expect(error.messageFor('username')).toBe('Zu viele Versuche.');
  });
});

describe('shouldRetry', () => {
  it('retries network and server failures a limited number of times, never client errors', () => {
    expect(shouldRetry(0, new ApiError(0))).toBe(true);
    expect(shouldRetry(1, new ApiError(503))).toBe(true);
    expect(shouldRetry(2, new ApiError(503))).toBe(false);
    expect(shouldRetry(0, new ApiError(401))).toBe(false);
    expect(shouldRetry(0, new ApiError(404))).toBe(false);
  });
});
