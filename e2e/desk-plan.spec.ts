import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { neighbourPairs, type DeskStandSalesAnswer, type EventPlanAnswer } from '../packages/domain/src/index.ts';
import { seriousViolations } from './axe-check.ts';
import { apiLogin, authorization, demoStaff, openLoggedIn, orderAsNewExhibitor, type Session } from './api-setup.ts';
import { switchLanguage } from './support.ts';

// The desk's stand plan (issue 31): staff drag a registration without a stand onto a free stand and book it, drag a
// booked exhibitor next to another of its product group (the conflict is marked on the plan, in the list and in the
// panel), and swap two booked stands with the keyboard in the stand's panel.
const SHOTS = '/tmp/shots-desk';

/**
 * In the first hall of the demo fair: a booked exhibitor (`mover`) that shares a product group with another booked one
 * (`anchor`), a free stand beside the anchor (`target`) to move the mover to, and a free stand far from both (`spare`).
 */
async function conflictSetting(request: APIRequestContext, staff: Session) {
  const plan = (await (await request.get('/pub/event/1/plan')).json()) as EventPlanAnswer;
  const sales = (await (await request.get('/be/event/1/stand-sales', { headers: authorization(staff) })).json()) as DeskStandSalesAnswer;
  const hall = plan.halls[0]!;
  const groupsOf = new Map(sales.exhibitorGroups.map((entry) => [entry.registrationId, entry.productGroupIds]));
  const booked = sales.stands.filter((sale) => sale.hallId === hall.id && sale.state === 'booked' && sale.company !== 'Muster Küchen GmbH');
  const taken = new Set(sales.stands.filter((sale) => sale.hallId === hall.id).map((sale) => sale.stand));
  const pairs = neighbourPairs(hall.geometry.stands);
  const neighbours = (stand: string) => pairs.flatMap((pair) => (pair.stand === stand ? [pair.neighbour] : pair.neighbour === stand ? [pair.stand] : []));
  const quiet = (stand: string) => !taken.has(stand) && neighbours(stand).every((other) => !taken.has(other));
  for (const anchor of booked) {
    const shared = new Set(groupsOf.get(anchor.registrationId!) ?? []);
    const mover = booked.find((other) => other !== anchor && (groupsOf.get(other.registrationId!) ?? []).some((group) => shared.has(group)) && !neighbours(other.stand).includes(anchor.stand));
    const target = neighbours(anchor.stand).find((stand) => !taken.has(stand) && neighbours(stand).every((other) => other === anchor.stand || !taken.has(other)));
    const spare = hall.stands.map((stand) => stand.number).find((stand) => quiet(stand) && stand !== target && !neighbours(stand).includes(target ?? ''));
    if (mover && target && spare) return { hall, anchor, mover, target, spare };
  }
  throw new Error('The demo fair’s first hall has no two booked exhibitors of one product group with a free stand beside one of them.');
}

/**
 * Drags the grip onto the stand's shape, as a mouse does with both in sight: the grip scrolled to the middle of its
 * list, the page to its top where the plan is; dropped away from the stand's centre, where a conflict's pin could sit.
 */
async function dragOnto(grip: Locator, stand: Locator) {
  await grip.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await grip.page().evaluate(() => window.scrollTo(0, 0));
  const box = (await stand.boundingBox())!;
  await grip.dragTo(stand, { targetPosition: { x: box.width * 0.3, y: box.height * 0.7 } });
}

test('the desk drags registrations onto the plan, sees a conflict, and swaps two stands', async ({ page, request }) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  const staff = await apiLogin(request, 'staff', demoStaff.username, demoStaff.password);
  const tag = Date.now().toString(36);
  const { company, registrationId } = await orderAsNewExhibitor(request, {
    email: `standplan-${tag}@tischlerei.example`,
    password: 'Standplan-2027!',
    company: `Tischlerei Standplan ${tag}`,
    qm: 30,
    lang: 'de',
    services: { Standreinigung: 30 },
  });
  const { hall, anchor, mover, target, spare } = await conflictSetting(request, staff);

  await openLoggedIn(page, 'de', staff);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/#/be/event/1/plan');
  await expect(page.getByRole('heading', { name: 'Standplan', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Stände der Halle' });
  const rowOf = (stand: string) => table.getByRole('row').filter({ has: page.getByRole('button', { name: `Stand ${stand} wählen`, exact: true }) });
  const shape = (stand: string) => page.locator(`polygon[data-stand="${stand}"]`);
  await expect(table).toBeVisible();

  // A registration without a stand, dragged onto a free stand: the stand's panel asks to confirm the booking.
  await page.getByRole('tab', { name: /^Ohne Stand/ }).click();
  const unplaced = page.getByRole('region', { name: /^Anmeldungen ohne Stand/ });
  await dragOnto(unplaced.locator(`[data-drag-registration="${registrationId}"]`), shape(spare));
  const panel = (stand: string) => page.getByRole('region', { name: `Stand ${stand} · ${hall.name}` });
  await expect(panel(spare).getByRole('combobox', { name: 'Anmeldung' })).toHaveValue(company);
  await expect(panel(spare).getByRole('button', { name: 'Buchen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel(spare).getByRole('status')).toHaveText('Der Stand ist gebucht.');
  await expect(unplaced.locator(`[data-drag-registration="${registrationId}"]`)).toHaveCount(0);
  await page.getByRole('tab', { name: /^Stände/ }).click();
  await expect(rowOf(spare)).toContainText('gebucht');
  await expect(rowOf(spare)).toContainText(company);

  // A booked exhibitor dragged from the list beside a neighbour of its product group: moved, and the conflict marked.
  await dragOnto(rowOf(mover.stand).locator('[data-drag-registration]'), shape(target));
  await expect(panel(target).getByRole('combobox', { name: 'Anmeldung' })).toHaveValue(`${mover.company} (jetzt ${mover.stand})`);
  await panel(target).getByRole('button', { name: 'Buchen' }).click();
  await expect(panel(target).getByRole('status')).toHaveText('Der Stand ist gebucht.');
  await expect(rowOf(mover.stand)).toContainText('frei');
  await expect(rowOf(target)).toContainText(`Konflikt mit ${anchor.stand}`);
  await expect(rowOf(anchor.stand)).toContainText(`Konflikt mit ${target}`);
  await expect(panel(target)).toContainText(`Gleiche Warengruppe wie der Nachbarstand ${anchor.stand} (${anchor.company})`);
  await expect(page.getByText(/Ein „!“ am Plan markiert \d+ Stände mit Konflikt/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/desk-plan-1366-de.png`, fullPage: true });
  await page.getByRole('img', { name: /^Hallenplan / }).screenshot({ path: `${SHOTS}/desk-plan-1366-de-drawing.png` });

  // With the keyboard, in the panel: the moved exhibitor swaps stands with the new one, and the conflict is gone.
  await panel(target).getByRole('radio', { name: 'Verlegen' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(panel(target).getByRole('radio', { name: 'Tauschen' })).toBeChecked();
  await panel(target).getByRole('combobox', { name: 'Tauschen mit Stand' }).focus();
  await page.keyboard.type(spare);
  await expect(page.getByRole('option', { name: new RegExp(`^${spare} · ${hall.name}`) })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await panel(target).getByRole('button', { name: 'Tauschen' }).focus();
  await page.keyboard.press('Enter');
  await expect(panel(target).getByRole('status')).toHaveText('Die Firmen haben die Stände getauscht.');
  await expect(rowOf(target)).toContainText(company);
  await expect(rowOf(spare)).toContainText(mover.company);
  await expect(rowOf(target)).not.toContainText('Konflikt');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/desk-plan-390-de.png`, fullPage: true });

  // In English: the registrations without a stand beside the plan, each to be given a stand to propose; then on a phone.
  await page.setViewportSize({ width: 1366, height: 900 });
  await switchLanguage(page, 'English');
  await expect(page.getByRole('heading', { name: 'Stand plan', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: /^Without a stand/ }).click();
  const [first] = await page.getByRole('region', { name: /^Registrations without a stand/ }).getByRole('combobox').all();
  await first!.click();
  await page.getByRole('option').first().click();
  await expect(page.getByRole('button', { name: 'Send proposal', exact: true })).toBeEnabled();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/desk-plan-1366-en.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('region', { name: `Stand ${target} · ${hall.name}` })).toContainText('Swap');
  expect(await seriousViolations(page)).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/desk-plan-390-en.png`, fullPage: true });

  // Back as the demo had it, for the journeys after this one.
  const put = (stand: string, data: object) => request.put(`/be/event/1/hall/${hall.id}/stand/${stand}`, { headers: authorization(staff), data });
  expect((await put(mover.stand, { action: 'book', registrationId: mover.registrationId })).status()).toBe(200);
});
