// `npm test`: lint and types, unit and API tests (PGlite, plus PostgreSQL when TEST_DATABASE_URL is set),
// then the browser tests in Debian's Chromium against a freshly built web app. Nothing is skipped silently.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n${title} failed.`);
    process.exit(result.status ?? 1);
  }
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() === 0) {
    run('Installing Chromium for the browser tests', 'sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium']);
    if (existsSync(CHROMIUM)) return;
  }
  console.error(
    `The browser tests need Debian's Chromium at ${CHROMIUM}. Install it with:\n  sudo apt-get install -y chromium\nthen run npm test again.`,
  );
  process.exit(1);
}

ensureChromium();
run('Lint', 'npx', ['eslint', '.']);
run('Type check', 'npm', ['run', 'typecheck']);
run(
  `Unit and API tests (PGlite${process.env.TEST_DATABASE_URL ? ' and PostgreSQL' : ''})`,
  'npx',
  ['vitest', 'run'],
);
run('Web build', 'npm', ['run', 'build']);
run('Browser tests (Chromium)', 'npx', ['playwright', 'test']);
console.log('\nAll tests passed.');
