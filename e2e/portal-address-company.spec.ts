import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from './axe-check.ts';
import { apiLogin, openLoggedIn } from './api-setup.ts';
import { demoExhibitor } from './support.ts';

const texts = {
  de: {
    // The profile is the company's record: its name is the page's h1.
    profileTitle: demoExhibitor.company,
    editCompany: 'Firmendaten bearbeiten',
    companyName: 'Firmenname',
    ustid: 'USt-IdNr.',
    phoneDirect: 'Rufnummer',
    companyFacts: 'Firma',
    fillIn: (label: string) => `Füllen Sie „${label}“ aus.`,
    summary: 'Bitte korrigieren Sie 1 Angabe',
    ustidForm: 'Bitte geben Sie eine gültige USt-IdNr. für DE an (z. B. DE123456789).',
    save: 'Speichern',
    saved: 'Änderungen wurden gespeichert',
    newAddress: 'Neue Adresse',
    addressName: 'Firma oder Name',
    nameExtra: 'Namenszusatz (z. B. Abteilung)',
    street: 'Straße und Hausnummer',
    zip: 'Postleitzahl',
    city: 'Ort',
    country: 'Land',
    germany: 'Deutschland',
    isMain: 'Hauptadresse',
    addresses: 'Adressen',
    edit: (name: string) => `${name} bearbeiten`,
    delete: 'Löschen',
    deleteConfirm: 'Endgültig löschen',
    deleted: 'Der Eintrag wurde gelöscht.',
  },
  en: {
    profileTitle: demoExhibitor.company,
    editCompany: 'Edit company data',
    companyName: 'Company name',
    ustid: 'VAT ID',
    phoneDirect: 'Number',
    companyFacts: 'Company',
    fillIn: (label: string) => `Fill in “${label}”.`,
    summary: 'Please correct 1 entry',
    ustidForm: 'Please enter a valid VAT ID for DE (e.g. DE123456789).',
    save: 'Save',
    saved: 'Changes saved',
    newAddress: 'New address',
    addressName: 'Company or name',
    nameExtra: 'Additional name (e.g. department)',
    street: 'Street and number',
    zip: 'Postcode',
    city: 'City',
    country: 'Country',
    germany: 'Germany',
    isMain: 'Main address',
    addresses: 'Addresses',
    edit: (name: string) => `Edit ${name}`,
    delete: 'Delete',
    deleteConfirm: 'Delete for good',
    deleted: 'The entry was deleted.',
  },
} as const;

/** The demo company's seeded phone number (direct part) and VAT ID, put back after the change. */
const SEEDED = { telDirect: '2180 440-0', ustid: 'DE123456789' };

/** The profile, logged in through the API (the login form is login.spec.ts's), in the journey's language. */
async function openProfile(page: Page, lang: 'de' | 'en') {
  await openLoggedIn(page, lang, await apiLogin(page.request, 'exhibitor', demoExhibitor.username, demoExhibitor.password));
  await page.goto('/#/');
  await expect(page.getByRole('heading', { level: 1, name: demoExhibitor.company })).toBeVisible();
  await page.goto('/#/me');
  await expect(page.getByRole('heading', { level: 1, name: texts[lang].profileTitle })).toBeVisible();
}

/**
 * A refused save as the reader meets it: the error summary on top takes the focus and says how to fix the one
 * field, its link moves the focus to the field, and the field says the same under it; no notice.
 */
async function expectSummaryFor(page: Page, lang: 'de' | 'en', field: Locator, label: string, what: string) {
  const text = texts[lang];
  const summary = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: text.summary }) });
  await expect(summary).toBeFocused();
  await summary.getByRole('button', { name: text.fillIn(label) }).click();
  await expect(field).toBeFocused();
  await expect(field).toHaveAccessibleDescription(text.fillIn(label));
  expect(await seriousViolations(page), what).toEqual([]);
}

async function saveAndReturn(page: Page, lang: 'de' | 'en') {
  // The notice of an earlier save (3 s) is gone first, so the one seen is this save's.
  await expect(page.getByText(texts[lang].saved)).toHaveCount(0);
  await page.getByRole('button', { name: texts[lang].save, exact: true }).click();
  await expect(page.getByText(texts[lang].saved)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: texts[lang].profileTitle })).toBeVisible();
}

// Each journey runs in one language, both languages among them; language-smoke.spec.ts opens the forms of the
// English one in German and of the German one in English.
function editCompany(lang: 'de' | 'en') {
  const text = texts[lang];

  test(`${lang}: edits the company: an empty name and a wrong VAT ID are refused in the error summary and under their fields, a new phone number saves`, async ({ page }) => {
    // Other journeys assert the company name, so only the phone number changes, and it is put back at the end.
    const telDirect = `2180 ${Date.now() % 1_000_000}`;
    await openProfile(page, lang);
    await page.getByRole('link', { name: text.editCompany }).click();
    const name = page.getByRole('textbox', { name: text.companyName });
    await expect(name).toHaveValue(demoExhibitor.company);
    expect(await seriousViolations(page), 'company form').toEqual([]);

    await name.fill('');
    await page.getByRole('button', { name: text.save, exact: true }).click();
    await expectSummaryFor(page, lang, name, text.companyName, 'company form with an error');

    // The VAT ID must fit the main address's country, which only the server knows.
    await name.fill(demoExhibitor.company);
    const ustid = page.getByRole('textbox', { name: text.ustid });
    await ustid.fill('DE123');
    await page.getByRole('button', { name: text.save, exact: true }).click();
    await expect(ustid).toHaveAccessibleDescription(new RegExp(text.ustidForm.replace(/[.()]/g, '\\$&')));
    await expect(page.getByText(text.saved)).toHaveCount(0);

    await ustid.fill(SEEDED.ustid);
    await page.getByRole('textbox', { name: text.phoneDirect }).first().fill(telDirect);
    await saveAndReturn(page, lang);
    const facts = page.getByRole('region', { name: text.companyFacts, exact: true });
    await expect(facts).toContainText(`+49 89 ${telDirect}`);
    await expect(facts).toContainText(SEEDED.ustid);

    await page.getByRole('link', { name: text.editCompany }).click();
    await page.getByRole('textbox', { name: text.phoneDirect }).first().fill(SEEDED.telDirect);
    await saveAndReturn(page, lang);
    await expect(facts).toContainText(`+49 89 ${SEEDED.telDirect}`);
  });
}

function editAddresses(lang: 'de' | 'en') {
  const text = texts[lang];

  test(`${lang}: adds an address (a missing city is refused), edits and deletes it; the main address cannot be deleted`, async ({ page }) => {
    const stamp = `${Date.now()}${lang}`;
    const addressName = `Probe-Adresse ${stamp}`;
    const street = `Teststraße ${stamp}`;
    await openProfile(page, lang);
    await page.getByRole('link', { name: text.newAddress }).click();

    await page.getByRole('textbox', { name: text.addressName, exact: true }).fill(addressName);
    await page.getByRole('textbox', { name: text.street, exact: true }).fill(street);
    await page.getByRole('textbox', { name: text.zip, exact: true }).fill('80331');
    await page.getByRole('combobox', { name: text.country, exact: true }).selectOption({ label: text.germany });
    expect(await seriousViolations(page), 'address form').toEqual([]);
    await page.getByRole('button', { name: text.save, exact: true }).click();
    const city = page.getByRole('textbox', { name: text.city, exact: true });
    await expectSummaryFor(page, lang, city, text.city, 'address form with an error');

    await city.fill('München');
    await saveAndReturn(page, lang);
    const addresses = page.getByRole('table', { name: text.addresses });
    const row = addresses.getByRole('row').filter({ hasText: street });
    await expect(row).toContainText('80331 München');

    await row.getByRole('link', { name: text.edit(`${addressName}, ${street}`) }).click();
    await page.getByRole('textbox', { name: text.nameExtra, exact: true }).fill('Lager');
    await saveAndReturn(page, lang);
    await expect(row).toContainText('Lager');

    await row.getByRole('link', { name: text.edit(`${addressName}, Lager, ${street}`) }).click();
    await page.getByRole('button', { name: text.delete, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: text.deleteConfirm }).click();
    await expect(page.getByText(text.deleted)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: text.profileTitle })).toBeVisible();
    await expect(row).toHaveCount(0);

    // The main address keeps its flag and has no delete button.
    await addresses.getByRole('row').filter({ hasText: 'Leopoldstraße 112' }).getByRole('link').click();
    await expect(page.getByRole('checkbox', { name: text.isMain })).toBeDisabled();
    await expect(page.getByRole('checkbox', { name: text.isMain })).toBeChecked();
    await expect(page.getByRole('button', { name: text.delete, exact: true })).toHaveCount(0);
  });
}

test.describe('the exhibitor edits its company data and addresses', () => {
  editCompany('de');
  editAddresses('en');
});
