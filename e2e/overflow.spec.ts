import { expect, test, type Page } from '@playwright/test';
import { BUSY, openScreen } from '../scripts/screenshots/capture.ts';
import { prepareDemo, type Demo } from '../scripts/screenshots/demo.ts';
import { appRoutes } from '../scripts/screenshots/router-routes.ts';
import { overflowScreens, ROUTES } from '../scripts/screenshots/screens.ts';
import { describeOverflow, overflowsIn } from './overflow-check.ts';
import { E2E_ORIGIN } from './origin.ts';

// Every route of the app (the gallery's list, scripts/screenshots/screens.ts) in German at a phone's and a
// laptop's width, with long German texts where the route shows an exhibitor's (a company named in long compound
// words, long names, addresses and a brand, see scripts/screenshots/demo.ts): no text may overflow its box
// (e2e/overflow-check.ts), and every screen must have loaded. A failure lists every overflow: route, element,
// text. Alone: `npx playwright test --no-deps --project="phone width" e2e/overflow.spec.ts`.

test('every route of the router is in the list of screens', () => {
  const listed = new Set(ROUTES.map(({ route }) => route));
  expect(appRoutes().filter((route) => !listed.has(route)), 'routes missing from scripts/screenshots/screens.ts').toEqual([]);
});

// One walk in parts: the data it makes (an exhibitor of its own with long texts, ordered, confirmed and invoiced)
// is made once per worker, before the first part; each part walks its share of the screens within its own time,
// so that a slow stretch on a busy machine fails one part, not the whole walk. The parts run one after another in
// one worker, next to the phone-width walk's tests. Each screen is loaded once, at a phone's width, and then seen
// at a laptop's in the same window (half the page loads of a walk per width).
const WIDTHS = [390, 1366];
const PARTS = 6;

test.describe(`de at ${WIDTHS.join(' and ')} px: no text overflows its box`, () => {
  let demo: Demo;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    demo = await prepareDemo(E2E_ORIGIN);
  });

  for (let part = 0; part < PARTS; part += 1) {
    test(`routes, part ${part + 1} of ${PARTS}`, async ({ browser }) => {
      test.setTimeout(180_000);
      const all = overflowScreens(demo);
      const size = Math.ceil(all.length / PARTS);
      const found: string[] = [];
      for (const screen of all.slice(part * size, (part + 1) * size)) {
        const opened = await openScreen(browser, E2E_ORIGIN, demo, screen, 'de', WIDTHS[0]!);
        try {
          found.push(...opened.problems.map((problem) => `#${screen.hash} (${screen.id}): ${problem}`));
          for (const width of WIDTHS) {
            if (width !== WIDTHS[0]) await resize(opened.page, width);
            found.push(...(await overflowsIn(opened.page)).map((overflow) => `#${screen.hash} (${screen.id}, ${width} px): ${describeOverflow(overflow)}`));
          }
        } finally {
          await opened.close();
        }
      }
      expect(found, `text overflows its box (${found.length}):\n${found.join('\n')}\n`).toEqual([]);
    });
  }
});

/** The window at another width, once the page has laid itself out anew (and loaded what that shows). */
async function resize(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(page.locator(BUSY)).toHaveCount(0);
}
