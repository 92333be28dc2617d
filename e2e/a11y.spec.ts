import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe-check.ts';
import { demoExhibitor, submitLogin } from './support.ts';

test('the login page has no serious or critical accessibility violation', async ({ page }) => {
  await page.goto('/#/s/login');
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the login page showing a login error has none either', async ({ page }) => {
  await page.goto('/#/s/login');
  await submitLogin(page, demoExhibitor.username, 'not-the-password');
  await expect(page.getByRole('alert')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the login page showing field errors has none either', async ({ page }) => {
  await page.goto('/#/s/login');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByText('Dieses Feld muss ausgefüllt werden.').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
