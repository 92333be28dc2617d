import { E2E_ORIGIN_PATTERN } from './origin.ts';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe-check.ts';
import { linkFromMail, orderBindingly, registerNewExhibitor } from './configurator-steps.ts';
import { texts as configuratorTexts, type Lang } from './configurator-texts.ts';
import { apiLogin, openLoggedIn } from './api-setup.ts';
import { demoExhibitor } from './support.ts';

/** The demo company's second contact: may use the portal, but not register the company for an event. */
const secondContact = { username: 'technik@muster-kuechen.example', password: 'demo2027' };

const texts = {
  de: {
    ...configuratorTexts.de,
    registerForFireplaceFair: 'Zur Kaminmesse anmelden',
    registrationSubtitle: /^Melden Sie Ihre Firma zu dieser Messe an/,
    inLineStand: 'Reihenstand',
    unavailable: 'Eine Anmeldung ist nicht möglich',
    mainContactOnly: 'Nur der Hauptansprechpartner Ihrer Firma kann sich für eine neue Veranstaltung anmelden.',
    registeredForEvent: 'Ihre Firma ist für diese Veranstaltung bereits angemeldet.',
    toRegistration: 'Zu Ihrer Anmeldung',
    confirmSubject: 'Bitte bestätigen',
  },
  en: {
    ...configuratorTexts.en,
    registerForFireplaceFair: 'Register for Fireplace Fair',
    registrationSubtitle: /^Register your company for this fair/,
    inLineStand: 'In-line stand',
    unavailable: 'Registration is not possible',
    mainContactOnly: "Only your company's main contact can register for a new event.",
    registeredForEvent: 'Your company is already registered for this event.',
    toRegistration: 'Go to your registration',
    confirmSubject: 'Please confirm',
  },
} as const;
type Ui = (typeof texts)[Lang];

/** The dashboard, logged in through the API (the login form is login.spec.ts's), in the journey's language. */
async function logIn(page: Page, username: string, password: string, lang: Lang) {
  await openLoggedIn(page, lang, await apiLogin(page.request, 'exhibitor', username, password));
  await page.goto('/#/');
  await expect(page.getByRole('link', { name: texts[lang].registerForFireplaceFair })).toBeVisible();
}

/** From the stand step on: an in-line stand of 20 m², then on through the steps until `until` shows. */
async function configureFireplaceStand(page: Page, ui: Ui, until: () => Promise<boolean>) {
  await page.getByLabel(ui.inLineStand, { exact: true }).check();
  await page.getByLabel(ui.size).fill('20');
  const stepTitle = page.getByRole('heading', { level: 2 }).first();
  for (let step = 0; step < 6 && !(await until()); step++) {
    const title = await stepTitle.textContent();
    await page.getByRole('button', { name: ui.next }).click();
    // As a user would: look at the next step before going on (a later step's code may still be arriving).
    await expect(stepTitle).not.toHaveText(title ?? '');
  }
}

// Each journey runs in one language: the registration link in English (its language segment switches away
// from the default), the second contact in German; language-smoke.spec.ts opens a German link after English.
function registrationLinkJourney(lang: Lang) {
  const ui = texts[lang];

  test(`${lang}: a new exhibitor registers through the registration link and gets the confirmation mail`, async ({ page }) => {
    test.setTimeout(120_000);
    const email = `anmeldung-${lang}${Date.now()}@example.com`;
    await page.goto(`/#/e/register/2/${lang}`);
    // The language segment of the link sets the interface language.
    await expect(page.locator('html')).toHaveAttribute('lang', lang === 'en' ? 'en-US' : 'de-DE');
    await expect(page.getByText(ui.registrationSubtitle)).toBeVisible();
    // A registration, not an offer: no block to mail an offer link.
    await expect(page.getByRole('button', { name: ui.sendLink })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    await configureFireplaceStand(page, ui, () => page.getByLabel(ui.newEmail).isVisible());
    await registerNewExhibitor(page, ui, email, 'Kamin2027!');
    await orderBindingly(page, ui, email);
    const confirmLink = await linkFromMail(email, ui.confirmSubject, new RegExp(`${E2E_ORIGIN_PATTERN}/#/e/confirm/\\S+`));
    expect(confirmLink).toMatch(new RegExp(`/${lang}$`));
  });
}

function secondContactJourney(lang: Lang) {
  const ui = texts[lang];

  test(`${lang}: a contact who is not the main contact cannot register the company for a new event`, async ({ page }) => {
    await logIn(page, secondContact.username, secondContact.password, lang);
    await page.getByRole('link', { name: ui.registerForFireplaceFair }).click();
    await expect(page.getByRole('heading', { level: 1, name: ui.unavailable })).toBeVisible();
    await expect(page.getByText(ui.mainContactOnly)).toBeVisible();
    await expect(page.getByLabel(ui.inLineStand, { exact: true })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

registrationLinkJourney('en');
secondContactJourney('de');

test('the main contact registers the company for another event from the dashboard', async ({ page }) => {
  test.setTimeout(120_000);
  const ui = texts.de;
  await logIn(page, demoExhibitor.username, demoExhibitor.password, 'de');
  await page.getByRole('link', { name: ui.registerForFireplaceFair }).click();
  await expect(page.getByText(ui.registrationSubtitle)).toBeVisible();
  // Logged in, the company step knows the company: straight on to the order.
  await configureFireplaceStand(page, ui, () => page.getByRole('heading', { name: ui.orderTitle }).isVisible());
  await expect(page.getByText(demoExhibitor.company).first()).toBeVisible();
  // Its login proves the address: the registration is confirmed at once, without a second opt-in.
  await orderBindingly(page, ui, demoExhibitor.username, ui.orderedConfirmed);

  await page.getByRole('link', { name: ui.toRegistration }).click();
  await expect(page).toHaveURL(/#\/registration\/show\/\d+$/);
  await expect(page.getByText('Kaminmesse').first()).toBeVisible();
  await expect(page.getByText('E-Mail-Bestätigung fehlt')).toHaveCount(0);
  // Once registered, the dashboard no longer offers it, and the address says so.
  await page.goto('/#/');
  await expect(page.getByRole('link', { name: ui.registerForFireplaceFair })).toHaveCount(0);
  await page.goto('/#/register/2');
  await expect(page.getByText(ui.registeredForEvent)).toBeVisible();
  await expect(page.getByRole('link', { name: ui.toRegistration })).toBeVisible();
});
