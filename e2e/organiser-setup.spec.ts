import { spawn } from 'node:child_process';
import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import { extractPdfText } from '../apps/api/test/extract-pdf-text.ts';
import { startServerProcess, type ServerProcess } from '../apps/api/test/server-process.ts';
import { texts, type Lang } from './configurator-texts.ts';
import { linkFromMail, orderBindingly, registerNewExhibitor } from './configurator-steps.ts';
import { SMTP_PORT } from './mail-catcher.ts';
import { submitLogin, switchLanguage } from './support.ts';

// Issue 15: an organiser installs the product without demo data, creates its admin with the staff command, and
// sets up and sells a fair in the browser without a line of code.

const ADMIN = { email: 'olga@kaminwelt.example', password: 'Kaminwelt-Admin-27' };

/** The words of the back office this journey reads, per language. */
const words = {
  de: {
    staffEmail: 'E-Mail-Adresse',
    staffPassword: 'Passwort',
    staffLogin: 'Anmelden',
    settingsNav: 'Einstellungen',
    catalogueNav: 'Katalog',
    settings: {
      companyName: 'Firmenname',
      street: 'Straße und Hausnummer',
      zip: 'PLZ',
      city: 'Ort',
      email: 'E-Mail-Adresse',
      vatId: 'USt-IdNr.',
      taxNumber: 'Steuernummer',
      bankName: 'Bank',
      iban: 'IBAN',
      bic: 'BIC',
      footer: 'Fußtext der Dokumente, Deutsch',
      loginNotice: 'Hinweis über der Anmeldung der Aussteller, Deutsch',
      save: 'Einstellungen speichern',
      saved: 'Die Einstellungen sind gespeichert.',
      summary: 'Bitte korrigieren Sie 1 Angabe',
    },
    newEvent: 'Neue Veranstaltung',
    nameDe: 'Name (deutsch)',
    nameEn: 'Name (englisch)',
    startsAt: 'Erster Messetag',
    endsAt: 'Letzter Messetag',
    registrationEndsAt: 'Anmeldeschluss',
    printEndsAt: 'Druckschluss',
    techEndsAt: 'Technikschluss',
    notADateTime: (text: string) => `„${text}“ ist kein Zeitpunkt. Bitte als TT.MM.JJJJ hh:mm eingeben, z. B. 05.03.2027 18:00.`,
    urlAgb: 'Adresse der Teilnahmebedingungen',
    urlCancellation: 'Adresse der Stornobedingungen',
    createEvent: 'Veranstaltung anlegen',
    standsTab: 'Standtypen',
    mediaTab: 'Werbemittel',
    bookletTab: 'Bestellheft',
    eventTab: 'Veranstaltung',
    published: 'Veröffentlicht',
    publishedDone: 'Die Veranstaltung ist veröffentlicht.',
    notPublished: 'Diese Veranstaltung ist noch nicht veröffentlicht.',
    newStand: 'Neuer Standtyp',
    standType: 'Art des Stands',
    qmMin: 'Kleinste Fläche (m²)',
    qmMax: 'Größte Fläche (m²)',
    rule: 'Position 1',
    ruleDe: 'Bezeichnung (deutsch)',
    ruleEn: 'Bezeichnung (englisch)',
    unit: 'Einheit',
    price: 'Einzelpreis netto (€)',
    perQm: 'je m² Standfläche',
    saveStand: 'Standtyp speichern',
    previewSize: 'Standgröße (m²)',
    mediaGroups: 'Mediengruppen',
    addMediaGroup: 'Mediengruppe hinzufügen',
    newMedium: 'Neues Medium',
    mediaGroup: 'Mediengruppe',
    mediumPrice: 'Preis netto (€)',
    stock: 'Bestand (Stück)',
    saveMedium: 'Medium speichern',
    newGroup: 'Neue Gruppe',
    titleDe: 'Titel (deutsch)',
    titleEn: 'Titel (englisch)',
    saveGroup: 'Gruppe speichern',
    newItemIn: (group: string) => `Neue Position in ${group}`,
    itemType: 'Art der Position',
    itemPrice: 'Preis netto (€)',
    mandatory: 'Pflichtangabe',
    inConfigurator: 'Schon im Konfigurator anbieten',
    saveItem: 'Position speichern',
    copyOf: (name: string) => `Neue Ausgabe von ${name}`,
    actionsFor: (name: string) => `Aktionen für ${name}`,
    createCopy: 'Ausgabe anlegen',
    copyNotice: 'Dies ist die neue Ausgabe',
    modeStart: 'Neues Startdatum',
    newStartsAt: 'Neuer erster Messetag',
    newStart: (date: string) => `Die neue Ausgabe beginnt am ${date}.`,
    soldOut: '2 (verkauft 2, frei 0)',
    unitOptions: { qm: 'm²', piece: 'Stück' },
    typeOptions: { inline: 'Reihenstand (1 Seite offen)' },
    productType: 'Produkt',
    next: 'Weiter',
    skip: 'Überspringen',
    confirmSubject: 'Bitte bestätigen',
    orders: 'Ihre Bestellungen',
    confirmation: /^Auftragsbestätigung (AB-\d{4}-\d{4}) \(PDF\)$/,
  },
  en: {
    staffEmail: 'E-mail address',
    staffPassword: 'Password',
    staffLogin: 'Log in',
    settingsNav: 'Settings',
    catalogueNav: 'Catalogue',
    settings: {
      companyName: 'Company name',
      street: 'Street and number',
      zip: 'Postcode',
      city: 'City',
      email: 'E-mail address',
      vatId: 'VAT ID',
      taxNumber: 'Tax number',
      bankName: 'Bank',
      iban: 'IBAN',
      bic: 'BIC',
      footer: 'Footer of documents, English',
      loginNotice: "Notice above the exhibitors' login, English",
      save: 'Save settings',
      saved: 'The settings are saved.',
      summary: 'Please correct 1 entry',
    },
    newEvent: 'New event',
    nameDe: 'Name (German)',
    nameEn: 'Name (English)',
    startsAt: 'First day of the fair',
    endsAt: 'Last day of the fair',
    registrationEndsAt: 'Registration deadline',
    printEndsAt: 'Print deadline',
    techEndsAt: 'Technical deadline',
    notADateTime: (text: string) => `“${text}” is not a date and time. Please type it as dd.mm.yyyy hh:mm, e.g. 05.03.2027 18:00.`,
    urlAgb: 'Address of the terms of participation',
    urlCancellation: 'Address of the cancellation terms',
    createEvent: 'Create event',
    standsTab: 'Stand types',
    mediaTab: 'Advertising media',
    bookletTab: 'Order booklet',
    eventTab: 'Event',
    published: 'Published',
    publishedDone: 'The event is published.',
    notPublished: 'This event has not been published yet.',
    newStand: 'New stand type',
    standType: 'Kind of stand',
    qmMin: 'Smallest size (m²)',
    qmMax: 'Largest size (m²)',
    rule: 'Position 1',
    ruleDe: 'Description (German)',
    ruleEn: 'Description (English)',
    unit: 'Unit',
    price: 'Net unit price (€)',
    perQm: 'per m² of stand',
    saveStand: 'Save stand type',
    previewSize: 'Stand size (m²)',
    mediaGroups: 'Media groups',
    addMediaGroup: 'Add media group',
    newMedium: 'New medium',
    mediaGroup: 'Media group',
    mediumPrice: 'Net price (€)',
    stock: 'Stock (pieces)',
    saveMedium: 'Save medium',
    newGroup: 'New group',
    titleDe: 'Title (German)',
    titleEn: 'Title (English)',
    saveGroup: 'Save group',
    newItemIn: (group: string) => `New item in ${group}`,
    itemType: 'Kind of item',
    itemPrice: 'Net price (€)',
    mandatory: 'Mandatory',
    inConfigurator: 'Offer in the configurator already',
    saveItem: 'Save item',
    copyOf: (name: string) => `New edition of ${name}`,
    actionsFor: (name: string) => `Actions for ${name}`,
    createCopy: 'Create edition',
    copyNotice: 'This is the new edition',
    modeStart: 'New start date',
    newStartsAt: 'New first day of the fair',
    newStart: (date: string) => `The new edition starts on ${date}.`,
    soldOut: '2 (sold 2, available 0)',
    unitOptions: { qm: 'm²', piece: 'piece' },
    typeOptions: { inline: 'In-line stand (one side open)' },
    productType: 'product',
    next: 'Next',
    skip: 'Skip',
    confirmSubject: 'Please confirm',
    orders: 'Your orders',
    confirmation: /^Order confirmation (AB-\d{4}-\d{4}) \(PDF\)$/,
  },
} as const;

/** `npm run staff -- …` on the journey's database, the password on standard input, as an operator runs it. */
function staffCommand(dataDir: string, args: string[], stdin: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/staff-cli.ts', ...args], { env: { ...process.env, DATA_DIR: dataDir } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`staff command failed (${code}): ${output}`))));
    child.stdin.end(`${stdin}\n`);
  });
}

/** Picks an option of a Mantine select by the field's label. */
async function choose(scope: Page | Locator, page: Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A day from today as a user types it into a date field, in either language: dd.mm.yyyy. */
const day = (offset: number) => {
  const [year, month, date] = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10).split('-');
  return `${date}.${month}.${year}`;
};

async function bytesOf(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

let server: ServerProcess;

test.describe.configure({ mode: 'serial' });
// A step that cannot find its control fails within seconds, not at the end of the long journey's time.
test.use({ actionTimeout: 15_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // The staff command runs before the server's first start, on the database the server then starts on.
  const dataDir = `.tmp/e2e-organiser-${Date.now()}`;
  const added = await staffCommand(dataDir, ['add', ADMIN.email, '--role', 'admin', '--name', 'Olga Organisator', '--password-stdin'], ADMIN.password);
  expect(added).toContain(`Added ${ADMIN.email}  admin`);
  server = await startServerProcess({ DATA_DIR: dataDir, DEMO: 'false', SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}` });
  await server.ready();
  // No demo fair and no demo login on this database.
  expect((await fetch(`${server.url}/pub/event/1`)).status).toBe(404);
  const demoLogin = await fetch(`${server.url}/be/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'be@messeportal.example', password: 'demo2027' }),
  });
  expect(demoLogin.status).toBe(401);
});

test.afterAll(async () => {
  await server?.stop();
});

/**
 * The organiser's whole setup in the browser. It runs in English (the back office's other journeys run in
 * German and English); language-smoke.spec.ts opens the settings and the catalogue in German.
 */
function organiserJourney(lang: Lang) {
  const w = words[lang];
  const ui = texts[lang];

  test(`${lang}: on a database without demo data an admin sets up the organiser and a fair, a visitor orders it, and the admin copies it to next year`, async ({ browser }) => {
    test.setTimeout(300_000);
    const suffix = `${lang}-${Date.now()}`;
    const eventName = lang === 'de' ? `Kaminmesse Nord ${suffix}` : `Fireplace Fair North ${suffix}`;
    const admin = await browser.newPage();
    await admin.goto(`${server.url}/#/be/login`);
    if (lang === 'en') await switchLanguage(admin, 'English');
    await admin.getByRole('textbox', { name: w.staffEmail }).fill(ADMIN.email);
    await admin.getByRole('textbox', { name: w.staffPassword }).fill(ADMIN.password);
    await admin.getByRole('button', { name: w.staffLogin, exact: true }).click();

    // The organiser settings every PDF and mail prints.
    await admin.getByRole('link', { name: w.settingsNav }).click();
    const s = w.settings;
    const field = (name: string) => admin.getByRole('textbox', { name, exact: true });
    await field(s.companyName).fill('Kaminwelt Messen GmbH');
    await field(s.street).fill('Ofenweg 3');
    await field(s.zip).fill('90402');
    await field(s.city).fill('Nürnberg');
    await field(s.email).fill('info@kaminwelt.example');
    await field(s.vatId).fill('DE123456789');
    await field(s.taxNumber).fill('241/114/50123');
    await field(s.bankName).fill('Sparkasse Nürnberg');
    await field(s.iban).fill('DE88 3704 0044 0532 0130 00');
    await field(s.bic).fill('COBADEFFXXX');
    await field(s.footer).fill(lang === 'de' ? 'Es gelten die Teilnahmebedingungen der Kaminwelt.' : 'The terms of participation of Kaminwelt apply.');
    await field(s.loginNotice).fill(loginNotice[lang]);
    await admin.getByRole('button', { name: s.save }).click();
    // A wrong check digit is refused in the error summary on top, whose link leads to the field; the right IBAN is saved.
    const summary = admin.getByRole('alert').filter({ has: admin.getByRole('heading', { name: s.summary }) });
    await expect(summary).toBeFocused();
    // Its message names the IBAN and says what to check.
    await summary.getByRole('button', { name: /IBAN/ }).click();
    await expect(field(s.iban)).toBeFocused();
    await expect(field(s.iban)).toHaveAttribute('aria-invalid', 'true');
    await field(s.iban).fill('DE89 3704 0044 0532 0130 00');
    await admin.getByRole('button', { name: s.save }).click();
    await expect(admin.getByText(s.saved)).toBeVisible();

    // A new event with a stand type and its price rule.
    await admin.getByRole('link', { name: w.catalogueNav }).click();
    await admin.getByRole('button', { name: w.newEvent }).first().click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('textbox', { name: w.nameDe, exact: true }).fill(lang === 'de' ? eventName : `Kaminmesse Nord ${suffix}`);
    await dialog.getByRole('textbox', { name: w.nameEn, exact: true }).fill(lang === 'en' ? eventName : `Fireplace Fair North ${suffix}`);
    await dialog.getByLabel(new RegExp(`^${w.startsAt}`)).fill(day(60));
    await dialog.getByLabel(new RegExp(`^${w.endsAt}`)).fill(day(62));
    await dialog.getByLabel(new RegExp(`^${w.registrationEndsAt}`)).fill(`${day(30)} 18:00`);
    await dialog.getByLabel(new RegExp(`^${w.printEndsAt}`)).fill(`${day(40)} 18:00`);
    // A day that does not exist is refused as the field is left, with what was typed; then the right one.
    const techEndsAt = dialog.getByLabel(new RegExp(`^${w.techEndsAt}`));
    await techEndsAt.fill('31.04.2027 18:00');
    await techEndsAt.press('Tab');
    await expect(dialog.getByText(w.notADateTime('31.04.2027 18:00'))).toBeVisible();
    await expect(techEndsAt).toHaveValue('');
    await techEndsAt.fill(`${day(45)} 18:00`);
    await dialog.getByRole('textbox', { name: w.urlAgb, exact: true }).fill('https://kaminwelt.example/agb');
    await dialog.getByRole('textbox', { name: w.urlCancellation, exact: true }).fill('https://kaminwelt.example/storno');
    await dialog.getByRole('button', { name: w.createEvent }).click();
    await expect(admin.getByRole('heading', { name: eventName, level: 1 })).toBeVisible();
    const eventId = Number(/event\/(\d+)/.exec(admin.url())![1]);

    await admin.getByRole('tab', { name: w.standsTab }).click();
    await admin.getByRole('button', { name: w.newStand }).click();
    await admin.getByRole('textbox', { name: w.nameDe, exact: true }).fill('Reihenstand Nord');
    await admin.getByRole('textbox', { name: w.nameEn, exact: true }).fill('In-line stand North');
    await choose(admin, admin, w.standType, w.typeOptions.inline);
    await admin.getByRole('textbox', { name: w.qmMin, exact: true }).fill('10');
    await admin.getByRole('textbox', { name: w.qmMax, exact: true }).fill('50');
    // A new stand type starts with one price rule to fill in.
    const rule = admin.getByRole('group', { name: w.rule });
    await rule.getByRole('textbox', { name: w.ruleDe, exact: true }).fill('Standfläche Nord');
    await rule.getByRole('textbox', { name: w.ruleEn, exact: true }).fill('Stand space North');
    await choose(rule, admin, w.unit, w.unitOptions.qm);
    await rule.getByText(w.perQm, { exact: true }).click();
    // A price filled in the other language's style (as from a spreadsheet) is read as that price, not as 12,350.
    await rule.getByRole('textbox', { name: w.price, exact: true }).fill(lang === 'de' ? '123.50' : '123,50');
    // The live price table answers as the configurator will: 20 m² × 123.50 €.
    await admin.getByRole('textbox', { name: w.previewSize, exact: true }).fill('20');
    await expect(admin.getByRole('table').filter({ hasText: lang === 'de' ? '2.470,00' : '2,470.00' }).first()).toBeVisible();
    await admin.getByRole('button', { name: w.saveStand }).click();
    await expect(admin.getByRole('row', { name: /Reihenstand Nord|In-line stand North/ })).toBeVisible();

    // A medium with stock 2 (in a media group of its own: this database has none yet).
    await admin.getByRole('tab', { name: w.mediaTab }).click();
    const groups = admin.getByRole('region', { name: w.mediaGroups });
    await groups.getByRole('textbox', { name: w.nameDe, exact: true }).fill(`Druck ${suffix}`);
    await groups.getByRole('textbox', { name: w.nameEn, exact: true }).fill(`Print ${suffix}`);
    await groups.getByRole('button', { name: w.addMediaGroup }).click();
    await expect(groups.getByText(lang === 'de' ? `Druck ${suffix}` : `Print ${suffix}`)).toBeVisible();
    await admin.getByRole('button', { name: w.newMedium }).click();
    const medium = admin.getByRole('region', { name: w.newMedium });
    await choose(medium, admin, w.mediaGroup, lang === 'de' ? `Druck ${suffix}` : `Print ${suffix}`);
    await medium.getByRole('textbox', { name: w.nameDe, exact: true }).fill('Anzeige im Messeführer');
    await medium.getByRole('textbox', { name: w.nameEn, exact: true }).fill('Advert in the fair guide');
    await medium.getByRole('textbox', { name: w.mediumPrice, exact: true }).fill(lang === 'de' ? '480,00' : '480.00');
    await medium.getByRole('textbox', { name: w.stock, exact: true }).fill('2');
    await medium.getByRole('button', { name: w.saveMedium }).click();
    const mediumName = lang === 'de' ? 'Anzeige im Messeführer' : 'Advert in the fair guide';
    await expect(admin.getByRole('row', { name: new RegExp(mediumName) })).toBeVisible();

    // A mandatory booklet item, offered in the configurator. The tab is clicked again until it is chosen: the notices
    // of what was just saved may sit over the tabs for a moment and take a click.
    const bookletTab = admin.getByRole('tab', { name: w.bookletTab });
    await expect(async () => {
      await bookletTab.click();
      await expect(bookletTab).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await admin.getByRole('button', { name: w.newGroup }).first().click();
    await admin.getByRole('textbox', { name: w.titleDe, exact: true }).fill('Standservice');
    await admin.getByRole('textbox', { name: w.titleEn, exact: true }).fill('Stand service');
    await admin.getByRole('button', { name: w.saveGroup }).click();
    const groupName = lang === 'de' ? 'Standservice' : 'Stand service';
    await admin.getByRole('button', { name: w.newItemIn(groupName) }).click();
    await choose(admin, admin, w.itemType, w.productType);
    await admin.getByRole('textbox', { name: w.titleDe, exact: true }).fill('Standbewachung');
    await admin.getByRole('textbox', { name: w.titleEn, exact: true }).fill('Stand security');
    // Pasted, in the other style too: the configurator below charges 95 €.
    await pasteInto(admin.getByRole('textbox', { name: w.itemPrice, exact: true }), lang === 'de' ? '95.00' : '95,00');
    await admin.getByRole('checkbox', { name: w.mandatory }).check();
    await admin.getByRole('checkbox', { name: w.inConfigurator }).check();
    await admin.getByRole('button', { name: w.saveItem }).click();
    const itemName = lang === 'de' ? 'Standbewachung' : 'Stand security';
    await expect(admin.getByRole('row', { name: new RegExp(itemName) })).toBeVisible();

    // Until the organiser publishes it, the public configurator does not show the new fair.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(`${server.url}/#/e/offer/${eventId}`);
    if (lang === 'en') await switchLanguage(visitor, 'English');
    await expect(visitor.getByText(w.notPublished)).toBeVisible();
    await admin.getByRole('tab', { name: w.eventTab }).click();
    await admin.getByRole('switch', { name: w.published }).click();
    await expect(admin.getByRole('switch', { name: w.published })).toBeChecked();
    await expect(admin.getByText(w.publishedDone, { exact: true })).toBeVisible();

    // In a fresh browser context an anonymous visitor configures and orders exactly that.
    const email = `nord-${suffix}@example.com`;
    const password = 'Messe2027!';
    await visitor.reload();
    await visitor.getByLabel(lang === 'de' ? 'Reihenstand Nord' : 'In-line stand North', { exact: true }).check();
    await visitor.getByLabel(ui.size).fill('20');
    await expect(visitor.getByRole('table').filter({ hasText: lang === 'de' ? '2.470,00' : '2,470.00' }).first()).toBeVisible();
    await visitor.getByRole('button', { name: w.next }).click();
    await visitor.getByRole('button', { name: w.skip }).click();
    await visitor.getByLabel(lang === 'de' ? `Menge „${mediumName}“` : `Quantity “${mediumName}”`).selectOption('2');
    await visitor.getByRole('button', { name: w.next }).click();
    await visitor.getByLabel(itemName).fill('1');
    await visitor.getByRole('button', { name: w.next }).click();
    await visitor.getByRole('button', { name: w.next }).click();
    await registerNewExhibitor(visitor, ui, email, password, null);
    await orderBindingly(visitor, ui, email);
    const confirmLink = await linkFromMail(email, w.confirmSubject, new RegExp(`${server.url.replace(/[.]/g, '\\.')}/#/e/confirm/\\S+`));
    await visitor.goto(confirmLink);
    await expect(visitor.getByRole('heading', { name: ui.confirmed })).toBeVisible();

    // The order confirmation PDF shows those prices and the organiser's settings.
    await visitor.goto(`${server.url}/#/s/login`);
    // The organiser's own notice above the login, and its name heading the page.
    await expect(visitor.getByRole('note')).toContainText(loginNotice[lang]);
    await expect(visitor.getByRole('banner').getByText('Kaminwelt Messen GmbH')).toBeVisible();
    await submitLogin(visitor, email, password, lang);
    await visitor.getByRole('link', { name: new RegExp(eventName) }).first().click();
    const pdfButton = visitor.getByRole('region', { name: w.orders }).getByRole('button', { name: w.confirmation });
    const download = visitor.waitForEvent('download');
    await pdfButton.click();
    const pdf = extractPdfText(await bytesOf(await download)).text.replace(/\s+/g, ' ');
    const money = (value: string) => (lang === 'de' ? value : value.replace(/\./g, '#').replace(/,/g, '.').replace(/#/g, ','));
    for (const expected of [
      'Kaminwelt Messen GmbH',
      'IBAN DE89 3704 0044 0532 0130 00',
      'BIC COBADEFFXXX',
      lang === 'de' ? 'St.-Nr. 241/114/50123' : 'Tax no. 241/114/50123',
      lang === 'de' ? 'Es gelten die Teilnahmebedingungen der Kaminwelt.' : 'The terms of participation of Kaminwelt apply.',
      lang === 'de' ? 'Standfläche Nord' : 'Stand space North',
      money('2.470,00'),
      mediumName,
      money('960,00'),
      itemName,
      money('95,00'),
    ]) {
      expect(pdf, expected).toContain(expected);
    }
    await visitorContext.close();

    // The medium is sold out; the admin copies the event to next year and finds its dates moved.
    await admin.goto(`${server.url}/#/be/admin/event/${eventId}?tab=media`);
    await expect(admin.getByRole('row', { name: new RegExp(mediumName) })).toContainText(w.soldOut);
    // The breadcrumb back to the catalogue's list of events.
    await admin.getByRole('link', { name: w.catalogueNav }).last().click();
    // The event's row names its new edition in the row's "…" menu.
    await admin.getByRole('button', { name: w.actionsFor(eventName) }).click();
    await admin.getByRole('menuitem', { name: w.copyOf(eventName) }).click();
    // By its new first day, typed as dd.mm.yyyy: 52 weeks after the first.
    const copyDialog = admin.getByRole('dialog');
    await copyDialog.getByText(w.modeStart).click();
    const newStartsAt = copyDialog.getByRole('textbox', { name: w.newStartsAt });
    await expect(newStartsAt).toHaveValue(day(60 + 364));
    await newStartsAt.fill(day(60 + 365));
    await expect(copyDialog.getByText(w.newStart(day(60 + 365)))).toBeVisible();
    await newStartsAt.fill(day(60 + 364));
    // Moving on closes the calendar the typing opened.
    await newStartsAt.press('Tab');
    await expect(copyDialog.getByText(w.newStart(day(60 + 364)))).toBeVisible();
    await copyDialog.getByRole('button', { name: w.createCopy }).click();
    await expect(admin.getByText(w.copyNotice)).toBeVisible();
    await admin.getByRole('tab', { name: w.eventTab }).click();
    // Last year's texts and prices are not public before the organiser has checked them and publishes.
    await expect(admin.getByRole('switch', { name: w.published })).not.toBeChecked();
    await expect(admin.getByLabel(new RegExp(`^${w.startsAt}`))).toHaveValue(day(60 + 364));
    await expect(admin.getByLabel(new RegExp(`^${w.techEndsAt}`))).toHaveValue(`${day(45 + 364)} 18:00`);
    await admin.close();
  });
}

organiserJourney('en');

const loginNotice = { de: 'Am 3. März ist das Portal wegen Wartung nicht erreichbar.', en: 'The portal is down for maintenance on 3 March.' };

/** Pastes text into an empty field as the clipboard would. */
async function pasteInto(field: Locator, text: string) {
  await field.clear();
  await field.evaluate((input, pasted) => {
    const clipboardData = new DataTransfer();
    clipboardData.setData('text', pasted);
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
  }, text);
}
