// `npm run screenshots`: every route of the app (scripts/screenshots/screens.ts) from a fresh demo database,
// into screenshots/<lang>/<width>/<nn>-<area>-<screen>.png with screenshots/index.html to look at them side by
// side. The design review's tool: each screen with the demo data in German and English at 1366 and 390 px and
// in German at 768 px; its variants (long German texts, empty, a record that does not exist) in German at 1366
// and 390 px. The index flags every picture in which text overflows its box (e2e/overflow-check.ts).
//
// The run fails (exit code 1, the screens named in index.html) when a screen still loads when photographed,
// a script error occurs, a screen sends to the login, or the router has a route the list misses. Overflowing
// text fails the browser test e2e/overflow.spec.ts, not this run.
//
// `npm run screenshots -- dashboard backoffice`: only the screens whose name contains one of the words, the
// others of an earlier run kept.
// SCREENSHOTS_PORT: the port of the app it starts (default 3931); SCREENSHOTS_OUT: the folder of the pictures
// (default screenshots/), e.g. one per working copy. Chromium: Debian's, /usr/bin/chromium.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { describeOverflow, type Overflow } from '../e2e/overflow-check.ts';
import { capture, type Lang, type Problem } from './screenshots/capture.ts';
import { prepareDemo } from './screenshots/demo.ts';
import { indexPage, type Column } from './screenshots/index-page.ts';
import { appRoutes } from './screenshots/router-routes.ts';
import { ROUTES, screens, type Screen } from './screenshots/screens.ts';
import { startApp } from './screenshots/server.ts';
import { buildWebIfStale } from './web-build.mjs';

const root = join(import.meta.dirname, '..');
const out = process.env.SCREENSHOTS_OUT ? resolve(process.env.SCREENSHOTS_OUT) : join(root, 'screenshots');
const port = Number(process.env.SCREENSHOTS_PORT ?? 3931);
const CHROMIUM = '/usr/bin/chromium';
const PAGES_AT_ONCE = 2;
/** The columns of the index; the demo screens fill all of them, their variants the German 1366 and 390 px. */
const COLUMNS: (Column & { lang: Lang })[] = [
  { lang: 'de', width: 1366 },
  { lang: 'en', width: 1366 },
  { lang: 'de', width: 768 },
  { lang: 'de', width: 390 },
  { lang: 'en', width: 390 },
];
const shotsOf = (screen: Screen) => COLUMNS.filter(({ lang, width }) => screen.variant === 'demo' || (lang === 'de' && width !== 768));

const started = Date.now();
if (!existsSync(CHROMIUM)) {
  console.error(`The screenshots need Debian's Chromium at ${CHROMIUM}. Install it with:\n  sudo apt-get install -y chromium`);
  process.exit(1);
}
const listed = new Set(ROUTES.map(({ route }) => route));
const unlisted = appRoutes().filter((route) => !listed.has(route));
if (!buildWebIfStale()) process.exit(1);
const app = await startApp(port);
let browser: Browser | undefined;
try {
  const demo = await prepareDemo(app.origin, { extras: true });
  const only = process.argv.slice(2);
  const list = screens(demo).filter((screen) => only.length === 0 || only.some((word) => screen.id.includes(word)));
  const launched = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  browser = launched;
  if (only.length === 0) rmSync(out, { recursive: true, force: true });
  for (const { lang, width } of COLUMNS) mkdirSync(join(out, lang, String(width)), { recursive: true });
  const shots = list.flatMap((screen) => shotsOf(screen).map((column) => ({ ...column, screen })));
  const problems = new Map<string, Problem[]>();
  const overflows = new Map<string, Overflow[]>();
  // Two pages at a time: most of a screen's time is the wait for a quiet network, not work.
  let next = 0;
  const worker = async () => {
    for (let shot = shots[next++]; shot; shot = shots[next++]) {
      const path = `${shot.lang}/${shot.width}/${shot.screen.id}.png`;
      const found = await capture(launched, app.origin, demo, shot.screen, shot.lang, shot.width, join(out, path));
      if (found.problems.length) {
        problems.set(path, found.problems);
        console.warn(`${path}: ${found.problems.join('; ')}`);
      }
      if (found.overflows.length) overflows.set(path, found.overflows);
    }
  };
  await Promise.all(Array.from({ length: PAGES_AT_ONCE }, worker));
  const seconds = Math.round((Date.now() - started) / 1000);
  const made = `${new Date().toISOString()}, ${shots.length} pictures in ${seconds} s`;
  writeFileSync(join(out, 'index.html'), indexPage({ screens: list, columns: COLUMNS, shotsOf, problems, overflows, unlisted, made }));
  console.log(`${shots.length} screenshots of ${list.length} screens in ${seconds} s: ${relative(process.cwd(), join(out, 'index.html'))}`);
  if (overflows.size) {
    console.warn(`Text overflows its box in ${overflows.size} of them (flagged in index.html):`);
    for (const [path, found] of overflows) console.warn(`  ${path}\n${found.map((overflow) => `    ${describeOverflow(overflow)}`).join('\n')}`);
  }
  if (unlisted.length) {
    console.warn(`The router has routes the list of screens misses (scripts/screenshots/screens.ts): ${unlisted.join(', ')}`);
    process.exitCode = 1;
  }
  if (problems.size) {
    console.warn(`${problems.size} of them did not show as meant (listed above and in index.html).`);
    process.exitCode = 1;
  }
} finally {
  await browser?.close();
  await app.stop();
}
