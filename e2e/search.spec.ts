import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { seriousViolations } from './axe-check.ts';
import { apiLogin, demoStaff, openLoggedIn } from './api-setup.ts';

// Issue 32, search everywhere: staff find a company by its stand number from any back-office page and open its
// registration. German at 1366 px with the keyboard (Ctrl+K, arrows, Enter), English at 390 px by touch.
const SHOTS = process.env.SEARCH_SHOTS ?? '/tmp/shots-search';

const runs = [
  { lang: 'de', width: 1366, search: 'Suchen', field: 'Im Backoffice suchen', group: 'Anmeldungen', companies: 'Firmen', contacts: 'Kontakte', hint: /Mindestens 2 Zeichen/, nothing: 'Nichts gefunden zu „zz-nichts“.' },
  { lang: 'en', width: 390, search: 'Search', field: 'Search the back office', group: 'Registrations', companies: 'Companies', contacts: 'Contacts', hint: /At least 2 characters/, nothing: 'Nothing found for “zz-nichts”.' },
] as const;

for (const run of runs) {
  test(`staff find a company by its stand number and open its registration (${run.lang} ${run.width})`, async ({ browser, request }) => {
    mkdirSync(SHOTS, { recursive: true });
    const staff = await apiLogin(request, 'staff', demoStaff.username, demoStaff.password);
    const context = await browser.newContext({ viewport: { width: run.width, height: 900 } });
    const page = await context.newPage();
    await openLoggedIn(page, run.lang, staff);
    await page.goto('/#/be');
    await expect(page.getByRole('button', { name: run.search })).toBeVisible();
    if (run.width > 700) {
      await page.keyboard.press('Control+K');
    } else {
      await page.getByRole('button', { name: run.search }).click();
    }
    const field = page.getByRole('textbox', { name: run.field });
    await expect(field).toBeFocused();
    await expect(page.getByText(run.hint)).toBeVisible();
    await field.fill('zz-nichts');
    await expect(page.getByText(run.nothing)).toBeVisible();

    // A name finds the company and its contacts, each kind in a group of its own.
    await field.fill('muster');
    await expect(page.getByRole('group', { name: run.companies }).getByRole('button', { name: /Muster Küchen GmbH/ })).toBeVisible();
    await expect(page.getByRole('group', { name: run.contacts }).getByRole('button', { name: /Anna Muster/ })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/kinds-${run.lang}-${run.width}.png` });

    await field.fill('c14');
    const group = page.getByRole('group', { name: run.group });
    const hit = group.getByRole('button', { name: /Muster Küchen GmbH/ });
    await expect(hit).toBeVisible();
    await expect(hit).toContainText('Halle 3');
    await expect(hit).toContainText('C14');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/search-${run.lang}-${run.width}.png` });

    if (run.width > 700) {
      // The first hit of the kind listed first is chosen by the arrows: the registration is the only kind "c14" finds.
      await field.press('ArrowDown');
      await field.press('Enter');
    } else {
      await hit.click();
    }
    await expect(page).toHaveURL(/#\/be\/registration\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: /Muster Küchen GmbH/ })).toBeVisible();
    await expect(field).toBeHidden();
    await page.screenshot({ path: `${SHOTS}/opened-${run.lang}-${run.width}.png` });
    await context.close();
  });
}
