import { expect, test } from '@playwright/test';

test('an unknown address shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/#/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
  await page.getByRole('link', { name: 'Zur Startseite' }).click();
  // Home needs a login.
  await expect(page).toHaveURL(/#\/s\/login$/);
});

test('the login links to the password reset form, which checks the address before sending', async ({ page }) => {
  await page.goto('/#/s/login');
  await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Passwort zurücksetzen' })).toBeVisible();

  await page.getByLabel('E-Mail-Adresse').fill('no address');
  await page.getByRole('button', { name: 'Link anfordern' }).click();
  await expect(page.getByText('Dies ist keine gültige E-Mail-Adresse.')).toBeVisible();

  await page.getByRole('link', { name: 'Zurück zur Anmeldung' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Anmeldung für Aussteller' })).toBeVisible();
});

test('a part of the app that fails to load shows a page that offers to reload', async ({ page }) => {
  // As after a deployment that removed the old chunk, or a dropped connection.
  await page.route(/\/assets\/auth-group-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/#/s/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Die Seite konnte nicht geladen werden' })).toBeVisible();

  await page.unroute(/\/assets\/auth-group-[^/]+\.js$/);
  await page.getByRole('button', { name: 'Seite neu laden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Anmeldung für Aussteller' })).toBeVisible();
});
