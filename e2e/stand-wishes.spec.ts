import { expect, test, type APIRequestContext } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { apiLogin, authorization, demoStaff, locale, openLoggedIn, orderAsNewExhibitor, type Lang, type Session } from './api-setup.ts';
import { seriousViolations } from './axe-check.ts';
import { expectFitsPhone, PHONE, waitForContent } from './phone-checks.ts';

// Issue 31: where the organiser places the exhibitors (the demo fireplace fair), the exhibitor tells its wishes in the
// portal (a hall, a sector, neighbours and a competitor to keep away) and the desk lists them beside its plan.

const SHOTS = '/tmp/shots-stand-wishes';
const FIREPLACE = 2;

/** The logged-in exhibitor registers at the fireplace fair (`POST /fe/order`): an in-line stand with the mandatory services. */
async function registerAtFireplaceFair(request: APIRequestContext, session: Session, lang: Lang): Promise<number> {
  const event = (await (await request.get(`/pub/event/${FIREPLACE}?lang=${locale(lang)}`)).json()) as { event: { standConfigs: { id: number; standType: string }[] } };
  const inline = event.event.standConfigs.find((config) => config.standType === 'inline')!;
  const book = (await (await request.get(`/pub/event/${FIREPLACE}/orderbook`)).json()) as { orderBookItems: { id: number; isMandatory: boolean; isConfigurator: boolean; tab: number }[] };
  const mandatory = book.orderBookItems.filter((item) => item.isMandatory && item.isConfigurator && item.tab === 0).map((item) => ({ id: item.id, amount: 20 }));
  const answer = await request.post(`/fe/order?lang=${locale(lang)}`, {
    headers: authorization(session),
    data: { eventId: FIREPLACE, agb: true, cancellationPolicy: true, stand: { standConfigId: inline.id, qm: 20 }, medias: [], orderBooks: mandatory, brands: [], personal: null },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { registrationId: number }).registrationId;
}

test('an exhibitor states its stand wishes where the organiser places, and the desk sees them', async ({ page, request }) => {
  test.setTimeout(90_000);
  mkdirSync(SHOTS, { recursive: true });
  const tag = Date.now().toString(36);
  const email = `wunsch-${tag}@ofenbau.example`;
  const company = `Ofenbau Wunsch ${tag}`;
  await orderAsNewExhibitor(request, { lang: 'de', email, password: 'Standwunsch-2027!', company, services: { Standreinigung: 30 } });
  const session = await apiLogin(request, 'exhibitor', email, 'Standwunsch-2027!');
  const registrationId = await registerAtFireplaceFair(request, session, 'de');

  // In German on a laptop: the wishes form of the registration still without a stand.
  await page.setViewportSize({ width: 1366, height: 900 });
  await openLoggedIn(page, 'de', session);
  await page.goto(`/#/registration/show/${registrationId}`);
  await waitForContent(page, 'de');
  const wishes = page.getByRole('region', { name: 'Ihre Standwünsche' });
  await expect(wishes.getByText(/Der Veranstalter plant die Stände ein/)).toBeVisible();
  await wishes.getByLabel('Gewünschte Halle').click();
  await page.getByRole('option', { name: 'Halle 5' }).click();
  await wishes.getByLabel('Gewünschter Bereich').click();
  await page.getByRole('option').first().click();
  await wishes.getByLabel('Bitte nicht neben diesen Mitbewerbern').fill('Nordlicht Kamine');
  await wishes.getByLabel('Anmerkung').fill('Bitte mit Starkstromanschluss.');
  await wishes.getByRole('button', { name: 'Wünsche senden' }).click();
  await expect(page.getByText('Ihre Standwünsche wurden gesendet.')).toBeVisible();
  await expect(wishes.getByText(/Zuletzt gesendet am \d\d\.\d\d\.\d{4}/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/portal-wishes-de-1366.png`, fullPage: true });

  // The desk lists them beside its plan, in English on a phone.
  const staff = await apiLogin(request, 'staff', demoStaff.username, demoStaff.password);
  const desk = await page.context().browser()!.newContext({ viewport: PHONE });
  const deskPage = await desk.newPage();
  await openLoggedIn(deskPage, 'en', staff);
  await deskPage.goto(`/#/be/event/${FIREPLACE}/plan`);
  const list = deskPage.getByRole('region', { name: 'Stand wishes' });
  const row = list.getByRole('row').filter({ hasText: company });
  await expect(row).toContainText('Hall: Halle 5');
  await expect(row).toContainText('Not next to: Nordlicht Kamine');
  await expect(row).toContainText('no stand yet');
  await row.scrollIntoViewIfNeeded();
  expect(await seriousViolations(deskPage)).toEqual([]);
  await expectFitsPhone(deskPage, 'the desk’s stand wishes');
  await deskPage.screenshot({ path: `${SHOTS}/desk-wishes-en-390.png`, fullPage: true });
  await desk.close();
});
