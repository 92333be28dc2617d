import { expect, test } from '@playwright/test';
import { apiLogin, demoStaff, openLoggedIn } from './api-setup.ts';
import { builtChunk, demoExhibitor } from './support.ts';

test('an unknown address shows the not-found page in the public frame, with a way on to the login', async ({ page }) => {
  await page.goto('/#/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Diese Adresse gibt es nicht');
  // The public frame: the language switch in the band, the product below the card.
  await expect(page.getByRole('banner').getByRole('button', { name: 'English' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Messeportal');
  // Not logged in, the way on is the login.
  await page.getByRole('link', { name: 'Zur Anmeldung' }).click();
  await expect(page).toHaveURL(/#\/s\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Anmeldung für Aussteller' })).toBeVisible();
});

test('a logged-in exhibitor is led from an unknown address to the overview', async ({ page, request }) => {
  await openLoggedIn(page, 'de', await apiLogin(request, 'exhibitor', demoExhibitor.username, demoExhibitor.password));
  await page.goto('/#/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
  await page.getByRole('link', { name: 'Zur Übersicht' }).click();
  await expect(page.getByRole('heading', { level: 1, name: demoExhibitor.company })).toBeVisible();
});

test('staff are led from an unknown back-office page to its start, inside the back office', async ({ page, request }) => {
  await openLoggedIn(page, 'de', await apiLogin(request, 'staff', demoStaff.username, demoStaff.password));
  await page.goto('/#/be/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
  // The back office's navigation stays beside the message.
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await page.getByRole('link', { name: 'Zur Startseite des Backoffice' }).click();
  await expect(page).toHaveURL(/#\/be$/);
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
  const authGroup = builtChunk('src/app/auth-group.ts');
  const isAuthGroup = (url: URL) => url.pathname.endsWith(authGroup);
  await page.route(isAuthGroup, (route) => route.abort());
  await page.goto('/#/s/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Die Seite konnte nicht geladen werden' })).toBeVisible();

  await expect(page.getByRole('main')).toContainText('bitte laden Sie die Seite neu');
  await page.unroute(isAuthGroup);
  await page.getByRole('button', { name: 'Seite neu laden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Anmeldung für Aussteller' })).toBeVisible();
});
