import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { linkFromMail } from './configurator-steps.ts';
import { E2E_ORIGIN_PATTERN } from './origin.ts';

// Starting states built through the HTTP API, as the web app would build them, for journeys whose subject is
// what comes after: the clicking through the configurator is configurator.spec.ts's to prove.

export type Lang = 'de' | 'en';

export const locale = (lang: Lang) => (lang === 'en' ? 'en-US' : 'de-DE');

/** The seeded organiser staff account (an admin: every right of the back office). */
export const demoStaff = { username: 'be@messeportal.example', password: 'demo2027' };

export interface Session {
  kind: 'exhibitor' | 'staff';
  token: string;
  userinfo: unknown;
}

/** A login through the API (`POST /fe/login_check` or `/be/login_check`). */
export async function apiLogin(request: APIRequestContext, kind: Session['kind'], username: string, password: string): Promise<Session> {
  const answer = await request.post(kind === 'staff' ? '/be/login_check' : '/fe/login_check', { data: { username, password } });
  expect(answer.status(), `login of ${username}`).toBe(200);
  const { token, userinfo } = (await answer.json()) as { token: string; userinfo: unknown };
  return { kind, token, userinfo };
}

export const authorization = (session: Session) => ({ Authorization: `Bearer ${session.token}` });

/**
 * The page's next document of the app opens in `lang` and, with a session, logged in, as the login form
 * leaves the browser's storage (the app's keys: fe_token/userinfo for exhibitors, mp_be_token/mp_be_user for
 * staff). Once per tab: what the app stores later (another language, a logout) stays as the app left it.
 */
export async function openLoggedIn(page: Page, lang: Lang, session: Session | null = null) {
  const keys = session?.kind === 'staff' ? ['mp_be_token', 'mp_be_user'] : ['fe_token', 'userinfo'];
  await page.addInitScript(
    ({ stored, locale }) => {
      if (location.origin === 'null' || sessionStorage.getItem('e2e-storage-set')) return;
      sessionStorage.setItem('e2e-storage-set', 'yes');
      localStorage.setItem('lang', locale);
      if (stored) {
        localStorage.setItem(stored.keys[0]!, stored.token);
        localStorage.setItem(stored.keys[1]!, JSON.stringify(stored.userinfo));
      }
    },
    { stored: session ? { keys, token: session.token, userinfo: session.userinfo } : null, locale: locale(lang) },
  );
}

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const answer = await request.get(path);
  expect(answer.status(), path).toBe(200);
  return (await answer.json()) as T;
}

interface StandConfig {
  id: number;
  standType: string;
}

export interface NewOrder {
  lang: Lang;
  email: string;
  password: string;
  /** `Holzwerk Alpen <local part of the e-mail>`, as configurator-steps' registerNewExhibitor names it. */
  company?: string;
  eventId?: number;
  standType?: string;
  qm?: number;
  /** Media by their German name, with the pieces ordered. */
  media?: Record<string, number>;
  /** Booklet items by their German title, with the amount booked (1 ticks a checkbox item). */
  services?: Record<string, number>;
  /** The offer (its link's uuid) the order accepts. */
  offerUuid?: string;
}

export interface OrderedExhibitor {
  email: string;
  password: string;
  company: string;
  registrationId: number;
}

/**
 * A new exhibitor's binding order (`POST /pub/order`): the configuration and personal block the public
 * configurator sends once a visitor has chosen stand, media and services and filled in the company step.
 */
export async function orderAsNewExhibitor(request: APIRequestContext, order: NewOrder): Promise<OrderedExhibitor> {
  const eventId = order.eventId ?? 1;
  const company = order.company ?? `Holzwerk Alpen ${order.email.split('@')[0]}`;
  const { event } = await getJson<{ event: { standConfigs: StandConfig[] } }>(request, `/pub/event/${eventId}?lang=de-DE`);
  const stand = event.standConfigs.find((config) => config.standType === (order.standType ?? 'corner'));
  expect(stand, `a ${order.standType ?? 'corner'} stand at event ${eventId}`).toBeDefined();
  const { medias } = await getJson<{ medias: { id: number; name: string }[] }>(request, `/pub/event/${eventId}/medias?lang=de-DE`);
  const { orderBookItems } = await getJson<{ orderBookItems: { id: number; title: string }[] }>(request, `/pub/event/${eventId}/orderbook?lang=de-DE`);
  const byName = <T>(list: T[], name: string, of: (entry: T) => string) => {
    const found = list.find((entry) => of(entry) === name);
    expect(found, name).toBeDefined();
    return found!;
  };
  const answer = await request.post(`/pub/order?lang=${locale(order.lang)}`, {
    data: {
      ...(order.offerUuid ? { uuid: order.offerUuid } : {}),
      eventId,
      agb: true,
      cancellationPolicy: true,
      stand: { standConfigId: stand!.id, qm: order.qm ?? 30 },
      medias: Object.entries(order.media ?? {}).map(([name, amount]) => ({ id: byName(medias, name, (media) => media.name).id, amount })),
      orderBooks: Object.entries(order.services ?? {}).map(([title, amount]) => ({ id: byName(orderBookItems, title, (item) => item.title).id, amount })),
      brands: [],
      personal: {
        company: { name: company, email: order.email, phone: '+49 711 123456' },
        address: { street: 'Königstraße 1', zip: '70173', city: 'Stuttgart', country: 'de' },
        contact: {
          gender: 3,
          lang: order.lang,
          firstName: 'Eva',
          name: 'Berger',
          email: order.email,
          passwordNew: order.password,
          passwordNewRepeat: order.password,
        },
      },
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const { registrationId } = (await answer.json()) as { registrationId: number };
  return { email: order.email, password: order.password, company, registrationId };
}

/** The double opt-in link of the order mail to `email`, in the contact's language (its last path segment). */
export async function confirmLinkFor(email: string, lang: Lang): Promise<string> {
  const link = await linkFromMail(email, lang === 'de' ? 'Bitte bestätigen' : 'Please confirm', new RegExp(`${E2E_ORIGIN_PATTERN}/#/e/confirm/\\S+`));
  expect(link).toMatch(new RegExp(`/#/e/confirm/\\d+/[^/]+/${lang}$`));
  return link;
}

/** The exhibitor answers the double opt-in mail, as its confirmation page does (`POST /pub/confirm/{id}/{token}`). */
export async function confirmThroughMail(request: APIRequestContext, email: string, lang: Lang) {
  const [, id, token] = /#\/e\/confirm\/(\d+)\/([^/]+)\//.exec(await confirmLinkFor(email, lang))!;
  const answer = await request.post(`/pub/confirm/${id}/${token}`);
  expect(answer.status(), await answer.text()).toBe(200);
}

export interface InvoicedExhibitor {
  session: Session;
  company: string;
  invoice: { id: number; number: string; date: string; grossCents: number };
}

/**
 * A new exhibitor of the kitchen fair (`name` and a run's tag make its company and address), with a stand of `qm`
 * m² and its cleaning ordered, confirmed and invoiced by staff: its login, company and invoice.
 */
export async function invoicedExhibitor(request: APIRequestContext, staff: Session, options: { name: string; lang?: Lang; qm?: number }): Promise<InvoicedExhibitor> {
  const { name, lang = 'de', qm = 30 } = options;
  const tag = `${lang}-${Date.now().toString(36)}`;
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${tag}@zahlung.example`;
  const password = 'Zahlung-2027!';
  const ordered = await orderAsNewExhibitor(request, { lang, email, password, company: `${name} ${tag}`, qm, services: { Standreinigung: qm } });
  const headers = authorization(staff);
  expect((await request.post(`/be/registration/${ordered.registrationId}/confirm`, { headers, data: {} })).status()).toBe(200);
  const { uninvoiced } = await (await request.get(`/be/registration/${ordered.registrationId}/invoicing`, { headers })).json();
  const issued = await request.post(`/be/registration/${ordered.registrationId}/invoices`, { headers, data: { billingNumber: uninvoiced[0].billingNumber } });
  expect(issued.status(), await issued.text()).toBe(200);
  const invoice = (await issued.json()).documents.find((document: { type: string }) => document.type === 'invoice');
  return {
    session: await apiLogin(request, 'exhibitor', email, password),
    company: ordered.company,
    invoice: { id: invoice.id, number: invoice.number, date: invoice.date, grossCents: Math.round(invoice.gross * 100) },
  };
}
