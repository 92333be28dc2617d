import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { seriousViolations } from './axe-check.ts';
import { apiLogin, openLoggedIn } from './api-setup.ts';
import { demoExhibitor } from './support.ts';

const texts = {
  de: {
    openBooklet: 'Serviceleistungen Küchen & Wohnen Herbstmesse',
    bookletTitle: 'Serviceleistungen',
    section: 'Standskizze',
    none: 'Noch keine Standskizze hochgeladen.',
    upload: 'Standskizze hochladen',
    replace: 'Standskizze ersetzen',
    saved: 'Die Standskizze wurde gespeichert.',
    uploadedOn: 'hochgeladen am',
    download: 'Standskizze herunterladen',
    remove: 'Löschen',
    removeConfirm: 'Endgültig löschen',
    removed: 'Die Standskizze wurde entfernt.',
  },
  en: {
    openBooklet: /^Services /,
    bookletTitle: 'Services',
    section: 'Stand plan',
    none: 'No stand plan uploaded yet.',
    upload: 'Upload stand plan',
    replace: 'Replace stand plan',
    saved: 'The stand plan was saved.',
    uploadedOn: 'uploaded on',
    download: 'Download stand plan',
    remove: 'Delete',
    removeConfirm: 'Delete for good',
    removed: 'The stand plan was removed.',
  },
} as const;

/** The dashboard, logged in through the API (the login form is login.spec.ts's), in the journey's language. */
async function logIn(page: Page, lang: 'de' | 'en') {
  await openLoggedIn(page, lang, await apiLogin(page.request, 'exhibitor', demoExhibitor.username, demoExhibitor.password));
  await page.goto('/#/');
  await expect(page.getByRole('heading', { level: 1, name: demoExhibitor.company })).toBeVisible();
}

const today = () => new Date().toLocaleDateString('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric' });

// The journey runs in English; language-smoke.spec.ts opens the booklet's stand plan section in German.
function floorPlanJourney(lang: 'de' | 'en') {
  const text = texts[lang];

  test(`the exhibitor uploads, downloads and removes its stand plan (${lang})`, async ({ page }) => {
    const fileName = `Standskizze-${lang}.png`;
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 240, g: 240, b: 230 } } }).png().toBuffer();
    await logIn(page, lang);
    await page.getByRole('link', { name: text.openBooklet }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: text.bookletTitle })).toBeVisible();

    const section = page.getByRole('region', { name: text.section });
    await expect(section.getByText(text.none)).toBeVisible();
    await expect(section.getByRole('button', { name: text.upload })).toBeVisible();
    await section.locator('input[type="file"]').setInputFiles({ name: fileName, mimeType: 'image/png', buffer: png });

    await expect(page.getByText(text.saved)).toBeVisible();
    await expect(section.getByText(fileName, { exact: true })).toBeVisible();
    await expect(section).toContainText(`${text.uploadedOn} ${today()}`);
    await expect(section.getByRole('button', { name: text.replace })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const downloading = page.waitForEvent('download');
    await section.getByRole('button', { name: text.download }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(fileName);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(png)).toBe(true);

    await section.getByRole('button', { name: text.remove, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: text.removeConfirm }).click();
    await expect(page.getByText(text.removed)).toBeVisible();
    await expect(section.getByText(text.none)).toBeVisible();
    await expect(section.getByText(fileName, { exact: true })).toBeHidden();
  });
}

floorPlanJourney('en');
