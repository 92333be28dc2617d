import { expect, test } from '@playwright/test';
import { apiLogin, confirmThroughMail, demoStaff, openLoggedIn, orderAsNewExhibitor, type Lang } from './api-setup.ts';
import { texts } from './configurator-texts.ts';
import { mailsTo } from './mail-catcher.ts';

// Issue 16: a new exhibitor orders; staff find the registration at the desk, see its order and services, give it
// a hall and stand number; the exhibitor is told by mail and sees them in the portal; the service list holds it.
// The journey runs in English; language-smoke.spec.ts opens the desk in German. The order it starts from is
// placed through the API (the configurator's clicking is configurator.spec.ts's).

const words = {
  de: {
    registrations: 'Anmeldungen',
    search: 'Suche',
    orders: 'Verbindliche Bestellungen',
    hall: 'Halle',
    standNr: 'Standnummer',
    saveStand: 'Stand speichern',
    standSaved: 'Der Stand ist gespeichert; der Aussteller wird per E-Mail informiert.',
    standMail: 'Ihr Stand auf der',
    export: 'Exportieren',
    servicesCsv: 'Gebuchte Services je Position und Halle (CSV)',
    moveTo: 'Status ändern',
    orderMoved: 'Der Status der Bestellung ist geändert.',
    confirmedState: 'Bestätigt',
    event: 'Küchen & Wohnen Herbstmesse',
    standType: 'Standtyp',
    chooseStandType: 'Standtyp wählen',
    unconfirmed: 'Unbestätigt',
    views: 'Ansichten',
    facts: 'Eckdaten',
    country: 'Deutschland',
  },
  en: {
    registrations: 'Registrations',
    search: 'Search',
    orders: 'Binding orders',
    hall: 'Hall',
    standNr: 'Stand number',
    saveStand: 'Save stand',
    standSaved: 'The stand is saved; the exhibitor is told by e-mail.',
    standMail: 'Your stand at',
    export: 'Export',
    servicesCsv: 'Booked services per item and hall (CSV)',
    moveTo: 'Change state',
    orderMoved: "The order's state is changed.",
    confirmedState: 'Confirmed',
    event: 'Kitchen & Living Autumn Fair',
    standType: 'Stand type',
    chooseStandType: 'Choose Stand type',
    unconfirmed: 'Unconfirmed',
    views: 'Views',
    facts: 'Key facts',
    country: 'Germany',
  },
} as const;

function deskJourney(lang: Lang) {
  const ui = words[lang];

  test(`${lang}: staff find a new registration, give it a stand, and the exhibitor and the service list know it`, async ({ browser, request }) => {
    test.setTimeout(180_000);
    // A new exhibitor ordered a 30 m² stand with the cleaning service.
    const email = `desk-${lang}${Date.now()}@example.com`;
    const { company, password } = await orderAsNewExhibitor(request, { lang, email, password: 'Messe2027!', services: { Standreinigung: 30 } });
    const standNr = `D-${lang}${Date.now() % 100_000}`;

    // Staff find it by its e-mail address and open it: the order holds the stand and the cleaning.
    const desk = await browser.newPage();
    const staff = await apiLogin(request, 'staff', demoStaff.username, demoStaff.password);
    await openLoggedIn(desk, lang, staff);
    await desk.goto('/#/be/event/1/registrations');
    await expect(desk.getByRole('heading', { level: 1, name: ui.registrations })).toBeVisible();
    // The views count the event's registrations by state, as the server counts them; the new one waits for its confirmation.
    const { counts } = (await (await request.get('/be/event/1/registrations', { headers: { Authorization: `Bearer ${staff.token}` } })).json()) as { counts: { unconfirmed: number } };
    expect(counts.unconfirmed).toBeGreaterThan(0);
    const views = desk.getByRole('tablist', { name: ui.views });
    await expect(views.getByRole('tab', { name: `${ui.unconfirmed} ${counts.unconfirmed}` })).toBeVisible();
    await views.getByRole('tab', { name: new RegExp(`^${ui.unconfirmed}`) }).click();
    await expect(desk).toHaveURL(/state=unconfirmed/);
    await desk.getByRole('searchbox', { name: ui.search }).fill(email);
    await expect(desk.getByRole('link', { name: company })).toBeVisible();
    await expect(desk.getByRole('row')).toHaveCount(2);
    // The stand type filter offers the fair's own stand types (issue 28), and the registration's type keeps it listed.
    const standType = (await desk.getByRole('row').nth(1).getByRole('cell').nth(1).innerText()).trim();
    await desk.getByRole('button', { name: ui.chooseStandType }).click();
    expect(await desk.getByRole('menuitem').allInnerTexts()).toContain(standType);
    await desk.getByRole('menuitem', { name: standType, exact: true }).click();
    await expect(desk.getByRole('button', { name: `${ui.standType}: ${standType}` })).toBeVisible();
    await expect(desk.getByRole('link', { name: company })).toBeVisible();
    // The whole row opens the registration, not only its link.
    await desk.getByRole('row').nth(1).getByRole('cell').last().click();
    await expect(desk.getByRole('heading', { level: 1, name: company })).toBeVisible();
    // The address names its country, not its code.
    await expect(desk.getByRole('region', { name: ui.facts })).toContainText(ui.country);
    const orders = desk.getByRole('region', { name: ui.orders });
    await expect(orders).toContainText(texts[lang].cleaning);

    // The order is confirmed by staff: the state shows, and only the allowed next states are offered.
    await orders.getByRole('combobox', { name: new RegExp(`^${ui.moveTo}`) }).selectOption({ index: 1 });
    await expect(desk.getByText(ui.orderMoved)).toBeVisible();
    await expect(orders.getByText(ui.confirmedState, { exact: true })).toBeVisible();

    await desk.getByRole('textbox', { name: ui.hall, exact: true }).fill('Halle 9');
    await desk.getByRole('textbox', { name: ui.standNr, exact: true }).fill(standNr);
    await desk.getByRole('button', { name: ui.saveStand }).click();
    await expect(desk.getByText(ui.standSaved)).toBeVisible();
    // The page's header shows the stand as the registration's key figure.
    await expect(desk.getByRole('term').filter({ hasText: /^Stand$/ }).locator('xpath=following-sibling::dd')).toHaveText(`Halle 9 · ${standNr}`);

    // The exhibitor is told by mail in its language, and sees hall and stand in its portal.
    await expect.poll(() => mailsTo(email).find((mail) => mail.subject.startsWith(ui.standMail))?.text ?? '', { timeout: 20_000 }).toContain(standNr);
    await confirmThroughMail(request, email, lang);
    const exhibitor = await browser.newPage();
    await openLoggedIn(exhibitor, lang, await apiLogin(request, 'exhibitor', email, password));
    await exhibitor.goto('/#/');
    await exhibitor.getByRole('link', { name: new RegExp(ui.event) }).first().click();
    await expect(exhibitor.getByText(standNr)).toBeVisible();
    await expect(exhibitor.getByText('Halle 9')).toBeVisible();

    // The service list for the cleaning company holds the ordered cleaning with hall and stand.
    await desk.getByRole('link', { name: ui.registrations, exact: true }).click();
    await expect(desk.getByRole('heading', { level: 1, name: ui.registrations })).toBeVisible();
    await desk.getByRole('button', { name: ui.export }).click();
    const download = desk.waitForEvent('download');
    await desk.getByRole('menuitem', { name: ui.servicesCsv }).click();
    const file = await download;
    const chunks: Buffer[] = [];
    for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
    const csv = Buffer.concat(chunks).toString('utf8');
    const row = csv.split(/\r\n/).find((line) => line.includes(standNr));
    expect(row, csv.slice(0, 400)).toBeDefined();
    expect(row).toContain('Halle 9');
    expect(row).toContain(texts[lang].cleaning);
    await Promise.all([exhibitor.close(), desk.close()]);
  });
}

deskJourney('en');
