import { expect, type Page } from '@playwright/test';
import type { Lang } from './configurator-texts.ts';
import { switchLanguage } from './support.ts';

/** The seeded organiser staff account (an admin: every right of the back office). */
const staff = { username: 'be@messeportal.example', password: 'demo2027' };

const loginWords = {
  de: { email: 'E-Mail-Adresse', password: 'Passwort', logIn: 'Anmelden', events: 'Veranstaltungen' },
  en: { email: 'E-mail address', password: 'Password', logIn: 'Log in', events: 'Events' },
} as const;

/** Staff log in to the back office through its login form, in the language of the journey. */
export async function logInStaff(page: Page, lang: Lang) {
  const ui = loginWords[lang];
  await page.goto('/#/be/login');
  if (lang === 'en') await switchLanguage(page, 'English');
  await page.getByRole('textbox', { name: ui.email, exact: true }).fill(staff.username);
  await page.getByRole('textbox', { name: ui.password, exact: true }).fill(staff.password);
  await page.getByRole('button', { name: ui.logIn }).click();
  await expect(page.getByRole('heading', { level: 1, name: ui.events })).toBeVisible();
}
