import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The API tests spend much of their time waiting on the database: one worker more than there are cores
    // (on two cores 296 s instead of 405 s with vitest's default of one worker less).
    maxWorkers: availableParallelism() + 1,
    // Every test file starts its own PGlite, a large WebAssembly module. V8's optimising second compile of it
    // costs a core for about half a second per file and pays off only in long runs: a test file keeps the
    // first compile (PGlite's start 1.3 s → 0.7 s of CPU).
    execArgv: ['--liftoff-only'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      // An API test file shares nothing with another but the process: each builds its own database and app. So
      // a worker loads the API's modules once for all the files it runs, not once per file (time spent importing
      // 208 s → 32 s, the run on both engines 269 s → 157 s). What stays in memory is the product's own, as in a
      // long-running server: it once showed a PDF font bug that fresh modules per file had hidden.
      {
        extends: true,
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          globalSetup: ['apps/api/test/global-setup.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // These tests mock modules and timers: each file keeps its own.
          name: 'web and domain',
          include: ['packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});
