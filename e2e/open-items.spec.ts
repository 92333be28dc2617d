import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiLogin, authorization, demoStaff, invoicedExhibitor, openLoggedIn, type Lang, type Session } from './api-setup.ts';

// Issue 30: accounting finds an exhibitor's open invoice among the open items, filters them, opens the company's
// payment history and exports the list (German on a laptop); an exhibitor sees what it has open and downloads its
// statement of account (English on a phone).

/** A new exhibitor invoiced by staff, of whose invoice 100.00 € are paid. */
async function paidInPart(request: APIRequestContext, staff: Session, lang: Lang) {
  const invoiced = await invoicedExhibitor(request, staff, { name: 'Offenposten', lang });
  const payment = await request.post(`/be/document/${invoiced.invoice.id}/payments`, { headers: authorization(staff), data: { paidOn: invoiced.invoice.date, amount: 100 } });
  expect(payment.status(), await payment.text()).toBe(200);
  return invoiced;
}

test('accounting filters the open items, opens a payment history and exports the list (de, 1366 px)', async ({ page, request }) => {
  test.setTimeout(120_000);
  const staff = await apiLogin(request, 'staff', demoStaff.username, demoStaff.password);
  const { company, invoice: { number } } = await paidInPart(request, staff, 'de');

  await page.setViewportSize({ width: 1366, height: 900 });
  await openLoggedIn(page, 'de', staff);
  await page.goto('/#/be');
  await page.getByRole('link', { name: 'Offene Posten' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Offene Posten' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Offen nach Alter' }).getByRole('button')).toHaveCount(4);

  await page.getByRole('searchbox').fill(company);
  await page.getByRole('searchbox').press('Enter');
  const row = page.getByRole('row').filter({ hasText: number });
  await expect(row.getByRole('link', { name: number })).toBeVisible();
  await expect(row.getByText('Teilbezahlt')).toBeVisible();

  // The part-paid view keeps it; the overdue view does not (it is due in two weeks).
  await page.getByRole('tab', { name: /^Teilbezahlt/ }).click();
  await expect(page.getByRole('row').filter({ hasText: number })).toBeVisible();
  await page.getByRole('tab', { name: /^Überfällig/ }).click();
  await expect(page.getByText('Keine Treffer')).toBeVisible();
  await page.getByRole('tab', { name: /^Alle offenen/ }).click();

  await page.getByRole('row').filter({ hasText: number }).getByRole('button', { name: company }).click();
  const drawer = page.getByRole('dialog', { name: `Zahlungshistorie: ${company}` });
  await expect(drawer.getByRole('link', { name: number })).toBeVisible();
  await expect(drawer.getByText('Zahlung (erfasst)')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await page.getByRole('button', { name: 'Exportieren' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Offene Posten (XLSX)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^alle-veranstaltungen-offene-posten-\d{4}-\d\d-\d\d\.xlsx$/);
});

test('an exhibitor sees what it has open and downloads its statement of account (en, 390 px)', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const staff = await apiLogin(request, 'staff', demoStaff.username, demoStaff.password);
  const { session } = await paidInPart(request, staff, 'en');

  const portal = await browser.newPage({ viewport: { width: 390, height: 900 } });
  await openLoggedIn(portal, 'en', session);
  await portal.goto('/#/documents');
  const section = portal.getByRole('region', { name: 'Statement of account' });
  await expect(section.getByText('1 open invoice')).toBeVisible();
  await expect(section.getByText(/^€[\d,]+\.\d\d$/)).toBeVisible();
  const downloading = portal.waitForEvent('download');
  await section.getByRole('button', { name: 'Statement of account (PDF)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^statement-of-account-\d{4}-\d\d-\d\d\.pdf$/);
  // Nothing of the page runs out of the phone's width.
  expect(await portal.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
