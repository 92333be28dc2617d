import { expect, type Page } from '@playwright/test';
import { linkFromMail, orderBindingly, registerNewExhibitor } from './configurator-steps.ts';
import { texts, type Lang } from './configurator-texts.ts';
import { E2E_ORIGIN_PATTERN } from './origin.ts';
import { submitLogin, switchLanguage } from './support.ts';

/** The seeded organiser staff account (an admin: every right of the back office). */
const staff = { username: 'be@messeportal.example', password: 'demo2027' };

const loginWords = {
  de: { email: 'E-Mail-Adresse', password: 'Passwort', logIn: 'Anmelden', events: 'Veranstaltungen', confirmSubject: 'Bitte bestätigen' },
  en: { email: 'E-mail address', password: 'Password', logIn: 'Log in', events: 'Events', confirmSubject: 'Please confirm' },
} as const;

/** A new exhibitor orders a 30 m² stand with the cleaning service in the public configurator. */
export async function orderInConfigurator(page: Page, lang: Lang, email: string, password: string) {
  const ui = texts[lang];
  await page.goto('/#/e/offer/1');
  if (lang === 'en') await switchLanguage(page, 'English');
  await page.getByLabel(ui.standType, { exact: true }).check();
  await page.getByLabel(ui.size).fill('30');
  await expect(page.getByRole('table', { name: ui.prices30 })).toBeVisible();
  await page.getByRole('button', { name: ui.next }).click();
  await page.getByRole('button', { name: ui.next }).click();
  await page.getByRole('button', { name: ui.next }).click();
  await page.getByRole('tab', { name: ui.servicesTab }).click();
  await page.getByLabel(ui.cleaning).fill('30');
  await page.getByRole('button', { name: ui.next }).click();
  await page.getByRole('button', { name: ui.next }).click();
  await registerNewExhibitor(page, ui, email, password, null);
  await orderBindingly(page, ui, email);
}

/** The new exhibitor follows its double opt-in link and logs in to the portal. */
export async function confirmAndLogIn(page: Page, lang: Lang, email: string, password: string) {
  const confirmLink = await linkFromMail(email, loginWords[lang].confirmSubject, new RegExp(`${E2E_ORIGIN_PATTERN}/#/e/confirm/\\S+`));
  await page.goto(confirmLink);
  await expect(page.getByRole('heading', { level: 1, name: /^(Anmeldung bestätigt|Registration confirmed)$/ })).toBeVisible();
  await page.goto('/#/s/login');
  await submitLogin(page, email, password, lang);
}

/** Staff log in to the back office in the language of the journey. */
export async function logInStaff(page: Page, lang: Lang) {
  const ui = loginWords[lang];
  await page.goto('/#/be/login');
  if (lang === 'en') await switchLanguage(page, 'English');
  await page.getByRole('textbox', { name: ui.email, exact: true }).fill(staff.username);
  await page.getByRole('textbox', { name: ui.password, exact: true }).fill(staff.password);
  await page.getByRole('button', { name: ui.logIn }).click();
  await expect(page.getByRole('heading', { level: 1, name: ui.events })).toBeVisible();
}
