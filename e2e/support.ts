import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

/** The seeded demo exhibitor (README, "Demo logins"). */
export const demoExhibitor = {
  username: 'demo@messeportal.example',
  password: 'demo2027',
  company: 'Muster Küchen GmbH',
  contact: 'Anna Muster',
};

const labels = {
  de: { username: 'Benutzername (E-Mail-Adresse)', password: 'Passwort', submit: 'Anmelden' },
  en: { username: 'Username (e-mail address)', password: 'Password', submit: 'Log in' },
} as const;

/** Fills and sends the login form as a user would, finding the fields by their visible labels. */
export async function submitLogin(page: Page, username: string, password: string, lang: 'de' | 'en' = 'de') {
  await page.getByRole('textbox', { name: labels[lang].username, exact: true }).fill(username);
  await page.getByRole('textbox', { name: labels[lang].password, exact: true }).fill(password);
  await page.getByRole('button', { name: labels[lang].submit }).click();
}

export async function switchLanguage(page: Page, language: 'Deutsch' | 'English') {
  await page.getByText(language, { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'English' ? 'en-US' : 'de-DE');
}

export const storedItem = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

/**
 * The file a module of the web under test was built into, as its address ends (`/assets/….js`): chunks are named by
 * their hash alone, the build's manifest names their modules.
 */
export function builtChunk(source: string): string {
  const dist = process.env.WEB_DIST ?? join(import.meta.dirname, '../apps/web/dist');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const chunk = manifest[source];
  if (!chunk) throw new Error(`the build has no ${source}`);
  return `/${chunk.file}`;
}
