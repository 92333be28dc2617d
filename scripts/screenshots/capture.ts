// One screen in one language and width: opened afresh with its login and storage, left to settle until no
// loader or skeleton remains, checked for text that overflows its box, and photographed whole.
import type { Browser, Page } from '@playwright/test';
import { overflowsIn, type Overflow } from '../../e2e/overflow-check.ts';
import type { Demo } from './demo.ts';
import type { Screen } from './screens.ts';

export type Lang = 'de' | 'en';
const LOCALES: Record<Lang, string> = { de: 'de-DE', en: 'en-US' };
const HEIGHTS: Record<number, number> = { 1366: 768, 768: 1024, 390: 844 };
/**
 * A page that is loading: the app's skeleton (ui/page-loader.tsx, a status named "loading"), a loader (button
 * busy), a Mantine skeleton, or a region marked busy.
 */
export const BUSY = [
  '[role="status"][aria-label="Wird geladen …"]',
  '[role="status"][aria-label="Loading …"]',
  '[class^="_skeleton_"]',
  '[aria-busy="true"]',
  '.mantine-Loader-root',
  '.mantine-Skeleton-root[data-visible="true"]',
].join(', ');
const SETTLE_TIMEOUT_MS = 20_000;

/** What kept a screen from showing as meant (the screenshot is taken anyway); a loading one fails the run. */
export type Problem = string;

export interface Captured {
  problems: Problem[];
  overflows: Overflow[];
}

async function attempt(problems: Problem[], what: string, wait: () => Promise<unknown>) {
  try {
    await wait();
  } catch (error) {
    problems.push(`${what} (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
  }
}

/** Until the page's heading is there and nothing loads any more (no request, no loader, no skeleton). */
async function waitUntilLoaded(page: Page, problems: Problem[]) {
  await attempt(problems, 'the network did not go idle', () => page.waitForLoadState('networkidle', { timeout: SETTLE_TIMEOUT_MS }));
  await attempt(problems, 'still loading (skeleton, loader or aria-busy)', () => page.waitForFunction((busy) => !document.querySelector(busy), BUSY, { timeout: SETTLE_TIMEOUT_MS }));
}

async function settle(page: Page): Promise<Problem[]> {
  const problems: Problem[] = [];
  await waitUntilLoaded(page, problems);
  // Lazy images below the fold would stay empty in a full-page picture.
  // No named functions inside: tsx would wrap them in a helper that the page does not have.
  await attempt(problems, 'fonts or images did not load', () =>
    page.evaluate(async (timeout) => {
      for (const image of document.querySelectorAll('img')) image.loading = 'eager';
      const pending = [...document.images].filter((image) => !image.complete);
      await Promise.race([
        Promise.all([
          document.fonts.ready,
          ...pending.map((image) => new Promise((resolve) => {
            image.addEventListener('load', resolve, { once: true });
            image.addEventListener('error', resolve, { once: true });
          })),
        ]),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), timeout)),
      ]);
    }, SETTLE_TIMEOUT_MS),
  );
  return problems;
}

export interface Opened {
  page: Page;
  /** What kept the screen from showing as meant: still loading, a script error, sent to the login, no heading. */
  problems: Problem[];
  close(): Promise<void>;
}

/**
 * The screen opened afresh in its own window (its login and storage set before the app's scripts run, as a
 * login and a language choice would have left them), once it has loaded.
 */
export async function openScreen(browser: Browser, origin: string, demo: Demo, screen: Screen, lang: Lang, width: number): Promise<Opened> {
  const context = await browser.newContext({ viewport: { width, height: HEIGHTS[width] ?? 800 }, locale: LOCALES[lang], reducedMotion: 'reduce' });
  const session = screen.who ? demo.sessions[screen.who] : undefined;
  const storage: Record<string, string> = { lang: LOCALES[lang], ...screen.storage };
  if (session) Object.assign(storage, { [session.keys.token]: session.token, [session.keys.user]: JSON.stringify(session.userinfo) });
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  const page = await context.newPage();
  const errors: Problem[] = [];
  page.on('pageerror', (error) => errors.push(`script error: ${error.message}`));
  await page.goto(`${origin}/#${screen.hash}`);
  const problems = await settle(page);
  const landed = new URL(page.url()).hash;
  if (landed !== `#${screen.hash}` && /^#\/(s|be)\/login/.test(landed)) problems.push(`sent to the login (${landed})`);
  // Every screen, an error too, says what it is in one heading.
  const headings = await page.locator('h1').count();
  if (headings !== 1) problems.push(`${headings} headings of level 1 instead of one`);
  return {
    page,
    get problems() {
      return [...new Set([...problems, ...errors])];
    },
    close: () => context.close(),
  };
}

const busyNow = (page: Page) => page.evaluate((busy) => Boolean(document.querySelector(busy)), BUSY);

/** The screen's full-page picture into `file`, with what went wrong on the way and what text overflows. */
export async function capture(browser: Browser, origin: string, demo: Demo, screen: Screen, lang: Lang, width: number, file: string): Promise<Captured> {
  const opened = await openScreen(browser, origin, demo, screen, lang, width);
  const { page } = opened;
  try {
    const problems: Problem[] = [];
    // At the screen's own size, as a visitor sees it.
    const overflows = await overflowsIn(page);
    // A window as tall as the page: what is fixed to the window's foot (the running total) shows at the
    // page's end, as after scrolling down, instead of over the middle of a full-page picture.
    const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    if (pageHeight > page.viewportSize()!.height) await page.setViewportSize({ width, height: pageHeight });
    // The taller window may show more that loads (a list that loads as it comes into view).
    if (await busyNow(page)) await waitUntilLoaded(page, problems);
    await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
    // Photographed while loading: the picture does not show the screen.
    if (await busyNow(page)) problems.push('photographed while loading (skeleton, loader or aria-busy)');
    return { problems: [...new Set([...opened.problems, ...problems])], overflows };
  } finally {
    await opened.close();
  }
}
