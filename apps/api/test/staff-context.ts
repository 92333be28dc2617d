import { and, eq } from 'drizzle-orm';
import { companies, contacts, mediaItems, orderBookItems, registrations } from '../src/platform/db/schema.ts';
import { createTestApp, loginAs, type Engine } from './test-app.ts';
import { addStaff } from '../src/admin/staff/accounts.ts';

export const STAFF = 'be@messeportal.example';
/** The password of the accounts staffAs creates. */
export const STAFF_PASSWORD = 'Kaminfeuer-2027';
export const DEMO = 'demo@messeportal.example';
/** The main contact of Nordlicht Kamine, registered for the fireplace fair only. */
export const OTHER = 'other@messeportal.example';
export const KITCHEN = 1;
export const FIREPLACE = 2;

type Headers = Record<string, string>;
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A fresh demo database with a staff login and the demo exhibitor's, and the seeded items the back-office
 * tests build offers from: the kitchen fair's corner stand, a configurator medium with its twin at the
 * fireplace fair, a staff-only medium, a hidden (tab 2) item, the mandatory cleaning, the demo company with
 * its registration at the kitchen fair, and Nordlicht Kamine (registered at the fireplace fair only).
 */
export async function openBackofficeContext(engine: Engine) {
  const t = await createTestApp(engine, { publicUrl: 'https://messe.example' });
  const db = t.database.db;
  const [staff, exhibitor] = await Promise.all([loginAs(t.app, STAFF, 'be'), loginAs(t.app, DEMO)]);
  const media = (eventId: number, nameDe: string) =>
    db.select().from(mediaItems).where(and(eq(mediaItems.eventId, eventId), eq(mediaItems.nameDe, nameDe))).then((rows) => rows[0]!);
  const item = (titleDe: string) => db.select().from(orderBookItems).where(eq(orderBookItems.titleDe, titleDe)).then((rows) => rows[0]!);
  const contact = (email: string) => db.select().from(contacts).where(eq(contacts.email, email)).then((rows) => rows[0]!);
  const [event, logo, logoFireplace, staffOnly, carpet, handlingFee, demo, other, cleaning] = await Promise.all([
    t.app.inject({ url: `/pub/event/${KITCHEN}` }).then((r) => r.json().event),
    media(KITCHEN, 'Logo im Hallenplan'),
    media(FIREPLACE, 'Logo im Hallenplan'),
    media(KITCHEN, 'Premium-Eintrag in der Ausstellersuche'),
    item('Teppichboden'),
    item('Bearbeitungsgebühr für nachträgliche Änderungen'),
    contact(DEMO),
    contact(OTHER),
    db
      .select()
      .from(orderBookItems)
      .where(and(eq(orderBookItems.eventId, KITCHEN), eq(orderBookItems.isMandatory, true), eq(orderBookItems.tab, 0), eq(orderBookItems.itemType, 0)))
      .then((rows) => rows[0]!),
  ]);
  const otherRegistration = (await db.select().from(registrations).where(eq(registrations.companyId, other.companyId)))[0]!;
  const [registration] = await db.select().from(registrations).where(eq(registrations.companyId, demo.companyId));
  const [company] = await db.select().from(companies).where(eq(companies.id, demo.companyId));
  const corner = event.standConfigs.find((c: { standType: string }) => c.standType === 'corner') as { id: number };

  const call = (method: Method, url: string, headers: Headers = staff, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload !== undefined && { payload }) });
  /** A configuration of the kitchen fair: a 48 m² corner stand, one logo in the hall plan, 48 m² carpet. */
  const configuration = (overrides: object = {}) => ({
    eventId: KITCHEN,
    stand: { standConfigId: corner.id, qm: 48 },
    medias: [{ id: logo.id, amount: 1 }],
    orderBooks: [{ id: carpet.id, amount: 48 }],
    brands: [],
    ...overrides,
  });
  const save = (payload: object, headers: Headers = staff, lang = 'de-DE') =>
    call('POST', `/be/action/save_configurator?lang=${lang}`, headers, payload);
  /** The net of the stand alone, from the public calculation. */
  const standNet = async (qm = 48) => {
    const response = await call('POST', '/pub/calculate_configurator', {}, { eventId: KITCHEN, standConfigId: corner.id, qm });
    return Math.round(response.json().total * 100);
  };
  /** A logged-in staff member of this role (the demo login is an admin). */
  const staffAs = async (role: 'admin' | 'sales' | 'accounting', email = `${role}@messeportal.example`) => {
    await addStaff(db, { email, role, password: STAFF_PASSWORD });
    return loginAs(t.app, email, 'be', STAFF_PASSWORD);
  };
  return {
    t,
    db,
    staff,
    staffAs,
    exhibitor,
    items: { corner, logo, logoFireplace, staffOnly, carpet, handlingFee, cleaning },
    demo: { companyId: demo.companyId, companyName: company!.name, registrationId: registration!.id, contactLang: demo.lang },
    other: { companyId: other.companyId, registrationId: otherRegistration.id, contactLang: other.lang },
    call,
    configuration,
    save,
    standNet,
    close: () => t.close(),
  };
}

export type BackofficeContext = Awaited<ReturnType<typeof openBackofficeContext>>;

/**
 * A call of the access test: method, URL, body and, for a call that can succeed once only (confirming,
 * cancelling) or finds nothing to serve in the demo data, the status an allowed role gets instead of 2xx.
 */
export type AccessCall = [Method, string, object?, number?];
/** Sample calls for the access test, keyed by route as registered ('PUT /be/admin/event/:id'), made in its context. */
export type AccessSamples = (c: BackofficeContext) => Promise<Record<string, AccessCall>>;
