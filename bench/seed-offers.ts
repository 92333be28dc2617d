// Offers for the back-office offers-list bench (issue 6), written straight into the bench database in a few
// multi-row INSERTs through the product's schema: a few hundred generated companies, most offers made for
// one of them, the rest visitors' offers without a company; both offer types, every state, totals, and
// creation and change times spread over eight months. A fixed-seed generator makes every run list the same
// data, so figures of two runs compare.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../apps/api/src/platform/db/client.ts';
import { companies, mediaItems, offers, orderBookItems, standConfigs } from '../apps/api/src/platform/db/schema.ts';
import { generator } from './random.ts';

/** Rows per INSERT: at a dozen parameters a row, far below PostgreSQL's 65,535 parameters per statement. */
const CHUNK = 1000;
const SPREAD_DAYS = 240;
const DAY = 86_400_000;

/** Every twelfth company is a carpenter's (`trades[0]`): the search the bench measures matches their offers. */
export const SEARCH_FRAGMENT = 'holzbau';
const trades = ['Holzbau', 'Küchenstudio', 'Möbelwerk', 'Elektrotechnik', 'Design', 'Interieur', 'Ofenbau', 'Glas & Licht', 'Handel', 'Systeme', 'Messebau', 'Naturstein'];
const surnames = ['Berger', 'Huber', 'Wagner', 'Gruber', 'Pichler', 'Moser', 'Steiner', 'Hofer', 'Leitner', 'Bauer', 'Fuchs', 'Eder', 'Fischer', 'Schmid', 'Winkler', 'Weber', 'Schwarz', 'Maier', 'Schneider', 'Reiter', 'Mayer', 'Brunner', 'Lang', 'Baumgartner', 'Auer'];
const legalForms = ['GmbH', 'GmbH & Co. KG', 'KG', 'e.K.', 'AG', 'OG'];
const offerTitles = [
  (qm: number) => `Reihenstand ${qm} m²`,
  (qm: number) => `Eckstand ${qm} m² mit Medienpaket`,
  (qm: number) => `Kopfstand ${qm} m², Halle ${1 + (qm % 4)}`,
  (qm: number) => `Blockstand ${qm} m² – Nachtrag`,
  () => 'Medienpaket Katalog und Banner',
  () => 'Serviceleistungen Standreinigung',
  (qm: number) => `Angebot 2027-${String(qm * 37).padStart(4, '0')}`,
  () => '',
];

/** The event's catalogue ids, so the stored configurations are as large as real ones and name real items. */
async function catalogueIds(db: Db, eventId: number) {
  const ids = async (table: typeof standConfigs | typeof mediaItems | typeof orderBookItems) =>
    (await db.select({ id: table.id }).from(table).where(eq(table.eventId, eventId))).map((row) => row.id);
  const [stands, medias, services] = await Promise.all([ids(standConfigs), ids(mediaItems), ids(orderBookItems)]);
  if (stands.length === 0) throw new Error(`bench offers: event ${eventId} has no stand configurations`);
  return { stands, medias, services };
}

/** Inserts `companyCount` companies and `offerCount` offers of event `eventId`; answers how many of each. */
export async function seedOffers(db: Db, eventId: number, offerCount: number, companyCount = 300) {
  const random = generator(2027);
  const catalogue = await catalogueIds(db, eventId);
  const now = Date.now();
  const companyIds = await db.transaction(async (tx) => {
    const rows = Array.from({ length: companyCount }, (_, i) => {
      const name = `${surnames[Math.floor(i / trades.length) % surnames.length]} ${trades[i % trades.length]} ${random.pick(legalForms)}`;
      return { name, email: `office.${i}@bench-offers.example`, createdAt: new Date(now - random.int(SPREAD_DAYS, 3 * SPREAD_DAYS) * DAY) };
    });
    return (await tx.insert(companies).values(rows).returning({ id: companies.id })).map((row) => row.id);
  });

  const offer = () => {
    const companyId = random.next() < 0.85 ? random.pick(companyIds) : null;
    const offerType = companyId === null ? 1 : random.weighted([[1, 55], [2, 45]] as const);
    const state = random.weighted([[1, 35], [2, 30], [3, 15], [4, 10], [5, 10]] as const);
    const qm = random.pick([9, 12, 16, 20, 24, 30, 36, 48, 60, 72, 96, 120]);
    const createdAt = now - random.next() * SPREAD_DAYS * DAY;
    const updatedAt = createdAt + random.next() ** 2 * (now - createdAt);
    const medias = Array.from({ length: random.int(0, 4) }, () => ({ id: random.pick(catalogue.medias), amount: random.int(1, 3) }));
    const services = Array.from({ length: random.int(1, 8) }, () => ({ id: random.pick(catalogue.services), amount: random.int(1, qm) }));
    const standConfigId = random.pick(catalogue.stands);
    return {
      uuid: randomUUID(),
      eventId,
      companyId,
      offerType,
      state,
      title: random.pick(offerTitles)(qm),
      data: { eventId, agb: false, comment: '', stand: { standConfigId, qm }, medias, orderBooks: services, brands: [] },
      totalNetCents: state === 1 && random.next() < 0.1 ? 0 : qm * random.int(12_000, 26_000) + random.int(0, 400_000),
      orderedAt: state === 3 && companyId !== null && random.next() < 0.6 ? new Date(updatedAt) : null,
      createdAt: new Date(createdAt),
      updatedAt: new Date(updatedAt),
    };
  };
  await db.transaction(async (tx) => {
    for (let start = 0; start < offerCount; start += CHUNK) {
      await tx.insert(offers).values(Array.from({ length: Math.min(CHUNK, offerCount - start) }, offer));
    }
  });
  // A database that grew to this size has been vacuumed and has its statistics (autovacuum on PostgreSQL, the
  // server's hourly job on PGlite); without them the planner would guess at a table it believes empty.
  await db.execute(sql`vacuum (analyze) ${offers}, ${companies}`);
  return { companies: companyCount, offers: offerCount };
}
