import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { locale, openLoggedIn, type Lang } from './api-setup.ts';
import { seriousViolations } from './axe-check.ts';

// Issue 31, the public plan: a visitor opens the kitchen fair's plan (Halle 1–4, the demo's registrations on their
// stands), finds an exhibitor by its company's name and sees its stand chosen on the plan and in the list, goes
// through the list with the keys, opens the link of one free stand, and fetches a hall's PDF. In German at 1366 px,
// then in English at 390 px, with axe; screenshots of both widths in both languages go to SHOTS to be looked at.

const SHOTS = process.env.PUBLIC_PLAN_SHOTS ?? '/tmp/shots-public';
const EVENT = 1;

const words = {
  de: { title: 'Hallenplan', search: 'Aussteller oder Stand suchen', list: (hall: string) => `Stände in ${hall}`, details: (stand: string, hall: string) => `Stand ${stand}, ${hall}`, free: 'frei', pdf: (hall: string) => `${hall} als PDF`, booked: 'gebucht' },
  en: { title: 'Hall plan', search: 'Find an exhibitor or stand', list: (hall: string) => `Stands in ${hall}`, details: (stand: string, hall: string) => `Stand ${stand}, ${hall}`, free: 'available', pdf: (hall: string) => `${hall} as PDF`, booked: 'booked' },
} as const;

interface Plan {
  halls: { id: number; name: string; stands: { number: string; standConfigId: number | null; net: number | null }[] }[];
}
interface Exhibitor {
  hallId: number;
  stand: string;
  company: string;
  brands: string[];
}

async function shoot(page: Page, name: string) {
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function switchTo(page: Page, lang: Lang) {
  await page.getByRole('banner').getByRole('button', { name: lang === 'en' ? 'English' : 'Deutsch', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', locale(lang));
}

test('a visitor finds an exhibitor on the public plan, opens a stand’s link and the hall’s PDF', async ({ page, request }) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  const plan = (await (await request.get(`/pub/event/${EVENT}/plan`)).json()) as Plan;
  const { exhibitors } = (await (await request.get(`/pub/event/${EVENT}/plan/exhibitors`)).json()) as { exhibitors: Exhibitor[] };
  const { states } = (await (await request.get(`/pub/event/${EVENT}/plan/states`)).json()) as { states: { hallId: number; stand: string }[] };
  expect(plan.halls.map((hall) => hall.name)).toEqual(['Halle 1', 'Halle 2', 'Halle 3', 'Halle 4']);
  const hallName = (id: number) => plan.halls.find((hall) => hall.id === id)!.name;
  // An exhibitor of a later hall, whose name no other company contains: typed, it leads to that hall alone.
  const wanted = exhibitors.find((exhibitor) => exhibitor.hallId !== plan.halls[0]!.id && exhibitors.filter((other) => other.company.includes(exhibitor.company)).length === 1)!;
  expect(wanted, 'an exhibitor in Halle 2–4').toBeDefined();
  const taken = new Set(states.map((state) => `${state.hallId}/${state.stand}`));
  const first = plan.halls[0]!;
  const free = first.stands.find((stand) => stand.standConfigId !== null && stand.net !== null && !taken.has(`${first.id}/${stand.number}`))!;

  await openLoggedIn(page, 'de');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/#/e/${EVENT}/plan`);
  const ui = words.de;
  await expect(page.getByRole('heading', { name: ui.title, level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Hallenplan Halle 1 mit \d+ Ständen/ })).toBeVisible();
  await expect(page.getByRole('listbox', { name: ui.list('Halle 1') })).toBeVisible();

  // The company typed: its stand is the only one found, shown with its hall, outlined on the plan and chosen in the list.
  await page.getByRole('searchbox', { name: ui.search }).fill(wanted.company);
  const details = page.getByRole('region', { name: ui.details(wanted.stand, hallName(wanted.hallId)) });
  await expect(details).toBeVisible();
  await expect(details).toContainText(wanted.company);
  for (const brand of wanted.brands) await expect(details).toContainText(brand);
  await expect(page.getByRole('radio', { name: hallName(wanted.hallId) })).toBeChecked();
  await expect(page.getByRole('img', { name: new RegExp(`^Hallenplan ${hallName(wanted.hallId)} `) })).toBeVisible();
  const option = page.getByRole('option', { name: new RegExp(`^Stand ${wanted.stand}, ${hallName(wanted.hallId)}, .*, ${ui.booked}, `) });
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(new RegExp(`#/e/${EVENT}/plan\\?stand=${wanted.stand}$`));
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'public-plan-found-de-1366');

  // Without a search the list is the hall's: the arrow keys go through it, Enter shows the stand gone to.
  await page.getByRole('searchbox', { name: ui.search }).fill('');
  const list = page.getByRole('listbox', { name: ui.list(hallName(wanted.hallId)) });
  await list.focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowDown');
  const second = list.getByRole('option').nth(1);
  await expect(list).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
  const secondNumber = (await second.getAttribute('aria-label'))!.match(/^Stand ([^,]+),/)![1]!;
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: ui.details(secondNumber, hallName(wanted.hallId)) })).toBeVisible();
  await expect(second).toHaveAttribute('aria-selected', 'true');

  // A free stand's link: the stand shown with its price, whoever opens it.
  await page.goto(`/#/e/${EVENT}/plan?stand=${free.number}`);
  const freeDetails = page.getByRole('region', { name: ui.details(free.number, first.name) });
  await expect(freeDetails).toContainText(ui.free);
  await expect(freeDetails).toContainText('€');
  await expect(page.getByRole('option', { name: new RegExp(`^Stand ${free.number}, ${first.name}, .*, ${ui.free}, .*€$`) })).toHaveAttribute('aria-selected', 'true');
  await shoot(page, 'public-plan-stand-de-1366');

  // The hall's PDF: the link answers a PDF, in the page's language.
  const pdfLink = page.getByRole('link', { name: ui.pdf(first.name) });
  const pdf = await request.get((await pdfLink.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const bytes = await pdf.body();
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  writeFileSync(`${SHOTS}/public-plan-${first.name.replace(/\s+/g, '-')}.pdf`, bytes);

  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'public-plan-stand-de-390');

  // In English on a phone.
  await switchTo(page, 'en');
  const en = words.en;
  await expect(page.getByRole('heading', { name: en.title, level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: en.details(free.number, first.name) })).toContainText(en.free);
  await expect(page.getByRole('link', { name: en.pdf(first.name) })).toHaveAttribute('href', /lang=en-US/);
  await page.getByRole('searchbox', { name: en.search }).fill(wanted.company);
  await expect(page.getByRole('region', { name: en.details(wanted.stand, hallName(wanted.hallId)) })).toContainText(wanted.company);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'public-plan-found-en-390');
  await page.setViewportSize({ width: 1366, height: 900 });
  await shoot(page, 'public-plan-found-en-1366');
});
