import { expect, test, type Page } from '@playwright/test';
import { extractPdfText } from '../apps/api/test/extract-pdf-text.ts';
import { texts, type Lang } from './configurator-texts.ts';
import { linkFromMail, orderBindingly, registerNewExhibitor } from './configurator-steps.ts';
import { E2E_ORIGIN_PATTERN } from './origin.ts';
import { submitLogin, switchLanguage } from './support.ts';

/** The portal's words this journey reads, per language. */
const portal = {
  de: {
    confirmSubject: 'Bitte bestätigen',
    mediaTaskDone: 'Erledigt: 2 Werbemittel bestellt',
    servicesTaskDone: 'Erledigt: 2 Leistungen gebucht',
    bookletNav: 'Serviceleistungen',
    servicesGroup: 'Services 2 gebucht',
    orderedNote: 'Davon 30,00 m² verbindlich bestellt',
    orderedTicked: 'Verbindlich bestellt; bleibt gebucht.',
    costs: 'Gebuchte Serviceleistungen (zzgl. MwSt.)',
    skip: 'Überspringen',
    event: 'Küchen & Wohnen Herbstmesse',
    mediaOrdered: 'Bereits bestellte Werbemittel',
    medium: 'Katalogeintrag Premium',
    orders: 'Ihre Bestellungen',
    confirmation: /^Auftragsbestätigung (AB-\d{4}-\d{4}) \(PDF\)$/,
    gross: 'Brutto',
    documentsNav: 'Dokumente',
  },
  en: {
    confirmSubject: 'Please confirm',
    mediaTaskDone: 'Done: 2 advertising media ordered',
    servicesTaskDone: 'Done: 2 services booked',
    bookletNav: 'Service bookings',
    servicesGroup: 'Services 2 booked',
    orderedNote: '30.00 m² of this ordered bindingly',
    orderedTicked: 'Ordered bindingly; stays booked.',
    costs: 'Booked services (plus VAT)',
    skip: 'Skip',
    event: 'Kitchen & Living Autumn Fair',
    mediaOrdered: 'Advertising media already ordered',
    medium: 'Premium catalogue entry',
    orders: 'Your orders',
    confirmation: /^Order confirmation (AB-\d{4}-\d{4}) \(PDF\)$/,
    gross: 'Gross',
    documentsNav: 'Documents',
  },
} as const;

/** Orders stand, a medium and two services in the public configurator as a new exhibitor; answers the e-mail. */
async function orderInConfigurator(page: Page, lang: Lang, email: string, password: string) {
  const ui = texts[lang];
  await page.goto('/#/e/offer/1');
  if (lang === 'en') await switchLanguage(page, 'English');
  await page.getByLabel(ui.standType, { exact: true }).check();
  await page.getByLabel(ui.size).fill('30');
  await expect(page.getByRole('table', { name: ui.prices30 })).toBeVisible();
  await page.getByRole('button', { name: ui.next }).click();
  await page.getByRole('button', { name: portal[lang].skip }).click();
  await page.getByLabel(ui.mediaQuantity).selectOption('2');
  await page.getByRole('button', { name: ui.next }).click();
  await page.getByRole('tab', { name: ui.servicesTab }).click();
  await page.getByLabel(ui.cleaning).fill('30');
  await page.getByLabel(ui.waste).check();
  await page.getByRole('button', { name: ui.next }).click();
  await page.getByRole('button', { name: ui.next }).click();
  await registerNewExhibitor(page, ui, email, password);
  await orderBindingly(page, ui, email);
}

for (const lang of ['de', 'en'] as const satisfies Lang[]) {
  const words = portal[lang];

  test(`${lang}: what a new exhibitor ordered in the configurator shows everywhere in the portal, with the sums of the order confirmation`, async ({ page }) => {
    test.setTimeout(180_000);
    const email = `bestellt-${lang}${Date.now()}@example.com`;
    const password = 'Messe2027!';
    await orderInConfigurator(page, lang, email, password);
    const confirmLink = await linkFromMail(email, words.confirmSubject, new RegExp(`${E2E_ORIGIN_PATTERN}/#/e/confirm/\\S+`));
    await page.goto(confirmLink);
    await expect(page.getByRole('heading', { name: texts[lang].confirmed })).toBeVisible();
    await page.goto('/#/s/login');
    await submitLogin(page, email, password, lang);

    // The dashboard counts the order in its tasks.
    await expect(page.getByText(words.mediaTaskDone)).toBeVisible();
    await expect(page.getByText(words.servicesTaskDone)).toBeVisible();

    // The registration lists the order with its confirmation; its gross is the sum to find again.
    await page.getByRole('link', { name: new RegExp(words.event) }).first().click();
    const orders = page.getByRole('region', { name: words.orders });
    const pdfButton = orders.getByRole('button', { name: words.confirmation });
    await expect(pdfButton).toBeVisible();
    const number = words.confirmation.exec((await pdfButton.textContent()) ?? '')![1]!;
    const gross = (await orders.getByRole('row', { name: new RegExp(`^${words.gross}`) }).getByRole('cell').textContent())!;
    const download = page.waitForEvent('download');
    await pdfButton.click();
    const pdf = extractPdfText(await streamBytes(await download)).text.replace(/\s+/g, ' ');
    expect(pdf).toContain(number);
    expect(pdf).toContain(gross.replace(/\s+/g, ' '));

    // The booklet shows both services as booked, the ordered amount as the least, and the costs as ordered.
    await page.getByRole('link', { name: words.bookletNav, exact: true }).click();
    await expect(page).toHaveURL(/orderbook\/\d+/);
    // The closed group says it holds bookings; opened, it shows them.
    const group = page.getByRole('heading', { name: words.servicesGroup });
    await group.getByRole('button').click();
    await expect(page.getByLabel(texts[lang].cleaning)).toHaveValue('30');
    await expect(page.getByText(words.orderedNote)).toBeVisible();
    await expect(page.getByRole('checkbox', { name: texts[lang].waste })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: texts[lang].waste })).toBeDisabled();
    await expect(page.getByText(words.orderedTicked)).toBeVisible();
    await expect(page.getByRole('table', { name: words.costs })).toContainText(texts[lang].cleaning);

    // The media page shows the medium as ordered; the documents list the confirmation.
    await page.goto(page.url().replace(/registration\/orderbook\/(\d+)/, 'media/$1'));
    const media = page.getByRole('region', { name: words.mediaOrdered });
    await expect(media).toContainText(words.medium);
    await expect(media.getByRole('button', { name: words.confirmation })).toBeVisible();
    await page.getByRole('link', { name: words.documentsNav, exact: true }).click();
    await expect(page.getByRole('row', { name: new RegExp(number) })).toBeVisible();
  });
}

async function streamBytes(download: import('@playwright/test').Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
