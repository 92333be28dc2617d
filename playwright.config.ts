import { defineConfig, devices } from '@playwright/test';
import { E2E_ORIGIN, E2E_PORT } from './e2e/origin.ts';
import { SMTP_PORT } from './e2e/mail-catcher.ts';

// A fresh database per run: the journeys log in as the seeded demo exhibitor and must not meet the leftovers
// (sessions, login attempts counted for the rate limit) of an earlier run.
// The folder's name goes to the workers and the teardown through the environment, so the teardown removes this
// run's folder only and leaves those of runs going on beside it.
process.env.E2E_DATA_DIR ??= `.tmp/e2e-data-${Date.now()}-${process.pid}`;
const dataDir = process.env.E2E_DATA_DIR;

/** Debian's Chromium, headless. */
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
};

export default defineConfig({
  testDir: 'e2e',
  // A real SMTP server catches the mails (offer links, double opt-in) that the journeys follow.
  globalSetup: './e2e/global-setup.ts',
  globalTeardown: './e2e/global-teardown.ts',
  fullyParallel: false,
  // Two cores: the journeys run one browser at a time next to the server (they share the seeded demo accounts
  // and their data); only the phone-width walk, whose tests share nothing, runs two at a time (projects below).
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: E2E_ORIGIN,
    screenshot: 'only-on-failure',
    video: 'off',
    // A failed test leaves its trace: every action with the page's DOM before and after it. Without the
    // screencast, which Chromium would paint and encode all along for every test that passes (browser tests
    // 6.2 min → 5.2 min); the failure's own screenshot is taken above.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
  },
  projects: [
    // First the walks of every route, two tests at a time on a database no journey has touched yet: at 390 px
    // with axe (phone-width.spec.ts), and in German at 390 and 1366 px with long texts for text overflowing its
    // box (overflow.spec.ts). Then the journeys, one at a time: as its "teardown" the chromium project runs
    // after the walks whether they passed or not (a dependency would be skipped after a failure,
    // microsoft/playwright#26854). Running a walk alone therefore runs the journeys too, unless with --no-deps.
    {
      name: 'phone width',
      testMatch: ['phone-width.spec.ts', 'overflow.spec.ts'],
      workers: 2,
      teardown: 'chromium',
      use: chromium,
    },
    {
      name: 'chromium',
      testIgnore: ['phone-width.spec.ts', 'overflow.spec.ts'],
      workers: 1,
      use: chromium,
    },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${E2E_ORIGIN}/pub/config`,
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Every journey logs in from 127.0.0.1, well over 50 times in 15 minutes; the per-address login limit is
      // the API tests' to prove (auth), not a wall the browser suite should run into.
      LOGIN_LIMIT_PER_ADDRESS: '10000',
      // The same for binding orders: the journeys set up their exhibitors by ordering, far more than 30 in 15 minutes.
      ORDER_LIMIT_PER_ADDRESS: '10000',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      // The links in the mails lead back to this server.
      PUBLIC_URL: E2E_ORIGIN,
    },
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
