import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { seriousViolations } from './axe-check.ts';
import { apiLogin, authorization, demoStaff, locale, openLoggedIn, orderAsNewExhibitor, type Lang, type Session } from './api-setup.ts';
import { expectFitsPhone, PHONE, waitForContent } from './phone-checks.ts';

// Issue 31: the exhibitor's registration shows its stand on the hall plan, and a placement proposal it objects to
// and then accepts. One new exhibitor per journey, registered at both demo fairs: its kitchen-fair registration gets
// a stand from the desk, its fireplace-fair registration (the fair places its exhibitors) the proposals.

const SHOTS = '/tmp/shots-portal-plan';
const KITCHEN = 1;
const FIREPLACE = 2;

const texts = {
  de: {
    section: 'Ihr Stand',
    facts: (hall: string, stand: string, area: string, kind: string) => `${hall}, Stand ${stand}, ${area} m², ${kind}`,
    kinds: { inline: 'Reihenstand', corner: 'Eckstand', head: 'Kopfstand', island: 'Blockstand' },
    drawing: (hall: string, what: string) => `Hallenplan ${hall}: ${what}`,
    own: (stand: string) => `Ihr Stand ${stand}`,
    proposed: (stand: string) => `vorgeschlagener Stand ${stand}`,
    proposal: 'Standvorschlag',
    open: (stand: string, hall: string) => `Wir schlagen Ihnen Stand ${stand} in ${hall} vor.`,
    deadline: /^Bis zum \d\d\.\d\d\.\d{4} können Sie widersprechen; danach gilt der Stand als angenommen\.$/,
    accept: 'Vorschlag annehmen',
    object: 'Widersprechen',
    objection: 'Begründung Ihres Widerspruchs',
    send: 'Widerspruch senden',
    required: 'Bitte kurz begründen, warum der Stand nicht passt.',
    reason: 'Zu weit vom Eingang, bitte näher an Halle 6',
    objected: (stand: string, hall: string) => `Sie haben dem Vorschlag Stand ${stand} in ${hall} widersprochen.`,
    accepted: (stand: string, hall: string) => `Sie haben den Vorschlag angenommen: Stand ${stand} in ${hall} ist Ihr Stand.`,
  },
  en: {
    section: 'Your stand',
    facts: (hall: string, stand: string, area: string, kind: string) => `${hall}, stand ${stand}, ${area} m², ${kind}`,
    kinds: { inline: 'in-line stand', corner: 'corner stand', head: 'head stand', island: 'island stand' },
    drawing: (hall: string, what: string) => `Hall plan ${hall}: ${what}`,
    own: (stand: string) => `your stand ${stand}`,
    proposed: (stand: string) => `proposed stand ${stand}`,
    proposal: 'Stand proposal',
    open: (stand: string, hall: string) => `We propose stand ${stand} in ${hall} to you.`,
    deadline: /^You can object until \d\d\.\d\d\.\d{4}; after that the stand counts as accepted\.$/,
    accept: 'Accept proposal',
    object: 'Object',
    objection: 'Reason for your objection',
    send: 'Send objection',
    required: 'Please say briefly why the stand does not suit you.',
    reason: 'Too far from the entrance, please closer to hall 6',
    objected: (stand: string, hall: string) => `You objected to the proposal of stand ${stand} in ${hall}.`,
    accepted: (stand: string, hall: string) => `You accepted the proposal: stand ${stand} in ${hall} is your stand.`,
  },
} as const;

type Kind = keyof (typeof texts)['de']['kinds'];
interface PlanStand {
  number: string;
  areaM2: number;
  kind: Kind;
}
interface PlanHall {
  id: number;
  name: string;
  stands: PlanStand[];
}

async function getJson<T>(request: APIRequestContext, path: string, session?: Session): Promise<T> {
  const answer = await request.get(path, { headers: session ? authorization(session) : {} });
  expect(answer.status(), path).toBe(200);
  return (await answer.json()) as T;
}

/** The hall of the event's plan by its name, with its stands and what they are. */
async function hallOf(request: APIRequestContext, eventId: number, name: string): Promise<PlanHall> {
  const { halls } = await getJson<{ halls: PlanHall[] }>(request, `/pub/event/${eventId}/plan`);
  const hall = halls.find((entry) => entry.name === name);
  expect(hall, `${name} on the plan of event ${eventId}`).toBeDefined();
  return hall!;
}

/**
 * Staff book or propose a stand of the hall that is free now (not held, optioned, proposed, booked or blocked) for
 * the registration; a stand taken a moment before by another journey answers 409, and the next free one is tried.
 */
async function placeOnFreeStand(request: APIRequestContext, staff: Session, eventId: number, hall: PlanHall, action: 'book' | 'propose', registrationId: number, avoid: string[] = []) {
  const { states } = await getJson<{ states: { hallId: number; stand: string }[] }>(request, `/pub/event/${eventId}/plan/states`);
  const taken = new Set(states.filter((state) => state.hallId === hall.id).map((state) => state.stand));
  const free = hall.stands.filter((stand) => !taken.has(stand.number) && !avoid.includes(stand.number));
  // From a place of its own in the list, so that the journeys of one run take different stands.
  const start = Math.floor(Math.random() * free.length);
  for (let tried = 0; tried < Math.min(free.length, 10); tried++) {
    const stand = free[(start + tried) % free.length]!;
    const answer = await request.put(`/be/event/${eventId}/hall/${hall.id}/stand/${encodeURIComponent(stand.number)}`, { headers: authorization(staff), data: { action, registrationId } });
    if (answer.status() === 200) return stand;
    expect(answer.status(), await answer.text()).toBe(409);
  }
  throw new Error(`no free stand in ${hall.name}`);
}

/** The logged-in exhibitor registers its company at another fair (`POST /fe/order`): an in-line stand of 20 m². */
async function registerAt(request: APIRequestContext, session: Session, eventId: number, lang: Lang): Promise<number> {
  const { event } = await getJson<{ event: { standConfigs: { id: number; standType: string }[] } }>(request, `/pub/event/${eventId}?lang=${locale(lang)}`);
  const inline = event.standConfigs.find((config) => config.standType === 'inline');
  expect(inline, `an in-line stand at event ${eventId}`).toBeDefined();
  // With the services the fair makes mandatory in the configurator, 20 of each.
  const { orderBookItems } = await getJson<{ orderBookItems: { id: number; isMandatory: boolean; isConfigurator: boolean; tab: number }[] }>(request, `/pub/event/${eventId}/orderbook`);
  const mandatory = orderBookItems.filter((item) => item.isMandatory && item.isConfigurator && item.tab === 0).map((item) => ({ id: item.id, amount: 20 }));
  const answer = await request.post(`/fe/order?lang=${locale(lang)}`, {
    headers: authorization(session),
    data: { eventId, agb: true, cancellationPolicy: true, stand: { standConfigId: inline!.id, qm: 20 }, medias: [], orderBooks: mandatory, brands: [], personal: null },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { registrationId: number }).registrationId;
}

const areaText = (area: number, lang: Lang) => area.toLocaleString(lang === 'de' ? 'de-DE' : 'en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function expectAccessible(page: Page, phone: boolean, where: string) {
  expect(await seriousViolations(page), where).toEqual([]);
  if (phone) await expectFitsPhone(page, where);
}

function standJourney(lang: Lang, width: number) {
  const ui = texts[lang];
  const phone = width === PHONE.width;
  const tag = `${lang}-${width}`;

  test(`${lang} at ${width} px: the exhibitor sees its stand on the plan, objects to a proposal and accepts the next`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(phone ? PHONE : { width: 1366, height: 900 });
    const staff = await apiLogin(request, 'staff', demoStaff.username, demoStaff.password);
    const email = `standplan-${tag}-${Date.now().toString(36)}@example.com`;
    const ordered = await orderAsNewExhibitor(request, { lang, email, password: 'Standplan-2027!', eventId: KITCHEN, company: `Standplan ${tag} ${Date.now().toString(36)}`, services: { Standreinigung: 30 } });
    const session = await apiLogin(request, 'exhibitor', email, 'Standplan-2027!');
    const fireplaceRegistration = await registerAt(request, session, FIREPLACE, lang);

    // Its kitchen-fair stand, as the desk books it: named in words beside the plan, marked on it.
    const kitchenHall = await hallOf(request, KITCHEN, 'Halle 1');
    const own = await placeOnFreeStand(request, staff, KITCHEN, kitchenHall, 'book', ordered.registrationId);
    await openLoggedIn(page, lang, session);
    await page.goto(`/#/registration/show/${ordered.registrationId}`);
    await waitForContent(page, lang);
    const section = page.getByRole('region', { name: ui.section });
    await expect(section.getByText(ui.facts(kitchenHall.name, own.number, areaText(own.areaM2, lang), ui.kinds[own.kind]), { exact: true })).toBeVisible();
    await expect(section.getByRole('img', { name: ui.drawing(kitchenHall.name, ui.own(own.number)) })).toBeVisible();
    await expect(section.locator(`polygon[data-stand="${own.number}"][data-selected]`)).toHaveCount(1);
    await shot(page, `${tag}-1-own-stand`);
    await expectAccessible(page, phone, 'the own stand on the plan');

    // A proposal at the fireplace fair: the stand named, marked on the plan, the deadline; objected to with a reason.
    const fireplaceHall = await hallOf(request, FIREPLACE, 'Halle 5');
    const first = await placeOnFreeStand(request, staff, FIREPLACE, fireplaceHall, 'propose', fireplaceRegistration);
    await page.goto(`/#/registration/show/${fireplaceRegistration}`);
    await waitForContent(page, lang);
    const proposal = section.getByRole('region', { name: ui.proposal });
    await expect(proposal.getByText(ui.open(first.number, fireplaceHall.name))).toBeVisible();
    await expect(proposal.getByText(ui.deadline)).toBeVisible();
    await expect(section.getByRole('img', { name: ui.drawing(fireplaceHall.name, ui.proposed(first.number)) })).toBeVisible();
    await expect(section.locator(`polygon[data-stand="${first.number}"][data-selected]`)).toHaveCount(1);
    await shot(page, `${tag}-2-proposal`);
    await expectAccessible(page, phone, 'an open proposal');

    await proposal.getByRole('button', { name: ui.object, exact: true }).click();
    const reason = proposal.getByRole('textbox', { name: ui.objection });
    await expect(reason).toBeFocused();
    await proposal.getByRole('button', { name: ui.send }).click();
    await expect(proposal.getByText(ui.required)).toBeVisible();
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await shot(page, `${tag}-3-objection-required`);
    await expectAccessible(page, phone, 'the objection without a reason');
    await reason.fill(ui.reason);
    await proposal.getByRole('button', { name: ui.send }).click();
    await expect(section.getByText(ui.objected(first.number, fireplaceHall.name))).toContainText(ui.reason);
    await expect(section.getByRole('button', { name: ui.accept })).toHaveCount(0);
    await shot(page, `${tag}-4-objected`);

    // The desk proposes another stand; the exhibitor accepts it, and the registration shows it as its stand.
    const second = await placeOnFreeStand(request, staff, FIREPLACE, fireplaceHall, 'propose', fireplaceRegistration, [first.number]);
    await page.reload();
    await waitForContent(page, lang);
    await expect(proposal.getByText(ui.open(second.number, fireplaceHall.name))).toBeVisible();
    await proposal.getByRole('button', { name: ui.accept }).click();
    await expect(section.getByText(ui.accepted(second.number, fireplaceHall.name))).toBeVisible();
    await expect(section.getByText(ui.facts(fireplaceHall.name, second.number, areaText(second.areaM2, lang), ui.kinds[second.kind]), { exact: true })).toBeVisible();
    await expect(section.getByRole('img', { name: ui.drawing(fireplaceHall.name, ui.own(second.number)) })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(`${fireplaceHall.name} · ${second.number}`);
    await shot(page, `${tag}-5-accepted`);
    await expectAccessible(page, phone, 'the accepted proposal');
  });
}

// German on a laptop and English on a phone: each language and each width once, which keeps the browser suite short.
standJourney('de', 1366);
standJourney('en', PHONE.width);
