import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousViolations } from './axe-check.ts';
import { apiGet, expectFitsPhone, openAs, PHONE, waitForContent } from './phone-checks.ts';

// Every route of the app on a phone held upright: no page scrolls sideways, every table fits the screen or
// scrolls inside its own container, at the end of each page no button, link or sum lies under anything, and
// axe finds no serious or critical violation (colour contrast included).
test.use({ viewport: PHONE });

type Lang = 'de' | 'en';

interface GlobalData {
  company: { id: number };
  events: { id: number; isRegistered: boolean; isRegistrationOpen: boolean; hasFireplaceConnections: boolean }[];
  registrations: { id: number; eventId: number }[];
  contacts: { id: number }[];
  brands: { id: number }[];
  addresses: { id: number }[];
}

/** A visitor's saved offer (a corner stand and a medium), as the public configurator saves it. */
async function saveOffer(request: APIRequestContext) {
  const { event } = await apiGet<{ event: { standConfigs: { id: number; standType: string }[] } }>(request, '/pub/event/1');
  const corner = event.standConfigs.find((config) => config.standType === 'corner')!;
  const { medias } = await apiGet<{ medias: { id: number }[] }>(request, '/pub/event/1/medias');
  const configuration = { eventId: 1, stand: { standConfigId: corner.id, qm: 30 }, medias: [{ id: medias[0]!.id, amount: 1 }], orderBooks: [], brands: [] };
  const saved = await request.post('/pub/save_configurator', { data: configuration });
  expect(saved.status()).toBe(200);
  return ((await saved.json()) as { offer: { id: number; uuid: string } }).offer;
}

/** Each route loaded afresh (a hash change alone would leave the last page's heading to be found). */
async function visitAll(page: Page, lang: Lang, routes: string[]) {
  for (const route of routes) {
    await page.goto('about:blank');
    await page.goto(`/#${route}`);
    await waitForContent(page, lang);
    await expectFitsPhone(page, `${lang} #${route}`);
    expect(await seriousViolations(page), `${lang} #${route}: accessibility`).toEqual([]);
  }
}

function publicPages(lang: Lang) {
  test(`${lang} at 390 px: the public pages: login, password reset, configurator, offer, registration, confirmation, not found`, async ({ page, request }) => {
    const offer = await saveOffer(request);
    await openAs(page, request, null, lang);
    await visitAll(page, lang, [
      '/s/login',
      '/s/reset-password',
      '/s/reset-password/abcdefghijklmnopqrstuvwxyz',
      '/s/confirm-email/abcdefghijklmnopqrstuvwxyz',
      '/e/offer/1',
      '/e/offer/2',
      `/e/offer/1/${offer.uuid}`,
      '/e/register/1',
      '/e/confirm/1/no-such-token',
      '/be/login',
      '/no/such/page',
    ]);
  });
}

function portalPages(lang: Lang) {
  test(`${lang} at 390 px: the exhibitor portal: dashboard, profile, every edit form`, async ({ page, request }) => {
    const data = await apiGet<GlobalData>(request, '/fe/globaldata', 'demo');
    const openEvent = data.events.find((event) => !event.isRegistered && event.isRegistrationOpen)!;
    await openAs(page, request, 'demo', lang);
    await visitAll(page, lang, [
      '/',
      '/me',
      `/contact/edit/${data.contacts[0]!.id}`,
      '/contact/edit/0',
      `/brand/edit/${data.brands[0]!.id}`,
      '/brand/edit/0',
      `/address/edit/${data.addresses[0]!.id}`,
      '/address/edit/0',
      `/company/edit/${data.company.id}`,
      `/register/${openEvent.id}`,
    ]);
  });

  test(`${lang} at 390 px: the exhibitor portal: registration pages, documents, media`, async ({ page, request }) => {
    const data = await apiGet<GlobalData>(request, '/fe/globaldata', 'demo');
    const registration = data.registrations[0]!.id;
    await openAs(page, request, 'demo', lang);
    await visitAll(page, lang, [
      ...['show', 'orderbook', 'info-confirmation', 'info', 'confirmation', 'docs'].map((page) => `/registration/${page}/${registration}`),
      '/media',
      `/media/${registration}`,
    ]);
  });
}

function fireplacePages(lang: Lang) {
  test(`${lang} at 390 px: the fireplace registration, also with a requested connection in its table`, async ({ page, request }) => {
    const ui = {
      de: { device: 'Bezeichnung der angeschlossenen Feuerstätte', oven: 'Ofenart', fuel: 'Brennstoff', power: 'Maximale Nennleistung (kW)', pressure: 'Förderdruck (Pa)' },
      en: { device: 'Name of the connected device', oven: 'Oven type', fuel: 'Fuel', power: 'Maximum rated power (kW)', pressure: 'Discharge pressure (Pa)' },
    }[lang];
    const guidelines = lang === 'de' ? /Richtlinien für Feuerstätten/ : /guidelines for fireplaces/;
    const submit = lang === 'de' ? 'Anschluss beantragen' : 'Request connection';
    const device = `Ofen am Fenster ${lang}`;
    const remove = lang === 'de' ? `Anschluss „${device}“ entfernen` : `Remove connection “${device}”`;
    const data = await apiGet<GlobalData>(request, '/fe/globaldata', 'other');
    // The configurator's journey may have registered this exhibitor at the kitchen fair too.
    const fireplaceFair = data.events.find((event) => event.hasFireplaceConnections)!;
    const registration = data.registrations.find((candidate) => candidate.eventId === fireplaceFair.id)!.id;
    await openAs(page, request, 'other', lang);
    await visitAll(page, lang, [`/registration/show/${registration}`, `/registration/fireplace/${registration}`]);
    // The fireplace request is the last of the registration's tabs: its row scrolled it into view.
    await page.evaluate(() => window.scrollTo(0, 0));
    const pages = page.getByRole('navigation', { name: lang === 'de' ? 'Seiten der Anmeldung' : 'Pages of the registration' });
    await expect(pages.locator('[aria-current="page"]')).toBeInViewport({ ratio: 0.9 });

    await page.getByRole('textbox', { name: ui.device }).fill(device);
    await page.getByRole('combobox', { name: ui.oven }).selectOption({ index: 1 });
    await page.getByRole('combobox', { name: ui.fuel }).selectOption({ index: 1 });
    await page.getByRole('textbox', { name: ui.power }).fill('8');
    await page.getByRole('textbox', { name: ui.pressure }).fill('12');
    await page.getByRole('checkbox', { name: guidelines }).check();
    await page.getByRole('button', { name: submit }).click();
    const removeButton = page.getByRole('button', { name: remove, exact: true });
    await expect(removeButton).toBeVisible();
    // The notice first: it may show a moment after the table, and what it covers is checked once it is gone.
    await expect(page.getByRole('alert').filter({ hasText: lang === 'de' ? 'Der Anschluss wurde beantragt.' : 'The connection has been requested.' })).toBeVisible();
    await expectFitsPhone(page, `${lang} fireplace with a connection`);
    // Gone again: the portal's journey requests up to the limit of 4 itself.
    await removeButton.click();
    await expect(removeButton).toHaveCount(0);
  });
}

function backOfficePages(lang: Lang) {
  test(`${lang} at 390 px: the back office: events, an event, an offer, the outbox and the staff configurator`, async ({ page, request }) => {
    const offer = await saveOffer(request);
    await openAs(page, request, 'staff', lang);
    await visitAll(page, lang, ['/be', '/be/event/1', '/be/event/2', `/be/offer/${offer.id}`, '/be/outbox', '/configurator/1', `/configurator/1/o/${offer.id}`]);
  });
}

function administrationPages(lang: Lang) {
  test(`${lang} at 390 px: the organiser's administration: settings, staff, audit log and own account`, async ({ page, request }) => {
    await openAs(page, request, 'staff', lang);
    await visitAll(page, lang, ['/be/settings', '/be/staff', '/be/audit', '/be/account']);
  });
}

function cataloguePages(lang: Lang) {
  test(`${lang} at 390 px: the catalogue: its events and an event's tabs`, async ({ page, request }) => {
    await openAs(page, request, 'staff', lang);
    const tabs = ['event', 'stands', 'productGroups', 'media', 'booklet'].map((tab) => `/be/admin/event/2?tab=${tab}`);
    await visitAll(page, lang, ['/be/admin/events', ...tabs]);
  });
}

function deskPages(lang: Lang) {
  test(`${lang} at 390 px: the registration desk: registrations, one registration, requests and the event dashboard`, async ({ page, request }) => {
    await openAs(page, request, 'staff', lang);
    await visitAll(page, lang, ['/be/event/1/registrations', '/be/registration/1', '/be/requests', '/be/event/1/dashboard']);
  });
}

/** The Index template on a phone: each row two lines, no card of label/value lines. */
function deskRow(lang: Lang) {
  test(`${lang} at 390 px: a row of the desk is two lines: company and state, then its stand and date, and the ordered net`, async ({ page, request }) => {
    await openAs(page, request, 'staff', lang);
    await page.goto('/#/be/event/1/registrations');
    await waitForContent(page, lang);
    const row = page.getByRole('row').nth(1);
    const company = row.getByRole('link').first();
    const state = row.getByText(/^(Confirmed|Unconfirmed|Cancelled|Canceled)$/).first();
    const net = row.getByText(/^€[\d,]+\.\d{2}$/);
    await expect(company).toBeVisible();
    await expect(net).toBeVisible();
    // Three cells are shown (company with its meta line, state, ordered net): the other columns are left out, and
    // no column's name stands in front of a value.
    await expect(row.getByRole('cell')).toHaveCount(3);
    await expect(row.getByText('Stand type')).toHaveCount(0);
    const [title, badge, amount, whole] = await Promise.all([company, state, net, row].map(async (part) => (await part.boundingBox())!));
    // The state beside the company's first line, on the right; the amount under it, right-aligned with it.
    expect(Math.abs(badge.y - title.y)).toBeLessThan(12);
    expect(badge.x).toBeGreaterThan(title.x + title.width - 1);
    expect(amount.y).toBeGreaterThanOrEqual(badge.y + badge.height - 2);
    // (The badge's label sits inside the badge's padding.)
    expect(Math.abs(amount.x + amount.width - (badge.x + badge.width))).toBeLessThan(16);
    expect(whole.x + whole.width).toBeLessThanOrEqual(PHONE.width);
  });
}

// Each route is walked once, in one language: German for the public pages, the portal and the organiser's
// administration, English for the fireplace form, the back office and the desk. The walks share no state and
// run two at a time (playwright.config.ts's 'phone width' project), each with time for a slow axe run at
// every route while the other walk takes the second core.
test.describe.configure({ mode: 'parallel', timeout: 240_000 });

// The longest walks first, so that the two workers finish close together.
publicPages('de');
cataloguePages('de');
administrationPages('de');
portalPages('de');
backOfficePages('en');
deskPages('en');
fireplacePages('en');
deskRow('en');
