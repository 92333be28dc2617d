// One screen in one language and width: opened afresh with its login and storage, left to settle, and
// photographed whole.
import type { Browser, Page } from '@playwright/test';
import type { Demo } from './demo.ts';
import type { Screen } from './screens.ts';

export type Lang = 'de' | 'en';
const LOCALES: Record<Lang, string> = { de: 'de-DE', en: 'en-US' };
const HEIGHTS: Record<number, number> = { 1366: 768, 390: 844 };
/** A page that is loading: a loader (page loader, button busy), a skeleton, or a region marked busy. */
const BUSY = '[aria-busy="true"], .mantine-Loader-root, .mantine-Skeleton-root[data-visible="true"]';
const SETTLE_TIMEOUT_MS = 20_000;

/** What kept a screen from showing as meant; the screenshot is taken anyway. */
export type Problem = string;

async function settle(page: Page): Promise<Problem[]> {
  const problems: Problem[] = [];
  const attempt = async (what: string, wait: () => Promise<unknown>) => {
    try {
      await wait();
    } catch (error) {
      problems.push(`${what} (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
    }
  };
  await attempt('the network did not go idle', () => page.waitForLoadState('networkidle', { timeout: SETTLE_TIMEOUT_MS }));
  await attempt('still loading (loader, skeleton or aria-busy)', () => page.waitForFunction((busy) => !document.querySelector(busy), BUSY, { timeout: SETTLE_TIMEOUT_MS }));
  // Lazy images below the fold would stay empty in a full-page picture.
  // No named functions inside: tsx would wrap them in a helper that the page does not have.
  await attempt('fonts or images did not load', () =>
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

/** Takes the screen's full-page picture into `file`; returns what went wrong on the way (empty: nothing). */
export async function capture(browser: Browser, origin: string, demo: Demo, screen: Screen, lang: Lang, width: number, file: string): Promise<Problem[]> {
  const context = await browser.newContext({ viewport: { width, height: HEIGHTS[width] ?? 800 }, locale: LOCALES[lang], reducedMotion: 'reduce' });
  try {
    const session = screen.who ? demo.sessions[screen.who] : null;
    const storage: Record<string, string> = { lang: LOCALES[lang], ...screen.storage };
    if (session) Object.assign(storage, { [session.keys.token]: session.token, [session.keys.user]: JSON.stringify(session.userinfo) });
    // Before the app's scripts run, as a login and a language choice would have left it.
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
    const page = await context.newPage();
    const errors: Problem[] = [];
    page.on('pageerror', (error) => errors.push(`script error: ${error.message}`));
    await page.goto(`${origin}/#${screen.hash}`);
    const problems = [...(await settle(page)), ...errors];
    const landed = new URL(page.url()).hash;
    if (landed !== `#${screen.hash}` && /^#\/(s|be)\/login/.test(landed)) problems.push(`sent to the login (${landed})`);
    // A window as tall as the page: what is fixed to the window's foot (the running total) shows at the
    // page's end, as after scrolling down, instead of over the middle of a full-page picture.
    const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    if (pageHeight > page.viewportSize()!.height) await page.setViewportSize({ width, height: pageHeight });
    await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
    return problems;
  } finally {
    await context.close();
  }
}
