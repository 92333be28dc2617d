import { expect, test } from '@playwright/test';
import { extractPdfText } from '../apps/api/test/extract-pdf-text.ts';
import { apiLogin, confirmLinkFor, openLoggedIn, orderAsNewExhibitor } from './api-setup.ts';
import { texts, type Lang } from './configurator-texts.ts';

// The journey runs in German; language-smoke.spec.ts opens the portal and the order confirmation in English.

/** The portal's words this journey reads, per language. */
const portal = {
  de: {
    mediaTaskDone: 'Erledigt: 2 Werbemittel bestellt',
    servicesTaskDone: 'Erledigt: 2 Leistungen gebucht',
    bookletNav: 'Serviceleistungen',
    servicesGroup: 'Services 2 gebucht',
    orderedNote: 'Davon 30,00 m² verbindlich bestellt',
    orderedTicked: 'Verbindlich bestellt; bleibt gebucht.',
    costs: 'Gebuchte Serviceleistungen (netto)',
    event: 'Küchen & Wohnen Herbstmesse',
    mediaOrdered: 'Bereits bestellte Werbemittel',
    medium: 'Katalogeintrag Premium',
    orders: 'Ihre Bestellungen',
    confirmation: /^Auftragsbestätigung (AB-\d{4}-\d{4}) \(PDF\)$/,
    gross: 'Brutto',
    documentsNav: 'Dokumente',
  },
  en: {
    mediaTaskDone: 'Done: 2 advertising media ordered',
    servicesTaskDone: 'Done: 2 services booked',
    bookletNav: 'Services',
    servicesGroup: 'Services 2 booked',
    orderedNote: '30.00 m² of this ordered bindingly',
    orderedTicked: 'Ordered bindingly; stays booked.',
    costs: 'Booked services (net)',
    event: 'Kitchen & Living Autumn Fair',
    mediaOrdered: 'Advertising media already ordered',
    medium: 'Premium catalogue entry',
    orders: 'Your orders',
    confirmation: /^Order confirmation (AB-\d{4}-\d{4}) \(PDF\)$/,
    gross: 'Gross',
    documentsNav: 'Documents',
  },
} as const;

function orderedInPortalJourney(lang: Lang) {
  const words = portal[lang];

  test(`${lang}: what a new exhibitor ordered shows everywhere in the portal, with the sums of the order confirmation`, async ({ page, request }) => {
    test.setTimeout(180_000);
    // The order the public configurator sends for a 30 m² corner stand, two premium catalogue entries, the
    // cleaning for 30 m² and the waste disposal (a checkbox item) — placed through the API.
    const email = `bestellt-${lang}${Date.now()}@example.com`;
    const { password } = await orderAsNewExhibitor(request, {
      lang,
      email,
      password: 'Messe2027!',
      media: { 'Katalogeintrag Premium': 2 },
      services: { Standreinigung: 30, 'Abfallentsorgung nach dem Abbau': 1 },
    });
    // The exhibitor follows the link of its mail, then opens the portal logged in.
    await page.goto(await confirmLinkFor(email, lang));
    await expect(page.getByRole('heading', { name: texts[lang].confirmed })).toBeVisible();
    // The link works once.
    await page.reload();
    await expect(page.getByRole('heading', { name: texts[lang].confirmFailed })).toBeVisible();
    await openLoggedIn(page, lang, await apiLogin(request, 'exhibitor', email, password));
    // A new document, so that the stored login is there (a change of the hash alone keeps the page).
    await page.goto('about:blank');
    await page.goto('/#/');

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

orderedInPortalJourney('de');

async function streamBytes(download: import('@playwright/test').Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
