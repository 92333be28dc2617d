import { expect, test } from '@playwright/test';
import { apiLogin, demoStaff, openLoggedIn, orderAsNewExhibitor } from './api-setup.ts';
import { mailsTo } from './mail-catcher.ts';

// Issue 28: an invoice would go to a wrong address; staff correct the exhibitor's invoice address themselves (the
// exhibitor is told by mail), then cancel the registration by mistake and restore it. In English; the new
// exhibitor's order is placed through the API.

test('en: staff correct an invoice address and restore a cancelled registration', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const email = `corrections${Date.now()}@example.com`;
  const { company, registrationId } = await orderAsNewExhibitor(request, { lang: 'en', email, password: 'Messe2027!', services: { Standreinigung: 30 } });
  const desk = await browser.newPage();
  await openLoggedIn(desk, 'en', await apiLogin(request, 'staff', demoStaff.username, demoStaff.password));
  await desk.goto(`/#/be/registration/${registrationId}`);
  await expect(desk.getByRole('heading', { level: 1, name: company })).toBeVisible();
  const facts = desk.getByRole('region', { name: 'Key facts' });

  // The invoice address, with a refused save first: without a country nothing is sent.
  await desk.getByRole('button', { name: 'Edit invoice address' }).click();
  const dialog = desk.getByRole('dialog', { name: 'Edit invoice address' });
  await dialog.getByRole('textbox', { name: 'Street and number' }).fill('Hafenstraße 5');
  await dialog.getByRole('combobox', { name: 'Country' }).selectOption('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Choose “Country”.')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Germany' });
  await dialog.getByRole('textbox', { name: 'Buyer reference / Leitweg-ID' }).fill('PO-4711');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(desk.getByText('Saved. The change is in the audit log.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(facts).toContainText('Hafenstraße 5');
  // The timeline says it in a sentence: what, when and who, without field names.
  await expect(desk.getByRole('list', { name: 'History' })).toContainText(/Company address corrected on \d{2}\.\d{2}\.\d{4} at \d{2}:\d{2} by Beate Backoffice/);
  await expect
    .poll(() => mailsTo(email).find((mail) => mail.subject === 'Your company data in the Messeportal has changed')?.text ?? '', { timeout: 20_000 })
    .toContain('Hafenstraße 5');

  // Cancelled by mistake, and restored: the state it had comes back, and the exhibitor is told.
  // Cancelling and restoring are in the header's "…" menu; the state is the badge beside the title.
  const more = desk.getByRole('button', { name: 'More actions' });
  const state = desk.getByRole('heading', { level: 1, name: company }).locator('xpath=..');
  await more.click();
  await desk.getByRole('menuitem', { name: 'Cancel registration …' }).click();
  const cancel = desk.getByRole('dialog', { name: 'Cancel registration' });
  await cancel.getByRole('textbox', { name: 'Reason (sent to the exhibitor)' }).fill('Wrong company');
  await cancel.getByRole('button', { name: 'Cancel for good' }).click();
  await expect(desk.getByText('The registration is cancelled.')).toBeVisible();
  await expect(state.getByText('Cancelled', { exact: true })).toBeVisible();
  await more.click();
  await desk.getByRole('menuitem', { name: 'Restore registration' }).click();
  const restore = desk.getByRole('dialog', { name: 'Restore registration' });
  await expect(restore).toContainText('Orders and invoices cancelled with it stay cancelled');
  await restore.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(desk.getByText('The registration is restored; the exhibitor is told by e-mail.')).toBeVisible();
  await expect(state.getByText('Unconfirmed', { exact: true })).toBeVisible();
  await more.click();
  await expect(desk.getByRole('menuitem', { name: 'Cancel registration …' })).toBeVisible();
  await expect.poll(() => mailsTo(email).some((mail) => mail.subject.endsWith('is valid again')), { timeout: 20_000 }).toBe(true);
  await desk.close();
});
