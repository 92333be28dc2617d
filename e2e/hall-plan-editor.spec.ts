import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, authorization, demoStaff, openLoggedIn, type Session } from './api-setup.ts';
import { seriousViolations } from './axe-check.ts';
import { builtChunk } from './support.ts';

// Issue 31, the editor: an admin opens a hall's plan editor from the hall's page (its code a chunk of its own, loaded
// only then), draws a stand onto a neighbour and sees the overlap listed, drags it free and sees the problem go;
// splits a stand and merges it back, renumbers the stands, undoes and redoes that; is told why two stands apart do
// not merge; resizes a stand by its handle, draws a polygon stand, sets a column and a technical point; is warned
// before leaving unsaved changes, saves, and finds the new version on the hall's page. Then in English on a phone:
// a picture laid under the plan is scaled by two places and their distance; a colleague saves first, so the save is
// refused with the offer to load the newer version. Axe at 1366 px (de) and 390 px (en); screenshots of the editor
// at both widths in both languages go to SHOTS to be looked at.

const SHOTS = process.env.EDITOR_SHOTS ?? '/tmp/shots-editor';

type Ring = [number, number][];
const rect = (x: number, y: number, width: number, height: number): Ring => [[x, y], [x + width, y], [x + width, y + height], [x, y + height]];

/** A picture of one pixel, for the background to trace from. */
const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** A hall of 20 × 12 m with two stands of 4 × 3 m side by side, in centimetres. */
const START = {
  outline: rect(0, 0, 2_000, 1_200),
  stands: [
    { number: 'A1', ring: rect(200, 200, 400, 300) },
    { number: 'A2', ring: rect(600, 200, 400, 300) },
  ],
};

async function newHall(request: APIRequestContext, staff: Session) {
  const headers = authorization(staff);
  const name = `Editorhalle ${Date.now() % 100_000}`;
  const created = await request.post('/be/admin/halls', { headers, data: { name } });
  expect(created.status(), await created.text()).toBe(200);
  const { id } = (await created.json()) as { id: number };
  const saved = await request.post(`/be/admin/hall/${id}/versions`, { headers, data: { geometry: START, basedOn: null } });
  expect(saved.status(), await saved.text()).toBe(200);
  return { id, name };
}

/** Where a place of the plan (centimetres) is on the screen, through the drawing's own transform. */
async function onScreen(page: Page, [x, y]: [number, number]) {
  return page.locator('svg[data-tool] > g[transform]').evaluate((group, [px, py]) => {
    const matrix = (group as SVGGElement).getScreenCTM()!;
    return { x: matrix.a * px! + matrix.c * py! + matrix.e, y: matrix.b * px! + matrix.d * py! + matrix.f };
  }, [x, y]);
}

async function drag(page: Page, from: [number, number], to: [number, number]) {
  const [a, b] = [await onScreen(page, from), await onScreen(page, to)];
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 8 });
  await page.mouse.up();
}

const option = (page: Page, number: string) => page.getByRole('option', { name: new RegExp(`^Stand ${number},`) });

async function shoot(page: Page, name: string) {
  // The page as it stays, from its top (the app's fixed header drawn there); notices fade.
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('an admin edits a hall plan: draws, moves, splits, merges, renumbers, undoes, saves a version (de 1366, en 390)', async ({ browser, request }) => {
  test.setTimeout(150_000);
  mkdirSync(SHOTS, { recursive: true });
  const staff = await apiLogin(request, 'staff', demoStaff.username, demoStaff.password);
  const hall = await newHall(request, staff);
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const chunks: string[] = [];
  page.on('request', (sent) => chunks.push(sent.url()));
  await openLoggedIn(page, 'de', staff);

  // From the hall's page; the editor's code comes with the click, not before.
  await page.goto(`/#/be/admin/hall/${hall.id}`);
  await expect(page.getByRole('heading', { level: 1, name: hall.name })).toBeVisible();
  const editor = builtChunk('src/app/hall-plan-editor-group.ts');
  expect(chunks.filter((url) => url.endsWith(editor))).toEqual([]);
  await page.getByRole('link', { name: 'Plan bearbeiten' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Plan bearbeiten: ${hall.name}` })).toBeVisible();
  expect(chunks.filter((url) => url.endsWith(editor))).toHaveLength(1);
  await expect(page.getByText('Keine ungespeicherten Änderungen. Grundlage ist Fassung 1.')).toBeVisible();
  await expect(page.getByText('Keine Probleme gefunden.')).toBeVisible();
  await page.locator('svg[data-tool]').scrollIntoViewIfNeeded();

  // A rectangle drawn half onto A2 becomes A3, and the overlap is listed at once.
  await page.getByRole('button', { name: 'Rechteck', exact: true }).click();
  await drag(page, [800, 300], [1_200, 600]);
  const overlap = page.getByText('Die Stände A2 und A3 überschneiden sich.', { exact: false });
  await expect(overlap).toBeVisible();
  await expect(option(page, 'A3')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Ungespeicherte Änderungen.')).toBeVisible();

  // Dragged 6 m to the right it stands free; two steps down with the arrow keys keep it so.
  await page.keyboard.press('v');
  await expect(page.getByRole('button', { name: 'Auswählen', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await drag(page, [1_000, 450], [1_600, 450]);
  await expect(overlap).toHaveCount(0);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText('Keine Probleme gefunden.')).toBeVisible();

  // A1 chosen in the list, split into A1 and A1a, merged back into A1 of 12 m².
  await option(page, 'A1').click();
  await page.getByRole('button', { name: 'Links/rechts teilen' }).click();
  await expect(option(page, 'A1a')).toHaveAttribute('aria-selected', 'true');
  await expect(option(page, 'A1')).toHaveAccessibleName(/^Stand A1, 6,00 m²/);
  await page.getByRole('button', { name: 'Zusammenlegen' }).click();
  await expect(option(page, 'A1a')).toHaveCount(0);
  await expect(option(page, 'A1')).toHaveAccessibleName(/^Stand A1, 12,00 m²/);

  // All three renumbered from left to right as B1, B2, B3; undone with Ctrl+Z, redone with Ctrl+Shift+Z.
  await page.keyboard.press('Control+a');
  await page.getByRole('button', { name: 'Neu nummerieren' }).click();
  const form = page.getByRole('dialog', { name: 'Neu nummerieren' });
  await form.getByRole('textbox', { name: 'Präfix' }).fill('B');
  await form.getByRole('button', { name: 'Nummerieren' }).click();
  for (const number of ['B1', 'B2', 'B3']) await expect(option(page, number)).toBeVisible();
  await page.keyboard.press('Control+z');
  for (const number of ['A1', 'A2', 'A3']) await expect(option(page, number)).toBeVisible();
  await expect(option(page, 'B1')).toHaveCount(0);
  await page.keyboard.press('Control+Shift+z');
  // Each step brings back what was chosen with it.
  for (const number of ['B1', 'B2', 'B3']) await expect(option(page, number)).toHaveAttribute('aria-selected', 'true');

  // Stands that do not adjoin are not merged, and the editor says why.
  await option(page, 'B1').click();
  await option(page, 'B3').click({ modifiers: ['Control'] });
  await page.getByRole('button', { name: 'Zusammenlegen' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Nur Stände, die aneinandergrenzen und keine Fläche einschließen, lassen sich zusammenlegen.' })).toBeVisible();

  // B3 one metre wider by its right-hand handle: 15 m².
  await option(page, 'B3').click();
  await drag(page, [1_800, 550], [1_900, 550]);
  await expect(option(page, 'B3')).toHaveAccessibleName(/^Stand B3, 15,00 m²/);

  // A polygon clicked corner by corner and closed on its first corner: B4, a triangle of 6 m².
  await page.keyboard.press('p');
  for (const corner of [[200, 700], [600, 700], [200, 1_000], [200, 700]] as [number, number][]) {
    const at = await onScreen(page, corner);
    await page.mouse.click(at.x, at.y);
  }
  await expect(option(page, 'B4')).toHaveAccessibleName(/^Stand B4, 6,00 m²/);

  // A column and a power point set with a click each; the point deleted and brought back.
  await page.keyboard.press('c');
  const column = await onScreen(page, [1_000, 900]);
  await page.mouse.click(column.x, column.y);
  await page.keyboard.press('t');
  const point = await onScreen(page, [1_200, 900]);
  await page.mouse.click(point.x, point.y);
  await expect(page.getByText('Technikpunkt ausgewählt:')).toBeVisible();
  await page.keyboard.press('Delete');
  await expect(page.getByText('Nichts ausgewählt.')).toBeVisible();
  await page.keyboard.press('Control+z');
  await expect(page.getByText('Technikpunkt ausgewählt:')).toBeVisible();

  // The help lists the shortcuts; axe finds nothing serious in the editor.
  await page.getByRole('button', { name: 'Tastenkürzel' }).click();
  await expect(page.getByRole('dialog', { name: 'Tastenkürzel' }).getByRole('row', { name: /Rückgängig/ })).toBeVisible();
  await page.keyboard.press('Escape');
  expect(await seriousViolations(page), 'the editor (de, 1366 px)').toEqual([]);
  await shoot(page, 'editor-de-1366');

  // Leaving with unsaved changes asks first; staying keeps them.
  await page.getByRole('navigation', { name: 'Sie sind hier' }).getByRole('link', { name: hall.name }).click();
  const leave = page.getByRole('dialog', { name: 'Ungespeicherte Änderungen verwerfen?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Weiter bearbeiten' }).first().click();
  await expect(leave).toBeHidden();

  await page.getByRole('button', { name: 'Als neue Fassung speichern' }).click();
  await expect(page.getByText('Der Plan ist als Fassung 2 gespeichert.')).toBeVisible();
  await expect(page.getByText('Keine ungespeicherten Änderungen. Grundlage ist Fassung 2.')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'editor-de-390');

  // The hall's page shows version 2 with the stands as saved.
  await page.goto(`/#/be/admin/hall/${hall.id}`);
  await expect(page.getByRole('heading', { name: 'Plan, Fassung 2' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Stand B3 im Plan zeigen' })).toBeVisible();
  await shoot(page, 'hall-page-de-390');
  type Saved = { plan: { geometry: { stands: { number: string; ring: Ring }[]; columns: Ring[]; technicalPoints: unknown[] } } };
  const saved = (await (await request.get(`/be/admin/hall/${hall.id}`, { headers: authorization(staff) })).json()) as Saved;
  expect(saved.plan.geometry.stands.map((stand) => stand.number).sort()).toEqual(['B1', 'B2', 'B3', 'B4']);
  // The drawn stand: 4 × 3 m, dragged 6 m right, moved 1 m down by the arrow keys, made 1 m wider.
  expect(saved.plan.geometry.stands.find((stand) => stand.number === 'B3')!.ring).toEqual(rect(1_400, 400, 500, 300));
  expect(saved.plan.geometry.columns).toEqual([rect(975, 875, 50, 50)]);
  expect(saved.plan.geometry.technicalPoints).toEqual([{ kind: 'power', at: [1_200, 900], capacity: 16 }]);
  await context.close();

  // In English on a phone: a colleague saves version 3 meanwhile, so this save is refused with the offer to reload.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const en = await phone.newPage();
  await openLoggedIn(en, 'en', staff);
  await en.goto(`/#/be/admin/hall/${hall.id}/edit`);
  await expect(en.getByRole('heading', { level: 1, name: `Edit plan: ${hall.name}` })).toBeVisible();
  await expect(en.getByText('No unsaved changes. Based on version 2.')).toBeVisible();
  await option(en, 'B2').click();
  await en.keyboard.press('o');
  await expect(en.getByText('Unsaved changes.')).toBeVisible();
  expect(await seriousViolations(en), 'the editor (en, 390 px)').toEqual([]);
  await shoot(en, 'editor-en-390');

  // A picture under the plan, scaled by two places 10 m apart as shown that are 5 m apart in truth: half as large.
  await en.getByRole('button', { name: 'Background picture for tracing' }).click();
  await en.locator('input[type="file"]').setInputFiles({ name: 'halle.png', mimeType: 'image/png', buffer: Buffer.from(ONE_PIXEL_PNG, 'base64') });
  const picture = en.locator('svg[data-tool] image');
  await expect(picture).toHaveAttribute('width', '2000');
  await en.getByRole('button', { name: 'Set the scale' }).click();
  await en.locator('svg[data-tool]').scrollIntoViewIfNeeded();
  for (const place of [[0, 100], [1_000, 100]] as [number, number][]) {
    const at = await onScreen(en, place);
    await en.mouse.click(at.x, at.y);
  }
  await en.getByRole('textbox', { name: 'Distance in metres' }).fill('5');
  await en.getByRole('button', { name: 'Apply the scale' }).click();
  await expect.poll(async () => Math.round(Number(await picture.getAttribute('width')))).toBe(1_000);

  const colleague = await request.post(`/be/admin/hall/${hall.id}/versions`, { headers: authorization(staff), data: { geometry: saved.plan.geometry, basedOn: 2 } });
  expect(colleague.status()).toBe(200);
  await en.getByRole('button', { name: 'Save as a new version' }).click();
  const conflict = en.getByRole('alert').filter({ hasText: 'A newer version was saved meanwhile (version 3).' });
  await expect(conflict).toBeVisible();
  await conflict.getByRole('button', { name: 'Load the newest version (discard your changes)' }).click();
  await expect(en.getByText('No unsaved changes. Based on version 3.')).toBeVisible();
  await en.setViewportSize({ width: 1366, height: 900 });
  await shoot(en, 'editor-en-1366');
  await phone.close();
});
