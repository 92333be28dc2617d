import { expect, test, type Download, type Page } from '@playwright/test';
import sharp from 'sharp';
import { extractPdfText } from '../apps/api/test/extract-pdf-text.ts';
import { apiLogin, authorization, confirmThroughMail, demoStaff, locale, openLoggedIn, orderAsNewExhibitor, type Lang } from './api-setup.ts';
import { linkFromMail } from './configurator-steps.ts';
import { mailsTo } from './mail-catcher.ts';
import { texts } from './configurator-texts.ts';
import { E2E_ORIGIN_PATTERN } from './origin.ts';
import { demoExhibitor } from './support.ts';

// Every journey runs in one language (half of them German, half English). These short runs prove that the
// other language reaches each area: per area the screens of its journeys open in the language those journeys
// do not use, switched with the header's language switch, and show their headings, labels, buttons, amounts
// and documents in it. (A unit test keeps the German and English texts' keys in step; this is about the
// language reaching the screens, the server's messages and the documents.)

/** The header's language switch, as a visitor, exhibitor or staff member presses it. */
async function switchTo(page: Page, lang: Lang) {
  await page.getByRole('banner').getByRole('button', { name: lang === 'en' ? 'English' : 'Deutsch', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', locale(lang));
}

async function bytesOf(download: Download) {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The PDF's text as one line with plain spaces (amounts hold non-breaking spaces, descriptions wrap). */
const pdfText = async (download: Download) => extractPdfText(await bytesOf(download)).text.replace(/\s+/g, ' ');

test.describe('in the language its journeys do not use', () => {
  // configurator.spec.ts walks the configurator in English; password-reset.spec.ts resets in English;
  // register.spec.ts opens an English registration link.
  test('de: the public configurator (stand prices, summary, pro-forma invoice, offer mail), the reset form and a German registration link', async ({ page, request }) => {
    test.setTimeout(120_000);
    const ui = texts.de;
    await openLoggedIn(page, 'en');
    await page.goto('/#/e/offer/1');
    await expect(page.getByLabel(texts.en.standType, { exact: true })).toBeVisible();
    await switchTo(page, 'de');
    await page.getByLabel(ui.standType, { exact: true }).check();
    await expect(page.getByRole('table').first().locator('tfoot')).toContainText(ui.minimumTotal);
    await page.getByLabel(ui.size).fill('30');
    await expect(page.getByRole('table', { name: ui.prices30 })).toBeVisible();
    await expect(page.getByRole('table').first().locator('tfoot')).toContainText(ui.total30);
    // A brand, saved in German.
    await page.getByRole('button', { name: ui.next }).click();
    await page.getByRole('button', { name: ui.addBrand }).click();
    await page.getByLabel(ui.brandName).fill('Holzwerk Alpen');
    await page.getByLabel(ui.productGroup).check();
    await page.getByRole('button', { name: ui.saveBrand }).click();
    await expect(page.getByText(ui.brandSaved)).toBeVisible();
    // The media step's running total, in German figures.
    await page.getByRole('button', { name: ui.next }).click();
    await page.getByLabel(ui.mediaQuantity).selectOption('2');
    await expect(page.getByRole('status').filter({ hasText: /Netto\s*zzgl\. USt\. 19 % \(Inland\)/ })).toContainText('8.100,00 €');

    // The summary of a saved offer, its pro-forma invoice and its link by mail.
    const { event } = await (await request.get('/pub/event/1')).json();
    const corner = event.standConfigs.find((config: { standType: string }) => config.standType === 'corner');
    // With the mandatory stand cleaning for the 30 m²: the pro-forma invoice prices only what the order would take.
    const { orderBookItems } = (await (await request.get('/pub/event/1/orderbook')).json()) as { orderBookItems: { id: number; isMandatory: boolean; isConfigurator: boolean; tab: number }[] };
    // The mandatory services the configurator offers (the consents belong to the booklet after registration).
    const mandatory = orderBookItems.filter((item) => item.isMandatory && item.isConfigurator && item.tab === 0).map((item) => ({ id: item.id, amount: 30 }));
    const saved = await request.post('/pub/save_configurator', { data: { eventId: 1, stand: { standConfigId: corner.id, qm: 30 }, medias: [], orderBooks: mandatory, brands: [] } });
    expect(saved.status()).toBe(200);
    const { offer } = (await saved.json()) as { offer: { uuid: string } };
    await page.goto('about:blank');
    await page.goto(`/#/e/offer/1/${offer.uuid}`);
    await expect(page.getByRole('heading', { name: ui.summaryTitle, level: 2 })).toBeVisible();
    await expect(page.getByRole('table', { name: ui.totals })).toBeVisible();
    await expect(page.getByRole('complementary', { name: ui.selection })).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: ui.proForma }).click();
    const proForma = await downloading;
    expect(proForma.suggestedFilename()).toBe(ui.proFormaFile);
    expect((await bytesOf(proForma)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await page.getByRole('button', { name: ui.offerAction }).click();
    await page.getByRole('button', { name: ui.sendLink }).click();
    await expect(page.getByText(ui.noEmail)).toBeVisible();
    const visitor = `smoke-angebot-${Date.now()}@example.com`;
    await page.getByLabel(ui.offerEmail).fill(visitor);
    await page.getByRole('button', { name: ui.sendLink }).click();
    await expect(page.getByText(ui.linkSent)).toBeVisible();
    await linkFromMail(visitor, ui.offerMailSubject, new RegExp(`${E2E_ORIGIN_PATTERN}/#/e/offer/1/[0-9a-f-]{36}`));

    // The reset form checks the new password in German.
    await page.goto('/#/s/reset-password/abcdefghijklmnopqrstuvwxyz');
    await page.getByRole('textbox', { name: 'Neues Passwort', exact: true }).fill('kurz');
    await page.getByRole('textbox', { name: 'Neues Passwort wiederholen', exact: true }).fill('anders');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await expect(page.getByText('Bitte mindestens 7 Zeichen eingeben.')).toBeVisible();
    await expect(page.getByText('Die Passwörter stimmen nicht überein.')).toBeVisible();

    // A German registration link turns an English visitor's pages German.
    await page.evaluate(() => localStorage.setItem('lang', 'en-US'));
    await page.goto('about:blank');
    await page.goto('/#/e/register/2/de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(page.getByText(/^Melden Sie Ihre Firma zu dieser Messe an/)).toBeVisible();
  });

  // password-reset.spec.ts asks for new credentials in German.
  test('en: an unknown address offers the manual request for new credentials', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/#/s/reset-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Passwort zurücksetzen' })).toBeVisible();
    await switchTo(page, 'en');
    const unknown = `smoke-unknown-${Date.now()}@example.com`;
    await page.getByRole('textbox', { name: 'E-mail address' }).fill(unknown);
    await page.getByRole('button', { name: 'Request link' }).click();
    await expect(page.getByText('E-mail address not found')).toBeVisible();
    const form = page.getByRole('region', { name: 'Request new credentials' });
    await expect(form.getByRole('textbox', { name: 'E-mail address' })).toHaveValue(unknown);
    // Asked for what is missing, not sent.
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(form.getByText('This field must be filled in.')).toHaveCount(2);
    for (const label of ['Company', 'Your name', 'Phone', 'Message']) await expect(form.getByRole('textbox', { name: label })).toBeVisible();
  });

  // portal.spec.ts books services and portal-data.spec.ts adds a brand in English, portal-floor-plan.spec.ts
  // uploads the stand plan and portal-address-company.spec.ts edits addresses in English.
  test('de: the booklet with German figures, its stand plan section, the brand and address forms', async ({ page, request }) => {
    test.setTimeout(120_000);
    await openLoggedIn(page, 'en', await apiLogin(request, 'exhibitor', demoExhibitor.username, demoExhibitor.password));
    await page.goto('/#/registration/orderbook/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
    await switchTo(page, 'de');
    await expect(page.getByRole('heading', { level: 1, name: 'Serviceleistungen' })).toBeVisible();
    // Carpet is charged by stand m²; the German decimal comma is read as such (not saved).
    await page.getByRole('textbox', { name: 'Teppichboden', exact: true }).fill('48,5');
    const booking = page.getByRole('complementary', { name: 'Ihre Buchung' });
    await expect(booking).toContainText('703,25 €');
    await expect(booking).toContainText('Noch nicht gespeichert');
    const plan = page.getByRole('region', { name: 'Standskizze' });
    await expect(plan.getByRole('button', { name: /^Standskizze (hochladen|ersetzen)$/ })).toBeVisible();
    // Without the mandatory cleaning the save is refused, item by item, in German (nothing is saved).
    const services = page.getByRole('button', { name: 'Services', exact: true });
    if ((await services.getAttribute('aria-expanded')) === 'false') await services.click();
    await page.getByRole('textbox', { name: 'Standreinigung', exact: true }).fill('');
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect(page.getByText('Nicht gespeichert. Bitte prüfen Sie: Standreinigung')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Nicht gespeichert – bitte prüfen Sie diese Punkte' })).toContainText(
      'Standreinigung (Services): Diese Leistung ist Pflicht. Bitte geben Sie eine Menge an.',
    );

    // The brand form refuses a narrow key image with the server's German message.
    await page.goto('/#/brand/edit/0');
    await expect(page.getByText('Key Visual: JPG, mindestens 800 x 400 Pixel. Einzelbild, keine Collage und kein Text, max. 2 MB.')).toBeVisible();
    const narrow = await sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 40, g: 120, b: 200 } } }).jpeg().toBuffer();
    await page.locator('input[type="file"]').last().setInputFiles({ name: 'schmal.jpg', mimeType: 'image/jpeg', buffer: narrow });
    await expect(page.getByText('Upload fehlgeschlagen (das Key Visual muss mindestens 800 Pixel breit sein, dieses Bild ist 600 Pixel breit)')).toBeVisible();

    // The address form asks for what is missing in German.
    await page.goto('/#/address/edit/0');
    await expect(page.getByRole('heading', { level: 1, name: 'Neue Adresse' })).toBeVisible();
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect(page.getByRole('textbox', { name: 'Ort', exact: true })).toHaveAccessibleDescription('Füllen Sie „Ort“ aus.');
  });

  // portal.spec.ts orders a medium and requests fireplace connections in German, portal-data.spec.ts adds a
  // contact and portal-address-company.spec.ts edits the company in German.
  test('en: the media, the fireplace connections, the contact and company forms', async ({ browser, page, request }) => {
    test.setTimeout(120_000);
    await openLoggedIn(page, 'de', await apiLogin(request, 'exhibitor', demoExhibitor.username, demoExhibitor.password));
    await page.goto('/#/media/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Werbemittel' })).toBeVisible();
    await switchTo(page, 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Advertising media' })).toBeVisible();
    await page.getByText('Online', { exact: true }).click();
    await expect(page.getByTestId('media-1')).toBeHidden();
    await page.getByText('All', { exact: true }).click();
    await expect(page.getByTestId('media-1').locator('.mantine-Badge-root')).toHaveText(/^\d+ available$/);
    // Chosen, not ordered.
    await page.getByTestId('media-1').getByRole('combobox').selectOption('2');
    const summary = page.getByRole('complementary', { name: 'Your order' });
    await expect(summary).toContainText('2 pieces');
    await expect(summary.getByRole('button', { name: 'Place binding order' })).toBeVisible();

    // The contact form and the company form with the server's English message.
    await page.goto('/#/contact/edit/0');
    await expect(page.getByRole('heading', { level: 1, name: 'New contact' })).toBeVisible();
    for (const label of ['Salutation', 'First name', 'Last name', 'E-mail address']) await expect(page.getByRole('textbox', { name: label }).or(page.getByRole('combobox', { name: label }))).toBeVisible();
    const { company } = await (await request.get('/fe/company', { headers: authorization(await apiLogin(request, 'exhibitor', demoExhibitor.username, demoExhibitor.password)) })).json();
    await page.goto(`/#/company/edit/${company.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit company data' })).toBeVisible();
    const ustid = page.getByRole('textbox', { name: 'VAT ID' });
    await ustid.fill('DE123');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(ustid).toHaveAccessibleDescription(/Please enter a valid VAT ID for DE \(e\.g\. DE123456789\)\./);

    // The fireplace connections of the fireplace fair's exhibitor, priced in English figures.
    const other = await apiLogin(request, 'exhibitor', 'other@messeportal.example', 'demo2027');
    const { registrations, events } = await (await request.get('/fe/globaldata', { headers: authorization(other) })).json();
    const fair = events.find((candidate: { hasFireplaceConnections: boolean }) => candidate.hasFireplaceConnections);
    const registration = registrations.find((candidate: { eventId: number }) => candidate.eventId === fair.id);
    const fireplace = await browser.newPage();
    await openLoggedIn(fireplace, 'de', other);
    await fireplace.goto(`/#/registration/fireplace/${registration.id}`);
    await expect(fireplace.getByRole('heading', { level: 1, name: 'Abgasanschlüsse für Feuerstätten' })).toBeVisible();
    await switchTo(fireplace, 'en');
    await expect(fireplace.getByRole('heading', { level: 1, name: 'Flue gas connections for fireplaces' })).toBeVisible();
    await expect(fireplace.getByText('€3,290.00').first()).toBeVisible();
    for (const label of ['Name of the connected device', 'Maximum rated power (kW)', 'Discharge pressure (Pa)']) await expect(fireplace.getByRole('textbox', { name: label })).toBeVisible();
    await expect(fireplace.getByRole('button', { name: 'Request connection' })).toBeVisible();
    await expect(fireplace.getByRole('heading', { name: /^Requested connections \(\d of 4\)$/ })).toBeVisible();
    await fireplace.close();

    // A contact who is not the main contact is told in English why it cannot register the company.
    const second = await browser.newPage();
    await openLoggedIn(second, 'de', await apiLogin(request, 'exhibitor', 'technik@muster-kuechen.example', 'demo2027'));
    await second.goto('/#/');
    await switchTo(second, 'en');
    await second.getByRole('link', { name: 'Register for Fireplace Fair' }).click();
    await expect(second.getByRole('heading', { level: 1, name: 'Registration is not possible' })).toBeVisible();
    await expect(second.getByText("Only your company's main contact can register for a new event.")).toBeVisible();
    await second.close();
  });

  // registration-desk.spec.ts works the desk and organiser-setup.spec.ts the organiser's settings and catalogue
  // in English.
  test('de: the registration desk (orders, stand, export) and the catalogue and settings with German figures', async ({ page, request }) => {
    test.setTimeout(120_000);
    const email = `smoke-pult-${Date.now()}@example.com`;
    const { company } = await orderAsNewExhibitor(request, { lang: 'de', email, password: 'Messe2027!', services: { Standreinigung: 30 } });
    const standNr = `S-${Date.now() % 100_000}`;
    await openLoggedIn(page, 'en', await apiLogin(request, 'staff', demoStaff.username, demoStaff.password));
    await page.goto('/#/be/event/1/registrations');
    await expect(page.getByRole('heading', { level: 1, name: 'Registrations' })).toBeVisible();
    await switchTo(page, 'de');
    await expect(page.getByRole('heading', { level: 1, name: 'Anmeldungen' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Suche' }).fill(email);
    await expect(page.getByRole('row')).toHaveCount(2);
    await page.getByRole('link', { name: company }).click();
    const orders = page.getByRole('region', { name: 'Verbindliche Bestellungen' });
    await expect(orders).toContainText('Standreinigung');
    await orders.getByRole('combobox', { name: /^Status ändern/ }).selectOption({ index: 1 });
    await expect(page.getByText('Der Status der Bestellung ist geändert.')).toBeVisible();
    await expect(orders.getByText('Bestätigt', { exact: true })).toBeVisible();
    await page.getByRole('textbox', { name: 'Halle', exact: true }).fill('Halle 7');
    await page.getByRole('textbox', { name: 'Standnummer', exact: true }).fill(standNr);
    await page.getByRole('button', { name: 'Stand speichern' }).click();
    await expect(page.getByText('Der Stand ist gespeichert; der Aussteller wird per E-Mail informiert.')).toBeVisible();
    await expect.poll(() => mailsTo(email).find((mail) => mail.subject.startsWith('Ihr Stand auf der'))?.text ?? '', { timeout: 20_000 }).toContain(standNr);
    await page.getByRole('link', { name: 'Anmeldungen', exact: true }).click();
    await page.getByRole('button', { name: 'Exportieren' }).click();
    const exporting = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Gebuchte Services je Position und Halle (CSV)' }).click();
    const row = (await bytesOf(await exporting)).toString('utf8').split(/\r\n/).find((line) => line.includes(standNr));
    expect(row).toContain('Halle 7');
    expect(row).toContain('Standreinigung');

    // A new stand type's price rule in German figures, priced live as the configurator will (not saved).
    await page.goto('/#/be/admin/event/1?tab=stands');
    await page.getByRole('button', { name: 'Neuer Standtyp' }).click();
    const rule = page.getByRole('group', { name: 'Position 1' });
    await rule.getByRole('combobox', { name: 'Einheit', exact: true }).click();
    await page.getByRole('option', { name: 'm²', exact: true }).click();
    await rule.getByText('je m² Standfläche', { exact: true }).click();
    await rule.getByRole('textbox', { name: 'Einzelpreis netto (€)', exact: true }).fill('123,50');
    await page.getByRole('textbox', { name: 'Standgröße (m²)', exact: true }).fill('20');
    await expect(page.getByRole('table').filter({ hasText: '2.470,00' }).first()).toBeVisible();
    await page.goto('/#/be/admin/event/1?tab=media');
    await expect(page.getByRole('row').filter({ hasText: /\(verkauft \d+, frei \d+\)/ }).first()).toBeVisible();
    await page.goto('/#/be/admin/events');
    await page.getByRole('button', { name: 'Neue Veranstaltung' }).first().click();
    for (const label of ['Name (deutsch)', 'Name (englisch)', 'Adresse der Teilnahmebedingungen']) {
      await expect(page.getByRole('dialog').getByRole('textbox', { name: label, exact: true })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await page.goto('/#/be/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Veranstalter-Einstellungen' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Fußtext der Dokumente, Deutsch', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Einstellungen speichern' })).toBeVisible();
  });

  // backoffice.spec.ts builds an offer by link in the staff configurator in German, and its customer reads it
  // and its PDF in German.
  test('en: a staff offer, the staff configurator with hidden items and deviating prices, the offer for the customer and its PDF', async ({ browser, page, request }) => {
    test.setTimeout(120_000);
    const staff = await apiLogin(request, 'staff', demoStaff.username, demoStaff.password);
    const title = `Smoke offer ${Date.now()}`;
    const { event } = await (await request.get('/pub/event/1')).json();
    const corner = event.standConfigs.find((config: { standType: string }) => config.standType === 'corner');
    const { medias } = await (await request.get('/pub/event/1/medias?lang=de-DE', { headers: authorization(staff) })).json();
    const { orderBookItems } = await (await request.get('/pub/event/1/orderbook?lang=de-DE', { headers: authorization(staff) })).json();
    const idOf = (list: { id: number; name?: string; title?: string }[], name: string) => list.find((entry) => (entry.name ?? entry.title) === name)!.id;
    const saved = await request.post('/be/action/save_configurator', {
      headers: authorization(staff),
      data: {
        mode: 'be_stand',
        eventId: 1,
        stand: { standConfigId: corner.id, qm: 30 },
        medias: [{ id: idOf(medias, 'Katalogeintrag Premium'), amount: 1, price: 99.5 }],
        orderBooks: [
          { id: idOf(orderBookItems, 'Bearbeitungsgebühr für nachträgliche Änderungen'), amount: 1 },
          { id: idOf(orderBookItems, 'Standreinigung'), amount: 30 },
        ],
        brands: [],
        toffer: { title },
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const { offer } = (await saved.json()) as { offer: { id: number; uuid: string } };

    await openLoggedIn(page, 'de', staff);
    await page.goto('/#/be/event/1');
    await expect(page.getByRole('link', { name: 'Neues Angebot' })).toBeVisible();
    await switchTo(page, 'en');
    await page.getByRole('link', { name: 'New offer' }).click();
    await expect(page.getByLabel('Offer by link')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start configuration' })).toBeVisible();
    await page.goto(`/#/be/offer/${offer.id}`);
    await page.getByRole('link', { name: 'Edit in the configurator' }).click();
    await expect(page.getByRole('heading', { name: 'Summary', level: 2 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Title of the offer' })).toHaveValue(title);
    await expect(page.getByRole('button', { name: 'Save offer' }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied').first()).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Link to the offer' })).toHaveValue(new RegExp(`#/e/offer/1/${offer.uuid}$`));
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.getByRole('tab', { name: 'Hidden items' }).click();
    await expect(page.getByRole('checkbox', { name: 'Handling fee for late changes' })).toBeChecked();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page.getByRole('textbox', { name: 'Deviating price “Premium catalogue entry”', exact: true })).toHaveValue('99.50');

    // The customer reads it in English, the deviating price and the hidden item in English figures and words.
    const customer = await browser.newPage();
    await customer.goto(`/#/e/offer/1/${offer.uuid}`);
    await switchTo(customer, 'en');
    await expect(customer.getByRole('heading', { name: 'Summary', level: 2 })).toBeVisible();
    await expect(customer.getByText('€99.50').filter({ visible: true }).first()).toBeVisible();
    await expect(customer.getByText('Handling fee for late changes')).toBeVisible();
    const downloading = customer.waitForEvent('download');
    await customer.getByRole('button', { name: 'Offer as PDF' }).click();
    const pdf = await downloading;
    expect(pdf.suggestedFilename()).toBe(`Offer-${offer.id}.pdf`);
    const text = await pdfText(pdf);
    for (const expected of [`Offer ${offer.id} ${title}`, 'Handling fee for late changes', '€99.50']) expect(text, expected).toContain(expected);
    await customer.close();

    // Ordered, it is locked for staff, in English; its copy is titled in English.
    await orderAsNewExhibitor(request, { lang: 'en', email: `smoke-customer-${Date.now()}@example.com`, password: 'Messe2027!', offerUuid: offer.uuid, services: { Standreinigung: 30 } });
    await page.goto(`/#/be/offer/${offer.id}`);
    await expect(page.getByText('This offer is locked and can no longer be edited.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit in the configurator' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Create copy' }).click();
    await expect(page.getByText(`${title} (Copy)`).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit in the configurator' })).toBeVisible();
  });

  // invoicing.spec.ts invoices and credits in German, and ordered-in-portal.spec.ts reads the order in German.
  test('en: the order in the portal and its confirmation PDF, an invoice and a credit note issued at the desk and listed for the exhibitor', async ({ browser, page, request }) => {
    test.setTimeout(120_000);
    const email = `smoke-invoice-${Date.now()}@example.com`;
    const { company, password } = await orderAsNewExhibitor(request, {
      lang: 'en',
      email,
      password: 'Messe2027!',
      media: { 'Katalogeintrag Premium': 2 },
      services: { Standreinigung: 30, 'Abfallentsorgung nach dem Abbau': 1 },
    });
    await confirmThroughMail(request, email, 'en');

    // Staff invoice the stand and credit part of it.
    const desk = await browser.newPage();
    await openLoggedIn(desk, 'de', await apiLogin(request, 'staff', demoStaff.username, demoStaff.password));
    const { registrations } = await (await request.get(`/be/event/1/registrations?search=${encodeURIComponent(email)}`, { headers: authorization(await apiLogin(request, 'staff', demoStaff.username, demoStaff.password)) })).json();
    await desk.goto(`/#/be/registration/${registrations[0].id}`);
    await expect(desk.getByRole('heading', { level: 1, name: company })).toBeVisible();
    await switchTo(desk, 'en');
    const invoicing = desk.getByRole('region', { name: 'Invoices', exact: true });
    await invoicing.getByRole('row').filter({ has: desk.getByRole('cell', { name: 'Stand', exact: true }) }).getByRole('button', { name: 'Issue invoice' }).click();
    // The invoice is shown as a draft first and issued from there.
    await desk.getByRole('dialog').getByRole('button', { name: 'Issue and send' }).click();
    const invoiceNotice = desk.getByText(/^Invoice (RE-\d{4}-\d+) has been issued/);
    await expect(invoiceNotice).toBeVisible();
    const invoiceNumber = /RE-\d{4}-\d+/.exec((await invoiceNotice.textContent())!)![0];
    await invoicing.getByRole('link', { name: invoiceNumber }).click();
    await desk.getByRole('checkbox', { name: /^Credit .+$/ }).first().check();
    await desk.getByRole('textbox', { name: /^Credit net for / }).fill('100');
    await desk.getByRole('textbox', { name: 'Reason (printed on the credit note)' }).fill('Shorter stand wall');
    await desk.getByRole('button', { name: 'Issue a credit note for 1 position' }).click();
    const creditNotice = desk.getByText(/^Credit note (GS-\d{4}-\d+) has been issued/);
    await expect(creditNotice).toBeVisible();
    const creditNumber = /GS-\d{4}-\d+/.exec((await creditNotice.textContent())!)![0];
    await desk.close();

    // The exhibitor's dashboard, order, booklet and documents in English.
    await openLoggedIn(page, 'de', await apiLogin(request, 'exhibitor', email, password));
    await page.goto('/#/');
    await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
    await switchTo(page, 'en');
    await expect(page.getByText('Done: 2 advertising media ordered')).toBeVisible();
    await expect(page.getByText('Done: 2 services booked')).toBeVisible();
    await page.getByRole('link', { name: /Kitchen & Living Autumn Fair/ }).first().click();
    const orders = page.getByRole('region', { name: 'Your orders' });
    const confirmation = orders.getByRole('button', { name: /^Order confirmation (AB-\d{4}-\d{4}) \(PDF\)$/ });
    const number = /AB-\d{4}-\d{4}/.exec((await confirmation.textContent())!)![0];
    const gross = (await orders.getByRole('row', { name: /^Gross/ }).getByRole('cell').textContent())!;
    expect(gross).toMatch(/^€[\d,]+\.\d{2}$/);
    const downloading = page.waitForEvent('download');
    await confirmation.click();
    const pdf = await pdfText(await downloading);
    expect(pdf).toContain(number);
    expect(pdf).toContain(gross.replace(/\s+/g, ' '));
    await page.getByRole('link', { name: 'Services', exact: true }).click();
    await page.getByRole('heading', { name: 'Services 2 booked' }).getByRole('button').click();
    await expect(page.getByText('30.00 m² of this ordered bindingly')).toBeVisible();
    await expect(page.getByText('Ordered bindingly; stays booked.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Booked services (net)' })).toContainText('Stand cleaning');
    await page.goto(page.url().replace(/registration\/orderbook\/(\d+)/, 'media/$1'));
    const media = page.getByRole('region', { name: 'Advertising media already ordered' });
    await expect(media).toContainText('Premium catalogue entry');
    await expect(media.getByRole('button', { name: `Order confirmation ${number} (PDF)` })).toBeVisible();
    await page.getByRole('navigation', { name: 'Pages of the registration' }).getByRole('link', { name: 'Documents', exact: true }).click();
    const invoiceRow = page.getByRole('row').filter({ hasText: invoiceNumber });
    await expect(invoiceRow).toContainText('Open');
    await expect(invoiceRow.getByRole('button', { name: `Download ${invoiceNumber} as PDF` })).toBeVisible();
    // The XRechnung is in the row's "…" menu.
    await invoiceRow.getByRole('button', { name: `Actions for ${invoiceNumber}` }).click();
    await expect(page.getByRole('menuitem', { name: `Download the XRechnung (XML) of ${invoiceNumber}` })).toBeVisible();
    await page.keyboard.press('Escape');
    const creditRow = page.getByRole('row').filter({ hasText: creditNumber });
    await expect(creditRow).toContainText('Credit note');
    await expect(creditRow).toContainText('119.00');
    await page.getByRole('link', { name: 'All documents', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'All documents' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: creditNumber })).toContainText('Kitchen & Living Autumn Fair');
    await expect(page.getByRole('row').filter({ hasText: invoiceNumber })).toContainText('Kitchen & Living Autumn Fair');
  });
});
