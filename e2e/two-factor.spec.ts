import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { Secret, TOTP } from 'otpauth';
import { seriousViolations } from './axe-check.ts';
import { apiLogin, authorization, demoStaff } from './api-setup.ts';

// Issue 32, two-factor login for staff: a staff member sets up an authenticator app on "My account", keeps the
// recovery codes, logs out and logs in again with the app's code. Each run has a staff account of its own (a second
// factor on the demo admin would stop every other test's login). German at 1366 px, English at 390 px.
const SHOTS = process.env.TWO_FACTOR_SHOTS ?? '/tmp/shots-two-factor';
const PASSWORD = 'Zwei-Schritte-Messe-2027!';

const runs = [
  {
    ...{ lang: 'de', width: 1366, locale: 'de-DE', email: 'E-Mail-Adresse', password: 'Passwort', login: 'Anmelden', menu: /Konto von/, logout: 'Abmelden' },
    ...{ section: 'Anmeldung in zwei Schritten', setUp: 'Einrichten', code: 'Code aus der Authenticator-App', switchOn: 'Einschalten', codes: 'Ihre Wiederherstellungscodes', done: 'Fertig', on: 'Eingeschaltet', secondStep: 'Anmeldung: zweiter Schritt' },
  },
  {
    ...{ lang: 'en', width: 390, locale: 'en-US', email: 'E-mail address', password: 'Password', login: 'Log in', menu: /Account of/, logout: 'Log out' },
    ...{ section: 'Two-step login', setUp: 'Set up', code: 'Code of the authenticator app', switchOn: 'Switch on', codes: 'Your recovery codes', done: 'Done', on: 'On', secondStep: 'Login: second step' },
  },
] as const;

/** The app's code for the secret, `steps` 30-second steps after `from`. */
const codeOf = (secret: string, from: number, steps = 0) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: from + steps * 30_000 });

async function logIn(page: Page, run: (typeof runs)[number], email: string) {
  await page.getByRole('textbox', { name: run.email }).fill(email);
  await page.getByRole('textbox', { name: run.password, exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: run.login, exact: true }).click();
}

for (const run of runs) {
  test(`staff switch on two-step login and log in with the app's code (${run.lang} ${run.width})`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    mkdirSync(SHOTS, { recursive: true });
    // A staff account of this run's own, its password set through its link.
    const admin = authorization(await apiLogin(request, 'staff', demoStaff.username, demoStaff.password));
    const email = `zwei-schritte-${run.lang}-${Date.now()}@messeportal.example`;
    const invited = await request.post('/be/admin/staff', { headers: admin, data: { email, role: 'sales', name: 'Zora Zweischritt', lang: run.lang } });
    expect(invited.status(), await invited.text()).toBe(200);
    const token = ((await invited.json()) as { link: string }).link.split('/').at(-1)!;
    const set = await request.post(`/be/set_password/${token}`, { data: { password: PASSWORD, passwordRepeat: PASSWORD } });
    expect(set.status(), await set.text()).toBe(200);

    const context = await browser.newContext({ viewport: { width: run.width, height: 900 }, locale: run.locale });
    const page = await context.newPage();
    await page.addInitScript((locale) => localStorage.setItem('lang', locale), run.locale);
    await page.goto('/#/be/login');
    await logIn(page, run, email);
    await expect(page).toHaveURL(/#\/be$/);

    await page.goto('/#/be/account');
    const section = page.getByRole('region', { name: run.section });
    await section.getByRole('button', { name: run.setUp }).click();
    const secret = (await section.getByTestId('authenticator-key').innerText()).replace(/\s/g, '');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/setup-${run.lang}-${run.width}.png`, fullPage: true });
    const confirmedAt = Date.now();
    await section.getByRole('textbox', { name: run.code }).fill(codeOf(secret, confirmedAt));
    await section.getByRole('button', { name: run.switchOn }).click();
    const codes = section.getByRole('list', { name: run.codes }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    expect(await seriousViolations(page)).toEqual([]);
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/recovery-codes-${run.lang}-${run.width}.png` });
    await section.getByRole('button', { name: run.done }).click();
    await expect(section.getByText(run.on, { exact: true })).toBeVisible();

    await page.getByRole('button', { name: run.menu }).click();
    await page.getByRole('menuitem', { name: run.logout }).click();
    await page.goto('/#/be/login');
    await logIn(page, run, email);
    await expect(page.getByRole('heading', { level: 1, name: run.secondStep })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/second-step-${run.lang}-${run.width}.png` });
    // The code that switched it on is used: the next step's code logs in.
    await page.getByRole('textbox', { name: run.code }).fill(codeOf(secret, confirmedAt, 1));
    await page.getByRole('button', { name: run.login, exact: true }).click();
    await expect(page).toHaveURL(/#\/be$/);
    await context.close();
  });
}
