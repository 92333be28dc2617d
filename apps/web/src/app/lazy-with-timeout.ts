/** The spec's limit for loading a route group. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadTimeoutError extends Error {
  override readonly name = 'ChunkLoadTimeoutError';

  constructor(readonly timeoutMs: number) {
    super(`Loading a part of the application took longer than ${timeoutMs} ms`);
  }
}

/**
 * Loads a lazy module but gives up after `timeoutMs`: a stalled connection would otherwise leave the user
 * looking at a spinner forever instead of a page that offers to reload.
 */
export function lazyWithTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeoutError(timeoutMs)), timeoutMs);
    load()
      .then(resolve, reject)
      .finally(() => clearTimeout(timer));
  });
}

// The messages browsers give when a dynamic import fails (Chromium, Firefox, Safari), and Vite's own when a
// chunk's stylesheet does not load.
const IMPORT_FAILURE = /dynamically imported module|importing a module script failed|unable to preload css/i;

/** True for errors that a reload can cure: a timed-out or failed chunk load (e.g. after a deployment). */
export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof ChunkLoadTimeoutError || (error instanceof Error && IMPORT_FAILURE.test(error.message));
