import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadTimeoutError, isChunkLoadError, lazyWithTimeout } from './lazy-with-timeout.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('lazyWithTimeout', () => {
  it('gives the module when it loads in time', async () => {
    await expect(lazyWithTimeout(() => Promise.resolve({ page: 'login' }))).resolves.toEqual({ page: 'login' });
  });

  it('rejects with a timeout error once 120 s have passed without the module', async () => {
    vi.useFakeTimers();
    const loading = lazyWithTimeout(() => new Promise<never>(() => {}));
    const outcome = expect(loading).rejects.toBeInstanceOf(ChunkLoadTimeoutError);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    loading.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('passes a failed import on', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: http://x/assets/auth.js');
    await expect(lazyWithTimeout(() => Promise.reject(failure))).rejects.toBe(failure);
  });
});

describe('isChunkLoadError', () => {
  it('recognises timeouts and failed dynamic imports, not other errors', () => {
    expect(isChunkLoadError(new ChunkLoadTimeoutError(1))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: x'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for http://x/assets/auth.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
