import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { extractPdfText } from '../apps/api/test/extract-pdf-text.ts';
import { mailsTo } from './mail-catcher.ts';
import { E2E_ORIGIN_PATTERN } from './origin.ts';
import { apiLogin, openLoggedIn } from './api-setup.ts';
import { demoExhibitor, submitLogin } from './support.ts';

const texts = {
  de: {
    fair: 'Küchen & Wohnen Herbstmesse',
    showRegistration: 'Anmeldung Küchen & Wohnen Herbstmesse ansehen',
    documentsNav: 'Dokumente',
    documentsTitle: 'Dokumente',
    invoice: 'Rechnung',
    download: (number: string) => `${number} als PDF herunterladen`,
    profileNav: 'Profil',
    // The profile is the company's record: its name is the page's h1.
    profileTitle: demoExhibitor.company,
    newContact: 'Neuer Ansprechpartner',
    gender: 'Anrede',
    ms: 'Frau',
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail-Adresse',
    save: 'Speichern',
    saved: 'Änderungen wurden gespeichert',
    contacts: 'Ansprechpartner',
    editNamed: (name: string) => `${name} bearbeiten`,
    emailPending: (email: string, sentTo: string) => `Die neue E-Mail-Adresse ${email} gilt, sobald der Ansprechpartner sie bestätigt: Der Link ging an ${sentTo}.`,
    emailConfirmed: (email: string) => `Bestätigt: Sie melden sich ab jetzt mit ${email} an.`,
    newBrand: 'Neue Marke',
    brandName: 'Markenname',
    productGroup: 'Küchenmöbel',
    uploadTooNarrow: 'Upload fehlgeschlagen (das Key Visual muss mindestens 800 Pixel breit sein, dieses Bild ist 600 Pixel breit)',
    motifTooNarrow: 'Key Visual: JPG, mindestens 800 x 400 Pixel. Einzelbild, keine Collage und kein Text, max. 2 MB.',
    brands: 'Marken',
    summary: 'Bitte korrigieren Sie 1 Angabe',
    productGroupsFix: 'Warengruppen: Bitte wählen Sie mindestens eine Warengruppe.',
  },
  en: {
    fair: 'Kitchen & Living Autumn Fair',
    showRegistration: 'View registration Kitchen & Living Autumn Fair',
    documentsNav: 'Documents',
    documentsTitle: 'Documents',
    invoice: 'Invoice',
    download: (number: string) => `Download ${number} as PDF`,
    profileNav: 'Profile',
    profileTitle: demoExhibitor.company,
    newContact: 'New contact',
    gender: 'Salutation',
    ms: 'Ms',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail address',
    save: 'Save',
    saved: 'Changes saved',
    contacts: 'Contacts',
    editNamed: (name: string) => `Edit ${name}`,
    emailPending: (email: string, sentTo: string) => `The new e-mail address ${email} takes effect once the contact confirms it: the link went to ${sentTo}.`,
    emailConfirmed: (email: string) => `Confirmed: from now on you log in with ${email}.`,
    newBrand: 'New brand',
    brandName: 'Brand name',
    productGroup: 'Kitchen furniture',
    uploadTooNarrow: 'Upload failed (the key image must be at least 800 pixels wide, this one is 600 pixels wide)',
    motifTooNarrow: 'Key image: JPG, at least 800 x 440 pixels. Single image, no collage or text, max. 2 MB.',
    brands: 'Brands',
    summary: 'Please correct 1 entry',
    productGroupsFix: 'Product groups: Please choose at least one product group.',
  },
} as const;

/** The demo company's invoice, one of the seeded documents of its registration (numbered in the seeding year). */
const INVOICE_NUMBER = `RE-${new Date().getFullYear()}-0001`;

/** A plain JPG of the given size, as an upload's file payload. */
async function jpeg(name: string, width: number, height: number) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } }).jpeg().toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** The dashboard, logged in through the API (the login form is login.spec.ts's), in the journey's language. */
async function logIn(page: Page, lang: 'de' | 'en') {
  await openLoggedIn(page, lang, await apiLogin(page.request, 'exhibitor', demoExhibitor.username, demoExhibitor.password));
  await page.goto('/#/');
  await expect(page.getByRole('heading', { level: 1, name: demoExhibitor.company })).toBeVisible();
}

// Each journey runs in one language, both languages among them; language-smoke.spec.ts opens the pages of the
// English ones in German and of the German ones in English (the German documents: invoicing.spec.ts).
function openDocuments(lang: 'de' | 'en') {
  const text = texts[lang];

  test(`${lang}: opens the documents of its registration and downloads the invoice PDF`, async ({ page }) => {
    await logIn(page, lang);
    await page.getByRole('link', { name: text.showRegistration }).first().click();
    await page.getByRole('link', { name: text.documentsNav, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.documentsTitle })).toBeVisible();

    const row = page.getByRole('row').filter({ hasText: INVOICE_NUMBER });
    await expect(row).toContainText(text.invoice);
    await expect(row).toContainText(/\d{2}\.\d{2}\.\d{4}/);

    const downloading = page.waitForEvent('download');
    await row.getByRole('button', { name: text.download(INVOICE_NUMBER) }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${INVOICE_NUMBER}.pdf`);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const pdf = Buffer.concat(chunks);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(extractPdfText(pdf).text).toContain(INVOICE_NUMBER);

    // A session that ended meanwhile: the download opens the login, which leads back to the documents.
    await page.evaluate(() => localStorage.setItem('fe_token', 'expired'));
    await row.getByRole('button', { name: text.download(INVOICE_NUMBER) }).click();
    await expect(page).toHaveURL(/#\/s\/login$/);
    await submitLogin(page, demoExhibitor.username, demoExhibitor.password, lang);
    await expect(page.getByRole('heading', { level: 1, name: text.documentsTitle })).toBeVisible();
  });
}

function addContact(lang: 'de' | 'en') {
  const text = texts[lang];

  test(`${lang}: adds a contact and sees it in the profile list`, async ({ page }) => {
    // Unique per run: the e-mail address is the contact's user name and must not exist yet.
    const stamp = `${Date.now()}${lang}`;
    const email = `kontakt-${stamp}@example.com`;
    const lastName = `Probe${stamp}`;
    await logIn(page, lang);
    await page.getByRole('navigation', { name: lang === 'de' ? 'Hauptnavigation' : 'Main navigation' }).getByRole('link', { name: text.profileNav }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.profileTitle })).toBeVisible();
    await page.getByRole('link', { name: text.newContact }).click();

    await page.getByRole('combobox', { name: text.gender }).selectOption({ label: text.ms });
    await page.getByRole('textbox', { name: text.firstName }).fill('Erika');
    await page.getByRole('textbox', { name: text.lastName }).fill(lastName);
    await page.getByRole('textbox', { name: text.email }).fill(email);
    await page.getByRole('button', { name: text.save, exact: true }).click();

    await expect(page.getByText(text.saved)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: text.profileTitle })).toBeVisible();
    const contacts = page.getByRole('table', { name: text.contacts });
    await expect(contacts.getByRole('row').filter({ hasText: email })).toContainText(`Erika ${lastName}`);

    // The main contact changes her e-mail (her username): it waits for her confirmation from her current address.
    const changed = `neu-${stamp}@example.com`;
    await page.getByRole('link', { name: text.editNamed(`Erika ${lastName}`) }).click();
    await page.getByRole('textbox', { name: text.email }).fill(changed);
    await page.getByRole('button', { name: text.save, exact: true }).click();
    await expect(page.getByText(text.emailPending(changed, email))).toBeVisible();
    await expect(contacts.getByRole('row').filter({ hasText: email })).toContainText(`Erika ${lastName}`);
    let link: string | undefined;
    await expect
      .poll(() => (link = mailsTo(email).at(-1)?.text.match(new RegExp(`${E2E_ORIGIN_PATTERN}/(#/s/confirm-email/[A-Za-z0-9_-]+)`))?.[1]), {
        timeout: 20_000,
        message: `the confirmation mail to ${email}`,
      })
      .toBeTruthy();
    await page.goto(`/${link}`);
    await expect(page.getByText(text.emailConfirmed(changed))).toBeVisible();
  });
}

function addBrand(lang: 'de' | 'en') {
  const text = texts[lang];

  test(`${lang}: adds a brand: no product group is refused in the error summary, a key image that is too narrow at upload under its field, a wide one saves`, async ({ page }) => {
    const brandName = `Probemarke ${Date.now()} ${lang}`;
    await logIn(page, lang);
    await page.goto('/#/me');
    await page.getByRole('link', { name: text.newBrand }).click();
    await page.getByRole('textbox', { name: text.brandName }).fill(brandName);

    // Saved without a product group: the summary on top takes the focus, says what to do and leads to the group.
    await page.getByRole('button', { name: text.save, exact: true }).click();
    const summary = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: text.summary }) });
    await expect(summary).toBeFocused();
    await summary.getByRole('button', { name: text.productGroupsFix }).click();
    await expect(page.locator('input[type="checkbox"]:focus')).toHaveCount(1);
    await page.getByRole('checkbox', { name: text.productGroup }).check();

    // The last file input is the key image's.
    const motifInput = page.locator('input[type="file"]').last();
    await expect(page.getByText(text.motifTooNarrow)).toBeVisible();
    await motifInput.setInputFiles(await jpeg('narrow.jpg', 600, 400));
    // Refused as soon as the upload answers, under the field (SPEC §9: 800 px), and not kept.
    await expect(page.getByText(text.uploadTooNarrow)).toBeVisible();
    await expect(page.getByRole('link', { name: 'narrow.jpg' })).toHaveCount(0);

    await motifInput.setInputFiles(await jpeg('wide.jpg', 1000, 500));
    await expect(page.getByRole('link', { name: 'wide.jpg' })).toBeVisible();
    await page.getByRole('button', { name: text.save, exact: true }).click();
    await expect(page.getByText(text.saved)).toBeVisible();
    await expect(page.getByRole('table', { name: text.brands }).getByRole('row').filter({ hasText: brandName })).toBeVisible();
  });
}

test.describe("the exhibitor's documents and company data", () => {
  openDocuments('en');
  addContact('de');
  addBrand('en');
});
