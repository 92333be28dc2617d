import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.{ts,tsx}'],
    globalSetup: ['apps/api/test/global-setup.ts'],
    // The API tests spend much of their time waiting on the database: one worker more than there are cores
    // (on two cores 296 s instead of 405 s with vitest's default of one worker less).
    maxWorkers: availableParallelism() + 1,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
