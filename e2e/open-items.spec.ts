import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiLogin, authorization, demoStaff, openLoggedIn, orderAsNewExhibitor, type Lang, type Session } from './api-setup.ts';

// Issue 30: accounting finds an exhibitor's open invoice among the open items, filters them, opens the company's
// payment history and exports the list (German on a laptop); an exhibitor sees what it has open and downloads its
// statement of account (English on a phone).

/** A new exhibitor of the kitchen fair, confirmed and invoiced by staff, with `paid` euros of its invoice paid: its login, company and invoice. */
async function invoicedExhibitor(request: APIRequestContext, staff: Session, lang: Lang, paid: number) {
  const run = Date.now().toString(36);
  const email = `offene-posten-${lang}-${run}@zahlung.example`;
  const password = 'Offenposten-2027!';
  const ordered = await orderAsNewExhibitor(request, { lang, email, password, company: `Offenposten ${lang} ${run}`, services: { Standreinigung: 30 } });
  const headers = authorization(staff);
  expect((await request.post(`/be/registration/${ordered.registrationId}/confirm`, { headers, data: {} })).status()).toBe(200);
  const { uninvoiced } = await (await request.get(`/be/registration/${ordered.registrationId}/invoicing`, { headers })).json();
  const issued = await request.post(`/be/registration/${ordered.registrationId}/invoices`, { headers, data: { billingNumber: uninvoiced[0].billingNumber } });
  expect(issued.status(), await issued.text()).toBe(200);
  const invoice = (await issued.json()).documents.find((document: { type: string }) => document.type === 'invoice');
  const payment = await request.post(`/be/document/${invoice.id}/payments`, { headers, data: { paidOn: invoice.date, amount: paid } });
  expect(payment.status(), await payment.text()).toBe(200);
  return { session: await apiLogin(request, 'exhibitor', email, password), company: ordered.company, number: invoice.number as string };
}

test('accounting filters the open items, opens a payment history and exports the list (de, 1366 px)', async ({ page, request }) => {
  test.setTimeout(120_000);
  const staff = await apiLogin(request, 'staff', demoStaff.username, demoStaff.password);
  const { company, number } = await invoicedExhibitor(request, staff, 'de', 100);

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
  const { session } = await invoicedExhibitor(request, staff, 'en', 100);

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
