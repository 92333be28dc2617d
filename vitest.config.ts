import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.{ts,tsx}'],
    globalSetup: ['apps/api/test/global-setup.ts'],
    // The API tests spend much of their time waiting on the database: one worker more than there are cores
    // (on two cores 296 s instead of 405 s with vitest's default of one worker less).
    maxWorkers: availableParallelism() + 1,
    // Every test file starts its own PGlite, a large WebAssembly module. V8's optimising second compile of it
    // costs a core for about half a second per file and pays off only in long runs: a test file keeps the
    // first compile (PGlite's start 1.3 s → 0.7 s of CPU).
    execArgv: ['--liftoff-only'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
