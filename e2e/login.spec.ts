import { expect, test } from '@playwright/test';
import { demoExhibitor, storedItem, submitLogin, switchLanguage } from './support.ts';

test.describe('exhibitor login', () => {
  test('in German: the login page shows no notice the organiser did not write, the login shows the company', async ({ page }) => {
    await page.goto('/#/s/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(page.getByRole('heading', { level: 1, name: 'Anmeldung für Aussteller' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Passwort vergessen?' })).toBeVisible();
    await expect(page.getByRole('note')).toHaveCount(0);
    // The public frame: whose portal it is and the language switch in the band, the product's name below the card.
    await expect(page.getByRole('banner').getByRole('button', { name: 'English' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Messeportal');

    await submitLogin(page, demoExhibitor.username, demoExhibitor.password);

    await expect(page.getByRole('heading', { level: 1, name: demoExhibitor.company })).toBeVisible();
    await expect(page).toHaveURL(/#\/$/);
    await expect(page.getByRole('button', { name: `Konto von ${demoExhibitor.contact}` })).toBeVisible();
    expect(await storedItem(page, 'fe_token')).toBeTruthy();
  });

  test('switching to English shows English labels and is kept for the next visit', async ({ page }) => {
    await page.goto('/#/s/login');
    await switchLanguage(page, 'English');

    await expect(page.getByRole('heading', { level: 1, name: 'Exhibitor login' })).toBeVisible();
    await expect(page.getByLabel('Username (e-mail address)')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toBeVisible();
    expect(await storedItem(page, 'lang')).toBe('en-US');

    await page.reload();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await submitLogin(page, demoExhibitor.username, demoExhibitor.password, 'en');
    await expect(page.getByRole('heading', { level: 1, name: demoExhibitor.company })).toBeVisible();
    await expect(page.getByRole('button', { name: `Account of ${demoExhibitor.contact}` })).toBeVisible();
  });

  test('a wrong password shows the message of the chosen language', async ({ page }) => {
    await page.goto('/#/s/login');
    await submitLogin(page, demoExhibitor.username, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Benutzername oder Passwort ungültig.');
    await expect(page).toHaveURL(/#\/s\/login$/);

    await switchLanguage(page, 'English');
    await submitLogin(page, demoExhibitor.username, 'not-the-password', 'en');
    await expect(page.getByRole('alert')).toHaveText('Username or password invalid.');
    expect(await storedItem(page, 'fe_token')).toBeNull();
  });

  test('an invalid stored token leads to the login and, after it, back to the page asked for', async ({ page }) => {
    await page.goto('/#/s/login');
    // The app has rendered (its router listens for hash changes only from its first commit on).
    await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
    await page.evaluate(() => localStorage.setItem('fe_token', 'no-longer-valid'));

    // A link from a mail, say: the landing with a parameter the user must not lose.
    await page.goto('/#/?source=reminder');
    await expect(page).toHaveURL(/#\/s\/login$/);
    await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
    expect(await storedItem(page, 'fe_token')).toBeNull();
    expect(await storedItem(page, 'targetUrl')).toBe('#/?source=reminder');

    await submitLogin(page, demoExhibitor.username, demoExhibitor.password);
    await expect(page).toHaveURL(/#\/\?source=reminder$/);
    await expect(page.getByRole('heading', { level: 1, name: demoExhibitor.company })).toBeVisible();
    expect(await storedItem(page, 'targetUrl')).toBeNull();
  });

  test('without a token the portal opens the login first', async ({ page }) => {
    await page.goto('/#/');
    await expect(page).toHaveURL(/#\/s\/login$/);
    await submitLogin(page, demoExhibitor.username, demoExhibitor.password);
    await expect(page.getByRole('heading', { level: 1, name: demoExhibitor.company })).toBeVisible();
  });

  test('logout ends the session', async ({ page }) => {
    await page.goto('/#/s/login');
    await submitLogin(page, demoExhibitor.username, demoExhibitor.password);
    await expect(page.getByRole('heading', { level: 1, name: demoExhibitor.company })).toBeVisible();

    await page.getByRole('button', { name: `Konto von ${demoExhibitor.contact}` }).click();
    await page.getByRole('menuitem', { name: 'Abmelden' }).click();
    await expect(page).toHaveURL(/#\/s\/login$/);
    expect(await storedItem(page, 'fe_token')).toBeNull();
    expect(await storedItem(page, 'userinfo')).toBeNull();

    await page.goto('/#/');
    await expect(page).toHaveURL(/#\/s\/login$/);
  });
});
