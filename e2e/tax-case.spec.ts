import { expect, test } from '@playwright/test';
import { apiLogin, openLoggedIn } from './api-setup.ts';
import { texts } from './configurator-texts.ts';
import { orderBindingly } from './configurator-steps.ts';
import { mailsTo } from './mail-catcher.ts';

const ui = texts.de;
const reverseCharge = 'USt. 0 % (Reverse Charge)';
const reverseChargeNote = 'Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge, Art. 196 MwStSystRL): Die Umsatzsteuer schulden Sie.';

// The invoice's tax case decides every total before it. A visitor sees German VAT, said so, until the company
// step names a country; an Austrian company with its VAT ID then sees no German VAT, in the running total at once,
// in its order mail and in the portal.
test('de: an Austrian company with its VAT ID sees no German VAT from the configurator on', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const email = `alpen-${Date.now()}@example.at`;
  const password = 'Messe2027!';
  await page.goto('/#/e/offer/1');
  await page.getByLabel(ui.standType, { exact: true }).check();
  await page.getByLabel(ui.size).fill('30');
  await expect(page.getByRole('table', { name: ui.prices30 })).toBeVisible();
  const selection = page.getByRole('complementary', { name: ui.selection });
  await expect(selection).toContainText('zzgl. USt. 19 % (Inland)');

  // On to the summary through brands, media and services (the cleaning is mandatory).
  const stepTitle = page.locator('main h2[tabindex="-1"]');
  for (let step = 0; step < 3; step++) {
    const title = await stepTitle.textContent();
    await page.getByRole('button', { name: ui.next }).click();
    await expect(stepTitle).not.toHaveText(title!);
  }
  await page.getByRole('tab', { name: ui.servicesTab }).click();
  await page.getByLabel(ui.cleaning).fill('30');
  await page.getByRole('button', { name: ui.next }).click();
  await expect(stepTitle).toHaveText(ui.summaryTitle);
  await expect(page.getByRole('main')).toContainText('Solange kein Land angegeben ist, gilt die deutsche Umsatzsteuer.');

  await page.getByRole('button', { name: ui.next }).click();
  await page.getByLabel(ui.newEmail).fill(email);
  await page.getByRole('button', { name: ui.check }).click();
  const field = (group: string, name: string) => page.getByRole('group', { name: group }).getByRole('textbox', { name, exact: true });
  await field(ui.companyGroup, ui.companyName).fill('Holzbau Tirol GmbH');
  await field(ui.companyGroup, ui.phone).fill('+43 512 123456');
  await field(ui.companyGroup, 'USt-IdNr.').fill('ATU12345678');
  await field(ui.addressGroup, ui.street).fill('Museumstraße 1');
  await field(ui.addressGroup, ui.zip).fill('6020');
  await field(ui.addressGroup, ui.city).fill('Innsbruck');
  // The country changes the totals as it is chosen, before anything is sent.
  await page.getByRole('group', { name: ui.addressGroup }).getByRole('combobox', { name: ui.country, exact: true }).selectOption('at');
  await expect(selection).toContainText(reverseCharge);
  await expect(selection).not.toContainText('19 %');

  const contact = page.getByRole('group', { name: ui.contactGroup });
  await contact.getByRole('combobox', { name: ui.gender, exact: true }).selectOption('3');
  await contact.getByRole('textbox', { name: ui.firstName, exact: true }).fill('Eva');
  await contact.getByRole('textbox', { name: ui.lastName, exact: true }).fill('Berger');
  await contact.getByRole('textbox', { name: ui.password, exact: true }).fill(password);
  await contact.getByRole('textbox', { name: ui.passwordRepeat, exact: true }).fill(password);
  await page.getByRole('button', { name: ui.checkPersonal }).click();
  await expect(page.getByRole('heading', { name: ui.orderTitle })).toBeVisible();
  await orderBindingly(page, ui, email);

  await expect.poll(() => mailsTo(email).find((mail) => mail.text.includes(reverseCharge))?.text ?? '', { timeout: 20_000 }).toContain(reverseChargeNote);

  const session = await apiLogin(request, 'exhibitor', email, password);
  const registrationId = (await (await request.get('/fe/globaldata', { headers: { Authorization: `Bearer ${session.token}` } })).json()).registrations[0].id;
  const portal = await (await browser.newContext()).newPage();
  await openLoggedIn(portal, 'de', session);
  await portal.goto(`/#/media/${registrationId}`);
  await expect(portal.getByText(reverseCharge)).toBeVisible();
  await portal.screenshot({ path: 'test-results/tax-case-portal-media.png' });
});
