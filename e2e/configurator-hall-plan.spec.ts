import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { apiLogin, authorization, demoStaff, openLoggedIn, type Lang } from './api-setup.ts';
import { seriousViolations } from './axe-check.ts';
import { orderBindingly, registerNewExhibitor } from './configurator-steps.ts';
import { texts, type Texts } from './configurator-texts.ts';

// Issue 31, the exhibitor: in the configurator's stand step a visitor opens the hall plan, picks a free stand (by a click
// on the drawing, or with the keyboard in the list beside it), sees its type, area and price filled in and the hold's
// countdown, and orders as a new exhibitor; staff find the registration on that hall and stand. A second visitor sees
// the stand taken, held and then booked. Once, the hold is given up behind the visitor's back before the order: the
// order is refused, the visitor is sent back to the plan and chooses again. In German and English, on a laptop and on
// a phone, with axe on the plan. Screenshots go to SHOTS (outside the repository) to be looked at.

const SHOTS = process.env.CFGPLAN_SHOTS ?? '/tmp/shots-cfgplan';
const EVENT = 1;

const words = {
  de: {
    toPlan: 'Stand auf dem Hallenplan wählen',
    toForm: 'Standtyp und Größe selbst angeben',
    search: 'Stand suchen',
    list: (hall: string) => `Stände in ${hall}`,
    free: 'frei',
    mine: 'von Ihnen reserviert',
    held: 'reserviert',
    booked: 'gebucht',
    heldFor: 'Für Sie reserviert noch',
    prices: (area: string) => `Standpreise für ${area} m²`,
    skip: 'Überspringen',
    onPlan: (stand: string, hall: string) => `Stand ${stand}, ${hall} (auf dem Hallenplan gewählt)`,
    ranOut: (stand: string, hall: string) => `Die Reservierung von Stand ${stand} (${hall}) ist abgelaufen. Bitte den Stand auf dem Hallenplan erneut wählen.`,
    bookedWith: (stand: string, hall: string) => `Ihr Stand ${stand} (${hall}) ist mit dieser Anmeldung gebucht`,
    area: (m2: number) => m2.toFixed(2).replace('.', ','),
    money: (euros: number) => `${euros.toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}\u00a0€`,
  },
  en: {
    toPlan: 'Choose your stand on the hall plan',
    toForm: 'Enter stand type and size yourself',
    search: 'Find a stand',
    list: (hall: string) => `Stands in ${hall}`,
    free: 'available',
    mine: 'held for you',
    held: 'held',
    booked: 'booked',
    heldFor: 'Held for you for another',
    prices: (area: string) => `Stand prices for ${area} m²`,
    skip: 'Skip',
    onPlan: (stand: string, hall: string) => `Stand ${stand}, ${hall} (chosen on the hall plan)`,
    ranOut: (stand: string, hall: string) => `The hold on stand ${stand} (${hall}) has run out. Please choose the stand on the hall plan again.`,
    bookedWith: (stand: string, hall: string) => `Your stand ${stand} (${hall}) is booked with this registration`,
    area: (m2: number) => m2.toFixed(2),
    money: (euros: number) => `€${euros.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
  },
} as const;

interface PlanStand {
  number: string;
  areaM2: number;
  kind: string;
  standConfigId: number | null;
  net: number | null;
}
interface Plan {
  halls: { id: number; name: string; stands: PlanStand[] }[];
}

/** A hall of 40 × 30 m in centimetres with eight stands in two rows, for a database whose demo has no plan. */
const HALL_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="4000cm" height="3000cm" viewBox="0 0 4000 3000">
  <g id="halle"><rect x="0" y="0" width="4000" height="3000"/></g>
  <g id="staende">${[0, 1, 2, 3]
    .flatMap((column) => [
      `<rect x="${500 + column * 600}" y="500" width="600" height="500"/><text x="${800 + column * 600}" y="750">A${column + 1}</text>`,
      `<rect x="${500 + column * 600}" y="1800" width="600" height="500"/><text x="${800 + column * 600}" y="2050">B${column + 1}</text>`,
    ])
    .join('')}</g>
</svg>`;

/** The kitchen fair's plan: the demo's when it has one, else a hall made and sold here by self-selection. */
async function eventPlan(request: APIRequestContext): Promise<Plan> {
  const plan = (await (await request.get(`/pub/event/${EVENT}/plan`)).json()) as Plan;
  if (plan.halls.length > 0) return plan;
  const headers = authorization(await apiLogin(request, 'staff', demoStaff.username, demoStaff.password));
  const hall = (await (await request.post('/be/admin/halls', { headers, data: { name: `Halle E2E ${Date.now() % 100_000}` } })).json()) as { hall: { id: number } };
  const imported = await request.post(`/be/admin/hall/${hall.hall.id}/import?format=svg&accept=true`, { headers: { ...headers, 'content-type': 'application/octet-stream' }, data: HALL_SVG });
  expect(imported.status(), await imported.text()).toBe(200);
  const sold = await request.put(`/be/admin/event/${EVENT}/halls`, { headers, data: { halls: [{ hallPlanId: hall.hall.id, version: 1 }], standSelling: 'self', minAisleWidthCm: 300, objectionDays: 8 } });
  expect(sold.status(), await sold.text()).toBe(200);
  return (await (await request.get(`/pub/event/${EVENT}/plan`)).json()) as Plan;
}

/** A stand of the first hall that is for sale, free now, of a whole number of m², and not one of `taken`. */
async function freeStand(request: APIRequestContext, plan: Plan, taken: string[]) {
  const hall = plan.halls[0]!;
  const { states } = (await (await request.get(`/pub/event/${EVENT}/plan/states`)).json()) as { states: { hallId: number; stand: string }[] };
  const busy = new Set([...states.filter((state) => state.hallId === hall.id).map((state) => state.stand), ...taken]);
  const stand = hall.stands.find((candidate) => candidate.standConfigId !== null && candidate.net !== null && Number.isInteger(candidate.areaM2) && !busy.has(candidate.number));
  expect(stand, 'a free stand on the plan').toBeDefined();
  return { hall: hall.name, ...stand! } as PlanStand & { hall: string; net: number };
}

async function shoot(page: Page, name: string) {
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function expectNoSeriousViolations(page: Page, where: string) {
  expect(await seriousViolations(page), where).toEqual([]);
}

/** The stand's option in the list, by the start of its accessible name ("Stand B12, Halle 7, …"). */
const optionOf = (page: Page, stand: { number: string; hall: string }) => page.getByRole('option', { name: new RegExp(`^Stand ${stand.number}, ${stand.hall},`) });

async function openPlan(page: Page, lang: Lang) {
  await page.goto(`/#/e/offer/${EVENT}`);
  await page.getByRole('button', { name: words[lang].toPlan }).click();
  await expect(page.getByRole('img', { name: /Hallenplan|Hall plan/ })).toBeVisible();
}

/** Chooses the stand: a click on it in the drawing, or found in the list and chosen with the keys. */
async function chooseStand(page: Page, lang: Lang, stand: { number: string; hall: string }, how: 'click' | 'keys') {
  if (how === 'click') {
    await page.locator(`svg[role="img"] polygon[data-stand="${stand.number}"]`).click();
    return;
  }
  await page.getByRole('textbox', { name: words[lang].search }).fill(stand.number);
  const list = page.getByRole('listbox', { name: words[lang].list(stand.hall) });
  await list.focus();
  await page.keyboard.press('ArrowDown');
  await expect(list).toHaveAttribute('aria-activedescendant', (await optionOf(page, stand).getAttribute('id'))!);
  await page.keyboard.press('Enter');
}

/** What choosing filled in: the stand named, its area and type, the countdown, and the plan's price as the stand's prices. */
async function expectChosen(page: Page, lang: Lang, stand: PlanStand & { hall: string; net: number }) {
  const ui = words[lang];
  await expect(page.getByText(`Stand ${stand.number}, ${stand.hall}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^1[45]:\d\d$/);
  await expect(page.getByText(ui.heldFor)).toBeVisible();
  await expect(optionOf(page, stand)).toHaveAccessibleName(new RegExp(`${ui.area(stand.areaM2)} m², .*, ${ui.mine}, ${escape(ui.money(stand.net))}$`));
  await expect(optionOf(page, stand)).toHaveAttribute('aria-selected', 'true');
  const prices = page.getByRole('table', { name: ui.prices(ui.area(stand.areaM2)) });
  await expect(prices.locator('tfoot')).toContainText(ui.money(stand.net));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** On from the stand step through brands and media to the services (the mandatory cleaning booked for the stand's m²) and the summary. */
async function onToSummary(page: Page, lang: Lang, ui: Texts, areaM2: number) {
  await page.getByRole('button', { name: ui.next, exact: true }).click();
  for (let step = 0; step < 2; step++) await page.getByRole('button', { name: words[lang].skip }).click();
  await page.getByRole('tab', { name: ui.servicesTab }).click();
  await page.getByLabel(ui.cleaning).fill(String(areaM2));
  await page.getByRole('button', { name: ui.next, exact: true }).click();
  await expect(page.getByRole('heading', { name: ui.summaryTitle, level: 2 })).toBeVisible();
}

/** A second visitor, in a browser of its own: the stand is there, taken (`state`), and cannot be chosen. */
async function secondVisitorSees(browser: Browser, lang: Lang, width: number, stand: { number: string; hall: string }, state: string, shot: string) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const other = await context.newPage();
  await openLoggedIn(other, lang);
  await openPlan(other, lang);
  const option: Locator = optionOf(other, stand);
  await expect(option).toHaveAccessibleName(new RegExp(`, ${state}$`));
  await expect(option).toHaveAttribute('aria-disabled', 'true');
  await other.locator(`svg[role="img"] polygon[data-stand="${stand.number}"]`).click();
  await expect(other.getByRole('timer')).toHaveCount(0);
  await expectNoSeriousViolations(other, `the plan of a second visitor (${state})`);
  await shoot(other, shot);
  await context.close();
}

const chosenStands: string[] = [];

// German on a laptop by click, English on a phone by keys, which also meets a hold that ran out before the order:
// each language, width and way once, which keeps the browser suite short.
for (const [lang, width] of [['de', 1366], ['en', 390]] as const satisfies [Lang, number][]) {
  const how = lang === 'de' ? 'click' : 'keys';
  const holdRunsOut = lang === 'en';

  test(`a visitor picks a stand on the hall plan (${how}) and orders it as a new exhibitor (${lang}, ${width} px)`, async ({ browser, request }) => {
    test.setTimeout(180_000);
    mkdirSync(SHOTS, { recursive: true });
    const ui = texts[lang];
    const shot = (name: string) => `${name}-${lang}-${width}`;
    const plan = await eventPlan(request);
    const stand = await freeStand(request, plan, chosenStands);
    chosenStands.push(stand.number);
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await openLoggedIn(page, lang);

    // The plan beside its list; the form stays one click away.
    await openPlan(page, lang);
    await expect(page.getByRole('button', { name: words[lang].toForm })).toBeVisible();
    await expect(optionOf(page, stand)).toHaveAccessibleName(new RegExp(`^Stand ${stand.number}, ${stand.hall}, ${words[lang].area(stand.areaM2)} m², .+, ${words[lang].free}, ${escape(words[lang].money(stand.net))}$`));
    await expectNoSeriousViolations(page, 'the hall plan opened');
    await shoot(page, shot('plan'));

    await chooseStand(page, lang, stand, how);
    await expectChosen(page, lang, stand);
    await expect(page.getByRole('complementary', { name: ui.selection })).toContainText(`${stand.number} (${stand.hall})`);
    await expectNoSeriousViolations(page, 'a stand chosen on the plan');
    await shoot(page, shot('chosen'));

    // Someone else finds it held.
    await secondVisitorSees(browser, lang, width, stand, words[lang].held, shot('other-held'));

    await onToSummary(page, lang, ui, stand.areaM2);
    await expect(page.getByText(words[lang].onPlan(stand.number, stand.hall))).toBeVisible();
    await page.getByRole('button', { name: ui.next, exact: true }).click();
    const email = `planstand-${lang}-${width}-${Date.now()}@example.com`;
    await registerNewExhibitor(page, ui, email, 'Messe2027!', null);

    if (holdRunsOut) {
      // The hold given up behind the visitor's back (as if it had run out): the order is refused and the plan shown again.
      const token = await page.evaluate((event) => sessionStorage.getItem(`standHold:${event}`), EVENT);
      expect((await request.delete(`/pub/event/${EVENT}/stand-hold`, { data: { token } })).status()).toBe(200);
      await page.getByRole('checkbox', { name: ui.agb }).check();
      await page.getByRole('checkbox', { name: ui.cancellation }).check();
      await page.getByRole('button', { name: ui.order }).click();
      await expect(page.getByRole('alert').filter({ hasText: words[lang].ranOut(stand.number, stand.hall) })).toBeVisible();
      await expect(page.getByRole('img', { name: /Hall plan/ })).toBeVisible();
      await shoot(page, shot('hold-ran-out'));
      await chooseStand(page, lang, stand, 'keys');
      await expectChosen(page, lang, stand);
      await page.getByRole('button', { name: ui.next, exact: true }).click();
      for (let step = 0; step < 2; step++) await page.getByRole('button', { name: words[lang].skip }).click();
      for (let step = 0; step < 3; step++) await page.getByRole('button', { name: ui.next, exact: true }).click();
      await page.getByRole('button', { name: ui.order }).click();
      await expect(page.getByText(ui.ordered)).toBeVisible();
    } else {
      await orderBindingly(page, ui, email);
    }
    await expect(page.getByText(words[lang].bookedWith(stand.number, stand.hall))).toBeVisible();
    await shoot(page, shot('ordered'));

    // Staff find the registration on the plan's hall and stand.
    const number = Number((await page.getByRole('row', { name: ui.registrationNumber }).textContent())!.replace(/\D+/g, ''));
    const staff = await apiLogin(request, 'staff', demoStaff.username, demoStaff.password);
    const { registration } = (await (await request.get(`/be/registration/${number}`, { headers: authorization(staff) })).json()) as {
      registration: { hall: string; standNr: string; standConfigId: number | null };
    };
    expect(registration).toMatchObject({ hall: stand.hall, standNr: stand.number, standConfigId: stand.standConfigId });

    // And the next visitor finds it booked.
    await secondVisitorSees(browser, lang, width, stand, words[lang].booked, shot('other-booked'));
    await context.close();
  });
}
