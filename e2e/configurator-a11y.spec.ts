import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe-check.ts';
import { texts } from './configurator-texts.ts';

const ui = texts.de;

test('the configurator steps have no serious or critical accessibility violation', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/#/e/offer/1');
  await page.getByLabel(ui.standType, { exact: true }).check();
  await page.getByLabel(ui.size).fill('5');
  await expect(page.getByText(ui.rangeError)).toBeVisible();
  expect(await seriousViolations(page), 'stand step with a size error').toEqual([]);
  await page.getByLabel(ui.size).fill('30');
  await expect(page.getByRole('table', { name: ui.prices30 })).toBeVisible();
  expect(await seriousViolations(page), 'stand step with prices').toEqual([]);

  await page.getByRole('button', { name: ui.next }).click();
  await page.getByRole('button', { name: ui.addBrand }).click();
  expect(await seriousViolations(page), 'brands step').toEqual([]);

  await page.getByRole('button', { name: ui.next }).click();
  await expect(page.getByLabel(ui.mediaQuantity)).toBeVisible();
  expect(await seriousViolations(page), 'media step').toEqual([]);

  await page.getByRole('button', { name: ui.next }).click();
  await page.getByRole('tab', { name: ui.servicesTab }).click();
  expect(await seriousViolations(page), 'orderbook step').toEqual([]);

  // Left with the mandatory cleaning at 0: the step names it and marks the field; the next press goes on.
  await page.getByRole('button', { name: ui.next }).click();
  await expect(page.getByRole('alert').filter({ hasText: ui.cleaning })).toBeVisible();
  expect(await seriousViolations(page), 'orderbook step naming a missing mandatory service').toEqual([]);
  await page.getByRole('button', { name: ui.next }).click();
  await expect(page.getByRole('table', { name: ui.totals })).toBeVisible();
  // The list of what is missing moves the summary down; the pointer left by the click would rest on an edit
  // button and measure its hover colours instead of the page's.
  await page.mouse.move(0, 0);
  expect(await seriousViolations(page), 'summary listing what an order still lacks').toEqual([]);

  await page.getByRole('button', { name: ui.next }).click();
  await page.getByLabel(ui.newEmail).fill(`a11y-${Date.now()}@example.com`);
  await page.getByRole('button', { name: ui.check }).click();
  await page.getByRole('button', { name: ui.checkPersonal }).click();
  await expect(page.getByText('Bitte korrigieren Sie die markierten Felder.')).toBeVisible();
  expect(await seriousViolations(page), 'company step with field errors').toEqual([]);
});
