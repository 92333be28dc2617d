import { expect, test, type Page } from '@playwright/test';
import { orderBindingly, registerNewExhibitor } from './configurator-steps.ts';
import { texts } from './configurator-texts.ts';

const ui = texts.de;
const staff = { username: 'be@messeportal.example', password: 'demo2027' };

async function staffLogin(page: Page) {
  await page.goto('/#/be/login');
  await page.getByRole('textbox', { name: 'E-Mail-Adresse', exact: true }).fill(staff.username);
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(staff.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Veranstaltungen' })).toBeVisible();
}

test('staff build an offer by link with a hidden item and a deviating price; the customer orders it; staff copy the locked offer', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const title = `Messeauftritt Alpen ${Date.now()}`;
  await staffLogin(page);
  await page.goto('/#/be/event/1');
  await page.getByRole('link', { name: 'Neues Angebot' }).click();
  await page.getByLabel('Angebot per Link').check();
  await page.getByRole('button', { name: 'Konfiguration beginnen' }).click();

  await page.getByLabel(ui.standType, { exact: true }).check();
  await page.getByLabel(ui.size).fill('30');
  await expect(page.getByRole('table', { name: ui.prices30 })).toBeVisible();
  await page.getByRole('button', { name: ui.next }).click();

  // Media: a quantity, then a price deviating from the list.
  await page.getByLabel(ui.mediaQuantity).selectOption('1');
  await page.getByLabel('Abweichender Preis „Katalogeintrag Premium“').fill('99,50');
  await page.getByRole('button', { name: ui.next }).click();

  // Services: the hidden items come first, only for staff.
  await page.getByRole('tab', { name: 'Versteckte Positionen' }).click();
  await page.getByLabel('Bearbeitungsgebühr für nachträgliche Änderungen').check();
  await page.getByRole('tab', { name: ui.servicesTab }).click();
  await page.getByLabel(ui.cleaning).fill('30');
  await page.getByRole('button', { name: ui.next }).click();

  await page.getByRole('textbox', { name: 'Titel des Angebots' }).fill(title);
  await page.getByRole('button', { name: 'Angebot speichern' }).first().click();
  // The link can be copied for the customer.
  await page.getByRole('button', { name: 'Link kopieren' }).click();
  await expect(page.getByText('Link kopiert').first()).toBeVisible();
  await expect(page).toHaveURL(/#\/configurator\/1\/o\/\d+$/);
  const offerId = /\/o\/(\d+)$/.exec(page.url())![1];
  const link = await page.getByRole('textbox', { name: 'Link zum Angebot' }).inputValue();
  expect(link).toMatch(/#\/e\/offer\/1\/[0-9a-f-]{36}$/);

  // The customer opens the link where nothing of the staff session exists.
  const fresh = await browser.newContext();
  const customer = await fresh.newPage();
  await customer.goto(link);
  await expect(customer.getByRole('heading', { name: ui.summaryTitle, level: 2 })).toBeVisible();
  await expect(customer.getByText(title)).toBeVisible();
  await expect(customer.getByText('99,50 €').first()).toBeVisible();
  await expect(customer.getByText('Bearbeitungsgebühr für nachträgliche Änderungen')).toBeVisible();
  await expect(customer.getByLabel(/^Abweichender Preis/)).toHaveCount(0);
  await customer.getByRole('button', { name: ui.next }).click();
  await registerNewExhibitor(customer, ui, `alpen-${Date.now()}@example.com`, 'Messe2027!');
  await orderBindingly(customer, ui);
  await fresh.close();

  // Ordered, the offer is locked for staff; its copy is a new draft that can be edited again.
  await page.goto(`/#/be/offer/${offerId}`);
  await expect(page.getByText('Dieses Angebot ist gesperrt und kann nicht mehr bearbeitet werden.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Im Konfigurator bearbeiten' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Kopie anlegen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(`Angebot ${offerId}`);
  await expect(page.getByText(`${title} (Kopie)`).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Im Konfigurator bearbeiten' })).toBeVisible();
});
