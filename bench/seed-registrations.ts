// Registrations for the registration-desk bench (issue 16), written straight into the bench database in a few
// multi-row INSERTs through the product's schema: a company with its main contact per registration; stands of
// every type and size of the event, most placed in a hall with a stand number of their own; most confirmed, some
// waiting for their double opt-in, a few cancelled; a binding order each (stand, media and service positions,
// mostly still open) and booklet bookings for about every third. A fixed-seed generator makes every run list the
// same data, so figures of two runs compare.
import { DEFAULT_BILLING_NUMBERS } from '@messeportal/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../apps/api/src/platform/db/client.ts';
import {
  companies,
  contacts,
  mediaItems,
  orderBookItems,
  orderBookValues,
  orderPositions,
  orders,
  registrations,
  standConfigs,
} from '../apps/api/src/platform/db/schema.ts';
import { generator } from './random.ts';

/** Rows per INSERT: at a dozen parameters a row, far below PostgreSQL's 65,535 parameters per statement. */
const CHUNK = 1000;
const SPREAD_DAYS = 240;
const DAY = 86_400_000;
const VAT = 0.19;

/** Every twentieth company is a carpenter's (`trades[0]`): the search the bench measures finds their registrations. */
export const DESK_SEARCH_FRAGMENT = 'holzbau';
/** The hall the bench's hall filter asks for: about a sixth of the placed registrations. */
export const DESK_HALL = 'Halle 3';
const trades = [
  'Holzbau', 'Küchenstudio', 'Möbelwerk', 'Elektrotechnik', 'Design', 'Interieur', 'Ofenbau', 'Glas & Licht', 'Handel', 'Systeme',
  'Messebau', 'Naturstein', 'Einrichtungen', 'Wohnideen', 'Armaturen', 'Keramik', 'Leuchten', 'Textil', 'Beschläge', 'Haustechnik',
];
const surnames = [
  'Berger', 'Huber', 'Wagner', 'Gruber', 'Pichler', 'Moser', 'Steiner', 'Hofer', 'Leitner', 'Bauer', 'Fuchs', 'Eder', 'Fischer',
  'Schmid', 'Winkler', 'Weber', 'Schwarz', 'Maier', 'Schneider', 'Reiter', 'Mayer', 'Brunner', 'Lang', 'Baumgartner', 'Auer',
];
const places = ['Linz', 'Graz', 'Passau', 'Rosenheim', 'Salzburg', 'Regensburg', 'Augsburg', 'Villach', 'Wels', 'Kempten'];
const firstNames = ['Anna', 'Lukas', 'Sophie', 'Jonas', 'Marie', 'Felix', 'Lena', 'Paul', 'Laura', 'Tobias', 'Julia', 'Stefan', 'Katharina', 'Eva'];
const legalForms = ['GmbH', 'GmbH & Co. KG', 'KG', 'e.K.', 'AG', 'OG'];
const halls = ['Halle 1', 'Halle 2', 'Halle 3', 'Halle 4', 'Halle 5', 'Halle 6'];
/** The binding orders' states by weight: mostly still open. */
const orderStates = [['open', 80], ['confirmed', 12], ['processed', 5], ['delivered', 3]] as const;

/** The event's stands, booklet products (of the exhibitor's first tab) and media, which the orders and bookings name. */
async function catalogue(db: Db, eventId: number) {
  const [stands, services, medias] = await Promise.all([
    db.select().from(standConfigs).where(eq(standConfigs.eventId, eventId)),
    db.select().from(orderBookItems).where(and(eq(orderBookItems.eventId, eventId), eq(orderBookItems.itemType, 0), eq(orderBookItems.tab, 0))),
    db.select().from(mediaItems).where(eq(mediaItems.eventId, eventId)),
  ]);
  if (stands.length === 0 || services.length === 0) throw new Error(`bench registrations: event ${eventId} lacks stands or booklet products`);
  return { stands, services, medias };
}

/** Inserts the rows in chunks, answering what each chunk's INSERT returned. */
async function insertChunks<Row, Out>(rows: Row[], insert: (chunk: Row[]) => Promise<Out[]>): Promise<Out[]> {
  const out: Out[] = [];
  for (let start = 0; start < rows.length; start += CHUNK) out.push(...(await insert(rows.slice(start, start + CHUNK))));
  return out;
}

type Catalogue = Awaited<ReturnType<typeof catalogue>>;
type Random = ReturnType<typeof generator>;
type Position = Omit<typeof orderPositions.$inferInsert, 'orderId'>;

/** The positions of a binding order: the stand's area, sometimes a surcharge, up to two media and up to four services. */
function orderLines(random: Random, shop: Catalogue, stand: Catalogue['stands'][number], qm: number): Position[] {
  const lines: Omit<Position, 'sort'>[] = [];
  const line = (kind: Position['kind'], itemId: number | null, description: string, amount: number, unit: string, price: number) =>
    lines.push({ kind, itemId, description, amount, unit, priceSingle: price, sum: Math.round(amount * price), listPrice: price, billingNumber: DEFAULT_BILLING_NUMBERS[kind] });
  line('stand', null, `${stand.nameDe}: Standfläche je m²`, qm, 'qm', random.pick([16_500, 18_900, 21_000]));
  if (stand.standType !== 'inline') line('stand', null, `${stand.nameDe}: Zuschlag je m²`, qm, 'qm', 2_500);
  for (let i = random.weighted([[0, 60], [1, 30], [2, 10]] as const); i > 0 && shop.medias.length > 0; i--) {
    const medium = random.pick(shop.medias);
    line('media', medium.id, medium.nameDe, 1, 'piece', medium.price);
  }
  const chosen = new Set(Array.from({ length: random.int(0, 4) }, () => random.pick(shop.services)));
  for (const item of chosen) {
    const amount = item.productType === 2 ? 1 : item.unit === 'qm' ? qm : random.int(1, 4);
    line('service', item.id, item.titleDe, amount, item.unit, item.price);
  }
  return lines.map((position, sort) => ({ ...position, sort }));
}

/** Inserts `count` registrations of event `eventId` with their companies, contacts, orders and bookings; answers how many of each. */
export async function seedRegistrations(db: Db, eventId: number, count: number) {
  const random = generator(1627);
  const shop = await catalogue(db, eventId);
  const now = Date.now();
  /** A moment after another that is still in the past. */
  const past = (at: number) => new Date(Math.min(now, at));
  const standNumbers = new Map(halls.map((hall) => [hall, 100]));
  const people = Array.from({ length: count }, (_, i) => {
    const surname = surnames[i % surnames.length]!;
    const trade = trades[Math.floor(i / surnames.length) % trades.length]!;
    const place = places[Math.floor(i / (surnames.length * trades.length)) % places.length]!;
    const firstName = random.pick(firstNames);
    return {
      company: { name: `${surname} ${trade} ${place} ${random.pick(legalForms)}`, email: `office.${i}@bench-desk.example` },
      contact: { firstName, name: random.pick(surnames), email: `${firstName.toLowerCase()}.${i}@bench-desk.example` },
    };
  });

  const seeded = await db.transaction(async (tx) => {
    const companyIds = await insertChunks(people, (chunk) =>
      tx.insert(companies).values(chunk.map((person) => person.company)).returning({ id: companies.id, email: companies.email }),
    ).then((rows) => new Map(rows.map((row) => [row.email, row.id])));
    const byCompany = people.map((person) => companyIds.get(person.company.email)!);
    const contactIds = await insertChunks(people, (chunk) =>
      tx
        .insert(contacts)
        .values(
          chunk.map((person) => ({
            ...person.contact,
            companyId: companyIds.get(person.company.email)!,
            isMainContact: true,
            gender: random.pick([2, 3]),
            lang: 'de',
          })),
        )
        .returning({ id: contacts.id, companyId: contacts.companyId }),
    ).then((rows) => new Map(rows.map((row) => [row.companyId, row.id])));

    const registrationRows = byCompany.map((companyId) => {
      const stand = random.pick(shop.stands);
      const qm = Math.min(stand.qmMax, stand.qmMin + random.int(0, 12) * 6);
      const hall = random.next() < 0.85 ? random.pick(halls) : '';
      const number = hall && random.next() < 0.9 ? standNumbers.get(hall)! + 1 : 0;
      if (number) standNumbers.set(hall, number);
      const createdAt = new Date(now - random.next() * SPREAD_DAYS * DAY);
      const state = random.weighted([['confirmed', 70], ['unconfirmed', 26], ['canceled', 4]] as const);
      const confirmed = state !== 'unconfirmed' && !(state === 'canceled' && random.next() < 0.5);
      return {
        eventId,
        companyId,
        standConfigId: stand.id,
        standType: stand.standType,
        standSize: qm,
        hall,
        standNr: number ? `${String.fromCharCode(64 + Number(hall.slice(-1)))}${number}` : '',
        isConfirmed: confirmed,
        confirmedAt: confirmed ? past(createdAt.getTime() + random.int(1, 72) * 3_600_000) : null,
        canceledAt: state === 'canceled' ? past(createdAt.getTime() + random.int(3, 30) * DAY) : null,
        cancelReason: state === 'canceled' ? 'Absage durch den Aussteller' : '',
        createdAt,
      };
    });
    const registered = await insertChunks(registrationRows, (chunk) =>
      tx.insert(registrations).values(chunk).returning({ id: registrations.id, companyId: registrations.companyId }),
    ).then((rows) => new Map(rows.map((row) => [row.companyId, row.id])));

    const orderRows = registrationRows.map((registration) => {
      const stand = shop.stands.find((config) => config.id === registration.standConfigId)!;
      const lines = orderLines(random, shop, stand, registration.standSize);
      const net = lines.reduce((sum, position) => sum + position.sum, 0);
      const services = lines.filter((position) => position.kind === 'service').map((position) => ({ id: position.itemId!, amount: position.amount }));
      const medias = lines.filter((position) => position.kind === 'media').map((position) => ({ id: position.itemId!, amount: 1 }));
      const order = {
        eventId,
        companyId: registration.companyId,
        registrationId: registered.get(registration.companyId)!,
        contactId: contactIds.get(registration.companyId)!,
        type: random.next() < 0.8 ? ('registration' as const) : ('offer' as const),
        status: registration.canceledAt ? 'canceled' : random.weighted(orderStates),
        lang: 'de',
        netCents: net,
        vatCents: Math.round(net * VAT),
        grossCents: net + Math.round(net * VAT),
        data: { eventId, agb: true, comment: '', stand: { standConfigId: stand.id, qm: registration.standSize }, medias, orderBooks: services },
        createdAt: past(registration.createdAt.getTime() + 60_000),
      };
      return { order, lines };
    });
    const orderIds = await insertChunks(orderRows, (chunk) =>
      tx.insert(orders).values(chunk.map((row) => row.order)).returning({ id: orders.id, registrationId: orders.registrationId }),
    ).then((rows) => new Map(rows.map((row) => [row.registrationId, row.id])));
    const positions = orderRows.flatMap(({ order, lines }) => lines.map((line) => ({ ...line, orderId: orderIds.get(order.registrationId)! })));
    await insertChunks(positions, (chunk) => tx.insert(orderPositions).values(chunk).returning({ id: orderPositions.id }));

    // About every third exhibitor booked in the booklet on top of its order, some changed it later.
    const bookings = orderRows.flatMap(({ order }) => {
      if (random.next() >= 0.35) return [];
      const items = new Set(Array.from({ length: random.int(1, 3) }, () => random.pick(shop.services)));
      return [...items].map((item) => ({
        registrationId: order.registrationId,
        orderBookItemId: item.id,
        amount: item.productType === 2 ? 1 : random.int(1, 6),
        checked: item.productType === 2,
        updatedAt: past(order.createdAt.getTime() + random.int(1, 40) * DAY),
      }));
    });
    await insertChunks(bookings, (chunk) => tx.insert(orderBookValues).values(chunk).returning({ id: orderBookValues.registrationId }));
    return { companies: count, registrations: count, orders: orderRows.length, positions: positions.length, bookings: bookings.length };
  });
  // As seed-offers.ts: a database of this size has been vacuumed and has its statistics (autovacuum on
  // PostgreSQL, the server's hourly job on PGlite).
  await db.execute(sql`vacuum (analyze) ${companies}, ${contacts}, ${registrations}, ${orders}, ${orderPositions}, ${orderBookValues}`);
  return seeded;
}
