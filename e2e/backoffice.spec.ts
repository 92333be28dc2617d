import { expect, test } from '@playwright/test';
import { extractPdfText } from '../apps/api/test/extract-pdf-text.ts';
import { orderBindingly, registerNewExhibitor } from './configurator-steps.ts';
import { logInStaff } from './desk-steps.ts';
import { texts, type Lang } from './configurator-texts.ts';
import { switchLanguage } from './support.ts';

const staffTexts = {
  de: {
    newOffer: 'Neues Angebot',
    byLink: 'Angebot per Link',
    start: 'Konfiguration beginnen',
    deviatingPrice: 'Abweichender Preis „Katalogeintrag Premium“',
    price: '99,50',
    shownPrice: '99,50 €',
    hiddenTab: 'Versteckte Positionen',
    hiddenItem: 'Bearbeitungsgebühr für nachträgliche Änderungen',
    offerTitle: 'Titel des Angebots',
    save: 'Angebot speichern',
    copyLink: 'Link kopieren',
    linkCopied: 'Link kopiert',
    link: 'Link zum Angebot',
    anyDeviatingPrice: /^Abweichender Preis/,
    locked: 'Dieses Angebot ist gesperrt und kann nicht mehr bearbeitet werden.',
    edit: 'Im Konfigurator bearbeiten',
    createCopy: 'Kopie anlegen',
    copyMark: '(Kopie)',
    state: 'Status',
    sent: 'Versendet',
    offerSaved: 'Konfiguration gespeichert',
    staffLocked: 'Dieses Angebot ist gesperrt und kann nicht mehr geändert werden (Status: Versendet).',
    offerPdf: 'Angebot als PDF',
    pdfTitle: 'Angebot',
  },
  en: {
    newOffer: 'New offer',
    byLink: 'Offer by link',
    start: 'Start configuration',
    deviatingPrice: 'Deviating price “Premium catalogue entry”',
    price: '99.50',
    shownPrice: '€99.50',
    hiddenTab: 'Hidden items',
    hiddenItem: 'Handling fee for late changes',
    offerTitle: 'Title of the offer',
    save: 'Save offer',
    copyLink: 'Copy link',
    linkCopied: 'Link copied',
    link: 'Link to the offer',
    anyDeviatingPrice: /^Deviating price/,
    locked: 'This offer is locked and can no longer be edited.',
    edit: 'Edit in the configurator',
    createCopy: 'Create copy',
    copyMark: '(Copy)',
    state: 'State',
    sent: 'Sent',
    offerSaved: 'Configuration saved',
    staffLocked: 'This offer is locked and can no longer be changed (state: Sent).',
    offerPdf: 'Offer as PDF',
    pdfTitle: 'Offer',
  },
} as const;

/**
 * Staff build an offer in the staff configurator, the customer orders it. The journey runs in German;
 * language-smoke.spec.ts opens a staff offer, the staff configurator and the offer's PDF in English.
 */
function offerByLinkJourney(lang: Lang) {
  const ui = { ...texts[lang], ...staffTexts[lang] };

  test(`${lang}: staff build an offer by link with a hidden item and a deviating price; the customer orders it; staff copy the locked offer`, async ({ page, browser }) => {
    test.setTimeout(150_000);
    const title = `Messeauftritt Alpen ${lang} ${Date.now()}`;
    await logInStaff(page, lang);
    await page.goto('/#/be/event/1');
    await page.getByRole('link', { name: ui.newOffer }).click();
    await page.getByLabel(ui.byLink).check();
    await page.getByRole('button', { name: ui.start }).click();

    await page.getByLabel(ui.standType, { exact: true }).check();
    await page.getByLabel(ui.size).fill('30');
    await expect(page.getByRole('table', { name: ui.prices30 })).toBeVisible();
    await page.getByRole('button', { name: ui.next }).click();

    // Media: a quantity, then a price deviating from the list.
    await page.getByLabel(ui.mediaQuantity).selectOption('1');
    await page.getByLabel(ui.deviatingPrice).fill(ui.price);
    await page.getByRole('button', { name: ui.next }).click();

    // Services: the hidden items come first, only for staff.
    await page.getByRole('tab', { name: ui.hiddenTab }).click();
    await page.getByLabel(ui.hiddenItem).check();
    await page.getByRole('tab', { name: ui.servicesTab }).click();
    await page.getByLabel(ui.cleaning).fill('30');
    await page.getByRole('button', { name: ui.next }).click();

    await page.getByRole('textbox', { name: ui.offerTitle }).fill(title);
    await page.getByRole('button', { name: ui.save }).first().click();
    // The link can be copied for the customer.
    await page.getByRole('button', { name: ui.copyLink }).click();
    await expect(page.getByText(ui.linkCopied).first()).toBeVisible();
    await expect(page).toHaveURL(/#\/configurator\/1\/o\/\d+$/);
    const offerId = /\/o\/(\d+)$/.exec(page.url())![1];
    const link = await page.getByRole('textbox', { name: ui.link }).inputValue();
    expect(link).toMatch(/#\/e\/offer\/1\/[0-9a-f-]{36}$/);

    // The customer opens the link where nothing of the staff session exists.
    const fresh = await browser.newContext();
    const customer = await fresh.newPage();
    await customer.goto(link);
    if (lang === 'en') await switchLanguage(customer, 'English');
    await expect(customer.getByRole('heading', { name: ui.summaryTitle, level: 2 })).toBeVisible();
    await expect(customer.getByText(title)).toBeVisible();
    await expect(customer.getByText(ui.shownPrice).filter({ visible: true }).first()).toBeVisible();
    await expect(customer.getByText(ui.hiddenItem)).toBeVisible();
    await expect(customer.getByLabel(ui.anyDeviatingPrice)).toHaveCount(0);
    // The offer as a PDF in the customer's language, with the hidden item and the deviating price.
    const downloading = customer.waitForEvent('download');
    await customer.getByRole('button', { name: ui.offerPdf }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${ui.pdfTitle}-${offerId}.pdf`);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    // Read as one line with plain spaces: descriptions wrap in their column, amounts hold non-breaking spaces.
    const pdfText = extractPdfText(Buffer.concat(chunks)).text.replace(/\s+/g, ' ');
    for (const expected of [`${ui.pdfTitle} ${offerId} ${title}`, ui.hiddenItem, ui.shownPrice]) expect(pdfText, expected).toContain(expected);
    await customer.getByRole('button', { name: ui.next }).click();
    const customerEmail = `alpen-${lang}${Date.now()}@example.com`;
    await registerNewExhibitor(customer, ui, customerEmail, 'Messe2027!');
    await orderBindingly(customer, ui, customerEmail);
    await fresh.close();

    // Ordered, the offer is locked for staff; its copy is a new draft that can be edited again.
    await page.goto(`/#/be/offer/${offerId}`);
    await expect(page.getByText(ui.locked)).toBeVisible();
    await expect(page.getByRole('link', { name: ui.edit })).toHaveCount(0);
    await page.getByRole('button', { name: ui.createCopy }).click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(new RegExp(` ${offerId}$`));
    await expect(page.getByText(`${title} ${ui.copyMark}`).first()).toBeVisible();
    await expect(page.getByRole('link', { name: ui.edit })).toBeVisible();
  });
}

offerByLinkJourney('de');

test("de: staff change an exhibitor's offer within the exhibitor's catalogue and list prices; once sent, it is locked for them", async ({ page, request }) => {
  const ui = { ...texts.de, ...staffTexts.de };
  // A visitor saved this offer in the public configurator: a corner stand and the premium catalogue entry.
  const { event } = await (await request.get('/pub/event/1?lang=de-DE')).json();
  const corner = event.standConfigs.find((config: { standType: string }) => config.standType === 'corner');
  const { medias } = await (await request.get('/pub/event/1/medias?lang=de-DE')).json();
  const premium = medias.find((media: { name: string }) => media.name === 'Katalogeintrag Premium');
  const configuration = { eventId: 1, stand: { standConfigId: corner.id, qm: 30 }, medias: [{ id: premium.id, amount: 1 }], orderBooks: [], brands: [] };
  const saved = await request.post('/pub/save_configurator?lang=de-DE', { data: configuration });
  expect(saved.status()).toBe(200);
  const { offer } = await saved.json();

  await logInStaff(page, 'de');
  await page.goto(`/#/configurator/1/o/${offer.id}`);
  await expect(page.getByRole('heading', { name: ui.summaryTitle, level: 2 })).toBeVisible();
  await page.getByRole('button', { name: ui.back }).click();
  await expect(page.getByRole('tab', { name: ui.servicesTab })).toBeVisible();
  await expect(page.getByRole('tab', { name: ui.hiddenTab })).toHaveCount(0);
  await page.getByRole('button', { name: ui.back }).click();
  await expect(page.getByLabel(ui.mediaQuantity)).toHaveValue('1');
  await expect(page.getByLabel(ui.anyDeviatingPrice)).toHaveCount(0);
  await page.getByRole('button', { name: ui.next }).click();
  await expect(page.getByRole('tab', { name: ui.servicesTab })).toBeVisible();
  // The visitor left out a mandatory service: leaving the step says so once, the next press goes on.
  await page.getByRole('button', { name: ui.next }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Noch nicht gebuchte Pflichtleistungen' })).toContainText('Standreinigung');
  await page.getByRole('button', { name: ui.next }).click();

  // Marked as sent, the exhibitor's offer is no longer the back office's to change (SPEC §4).
  await page.getByLabel(ui.state).selectOption({ label: ui.sent });
  await page.getByRole('button', { name: ui.save }).first().click();
  await expect(page.getByText(ui.offerSaved).first()).toBeVisible();
  for (const shown of ['after the save', 'opened again']) {
    if (shown === 'opened again') await page.reload();
    await expect(page.getByText(ui.staffLocked), shown).toBeVisible();
    await expect(page.getByRole('button', { name: ui.save }), shown).toHaveCount(0);
    await expect(page.getByRole('button', { name: ui.back }), shown).toHaveCount(0);
  }
});
