// `npm run screenshots`: every screen of the app at 1366 and 390 px, in German and English, from a fresh
// demo database, into screenshots/<lang>/<width>/<nn>-<area>-<screen>.png with screenshots/index.html to
// look at them side by side. For reviewing a change of look before it is committed; not a test.
//
// `npm run screenshots -- dashboard backoffice`: only the screens whose name contains one of the words, the
// others of an earlier run kept.
// SCREENSHOTS_PORT: the port of the app it starts (default 3931); SCREENSHOTS_OUT: the folder of the pictures
// (default screenshots/), e.g. one per working copy. Chromium: Debian's, /usr/bin/chromium.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { capture, type Lang, type Problem } from './screenshots/capture.ts';
import { prepareDemo } from './screenshots/demo.ts';
import { indexPage, type Variant } from './screenshots/index-page.ts';
import { screens } from './screenshots/screens.ts';
import { startApp } from './screenshots/server.ts';
import { buildWebIfStale } from './web-build.mjs';

const root = join(import.meta.dirname, '..');
const out = process.env.SCREENSHOTS_OUT ? resolve(process.env.SCREENSHOTS_OUT) : join(root, 'screenshots');
const port = Number(process.env.SCREENSHOTS_PORT ?? 3931);
const CHROMIUM = '/usr/bin/chromium';
const PAGES_AT_ONCE = 2;
const VARIANTS: (Variant & { lang: Lang })[] = [
  { lang: 'de', width: 1366 },
  { lang: 'en', width: 1366 },
  { lang: 'de', width: 390 },
  { lang: 'en', width: 390 },
];

const started = Date.now();
if (!existsSync(CHROMIUM)) {
  console.error(`The screenshots need Debian's Chromium at ${CHROMIUM}. Install it with:\n  sudo apt-get install -y chromium`);
  process.exit(1);
}
if (!buildWebIfStale()) process.exit(1);
const app = await startApp(port);
let browser: Browser | undefined;
try {
  const demo = await prepareDemo(app.origin);
  const only = process.argv.slice(2);
  const list = screens(demo).filter((screen) => only.length === 0 || only.some((word) => screen.id.includes(word)));
  const launched = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  browser = launched;
  if (only.length === 0) rmSync(out, { recursive: true, force: true });
  for (const { lang, width } of VARIANTS) mkdirSync(join(out, lang, String(width)), { recursive: true });
  const shots = VARIANTS.flatMap((variant) => list.map((screen) => ({ ...variant, screen })));
  const problems = new Map<string, Problem[]>();
  // Two pages at a time: most of a screen's time is the wait for a quiet network, not work.
  let next = 0;
  const worker = async () => {
    for (let shot = shots[next++]; shot; shot = shots[next++]) {
      const path = `${shot.lang}/${shot.width}/${shot.screen.id}.png`;
      const found = await capture(launched, app.origin, demo, shot.screen, shot.lang, shot.width, join(out, path));
      if (found.length) {
        problems.set(path, found);
        console.warn(`${path}: ${found.join('; ')}`);
      }
    }
  };
  await Promise.all(Array.from({ length: PAGES_AT_ONCE }, worker));
  writeFileSync(join(out, 'index.html'), indexPage(list, VARIANTS, problems, new Date().toISOString()));
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`${shots.length} screenshots in ${seconds} s: ${relative(process.cwd(), join(out, 'index.html'))}`);
  if (problems.size) {
    console.warn(`${problems.size} of them did not show as meant (listed above and in index.html).`);
    process.exitCode = 1;
  }
} finally {
  await browser?.close();
  await app.stop();
}
