import { expect, test, type Page } from '@playwright/test';
import { apiLogin, openLoggedIn } from './api-setup.ts';
import { seriousViolations } from './axe-check.ts';
import { demoExhibitor } from './support.ts';

const texts = {
  de: {
    showRegistration: 'Anmeldung Küchen & Wohnen Herbstmesse ansehen',
    fair: 'Küchen & Wohnen Herbstmesse',
    profileNav: 'Profil',
    newBrand: 'Neue Marke',
    brandName: 'Markenname',
    productGroup: 'Küchenmöbel',
    assignHere: 'Die Marke auf Küchen & Wohnen Herbstmesse zeigen (dieser Anmeldung zuordnen)',
    save: 'Speichern',
    saved: 'Änderungen wurden gespeichert',
    brands: 'Marken',
    contacts: 'Ansprechpartner',
    brandCheckbox: (name: string) => `Marke ${name} dieser Anmeldung zuordnen`,
    contactCheckbox: (name: string) => `${name} dieser Anmeldung zuordnen`,
    unassigned: (name: string) => `${name} ist der Anmeldung für Küchen & Wohnen Herbstmesse nicht mehr zugeordnet.`,
    assigned: (name: string) => `${name} ist jetzt der Anmeldung für Küchen & Wohnen Herbstmesse zugeordnet.`,
    printDeadline: 'Druckunterlagenschluss',
    printDeadlineText: /Küchen & Wohnen Herbstmesse: Änderungen an Firmendaten, Marken und Logos bis zum \d{2}\.\d{2}\.\d{4} erscheinen in den Printmedien/,
    editCompany: 'Firmendaten bearbeiten',
  },
  en: {
    showRegistration: 'View registration Kitchen & Living Autumn Fair',
    fair: 'Kitchen & Living Autumn Fair',
    profileNav: 'Profile',
    newBrand: 'New brand',
    brandName: 'Brand name',
    productGroup: 'Kitchen furniture',
    assignHere: 'Show the brand at Kitchen & Living Autumn Fair (assign it to this registration)',
    save: 'Save',
    saved: 'Changes saved',
    brands: 'Brands',
    contacts: 'Contacts',
    brandCheckbox: (name: string) => `Assign brand ${name} to this registration`,
    contactCheckbox: (name: string) => `Assign ${name} to this registration`,
    unassigned: (name: string) => `${name} is no longer assigned to the registration for Kitchen & Living Autumn Fair.`,
    assigned: (name: string) => `${name} is now assigned to the registration for Kitchen & Living Autumn Fair.`,
    printDeadline: 'Print deadline',
    printDeadlineText: /Kitchen & Living Autumn Fair: changes to company data, brands and logos made by .+ appear in the fair's print media/,
    editCompany: 'Edit company data',
  },
} as const;

/** The seeded technician of the demo company, assigned to its registration. */
const TECHNICIAN = 'Jonas Beispiel';

/** The demo exhibitor's registration page, logged in through the API (the login form is login.spec.ts's). */
async function openRegistration(page: Page, lang: 'de' | 'en') {
  await openLoggedIn(page, lang, await apiLogin(page.request, 'exhibitor', demoExhibitor.username, demoExhibitor.password));
  await page.goto('/#/');
  await page.getByRole('link', { name: texts[lang].showRegistration }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: texts[lang].fair })).toBeVisible();
}

test.describe("the exhibitor assigns its contacts and brands to a registration", () => {
  test('de: makes a brand from the registration page, which assigns it there; unassigns a contact and assigns it again', async ({ page }) => {
    const text = texts.de;
    const brandName = `Zuordnungsmarke ${Date.now()}`;
    await openRegistration(page, 'de');
    const brands = page.getByRole('region', { name: text.brands });
    await expect(brands.getByText(text.printDeadlineText)).toBeVisible();

    await brands.getByRole('link', { name: text.newBrand }).click();
    await expect(page.getByText(text.printDeadlineText)).toBeVisible();
    // Offered for the registration it is made from, once it has one of the fair's product groups.
    const assignHere = page.getByRole('checkbox', { name: text.assignHere });
    await expect(assignHere).toBeDisabled();
    await page.getByRole('textbox', { name: text.brandName }).fill(brandName);
    await page.getByRole('checkbox', { name: text.productGroup }).check();
    await expect(assignHere).toBeChecked();
    await page.getByRole('button', { name: text.save, exact: true }).click();

    await expect(page.getByText(text.saved)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: text.fair })).toBeVisible();
    await expect(brands.getByRole('checkbox', { name: text.brandCheckbox(brandName) })).toBeChecked();
    expect(await seriousViolations(page)).toEqual([]);

    // The technician no longer looks after this fair; after a reload still not, then again.
    const technician = page.getByRole('region', { name: text.contacts }).getByRole('checkbox', { name: text.contactCheckbox(TECHNICIAN) });
    await expect(technician).toBeChecked();
    // The box shows the change at once and keeps it once the server has it (click: check() wants it synchronous).
    await technician.click();
    await expect(technician).not.toBeChecked();
    await expect(page.getByText(text.unassigned(TECHNICIAN))).toBeVisible();
    await page.reload();
    await expect(technician).not.toBeChecked();
    await technician.click();
    await expect(page.getByText(text.assigned(TECHNICIAN))).toBeVisible();
    await expect(technician).toBeChecked();
  });

  test('en: a brand made in the profile is offered on the registration page and assigned there; the print deadline shows where company data are edited', async ({ page }) => {
    const text = texts.en;
    const brandName = `Assigned brand ${Date.now()}`;
    await openRegistration(page, 'en');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: text.profileNav }).click();
    await page.getByRole('link', { name: text.editCompany }).click();
    await expect(page.getByRole('alert').filter({ hasText: text.printDeadline })).toContainText(text.printDeadlineText);
    await page.goBack();

    await page.getByRole('link', { name: text.newBrand }).click();
    // Not made from a registration: nothing is assigned with the save.
    await expect(page.getByRole('checkbox', { name: text.assignHere })).toHaveCount(0);
    await page.getByRole('textbox', { name: text.brandName }).fill(brandName);
    await page.getByRole('checkbox', { name: text.productGroup }).check();
    await page.getByRole('button', { name: text.save, exact: true }).click();
    await expect(page.getByText(text.saved)).toBeVisible();

    await page.goto('/#/');
    await page.getByRole('link', { name: text.showRegistration }).first().click();
    const brand = page.getByRole('region', { name: text.brands }).getByRole('checkbox', { name: text.brandCheckbox(brandName) });
    await expect(brand).not.toBeChecked();
    await brand.click();
    await expect(page.getByText(text.assigned(brandName))).toBeVisible();
    await page.reload();
    await expect(brand).toBeChecked();
  });
});
