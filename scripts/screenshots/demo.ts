// What the screens need from the freshly seeded demo: the three logins (as the login forms keep them), the
// ids of the demo records, and a visitor's offer mailed by link (which also puts a mail into the outbox).
import type { EventAnswer, GlobalData, MediasAnswer, SaveOfferAnswer } from '@messeportal/domain';

export type Who = 'demo' | 'other' | 'staff';

/** A login as the web app keeps it in localStorage (apps/web/src/api/session.ts). */
export interface Session {
  token: string;
  userinfo: unknown;
  keys: { token: string; user: string };
}

const PASSWORD = 'demo2027';
const accounts: Record<Who, { path: string; username: string; keys: Session['keys'] }> = {
  demo: { path: '/fe/login_check', username: 'demo@messeportal.example', keys: { token: 'fe_token', user: 'userinfo' } },
  other: { path: '/fe/login_check', username: 'other@messeportal.example', keys: { token: 'fe_token', user: 'userinfo' } },
  staff: { path: '/be/login_check', username: 'be@messeportal.example', keys: { token: 'mp_be_token', user: 'mp_be_user' } },
};

export interface Demo {
  sessions: Record<Who, Session>;
  /** The demo exhibitor's (Muster Küchen) data. */
  demo: GlobalData;
  /** Nordlicht Kamine's registration at the fair with fireplace connections. */
  fireplaceRegistrationId: number;
  /** A visitor's offer at the kitchen fair: a corner stand of 30 m² and a medium. */
  offer: { id: number; uuid: string; configuration: Record<string, unknown> };
}

async function call<T>(origin: string, path: string, init: { token?: string; body?: unknown } = {}): Promise<T> {
  const answer = await fetch(`${origin}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: { ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!answer.ok) throw new Error(`${path} answered ${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as T;
}

async function login(origin: string, who: Who): Promise<Session> {
  const { path, username, keys } = accounts[who];
  const answer = await call<{ token: string; userinfo: unknown }>(origin, path, { body: { username, password: PASSWORD } });
  return { ...answer, keys };
}

async function mailOffer(origin: string): Promise<Demo['offer']> {
  const { event } = await call<EventAnswer>(origin, '/pub/event/1');
  const corner = event.standConfigs.find((config) => config.standType === 'corner') ?? event.standConfigs[0]!;
  const { medias } = await call<MediasAnswer>(origin, '/pub/event/1/medias');
  const configuration = { eventId: 1, stand: { standConfigId: corner.id, qm: 30 }, medias: medias.slice(0, 1).map(({ id }) => ({ id, amount: 1 })), orderBooks: [], brands: [] };
  const { offer } = await call<SaveOfferAnswer>(origin, '/pub/send_configurator', { body: { ...configuration, email: 'besucher@example.com' } });
  return { ...offer, configuration };
}

export async function prepareDemo(origin: string): Promise<Demo> {
  const sessions = { demo: await login(origin, 'demo'), other: await login(origin, 'other'), staff: await login(origin, 'staff') };
  const demo = await call<GlobalData>(origin, '/fe/globaldata', { token: sessions.demo.token });
  const other = await call<GlobalData>(origin, '/fe/globaldata', { token: sessions.other.token });
  const fireplaceFair = other.events.find((event) => event.hasFireplaceConnections);
  const fireplaceRegistration = other.registrations.find((registration) => registration.eventId === fireplaceFair?.id);
  if (!fireplaceRegistration) throw new Error('the demo seed has no registration of other@messeportal.example at a fair with fireplace connections');
  return { sessions, demo, fireplaceRegistrationId: fireplaceRegistration.id, offer: await mailOffer(origin) };
}
