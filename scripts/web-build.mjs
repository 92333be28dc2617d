// The web app's build, made when it is missing or older than its sources: shared by `npm start` and
// `npm run screenshots`, so both serve what the sources say.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// WEB_DIST: another folder for the build (the server serves it from there), e.g. one per working copy of a developer.
const outDir = process.env.WEB_DIST ? resolve(process.env.WEB_DIST) : join(root, 'apps/web/dist');
const builtIndex = join(outDir, 'index.html');
const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/domain/src'].map((p) => join(root, p));

/** @param {string} dir */
function newestChange(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Builds the web app unless its build is newer than every source; returns false when the build failed. */
export function buildWebIfStale() {
  const sourceTime = Math.max(...sources.filter(existsSync).map((p) => (statSync(p).isDirectory() ? newestChange(p) : statSync(p).mtimeMs)));
  if (existsSync(builtIndex) && statSync(builtIndex).mtimeMs >= sourceTime) return true;
  console.log('Building the web app …');
  return spawnSync('npm', ['run', 'build', '-w', 'apps/web', '--', '--outDir', outDir], { cwd: root, stdio: 'inherit' }).status === 0;
}
