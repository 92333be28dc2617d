import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** A phone held upright (iPhone 12 to 15). */
export const PHONE = { width: 390, height: 844 };

const loading = { de: 'Wird geladen …', en: 'Loading …' } as const;

/** The page's main content is there: its heading, and no loading indicator left. */
export async function waitForContent(page: Page, lang: 'de' | 'en') {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('status', { name: loading[lang] })).toHaveCount(0);
}

/**
 * Whatever of the page lies beyond the screen's width: the page itself scrolling sideways, a table reaching
 * past the edge without a container of its own that scrolls sideways, or such a container reaching past it.
 */
export function widthProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const found: string[] = [];
    const pageWidth = document.documentElement.scrollWidth;
    if (pageWidth > width) found.push(`the page is ${pageWidth}px wide on a ${width}px screen`);
    const scroller = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(parent).overflowX)) return parent;
      }
      return null;
    };
    for (const table of document.querySelectorAll('table')) {
      const box = table.getBoundingClientRect();
      if (box.width === 0) continue;
      const frame = (scroller(table) ?? table).getBoundingClientRect();
      const name = table.getAttribute('aria-label') ?? table.querySelector('caption')?.textContent ?? table.querySelector('th')?.textContent;
      if (frame.left < -0.5 || frame.right > width + 0.5) found.push(`table "${name}" spans ${Math.round(frame.left)}–${Math.round(frame.right)}px`);
    }
    return found;
  });
}

/**
 * At the end of the page, every button, link and sum (a table footer's cell) that is on screen can be
 * reached: the point at its middle belongs to it, not to something floating over it (a sticky bar, the
 * scroll-to-top button, a notice).
 */
export function coveredAtPageEnd(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    window.scrollTo({ top: document.documentElement.scrollHeight });
    const found: string[] = [];
    /** The point lies outside a box that clips the target (overflow or clip-path): the eye cannot see it there. */
    const clippedAt = (target: Element, x: number, y: number) => {
      for (let parent = target.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX === 'visible' && style.overflowY === 'visible' && style.clipPath === 'none') continue;
        const box = parent.getBoundingClientRect();
        if (x < box.left || x > box.right || y < box.top || y > box.bottom) return true;
      }
      return false;
    };
    const targets = document.querySelectorAll('main button, main a[href], main tfoot th, main tfoot td');
    for (const target of targets) {
      // The first line's box: the middle of a link wrapped over two lines may fall between them.
      const box = target.getClientRects()[0];
      if (!box || box.width < 4 || box.height < 4) continue;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || x > window.innerWidth || y < 0 || y > window.innerHeight) continue;
      const hit = document.elementFromPoint(x, y);
      if (!hit || target.contains(hit)) continue;
      // Clipped by a table that scrolls sideways: out of sight, not covered.
      if (hit.contains(target)) continue;
      // Clipped away, as the column heads of a table shown as cards on a phone (stacking-table.module.css: hidden
      // from the eye, kept for screen readers): out of sight, not covered. With few rows such a head lies in
      // view at the page's end, under the table's caption.
      if (clippedAt(target, x, y)) continue;
      // Scrolled up under the app's fixed header: out of sight, back in view when scrolling up.
      // Or under a table's header row, which stays in view while the table's rows scroll under it.
      const header = hit.closest('header, thead');
      if (header && y < header.getBoundingClientRect().bottom) continue;
      found.push(`"${target.textContent?.trim().slice(0, 40)}" lies under "${hit.textContent?.trim().slice(0, 40)}"`);
    }
    return found;
  });
}

/** The page at its present address fits the phone and, once notices are gone, nothing at its end is covered. */
export async function expectFitsPhone(page: Page, where: string) {
  expect(await widthProblems(page), `${where}: wider than the screen`).toEqual([]);
  // A notice covers the page's foot for its few seconds; what must never stay covered is checked after it.
  // A notice under the mouse waits for it to leave (Mantine), as a finger lifted from a phone does.
  await page.mouse.move(0, 0);
  await expect(page.locator('.mantine-Notification-root'), `${where}: a notice that goes away`).toHaveCount(0, { timeout: 15_000 });
  expect(await coveredAtPageEnd(page), `${where}: covered at the end of the page`).toEqual([]);
}

/** The box is fully within the screen's width. */
export async function expectWithinWidth(locator: Locator, where: string) {
  const box = await locator.boundingBox();
  expect(box, where).not.toBeNull();
  expect(box!.x, where).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, where).toBeLessThanOrEqual(PHONE.width);
}

type Who = 'demo' | 'other' | 'staff';
const accounts: Record<Who, { path: string; username: string; keys: [string, string] }> = {
  demo: { path: '/fe/login_check', username: 'demo@messeportal.example', keys: ['fe_token', 'userinfo'] },
  other: { path: '/fe/login_check', username: 'other@messeportal.example', keys: ['fe_token', 'userinfo'] },
  staff: { path: '/be/login_check', username: 'be@messeportal.example', keys: ['mp_be_token', 'mp_be_user'] },
};
// One login per account for the whole file: every login counts against the per-address limit of the run.
const sessions = new Map<Who, { token: string; userinfo: unknown }>();

/** The account's session (logged in through the API once), for the pages and for looking up demo ids. */
export async function sessionOf(request: APIRequestContext, who: Who) {
  let session = sessions.get(who);
  if (!session) {
    const answer = await request.post(accounts[who].path, { data: { username: accounts[who].username, password: 'demo2027' } });
    expect(answer.status(), `login of ${who}`).toBe(200);
    session = (await answer.json()) as { token: string; userinfo: unknown };
    sessions.set(who, session);
  }
  return session;
}

/** Pages of this tab open logged in as `who` (as the login form leaves it in storage) and in `lang`. */
export async function openAs(page: Page, request: APIRequestContext, who: Who | null, lang: 'de' | 'en') {
  const session = who ? { keys: accounts[who].keys, ...(await sessionOf(request, who)) } : null;
  await page.addInitScript(
    ({ session, locale }) => {
      localStorage.setItem('lang', locale);
      if (session) {
        localStorage.setItem(session.keys[0], session.token);
        localStorage.setItem(session.keys[1], JSON.stringify(session.userinfo));
      }
    },
    { session, locale: lang === 'de' ? 'de-DE' : 'en-US' },
  );
}

export async function apiGet<T>(request: APIRequestContext, path: string, who?: Who): Promise<T> {
  const headers = who ? { Authorization: `Bearer ${(await sessionOf(request, who)).token}` } : undefined;
  const answer = await request.get(path, { headers });
  expect(answer.status(), path).toBe(200);
  return (await answer.json()) as T;
}
