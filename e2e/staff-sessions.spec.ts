import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { seriousViolations } from './axe-check.ts';
import { apiLogin, authorization, demoStaff, openLoggedIn } from './api-setup.ts';

// Issue 32, a staff member's sessions: on "My account" they see where they are logged in and end a session they
// do not recognise, whose token then no longer works. The other session is opened through the API with a
// User-Agent of its own per run, so that the test ends only its own and never a session of another test.
const SHOTS = process.env.SESSIONS_SHOTS ?? '/tmp/shots-sessions';

const runs = [
  { lang: 'de', width: 1366, title: 'Ihre Sitzungen', current: 'Diese Sitzung', end: 'Sitzung e2e-sessions-de/1.0 beenden', ended: 'Die Sitzung ist beendet.' },
  { lang: 'en', width: 390, title: 'Your sessions', current: 'This session', end: 'End session e2e-sessions-en/1.0', ended: 'The session has been ended.' },
] as const;

for (const run of runs) {
  test(`staff see their sessions and end one they do not recognise (${run.lang} ${run.width})`, async ({ browser, playwright }) => {
    mkdirSync(SHOTS, { recursive: true });
    const stranger = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: { 'user-agent': `e2e-sessions-${run.lang}/1.0` } });
    const strangersSession = await apiLogin(stranger, 'staff', demoStaff.username, demoStaff.password);
    const own = await apiLogin(stranger, 'staff', demoStaff.username, demoStaff.password);
    const context = await browser.newContext({ viewport: { width: run.width, height: 900 } });
    const page = await context.newPage();
    await openLoggedIn(page, run.lang, own);
    await page.goto('/#/be/account');
    const section = page.getByRole('region', { name: run.title });
    const list = section.getByRole('list', { name: run.title });
    await expect(list.getByRole('listitem').filter({ hasText: run.current })).toHaveCount(1);
    const end = list.getByRole('button', { name: run.end });
    await end.scrollIntoViewIfNeeded();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/sessions-${run.lang}-${run.width}.png`, fullPage: true });

    await end.click();
    await expect(page.getByText(run.ended)).toBeVisible();
    await expect(end).toHaveCount(0);
    expect((await stranger.get('/be/me', { headers: authorization(strangersSession) })).status()).toBe(401);
    expect((await stranger.get('/be/me', { headers: authorization(own) })).status()).toBe(200);
    await stranger.dispose();
    await context.close();
  });
}
