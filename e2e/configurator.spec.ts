import { E2E_ORIGIN_PATTERN } from './origin.ts';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { texts, type Lang, type Texts } from './configurator-texts.ts';
import { linkFromMail, orderBindingly, registerNewExhibitor } from './configurator-steps.ts';
import { submitLogin, switchLanguage } from './support.ts';

/** A real (small) PNG, as a logo file would be: the server checks the bytes, not the name. */
const logo = async () => ({
  name: 'brand-logo.png',
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 160, height: 80, channels: 3, background: '#1f5fa8' } }).png().toBuffer(),
});

const priceTotal = (page: Page) => page.getByRole('table').first().locator('tfoot');
const grossTotal = (page: Page, ui: Texts) => page.getByRole('table', { name: ui.totals }).getByRole('row').last();

async function chooseStand(page: Page, ui: Texts) {
  // Each type's card says what a m² costs (area and open-side surcharge), in its first paint.
  await expect(page.getByLabel(ui.standType, { exact: true })).toHaveAccessibleDescription(new RegExp(ui.perQm));
  await page.getByLabel(ui.standType, { exact: true }).check();
  // An empty size is priced at the minimum of the stand type.
  await expect(priceTotal(page)).toContainText(ui.minimumTotal);
  await page.getByLabel(ui.size).fill('5');
  await expect(page.getByText(ui.rangeError)).toBeVisible();
  await expect(page.getByRole('button', { name: ui.next })).toBeDisabled();
  await page.getByLabel(ui.size).fill('30');
  await expect(page.getByRole('table', { name: ui.prices30 })).toBeVisible();
  await expect(priceTotal(page)).toContainText(ui.total30);
  await page.getByRole('button', { name: ui.next }).click();
  // A screen reader hears the new step: its heading takes the focus.
  await expect(page.locator('h2:focus')).toBeVisible();
}

async function addBrand(page: Page, ui: Texts) {
  await page.getByRole('button', { name: ui.addBrand }).click();
  await page.getByLabel(ui.brandName).fill('Holzwerk Alpen');
  const chooser = page.waitForEvent('filechooser');
  await page.getByLabel(ui.logo, { exact: true }).click();
  await (await chooser).setFiles(await logo());
  await expect(page.getByRole('link', { name: 'brand-logo.png' })).toBeVisible();
  await page.getByLabel(ui.productGroup).check();
  await page.getByRole('button', { name: ui.saveBrand }).click();
  await expect(page.getByText(ui.brandSaved)).toBeVisible();
  await page.getByRole('button', { name: ui.next }).click();
}

async function bookMediaAndServices(page: Page, ui: Texts) {
  await page.getByLabel(ui.mediaQuantity).selectOption('2');
  await page.getByRole('button', { name: ui.next }).click();
  // Carpet is charged by stand m²: the whole stand of 30 m².
  await page.getByRole('textbox', { name: ui.carpet, exact: true }).fill('30');
  await page.getByRole('tab', { name: ui.servicesTab }).click();
  await page.getByLabel(ui.cleaning).fill('30');
}

/** Every entry survives a reload: the step, the services, the medium, the brand with its logo, the stand. */
async function reloadKeepsEverything(page: Page, ui: Texts) {
  await page.reload();
  await expect(page.getByRole('tab', { name: ui.servicesTab })).toBeVisible();
  await page.getByRole('tab', { name: ui.servicesTab }).click();
  await expect(page.getByLabel(ui.cleaning)).toHaveValue('30');
  await page.getByRole('tab', { name: ui.carpetTab }).click();
  await expect(page.getByRole('textbox', { name: ui.carpet, exact: true })).toHaveValue('30');
  await page.getByRole('button', { name: ui.back }).click();
  await expect(page.getByLabel(ui.mediaQuantity)).toHaveValue('2');
  await page.getByRole('button', { name: ui.back }).click();
  await expect(page.getByLabel(ui.brandName)).toHaveValue('Holzwerk Alpen');
  await expect(page.getByRole('link', { name: 'brand-logo.png' })).toBeVisible();
  await page.getByRole('button', { name: ui.back }).click();
  await expect(page.getByLabel(ui.standType, { exact: true })).toBeChecked();
  await expect(page.getByLabel(ui.size)).toHaveValue('30');
  // On through brands, media and services to the summary, each step shown before the next click, as a reader
  // moves on (four clicks in a row once ended on the services step).
  const stepTitle = page.locator('main h2[tabindex="-1"]');
  for (let step = 0; step < 4; step++) {
    const title = await stepTitle.textContent();
    await page.getByRole('button', { name: ui.next }).click();
    await expect(stepTitle).not.toHaveText(title!);
  }
}

async function mailOffer(page: Page, ui: Texts, address: string) {
  // The Flow's header offers the offer by mail; it opens as a dialog.
  await page.getByRole('button', { name: ui.offerAction }).click();
  await page.getByRole('dialog', { name: ui.offerTitle }).getByRole('button', { name: ui.sendLink }).click();
  await expect(page.getByText(ui.noEmail)).toBeVisible();
  await page.getByLabel(ui.offerEmail).fill(address);
  await page.getByRole('button', { name: ui.sendLink }).click();
  await expect(page.getByText(ui.linkSent)).toBeVisible();
  // The address now names the saved offer, so a reload opens it again.
  await expect(page).toHaveURL(/#\/e\/offer\/1\/[0-9a-f-]{36}$/);
}

/**
 * The one journey that walks the public configurator end to end in the browser. It runs in English; the
 * German configurator is walked by the other tests of this file, configurator-a11y, configurator-sold-out,
 * register and the customer of backoffice.spec.ts, and language-smoke.spec.ts checks the German summary,
 * pro-forma invoice and offer mail.
 */
function configuratorJourney(lang: Lang) {
  const ui = texts[lang];

  test(`${lang}: a visitor configures a stand, mails the offer, orders it as a new exhibitor, confirms and logs in`, async ({ page, browser }) => {
    test.setTimeout(180_000);
    const run = `${lang}${Date.now()}`;
    const visitor = `besucher-${run}@example.com`;
    const exhibitor = `eva-${run}@example.com`;
    const password = 'Messe2027!';

    await page.goto('/#/e/offer/1');
    if (lang === 'en') await switchLanguage(page, 'English');
    await chooseStand(page, ui);
    await addBrand(page, ui);
    await bookMediaAndServices(page, ui);
    await reloadKeepsEverything(page, ui);
    await expect(page.getByRole('heading', { name: ui.summaryTitle, level: 2 })).toBeVisible();
    const gross = await grossTotal(page, ui).textContent();
    // The summary's totals are those of the one summary beside the steps.
    const grossAmount = await grossTotal(page, ui).getByRole('cell').textContent();
    await expect(page.getByRole('complementary', { name: ui.selection })).toContainText(grossAmount!);
    // A company that must pay before it orders takes a pro-forma invoice of what the summary shows.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: ui.proForma }).click();
    const proForma = await downloading;
    expect(proForma.suggestedFilename()).toBe(ui.proFormaFile);
    const chunks: Buffer[] = [];
    for await (const chunk of await proForma.createReadStream()) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await mailOffer(page, ui, visitor);

    // The link from the mail, opened where nothing of this visit is stored, shows the same offer.
    const offerLink = await linkFromMail(visitor, ui.offerMailSubject, new RegExp(`${E2E_ORIGIN_PATTERN}/#/e/offer/1/[0-9a-f-]{36}`));
    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    await other.goto(offerLink);
    if (lang === 'en') await switchLanguage(other, 'English');
    await expect(other.getByRole('heading', { name: ui.summaryTitle, level: 2 })).toBeVisible();
    await expect(grossTotal(other, ui)).toHaveText(gross!);

    await other.getByRole('button', { name: ui.next }).click();
    await registerNewExhibitor(other, ui, exhibitor, password);
    await orderBindingly(other, ui, exhibitor);

    const confirmLink = await linkFromMail(exhibitor, lang === 'de' ? 'Bitte bestätigen' : 'Please confirm', new RegExp(`${E2E_ORIGIN_PATTERN}/#/e/confirm/\\S+`));
    expect(confirmLink).toMatch(new RegExp(`/${lang}$`));
    await other.goto(confirmLink);
    await expect(other.getByRole('heading', { name: ui.confirmed })).toBeVisible();
    // The link works once.
    await other.reload();
    await expect(other.getByRole('heading', { name: ui.confirmFailed })).toBeVisible();

    await other.goto('/#/s/login');
    await submitLogin(other, exhibitor, password, lang);
    await expect(other.getByRole('heading', { level: 1, name: `Holzwerk Alpen eva-${run}` })).toBeVisible();
    await fresh.close();
  });
}

configuratorJourney('en');

test('a mandatory service missing in another tab is named and opened when the services step is left, listed in the summary, and asked for by the order', async ({ page }) => {
  test.setTimeout(120_000);
  const ui = texts.de;
  const mandatory = 'Diese Leistung ist Pflicht. Bitte geben Sie eine Menge an.';
  await page.goto('/#/e/offer/1');
  await page.getByLabel('Reihenstand', { exact: true }).check();
  await expect(priceTotal(page)).toBeVisible();
  await page.getByRole('button', { name: ui.next, exact: true }).click();
  // Brands and media are optional steps.
  for (let step = 0; step < 2; step++) await page.getByRole('button', { name: 'Überspringen' }).click();

  // The services step opens at its first tab; the mandatory cleaning waits in the Services tab.
  const servicesTab = page.getByRole('tab', { name: ui.servicesTab });
  await expect(servicesTab).toHaveAttribute('aria-selected', 'false');
  await page.getByRole('button', { name: 'Überspringen' }).click();
  const held = page.getByRole('alert').filter({ hasText: 'Noch nicht gebuchte Pflichtleistungen' });
  await expect(held).toContainText('Standreinigung (Bereich Services)');
  await expect(servicesTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel(ui.cleaning)).toBeInViewport();
  await expect(page.getByText(mandatory)).toBeVisible();
  await page.getByRole('button', { name: 'Ohne diese Leistungen fortfahren' }).click();

  // The summary still lists it, as a way back to it.
  await expect(page.getByRole('heading', { name: ui.summaryTitle, level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Serviceleistungen: Standreinigung (Bereich Services) ist Pflicht und noch ohne Menge.' }).click();
  await expect(page.getByLabel(ui.cleaning)).toBeInViewport();
  // Told once, a second press goes on.
  await page.getByRole('button', { name: ui.next, exact: true }).click();
  await expect(held).toBeVisible();
  await page.getByRole('button', { name: ui.next, exact: true }).click();
  await expect(page.getByRole('heading', { name: ui.summaryTitle, level: 2 })).toBeVisible();
  await page.getByRole('button', { name: ui.next, exact: true }).click();

  await page.getByRole('textbox', { name: 'Benutzername oder E-Mail-Adresse', exact: true }).fill('other@messeportal.example');
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill('demo2027');
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).press('Enter');
  await expect(page.getByText('Nordlicht Kamine GmbH')).toBeVisible();
  await page.getByRole('button', { name: ui.next, exact: true }).click();
  await page.getByRole('checkbox', { name: ui.agb }).check();
  await page.getByRole('checkbox', { name: ui.cancellation }).check();
  await page.getByRole('button', { name: ui.order }).click();

  // The refused order names step and item and leads there.
  await page.getByRole('button', { name: `Serviceleistungen – Standreinigung: ${mandatory}` }).click();
  await expect(page.getByText(mandatory)).toBeVisible();
  await page.getByLabel(ui.cleaning).fill('12');
  for (let step = 0; step < 3; step++) await page.getByRole('button', { name: ui.next, exact: true }).click();
  await page.getByRole('button', { name: ui.order }).click();
  // The logged-in main contact's registration is confirmed at once, without a mailed link.
  await expect(page.getByRole('status')).toHaveText('Ihre Bestellung ist eingegangen und bestätigt.');
  await expect(page.getByRole('row', { name: ui.mailedTo })).toContainText('other@messeportal.example');
});

test('a service charged by stand m² below the stand area is refused at its step, in the summary and by the pro-forma invoice, and priced once it covers the stand', async ({ page }) => {
  test.setTimeout(120_000);
  const ui = texts.de;
  const belowArea = (qm: number) => `Wird nach Stand-m² berechnet: bitte mindestens die Standfläche von ${qm} m² eingeben.`;
  const named = 'Teppichboden (Bereich Standbau & Ausstattung) wird nach Stand-m² berechnet: mindestens die Standfläche von 48 m².';
  await page.goto('/#/e/offer/1');
  await page.getByLabel('Reihenstand', { exact: true }).check();
  await page.getByLabel(ui.size).fill('48');
  await expect(page.getByRole('table', { name: 'Standpreise für 48,00 m²' })).toBeVisible();
  await page.getByRole('button', { name: ui.next, exact: true }).click();
  for (let step = 0; step < 2; step++) await page.getByRole('button', { name: 'Überspringen' }).click();

  // 5 m² of carpet on a 48 m² stand: said at once under the input, in the order's words.
  const carpet = page.getByRole('textbox', { name: ui.carpet, exact: true });
  await carpet.fill('5');
  await expect(page.getByText(belowArea(48))).toBeVisible();
  await page.getByRole('tab', { name: ui.servicesTab }).click();
  await page.getByLabel(ui.cleaning).fill('48');
  // Leaving the step holds the visitor once, names the carpet and opens its tab.
  await page.getByRole('button', { name: ui.next, exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Bitte prüfen Sie diese Leistungen' })).toContainText(named);
  await expect(carpet).toBeInViewport();
  await page.getByRole('button', { name: 'Trotzdem fortfahren' }).click();

  // The summary prices no carpet: it is named with the reason, outside the services table and the totals.
  await expect(page.getByRole('heading', { name: ui.summaryTitle, level: 2 })).toBeVisible();
  const services = page.getByRole('table', { name: 'Serviceleistungen', exact: true });
  await expect(services).toContainText('Standreinigung');
  await expect(services).not.toContainText('Teppichboden');
  await expect(page.getByRole('main')).toContainText(`Teppichboden (5,00 m²) – ${belowArea(48)}`);
  // The pro-forma invoice is refused as the order would refuse it, naming step and item.
  await page.getByRole('button', { name: ui.proForma }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Die Proforma-Rechnung kann so nicht erstellt werden' })).toContainText(
    `Serviceleistungen – Teppichboden: ${belowArea(48)}`,
  );

  // The list of what is missing leads back to the carpet; the whole stand area is priced.
  await page.getByRole('button', { name: `Serviceleistungen: ${named}` }).click();
  await expect(carpet).toBeInViewport();
  await carpet.fill('48');
  await expect(page.getByText(belowArea(48))).toHaveCount(0);
  await page.getByRole('button', { name: ui.next, exact: true }).click();
  await expect(services).toContainText('Teppichboden');
  await expect(services).toContainText('696,00 €');
  await expect(page.getByText('Für eine verbindliche Bestellung fehlt noch')).toHaveCount(0);

  // A larger stand leaves the carpet short again.
  await page.getByRole('button', { name: 'Stand bearbeiten' }).click();
  await page.getByLabel(ui.size).fill('60');
  await expect(page.getByRole('table', { name: 'Standpreise für 60,00 m²' })).toBeVisible();
  await page.getByRole('button', { name: ui.next, exact: true }).click();
  for (let step = 0; step < 2; step++) await page.getByRole('button', { name: 'Überspringen' }).click();
  await expect(page.getByText(belowArea(60))).toBeVisible();
});
