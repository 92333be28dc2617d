// `npm test`: lint and types, unit and API tests (PGlite, plus PostgreSQL when TEST_DATABASE_URL is set),
// then the browser tests in Debian's Chromium against a freshly built web app. Nothing is skipped silently.
// Each layer's time is printed at its end, and all of them at the end of the run.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
const times = [];

const seconds = (since) => Math.round((performance.now() - since) / 1000);

function fail(title, status) {
  console.error(`\n${title} failed.`);
  process.exit(status ?? 1);
}

function run(title, command, args) {
  console.log(`\n=== ${title} ===`);
  const start = performance.now();
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) fail(title, result.status);
  times.push([title, seconds(start)]);
}

/** Runs steps side by side (each mostly on one core), printing each one's output when it ends. */
async function runTogether(checks) {
  const results = await Promise.all(
    checks.map(
      ({ title, command, args }) =>
        new Promise((resolve) => {
          const start = performance.now();
          const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('close', (status) => {
            console.log(`\n=== ${title} ===\n${output.trimEnd()}`);
            times.push([title, seconds(start)]);
            resolve({ title, status });
          });
        }),
    ),
  );
  const failed = results.find(({ status }) => status !== 0);
  if (failed) fail(failed.title, failed.status);
}

/** Debian's programs the tests use, by the package that brings each. */
const TOOLS = [
  { path: CHROMIUM, pkg: 'chromium', use: 'the browser tests' },
  { path: '/usr/bin/pdftoppm', pkg: 'poppler-utils', use: 'reading a rendered invoice page (its payment code)' },
  { path: '/usr/bin/xmllint', pkg: 'libxml2-utils', use: 'checking bank files against their ISO 20022 schemas' },
];

function ensureTools() {
  let missing = TOOLS.filter((tool) => !existsSync(tool.path));
  if (missing.length === 0) return;
  if (process.getuid?.() === 0) {
    const packages = missing.map((tool) => tool.pkg).join(' ');
    run(`Installing ${packages} for the tests`, 'sh', ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`]);
    missing = missing.filter((tool) => !existsSync(tool.path));
    if (missing.length === 0) return;
  }
  for (const tool of missing) console.error(`The tests need ${tool.path} for ${tool.use}.`);
  console.error(`Install it with:\n  sudo apt-get install -y ${missing.map((tool) => tool.pkg).join(' ')}\nthen run npm test again.`);
  process.exit(1);
}

ensureTools();
await runTogether([
  { title: 'Lint', command: 'npx', args: ['eslint', '.'] },
  { title: 'Type check', command: 'npm', args: ['run', 'typecheck'] },
  { title: 'Web build', command: 'npm', args: ['run', 'build'] },
]);
run(`Unit and API tests (PGlite${process.env.TEST_DATABASE_URL ? ' and PostgreSQL' : ''})`, 'npx', ['vitest', 'run']);
run('Browser tests (Chromium)', 'npx', ['playwright', 'test']);
console.log('\nAll tests passed.');
for (const [title, time] of times) console.log(`${String(time).padStart(5)} s  ${title}`);
