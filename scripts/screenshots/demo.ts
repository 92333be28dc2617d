// What the screens need from the freshly seeded demo, built through the HTTP API as the web app and staff would
// build it: the logins (as the login forms keep them), the ids of the demo records, a visitor's offer mailed by
// link (which also puts a mail into the outbox), an issued invoice, and an exhibitor whose every text is long
// German (compound words, long names and addresses), ordered, confirmed and invoiced, with a bank statement paying
// part of that invoice under its long name. For the gallery also an
// exhibitor who has just registered and nothing more, and a new edition of the kitchen fair with nothing in it.
// Shared by the gallery (`npm run screenshots`) and the browser test that walks every route for overflowing
// text (e2e/overflow.spec.ts): plain `fetch`, no test runner.
import type { EventAnswer, GlobalData, MediasAnswer, OrderBookAnswer, SaveOfferAnswer } from '@messeportal/domain';
import { camtStatementXml } from '../../apps/api/test/bank-statements.ts';

export type Who = 'demo' | 'other' | 'staff' | 'long' | 'fresh';

/** A login as the web app keeps it in localStorage (apps/web/src/api/session.ts). */
export interface Session {
  token: string;
  userinfo: unknown;
  keys: { token: string; user: string };
}

const PASSWORD = 'demo2027';
const exhibitorKeys = { token: 'fe_token', user: 'userinfo' };
const accounts = {
  demo: { path: '/fe/login_check', username: 'demo@messeportal.example', keys: exhibitorKeys },
  other: { path: '/fe/login_check', username: 'other@messeportal.example', keys: exhibitorKeys },
  staff: { path: '/be/login_check', username: 'be@messeportal.example', keys: { token: 'mp_be_token', user: 'mp_be_user' } },
};

/** An exhibitor made for the screens: its data as the portal loads it, its registration at the kitchen fair. */
export interface MadeExhibitor {
  data: GlobalData;
  registrationId: number;
}

export interface Demo {
  sessions: Partial<Record<Who, Session>> & Record<'demo' | 'other' | 'staff' | 'long', Session>;
  /** The demo exhibitor's (Muster Küchen) data. */
  demo: GlobalData;
  /** Nordlicht Kamine's registration at the fair with fireplace connections. */
  fireplaceRegistrationId: number;
  /** A visitor's offer at the kitchen fair: a corner stand of 30 m² and a medium. */
  offer: { id: number; uuid: string; configuration: Record<string, unknown> };
  /** An issued invoice of the kitchen fair (the seed's first). */
  documentId: number;
  /** An exhibitor with long German texts everywhere, confirmed by staff, with its stand invoiced. */
  long: MadeExhibitor & { documentId: number };
  /** Only with `extras`: an exhibitor who has just registered (unconfirmed, nothing booked beyond the stand). */
  fresh?: MadeExhibitor;
  /** Only with `extras`: a new, unpublished edition of the kitchen fair, with a long name and no registration. */
  emptyEventId?: number;
}

/** The long texts: compound words as German has them, a company name with a word longer than a phone is wide. */
export const LONG = {
  company: 'Donaudampfschifffahrtsgesellschaftskapitänswitwenrentenversicherungsanstalt Küchen- und Einrichtungshäuser GmbH & Co. KG',
  nameExtra: 'Abteilung Messebeteiligungen, Ausstellungsplanung und Kundenveranstaltungen',
  street: 'Kapitän-Hindenburg-Einrichtungshausstraße 123a',
  city: 'Kirchheimbolanden-Hinterweidenthal',
  internet: 'https://www.donaudampf-kuechen-einrichtungshaeuser.example',
  firstName: 'Hannelore-Friederike',
  name: 'Schwarzenberger-Wittgenstein',
  brand: 'Küchenausstattungsmanufaktur Donautal Premiumlinie',
  eventDe: 'Internationale Fachmesse für Küchenausstattung, Einrichtungsplanung und Haushaltsgroßgeräte Süddeutschland',
  eventEn: 'International Trade Fair for Kitchen Equipment, Interior Planning and Large Household Appliances Southern Germany',
};

type Init = { token?: string; body?: unknown; method?: string };

async function answerOf(origin: string, path: string, init: Init = {}): Promise<Response> {
  const answer = await fetch(`${origin}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!answer.ok) throw new Error(`${path} answered ${answer.status}: ${await answer.text()}`);
  return answer;
}

async function call<T>(origin: string, path: string, init: Init = {}): Promise<T> {
  return (await (await answerOf(origin, path, init)).json()) as T;
}

async function login(origin: string, path: string, username: string, password: string, keys: Session['keys']): Promise<Session> {
  const answer = await call<{ token: string; userinfo: unknown }>(origin, path, { body: { username, password } });
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

interface Invoicing {
  uninvoiced: { billingNumber: string }[];
  documents: { id: number }[];
}

/** Staff invoice the registration as on the desk: a look at the draft, then the invoice issued. Its document's id. */
/**
 * A bank statement accounting uploads: part of the long exhibitor's invoice paid under its long name, and a
 * credit nobody's invoice names, with the longest remittance text a bank passes on; both wait on the payments
 * page. Its references are new each time, so every run has them waiting.
 */
async function uploadStatement(origin: string, staff: Session, documentId: number) {
  const { document } = await call<{ document: { number: string } }>(origin, `/be/document/${documentId}`, { token: staff.token });
  const today = new Date().toISOString().slice(0, 10);
  const run = stamp();
  const xml = camtStatementXml({
    version: '001.08',
    accountIban: 'DE02120300000000202051',
    entries: [
      { direction: 'credit', bookedOn: today, bankReference: `MP-${run}-1`, amountCents: 50_000, name: LONG.company.slice(0, 70), remittance: `Anzahlung ${document.number} ${LONG.nameExtra}` },
      { direction: 'credit', bookedOn: today, bankReference: `MP-${run}-2`, amountCents: 123_456, name: `${LONG.firstName} ${LONG.name}`, remittance: `Standmiete ${LONG.city} ${LONG.street} ${LONG.brand}`.slice(0, 140) },
    ],
  });
  const answer = await fetch(`${origin}/be/bank-statements?fileName=auszug.xml`, { method: 'POST', headers: { authorization: `Bearer ${staff.token}`, 'content-type': 'application/octet-stream' }, body: xml });
  if (!answer.ok) throw new Error(`the bank statement upload answered ${answer.status}: ${await answer.text()}`);
}

async function invoice(origin: string, staff: Session, registrationId: number): Promise<number> {
  const registration = `/be/registration/${registrationId}`;
  const before = await call<Invoicing>(origin, `${registration}/invoicing`, { token: staff.token });
  const billing = before.uninvoiced[0];
  if (!billing) {
    if (before.documents[0]) return before.documents[0].id;
    throw new Error(`registration ${registrationId} has nothing to invoice`);
  }
  const input = { billingNumber: billing.billingNumber };
  await answerOf(origin, `${registration}/invoices/preview`, { token: staff.token, body: input });
  const after = await call<Invoicing>(origin, `${registration}/invoices`, { token: staff.token, body: input });
  const issued = after.documents.find((document) => !before.documents.some((earlier) => earlier.id === document.id));
  if (!issued) throw new Error(`issuing an invoice of registration ${registrationId} made no document`);
  return issued.id;
}

/**
 * A new exhibitor's order at the kitchen fair (`POST /pub/order`) with a corner stand of 30 m², as the public
 * configurator sends it; `long`: every text long, a medium and a brand besides. Logged in afterwards.
 */
async function orderAsNewExhibitor(origin: string, email: string, long: boolean): Promise<{ registrationId: number; session: Session }> {
  const { event } = await call<EventAnswer>(origin, '/pub/event/1?lang=de-DE');
  const corner = event.standConfigs.find((config) => config.standType === 'corner') ?? event.standConfigs[0]!;
  const { medias } = await call<MediasAnswer>(origin, '/pub/event/1/medias?lang=de-DE');
  const { orderBookItems } = await call<OrderBookAnswer>(origin, '/pub/event/1/orderbook?lang=de-DE');
  // What the configurator makes every exhibitor book: by the stand's m² or one piece.
  const mandatory = orderBookItems.filter((item) => item.isMandatory && item.isConfigurator).map(({ id, priceCalculation }) => ({ id, amount: priceCalculation === 'qm' ? 30 : 1 }));
  const password = 'Messe2027!';
  const { registrationId } = await call<{ registrationId: number }>(origin, '/pub/order?lang=de-DE', {
    body: {
      eventId: 1,
      agb: true,
      cancellationPolicy: true,
      stand: { standConfigId: corner.id, qm: 30 },
      medias: long ? medias.slice(0, 1).map(({ id }) => ({ id, amount: 1 })) : [],
      orderBooks: mandatory,
      brands: long ? [{ name: LONG.brand, internet: LONG.internet, productgroupsIds: event.productgroupsIds.slice(0, 2) }] : [],
      personal: {
        company: { name: long ? LONG.company : 'Küchenstudio Neuanfang', email, phone: '+49 711 1234567', internet: long ? LONG.internet : '' },
        address: long ? { nameExtra: LONG.nameExtra, street: LONG.street, zip: '67292', city: LONG.city, country: 'de' } : { street: 'Königstraße 1', zip: '70173', city: 'Stuttgart', country: 'de' },
        contact: {
          gender: 3,
          lang: 'de',
          firstName: long ? LONG.firstName : 'Eva',
          name: long ? LONG.name : 'Berger',
          email,
          passwordNew: password,
          passwordNewRepeat: password,
        },
      },
    },
  });
  return { registrationId, session: await login(origin, '/fe/login_check', email, password, exhibitorKeys) };
}

const globalData = (origin: string, session: Session) => call<GlobalData>(origin, '/fe/globaldata', { token: session.token });

/** A unique local part for a new exhibitor's address, so that several runs on one database do not meet. */
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

/** Everything the screens need; `extras`: also the fresh exhibitor and the empty fair (the gallery's variants). */
export async function prepareDemo(origin: string, { extras = false } = {}): Promise<Demo> {
  const [demoSession, otherSession, staff] = await Promise.all(
    (['demo', 'other', 'staff'] as const).map((who) => login(origin, accounts[who].path, accounts[who].username, PASSWORD, accounts[who].keys)),
  );
  const demo = await globalData(origin, demoSession!);
  const other = await globalData(origin, otherSession!);
  const fireplaceFair = other.events.find((event) => event.hasFireplaceConnections);
  const fireplaceRegistration = other.registrations.find((registration) => registration.eventId === fireplaceFair?.id);
  if (!fireplaceRegistration) throw new Error('the demo seed has no registration of other@messeportal.example at a fair with fireplace connections');
  const { documents } = await call<{ documents: { id: number }[] }>(origin, '/be/event/1/documents', { token: staff!.token });
  if (!documents[0]) throw new Error('the demo seed has no document at the kitchen fair');

  const long = await orderAsNewExhibitor(origin, `info-${stamp()}@donau-kuechen.example`, true);
  await answerOf(origin, `/be/registration/${long.registrationId}/confirm`, { token: staff!.token, body: {} });
  const longDocumentId = await invoice(origin, staff!, long.registrationId);
  await uploadStatement(origin, staff!, longDocumentId);
  const sessions: Demo['sessions'] = { demo: demoSession!, other: otherSession!, staff: staff!, long: long.session };
  const made: Demo = {
    sessions,
    demo,
    fireplaceRegistrationId: fireplaceRegistration.id,
    offer: await mailOffer(origin),
    documentId: documents[0].id,
    long: { data: await globalData(origin, long.session), registrationId: long.registrationId, documentId: longDocumentId },
  };
  if (extras) {
    const fresh = await orderAsNewExhibitor(origin, `neu-${stamp()}@kuechenstudio.example`, false);
    sessions.fresh = fresh.session;
    made.fresh = { data: await globalData(origin, fresh.session), registrationId: fresh.registrationId };
    const copy = await call<{ id: number }>(origin, '/be/admin/event/1/copy', { token: staff!.token, body: { nameDe: LONG.eventDe, nameEn: LONG.eventEn, shiftDays: 728 } });
    made.emptyEventId = copy.id;
  }
  return made;
}
