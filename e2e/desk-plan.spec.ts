import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { seriousViolations } from './axe-check.ts';
import { apiLogin, demoStaff, openLoggedIn, orderAsNewExhibitor } from './api-setup.ts';

// The desk's stand plan (issue 31): staff book a registration that has no stand yet on a free stand of the plan.
const SHOTS = '/tmp/shots-deskplan';

test('the desk books a registration without a stand on a free stand', async ({ page, request }) => {
  mkdirSync(SHOTS, { recursive: true });
  const staff = await apiLogin(request, 'staff', demoStaff.username, demoStaff.password);
  const tag = Date.now().toString(36);
  const { company } = await orderAsNewExhibitor(request, { email: `standplan-${tag}@tischlerei.example`, password: 'Standplan-2027!', company: `Tischlerei Standplan ${tag}`, qm: 30, lang: 'de', services: { Standreinigung: 30 } });
  await openLoggedIn(page, 'de', staff);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/#/be/event/1/plan');
  await expect(page.getByRole('heading', { name: 'Standplan', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Stände der Halle' });
  await expect(table).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/desk-plan-1366-before.png`, fullPage: true });

  const free = table.getByRole('row').filter({ hasText: 'frei' }).first();
  const number = (await free.getByRole('button').textContent())!.trim();
  await free.getByRole('button').click();
  const panel = page.getByRole('region', { name: new RegExp(`^Stand ${number} `) });
  await expect(panel).toBeVisible();
  await panel.getByRole('combobox', { name: 'Anmeldung' }).click();
  await page.getByRole('option', { name: new RegExp(company) }).click();
  await panel.getByRole('button', { name: 'Buchen' }).click();
  await expect(panel.getByRole('status')).toHaveText('Der Stand ist gebucht.');
  await expect(table.getByRole('row').filter({ has: page.getByRole('button', { name: `Stand ${number} wählen` }) })).toContainText('gebucht');
  await expect(table.getByRole('row').filter({ has: page.getByRole('button', { name: `Stand ${number} wählen` }) })).toContainText(company);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/desk-plan-1366.png`, fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(300);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/desk-plan-390.png`, fullPage: true });
});
