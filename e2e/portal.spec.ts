import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe-check.ts';
import { mailsTo } from './mail-catcher.ts';
import { apiLogin, openLoggedIn } from './api-setup.ts';
import { demoExhibitor } from './support.ts';

/** The second seeded exhibitor: registered (unconfirmed) at the fireplace fair. */
const fireplaceExhibitor = { username: 'other@messeportal.example', password: 'demo2027', company: 'Nordlicht Kamine GmbH' };

const texts = {
  de: {
    fair: 'Küchen & Wohnen Herbstmesse',
    openBooklet: 'Serviceleistungen Küchen & Wohnen Herbstmesse',
    bookletTitle: 'Serviceleistungen',
    carpet: 'Teppichboden',
    servicesGroup: 'Services',
    cleaning: 'Standreinigung',
    mandatory: 'Diese Leistung ist Pflicht. Bitte geben Sie eine Menge an.',
    save: 'Speichern',
    saveAndSend: 'Speichern und senden',
    bookedPdf: 'PDF Ihrer gebuchten Serviceleistungen herunterladen',
    saveFailed: 'Nicht gespeichert. Bitte prüfen Sie: Standreinigung',
    notSaved: 'Nicht gespeichert – bitte prüfen Sie diese Punkte',
    namedItem: 'Standreinigung (Services): Diese Leistung ist Pflicht. Bitte geben Sie eine Menge an.',
    saved: 'Erfolgreich gespeichert!',
    costs: 'Gebuchte Serviceleistungen (netto)',
    booking: 'Ihre Buchung',
    unsaved: 'Noch nicht gespeichert',
    carpetSum: '703,25 €',
    mediaOrder: 'Ihre Bestellung',
    twoPieces: '2 Stück',
    confirmations: 'Bestätigungen',
    warnings: 'Gespeichert, aber noch unvollständig',
    consentMissing: 'Bitte bestätigen Sie diesen Punkt.',
    mediaNav: 'Werbemittel',
    mediaTitle: 'Werbemittel',
    online: 'Online',
    all: 'Alle',
    order: 'Verbindlich bestellen',
    ordered: 'Ihre Bestellung ist eingegangen',
    available: (count: number) => `${count} verfügbar`,
    showFireplaceRegistration: 'Anmeldung Kaminmesse ansehen',
    nextStep: 'Als Nächstes',
    confirmRegistration: /^Anmeldung zur .+ bestätigen$/,
    amountDue: 'Offener Betrag',
    allDocuments: 'Alle Dokumente',
    documentsTitle: 'Alle Dokumente',
    fireplaceNav: 'Abgasanschlüsse',
    fireplaceTitle: 'Abgasanschlüsse für Feuerstätten',
    deviceName: 'Bezeichnung der angeschlossenen Feuerstätte',
    ovenType: 'Ofenart',
    fuel: 'Brennstoff',
    power: 'Maximale Nennleistung (kW)',
    pressure: 'Förderdruck (Pa)',
    guidelines: 'Ich habe die Richtlinien für Feuerstätten gelesen und akzeptiere sie.',
    guidelinesMissing: 'Bitte akzeptieren Sie die Richtlinien für Feuerstätten.',
    summaryOne: 'Bitte korrigieren Sie 1 Angabe',
    submitConnection: 'Anschluss beantragen',
    stove: 'Kaminofen',
    pelletStove: 'Pelletofen',
    logs: 'Scheitholz',
    pellets: 'Pellets',
    price: '3.290,00 €',
    total: '6.580,00 €',
    remove: (name: string) => `Anschluss „${name}“ entfernen`,
    connections: (count: number) => `Beantragte Anschlüsse (${count} von 4)`,
    power1: '8,5',
  },
  en: {
    fair: 'Kitchen & Living Autumn Fair',
    openBooklet: /^Services /,
    bookletTitle: 'Services',
    carpet: 'Carpet',
    servicesGroup: 'Services',
    cleaning: 'Stand cleaning',
    mandatory: 'This service is mandatory. Please enter an amount.',
    save: 'Save',
    saveAndSend: 'Save and send',
    bookedPdf: 'Download PDF of your booked services',
    saveFailed: 'Not saved. Please check: Stand cleaning',
    notSaved: 'Not saved – please check these items',
    namedItem: 'Stand cleaning (Services): This service is mandatory. Please enter an amount.',
    saved: 'Successfully saved!',
    costs: 'Booked services (net)',
    booking: 'Your booking',
    unsaved: 'Not saved yet',
    carpetSum: '€703.25',
    mediaOrder: 'Your order',
    twoPieces: '2 pieces',
    confirmations: 'Confirmations',
    warnings: 'Saved, but still incomplete',
    consentMissing: 'Please confirm this item.',
    mediaNav: 'Advertising media',
    mediaTitle: 'Advertising media',
    online: 'Online',
    all: 'All',
    order: 'Place binding order',
    ordered: 'Your order has been received',
    available: (count: number) => `${count} available`,
    // other@ may also hold a kitchen-fair registration from the configurator journey.
    showFireplaceRegistration: 'View registration Fireplace Fair',
    nextStep: 'Next step',
    confirmRegistration: /^Confirm your registration for .+$/,
    amountDue: 'Amount due',
    allDocuments: 'All documents',
    documentsTitle: 'All documents',
    fireplaceNav: 'Flue gas connections',
    fireplaceTitle: 'Flue gas connections for fireplaces',
    deviceName: 'Name of the connected device',
    ovenType: 'Oven type',
    fuel: 'Fuel',
    power: 'Maximum rated power (kW)',
    pressure: 'Discharge pressure (Pa)',
    guidelines: 'I have read and accept the guidelines for fireplaces.',
    guidelinesMissing: 'Please accept the guidelines for fireplaces.',
    summaryOne: 'Please correct 1 entry',
    submitConnection: 'Request connection',
    stove: 'Stove',
    pelletStove: 'Pellet stove',
    logs: 'Split logs',
    pellets: 'Pellets',
    price: '€3,290.00',
    total: '€6,580.00',
    remove: (name: string) => `Remove connection “${name}”`,
    connections: (count: number) => `Requested connections (${count} of 4)`,
    power1: '8.5',
  },
} as const;

/** The dashboard, logged in through the API (the login form is login.spec.ts's), in the journey's language. */
async function logIn(page: Page, lang: 'de' | 'en', user: { username: string; password: string; company: string }) {
  await openLoggedIn(page, lang, await apiLogin(page.request, 'exhibitor', user.username, user.password));
  await page.goto('/#/');
  await expect(page.getByRole('heading', { level: 1, name: user.company })).toBeVisible();
}

const availableIn = async (page: Page, mediaId: number) =>
  Number(/\d+/.exec((await page.getByTestId(`media-${mediaId}`).locator('.mantine-Badge-root').textContent()) ?? '')?.[0]);

// Each journey runs in one language, both languages among them; language-smoke.spec.ts opens the pages of the
// English ones in German and of the German ones in English.
function bookServices(lang: 'de' | 'en') {
  const text = texts[lang];

  test(`${lang}: books services: a mandatory item missing opens its group, fixed, saved and sent by mail`, async ({ page }) => {
    // Each language books its own quantity, so the mail of this run is told apart from another's.
    const cleaning = lang === 'de' ? '48' : '52';
    await logIn(page, lang, demoExhibitor);
    await page.getByRole('link', { name: text.openBooklet }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: text.bookletTitle })).toBeVisible();

    // groupType 3 starts collapsed: its mandatory item is not visible yet.
    const servicesToggle = page.getByRole('button', { name: text.servicesGroup, exact: true });
    await expect(servicesToggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('textbox', { name: text.cleaning, exact: true })).toBeHidden();

    // Another journey may have booked the cleaning in this run: clear it, close the group again.
    await servicesToggle.click();
    await page.getByRole('textbox', { name: text.cleaning, exact: true }).fill('');
    await servicesToggle.click();
    await expect(page.getByRole('textbox', { name: text.cleaning, exact: true })).toBeHidden();

    // Carpet is charged by stand m²: at least the stand's 48 m², with the language's decimal mark.
    await page.getByRole('textbox', { name: text.carpet, exact: true }).fill(lang === 'de' ? '48,5' : '48.5');
    // The booking's cost beside the items follows what is typed, before it is saved.
    const booking = page.getByRole('complementary', { name: text.booking });
    await expect(booking).toContainText(text.carpet);
    await expect(booking).toContainText(text.carpetSum);
    await expect(booking).toContainText(text.unsaved);
    await page.getByRole('button', { name: text.save, exact: true }).click();

    // The refused save names the item, not only that something failed, and opens its collapsed group.
    await expect(page.getByText(text.saveFailed)).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: text.notSaved })).toContainText(text.namedItem);
    await expect(servicesToggle).toHaveAttribute('aria-expanded', 'true');
    const error = page.getByText(text.mandatory, { exact: true });
    await expect(error).toBeVisible();
    await expect(error).toBeInViewport();
    // Closed again, the list's entry opens the group and brings it back into view.
    await servicesToggle.click();
    await expect(servicesToggle).toHaveAttribute('aria-expanded', 'false');
    await page.getByRole('button', { name: text.namedItem }).click();
    await expect(servicesToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('textbox', { name: text.cleaning, exact: true })).toBeInViewport();

    const before = mailsTo(demoExhibitor.username).length;
    await page.getByRole('textbox', { name: text.cleaning, exact: true }).fill(cleaning);
    await page.getByRole('button', { name: text.saveAndSend }).click();
    // Saved; the consents of the confirmations tab are still missing, and saving the services says so.
    await expect(page.getByText(text.warnings)).toBeVisible();
    await expect(page.getByText(text.consentMissing).first()).toBeVisible();
    await expect(error).toBeHidden();
    await expect(booking).not.toContainText(text.unsaved);

    const costs = page.getByRole('table', { name: text.costs });
    await expect(costs).toContainText(text.cleaning);
    await expect(costs).toContainText(text.carpet);

    // The main contact (German) gets the booked services by mail.
    await expect.poll(() => mailsTo(demoExhibitor.username).length, { timeout: 15_000 }).toBeGreaterThan(before);
    const mail = mailsTo(demoExhibitor.username).at(-1)!;
    expect(mail.subject).toContain('Servicebestellungen');
    expect(mail.text).toContain('Standreinigung');
    expect(mail.text).toContain(cleaning);
    // With the booked services as a PDF document, which the booklet offers for download too.
    const [attachment] = mail.attachments;
    expect(attachment?.filename).toMatch(/^SB-\d{4}-\d{4}\.pdf$/);
    expect(Buffer.from(attachment!.content, 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: text.bookedPdf }).click();
    expect((await downloading).suggestedFilename()).toBe(attachment!.filename);

    // Confirmations left unticked save, with a warning.
    await page.getByRole('navigation', { name: lang === 'de' ? 'Seiten der Anmeldung' : 'Pages of the registration' }).getByRole('link', { name: text.confirmations }).click();
    // The booklet's own save button is the same button: wait for the confirmations page before saving.
    await expect(page.getByRole('heading', { level: 1, name: text.confirmations })).toBeVisible();
    await expect(page.getByText(text.saved)).toHaveCount(0);
    await page.getByRole('button', { name: text.save, exact: true }).click();
    // One message: saved but incomplete, with what is missing — no green success beside it.
    await expect(page.getByText(text.warnings)).toBeVisible();
    await expect(page.getByText(text.consentMissing).first()).toBeVisible();
    expect(await page.getByText(text.saved).count()).toBe(0);
  });
}

function orderMedium(lang: 'de' | 'en') {
  const text = texts[lang];

  test(`${lang}: orders an advertising medium and sees its availability drop`, async ({ page }) => {
    // Each language orders its own medium.
    const mediaId = lang === 'de' ? 1 : 4;
    await logIn(page, lang, demoExhibitor);
    await page.getByRole('navigation', { name: lang === 'de' ? 'Hauptnavigation' : 'Main navigation' }).getByRole('link', { name: text.mediaNav }).click();
    await expect(page).toHaveURL(/#\/media\/1$/);
    await expect(page.getByRole('heading', { level: 1, name: text.mediaTitle })).toBeVisible();

    // The category filter: the print medium is not among the online ones.
    await page.getByText(text.online, { exact: true }).click();
    await expect(page.getByTestId(`media-${mediaId}`)).toBeHidden();
    await page.getByText(text.all, { exact: true }).click();
    await expect(page.getByTestId(`media-${mediaId}`)).toBeVisible();

    const before = await availableIn(page, mediaId);
    expect(before).toBeGreaterThanOrEqual(2);
    await page.getByTestId(`media-${mediaId}`).getByRole('combobox').selectOption('2');
    // The order's cost is beside the media, with the button that places it.
    const summary = page.getByRole('complementary', { name: text.mediaOrder });
    await expect(summary).toContainText(text.twoPieces);
    await summary.getByRole('button', { name: text.order }).click();
    await expect(summary.getByText(text.ordered)).toBeVisible();
    await expect(summary).not.toContainText(text.twoPieces);
    await expect(page.getByTestId(`media-${mediaId}`).locator('.mantine-Badge-root')).toHaveText(text.available(before - 2));
  });
}

function requestFireplaceConnections(lang: 'de' | 'en') {
  const text = texts[lang];

  test(`${lang}: requests two fireplace connections`, async ({ page }) => {
    const devices = lang === 'de' ? ['Kaminofen Aurora', 'Pelletofen Boreas'] : ['Stove Aurora EN', 'Pellet stove Boreas EN'];
    await logIn(page, lang, fireplaceExhibitor);
    // The fireplace fair's registration is not confirmed by e-mail yet: the home asks for that first.
    await expect(page.getByRole('region', { name: text.nextStep }).getByText(text.confirmRegistration)).toBeVisible();
    await page.getByRole('link', { name: text.showFireplaceRegistration }).click();
    await page.getByRole('navigation', { name: lang === 'de' ? 'Seiten der Anmeldung' : 'Pages of the registration' }).getByRole('link', { name: text.fireplaceNav }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.fireplaceTitle })).toBeVisible();
    await expect(page.getByText(text.price).first()).toBeVisible();

    const request = async (device: string, oven: string, fuel: string, power: string, pressure: string, accept: boolean) => {
      await page.getByRole('textbox', { name: text.deviceName }).fill(device);
      await page.getByRole('combobox', { name: text.ovenType }).selectOption({ label: oven });
      await page.getByRole('combobox', { name: text.fuel }).selectOption({ label: fuel });
      await page.getByRole('textbox', { name: text.power }).fill(power);
      await page.getByRole('textbox', { name: text.pressure }).fill(pressure);
      if (accept) await page.getByRole('checkbox', { name: text.guidelines }).check();
      await page.getByRole('button', { name: text.submitConnection }).click();
    };

    // Without the guidelines accepted the request is refused: the error summary on top says so and leads to the
    // checkbox, which says it too.
    await request(devices[0]!, text.stove, text.logs, text.power1, '12', false);
    const summary = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: text.summaryOne }) });
    await expect(summary).toBeFocused();
    await summary.getByRole('button', { name: text.guidelinesMissing }).click();
    const guidelines = page.getByRole('checkbox', { name: text.guidelines });
    await expect(guidelines).toBeFocused();
    await expect(guidelines).toHaveAccessibleDescription(text.guidelinesMissing);
    await guidelines.check();
    await page.getByRole('button', { name: text.submitConnection }).click();
    await expect(page.getByRole('heading', { name: text.connections(1) })).toBeVisible();

    await request(devices[1]!, text.pelletStove, text.pellets, '6', '10', true);
    await expect(page.getByRole('heading', { name: text.connections(2) })).toBeVisible();
    const table = page.getByRole('table');
    await expect(table).toContainText(devices[0]!);
    await expect(table).toContainText(devices[1]!);
    await expect(table.locator('tfoot')).toContainText(text.total);

    // Removing them again leaves the limit of 4 for the other journeys (phone-width requests one too).
    await page.getByRole('button', { name: text.remove(devices[1]!) }).click();
    await expect(page.getByRole('heading', { name: text.connections(1) })).toBeVisible();
    await page.getByRole('button', { name: text.remove(devices[0]!) }).click();
    await expect(page.getByRole('heading', { name: text.connections(0) })).toBeVisible();
  });
}

test.describe('the exhibitor portal', () => {
  bookServices('en');
  orderMedium('de');
  requestFireplaceConnections('de');
});

for (const lang of ['de', 'en'] as const) {
  test(`${lang}: the home puts the next action and the amount due first, on a phone on its first screen`, async ({ page }) => {
    const text = texts[lang];
    await page.setViewportSize({ width: 390, height: 844 });
    await logIn(page, lang, fireplaceExhibitor);
    const next = page.getByRole('region', { name: text.nextStep });
    await expect(next.getByText(text.confirmRegistration)).toBeVisible();
    await expect(next.getByRole('link')).toBeVisible();
    const due = page.getByRole('region', { name: text.amountDue });
    await expect(due.getByText(/\d+[.,]\d{2}/)).toBeVisible();
    // Both without scrolling, and the next action above the amount due.
    await expect(next).toBeInViewport({ ratio: 1 });
    await expect(due).toBeInViewport({ ratio: 1 });
    expect((await next.boundingBox())!.y).toBeLessThan((await due.boundingBox())!.y);
    // Each registration shows how far it has come.
    await expect(page.getByRole('progressbar').first()).toBeVisible();
    await due.getByRole('link', { name: text.allDocuments }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.documentsTitle })).toBeVisible();
  });
}

test.describe('accessibility of the registration pages', () => {
  test('the registration detail and the booklet have no serious or critical violation', async ({ page }) => {
    await logIn(page, 'de', demoExhibitor);
    await page.goto('/#/registration/show/1');
    await expect(page.getByRole('heading', { level: 1, name: texts.de.fair })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Positionen der Bestellung (netto)' }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/#/registration/orderbook/1');
    await expect(page.getByRole('heading', { level: 1, name: texts.de.bookletTitle })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
