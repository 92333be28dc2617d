import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiLogin, demoStaff, openLoggedIn, type Lang } from './api-setup.ts';
import { seriousViolations } from './axe-check.ts';

// Issue 31, import: an admin creates a hall, imports its plan from an SVG drawn in millimetres (a 40 × 30 m hall with
// seven stands and two columns), sees the plan read with its stands and no error, accepts it as version 1 and finds
// its stands beside the drawing; then a broken drawing (one stand number twice) shows the translated problem and
// cannot be accepted; a second hall of the same name is refused at its field. In German and English, on a laptop and
// on a phone, with axe on each state. Screenshots go to SHOTS (outside the repository) to be looked at.

const SHOTS = process.env.HALL_SHOTS ?? '/tmp/shots-halls';

const words = {
  de: {
    nav: 'Hallenpläne',
    newHall: 'Neue Halle',
    name: 'Name der Halle',
    create: 'Halle anlegen',
    cancel: 'Abbrechen',
    nameTaken: 'Eine Halle mit diesem Namen gibt es schon.',
    preview: 'Vorschau',
    acceptable: 'Der Plan kann als neue Fassung übernommen werden.',
    notAcceptable: /Der Plan kann so nicht übernommen werden/,
    accept: 'Als neue Fassung übernehmen',
    saved: 'Der Plan ist als Fassung 1 gespeichert.',
    planTitle: 'Plan, Fassung 1',
    error: 'Fehler',
    duplicate: /Eine Standnummer kommt mehrfach vor \(A1 und A1\)/,
    show: (stand: string) => `Stand ${stand} im Plan zeigen`,
    area: '12,00 m²',
    island: 'Blockstand (4 Seiten offen)',
    versionOne: 'Fassung 1',
    noPlanYet: 'Noch kein Plan',
    firstVersion: 'Die erste Fassung dieser Halle: noch nichts zu vergleichen.',
  },
  en: {
    nav: 'Hall plans',
    newHall: 'New hall',
    name: 'Name of the hall',
    create: 'Create hall',
    cancel: 'Cancel',
    nameTaken: 'A hall with this name exists already.',
    preview: 'Preview',
    acceptable: 'The plan can be accepted as a new version.',
    notAcceptable: /The plan cannot be accepted as it is/,
    accept: 'Accept as a new version',
    saved: 'The plan has been saved as version 1.',
    planTitle: 'Plan, version 1',
    error: 'Error',
    duplicate: /A stand number is used more than once \(A1 and A1\)/,
    show: (stand: string) => `Show stand ${stand} on the plan`,
    area: '12.00 m²',
    island: 'Island stand (four sides open)',
    versionOne: 'Version 1',
    noPlanYet: 'No plan yet',
    firstVersion: 'The first version of this hall: nothing to compare yet.',
  },
} as const;

/** A stand as a rectangle in millimetres with its number in the middle. */
const stand = (number: string, x: number, y: number, width: number, height: number) =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="#eef" stroke="#333"/><text x="${x + width / 2}" y="${y + height / 2}" text-anchor="middle">${number}</text>`;

/** A hall of 40 × 30 m drawn in millimetres: a row of four stands, an island, two stands at the back wall, two columns. */
function hallSvg(numbers: { island: string; back: [string, string] }) {
  const stands = [
    stand('A1', 3000, 3000, 4000, 3000),
    stand('A2', 7000, 3000, 4000, 3000),
    stand('A3', 11000, 3000, 4000, 3000),
    stand('A4', 15000, 3000, 4000, 3000),
    stand(numbers.island, 25000, 12000, 6000, 6000),
    stand(numbers.back[0], 3000, 26000, 5000, 4000),
    stand(numbers.back[1], 8000, 26000, 5000, 4000),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="40000mm" height="30000mm" viewBox="0 0 40000 30000">
  <g id="halle"><rect x="0" y="0" width="40000" height="30000" fill="none" stroke="#000"/></g>
  <g id="staende">${stands.join('')}</g>
  <g id="saeulen"><rect x="20000" y="10000" width="400" height="400"/><rect x="20000" y="20000" width="400" height="400"/></g>
</svg>`;
}

const GOOD = hallSvg({ island: 'B1', back: ['C1', 'C2'] });
/** The same hall with the island numbered A1 as well. */
const BROKEN = hallSvg({ island: 'A1', back: ['C1', 'C2'] });

async function chooseFile(page: Page, name: string, svg: string) {
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'image/svg+xml', buffer: Buffer.from(svg) });
}

async function shoot(page: Page, name: string) {
  // Notices fade; the page as it stays is what is looked at, from its top (the app's fixed header drawn there).
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function expectNoSeriousViolations(page: Page, where: string) {
  expect(await seriousViolations(page), where).toEqual([]);
}

// German on a laptop and English on a phone: each language and each width once, which keeps the browser suite short.
for (const [lang, width] of [['de', 1366], ['en', 390]] as const satisfies [Lang, number][]) {
  test(`an admin imports a hall plan from an SVG and cannot accept a broken one (${lang}, ${width} px)`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    mkdirSync(SHOTS, { recursive: true });
    const ui = words[lang];
    const shot = (name: string) => `${name}-${lang}-${width}`;
    const hallName = `Halle ${lang.toUpperCase()} ${width} ${Date.now() % 100_000}`;
    const staff = await apiLogin(request, 'staff', demoStaff.username, demoStaff.password);
    // A context of its own: axe analyses the pages of a context (not of browser.newPage).
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await openLoggedIn(page, lang, staff);

    // The halls, from the back office's navigation.
    await page.goto('/#/be');
    if (width < 500) await page.getByRole('button', { name: /Navigation|navigation/ }).first().click();
    await page.getByRole('link', { name: ui.nav, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: ui.nav })).toBeVisible();

    // A new hall opens at once, without a plan.
    await page.getByRole('button', { name: ui.newHall }).first().click();
    await page.getByRole('dialog').getByRole('textbox', { name: ui.name }).fill(hallName);
    await page.getByRole('dialog').getByRole('button', { name: ui.create }).click();
    await expect(page.getByRole('heading', { level: 1, name: hallName })).toBeVisible();

    // The good drawing: read, checked, shown with its stands, nothing stored yet.
    await chooseFile(page, 'halle.svg', GOOD);
    await expect(page.getByRole('radio', { name: 'SVG' })).toBeChecked();
    await page.getByRole('button', { name: ui.preview, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: ui.acceptable })).toBeVisible();
    await expect(page.getByText(ui.firstVersion)).toBeVisible();
    await expect(page.getByRole('button', { name: ui.show('B1') })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: ui.island })).toHaveCount(1);
    await expect(page.getByText(ui.error, { exact: true })).toHaveCount(0);
    const accept = page.getByRole('button', { name: ui.accept });
    await expect(accept).toBeEnabled();
    // A preview stores nothing: the hall still has no plan.
    await expect(page.getByText(ui.noPlanYet, { exact: true })).toBeVisible();
    await expectNoSeriousViolations(page, 'the preview of a good drawing');
    await shoot(page, shot('preview'));

    // Accepted, it is version 1, drawn beside its stands; a stand chosen in the list is marked there.
    await accept.click();
    await expect(page.getByRole('status').filter({ hasText: ui.saved })).toBeVisible();
    await expect(page.getByRole('heading', { name: ui.planTitle })).toBeVisible();
    const a1 = page.getByRole('button', { name: ui.show('A1') });
    await expect(a1).toHaveCount(1);
    await expect(page.getByRole('row').filter({ has: a1 })).toContainText(ui.area);
    await a1.click();
    await expect(a1).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('table').filter({ hasText: 'halle.svg' })).toContainText(ui.versionOne);
    await expectNoSeriousViolations(page, 'a hall with its first version');
    await shoot(page, shot('hall'));

    // The broken drawing: its problem in the language of the page, and no way to accept it.
    await chooseFile(page, 'halle-kaputt.svg', BROKEN);
    await page.getByRole('button', { name: ui.preview, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: ui.notAcceptable })).toBeVisible();
    await expect(page.getByText(ui.duplicate).first()).toBeVisible();
    await expect(page.getByText(ui.error, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: ui.accept })).toBeDisabled();
    await expectNoSeriousViolations(page, 'the preview of a broken drawing');
    await shoot(page, shot('broken'));

    // In the list with its version; a second hall of the same name is refused at the name.
    await page.goto('/#/be/admin/halls');
    const row = page.getByRole('row').filter({ hasText: hallName });
    await expect(row).toContainText(ui.versionOne);
    await page.getByRole('button', { name: ui.newHall }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: ui.name }).fill(hallName);
    await dialog.getByRole('button', { name: ui.create }).click();
    await expect(dialog.getByText(ui.nameTaken)).toBeVisible();
    await expectNoSeriousViolations(page, 'a hall name taken');
    await dialog.getByRole('button', { name: ui.cancel }).first().click();
    await expect(dialog).toBeHidden();
    await expectNoSeriousViolations(page, 'the halls');
    await shoot(page, shot('halls'));
    await context.close();
  });
}
