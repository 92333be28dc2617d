import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../platform/db/client.ts';
import {
  contacts,
  documents,
  events,
  mediaItems,
  orderBookGroups,
  orderBookItems,
  productGroups,
  registrations,
  standConfigs,
  standPriceRules,
} from '../../platform/db/schema.ts';
import { verifyPassword } from '../../platform/auth/password.ts';
import { isDatabaseEmpty, seedDemoData } from './index.ts';

const now = new Date('2026-03-02T09:30:00Z');
const DAY = 24 * 60 * 60 * 1000;
const daysAfterNow = (date: Date | string) => (new Date(date).getTime() - now.getTime()) / DAY;

let database: Database;
let emptyBefore: boolean;
let emptyAfter: boolean;

beforeAll(async () => {
  database = openDatabase({});
  await database.migrate();
  emptyBefore = await isDatabaseEmpty(database.db);
  await seedDemoData(database.db, now);
  emptyAfter = await isDatabaseEmpty(database.db);
}, 60_000);

afterAll(() => database?.close());

async function fair(nameDe: string) {
  const [event] = await database.db.select().from(events).where(eq(events.nameDe, nameDe));
  if (!event) throw new Error(`fair ${nameDe} not seeded`);
  return event;
}

describe('demo seed', () => {
  it('reports the database empty before seeding and filled afterwards', () => {
    expect(emptyBefore).toBe(true);
    expect(emptyAfter).toBe(false);
  });

  it('schedules both fairs about five months ahead with deadlines in between', async () => {
    for (const name of ['Küchen & Wohnen Herbstmesse', 'Kaminmesse']) {
      const event = await fair(name);
      expect(daysAfterNow(event.startsAt)).toBeGreaterThan(140);
      expect(daysAfterNow(event.startsAt)).toBeLessThan(175);
      expect(daysAfterNow(event.endsAt) - daysAfterNow(event.startsAt)).toBe(3);
      expect(event.earlyBookerEndsAt?.getTime()).toBe(now.getTime() + 28 * DAY);
      expect(event.registrationEndsAt.getTime()).toBeGreaterThan(now.getTime());
      expect(event.printEndsAt.getTime()).toBeGreaterThan(now.getTime());
      expect(event.techEndsAt.getTime()).toBeGreaterThan(event.printEndsAt.getTime());
      expect(event.techEndsAt.getTime()).toBeLessThan(new Date(event.startsAt).getTime());
      expect(event).toMatchObject({ vatRate: 1900, currency: 'EUR' });
    }
    expect((await fair('Kaminmesse')).hasFireplaceConnections).toBe(true);
  });

  it('offers five orderable stand types and one complete stand, each with 2–4 price rules', async () => {
    const { id } = await fair('Küchen & Wohnen Herbstmesse');
    const configs = await database.db.select().from(standConfigs).where(eq(standConfigs.eventId, id));
    const orderable = configs.filter((config) => config.isOrderable).map((config) => config.standType);
    expect(orderable).toEqual(expect.arrayContaining(['inline', 'corner', 'head', 'island', 'rental_system']));
    expect(configs.filter((config) => !config.isOrderable).map((config) => config.standType)).toEqual(['complete']);
    for (const config of configs) {
      const rules = await database.db.select().from(standPriceRules).where(eq(standPriceRules.standConfigId, config.id));
      expect(rules.length).toBeGreaterThanOrEqual(2);
      expect(rules.length).toBeLessThanOrEqual(4);
      expect(config.qmMin).toBeLessThan(config.qmMax);
    }
  });

  it('shows media with low stock, sold out, inactive and staff-only items', async () => {
    const { id } = await fair('Küchen & Wohnen Herbstmesse');
    const items = await database.db.select().from(mediaItems).where(eq(mediaItems.eventId, id));
    expect(items.length).toBeGreaterThanOrEqual(8);
    expect(items.filter((item) => item.stock === 3)).toHaveLength(1);
    expect(items.filter((item) => item.stock === 0)).toHaveLength(1);
    expect(items.filter((item) => !item.isActive)).toHaveLength(1);
    expect(items.filter((item) => !item.isConfigurator)).toHaveLength(1);
    expect(items.some((item) => item.priceEarly > 0 && item.priceEarly < item.price)).toBe(true);
    expect(items.every((item) => item.imageFileId !== null)).toBe(true);
  });

  it('builds an order booklet with every item and group type and the mandatory consents', async () => {
    const { id } = await fair('Küchen & Wohnen Herbstmesse');
    const groups = await database.db.select().from(orderBookGroups).where(eq(orderBookGroups.eventId, id));
    const items = await database.db.select().from(orderBookItems).where(eq(orderBookItems.eventId, id));
    expect(new Set(groups.map((group) => group.groupType))).toEqual(new Set([1, 2, 3]));
    expect(new Set(items.map((item) => item.itemType))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
    const consents = items.filter((item) => item.isMandatory && item.itemType === 5 && item.tab === 3);
    expect(consents.map((item) => item.titleDe).sort()).toEqual(['Bodenausgleich', 'Standbauhöhe', 'Teilnahmebedingungen']);
    expect(items.filter((item) => item.tab === 2).length).toBeGreaterThanOrEqual(2);
    expect(new Set(items.filter((item) => item.itemType === 0).map((item) => item.productType))).toEqual(new Set([1, 2]));
    expect(items.some((item) => item.galleryFileIds.length > 0)).toBe(true);
    expect(items.filter((item) => item.descriptionDe.length > 150).length).toBeGreaterThanOrEqual(3);
  });

  it('offers the flue gas connection at the fireplace fair', async () => {
    const { id } = await fair('Kaminmesse');
    const [flue] = await database.db
      .select()
      .from(orderBookItems)
      .where(and(eq(orderBookItems.eventId, id), eq(orderBookItems.titleDe, 'Rauchgasanschluss für Feuerstätten')));
    expect(flue).toMatchObject({ price: 329000, productType: 1, itemType: 0 });
    const consents = await database.db
      .select()
      .from(orderBookItems)
      .where(and(eq(orderBookItems.eventId, id), eq(orderBookItems.isMandatory, true)));
    expect(consents).toHaveLength(3);
  });

  it('lists eight product groups for the kitchen fair', async () => {
    const { id } = await fair('Küchen & Wohnen Herbstmesse');
    expect(await database.db.select().from(productGroups).where(eq(productGroups.eventId, id))).toHaveLength(8);
  });

  it('lets the demo exhibitor log in with demo2027 and see a confirmed stand with documents', async () => {
    const [contact] = await database.db.select().from(contacts).where(eq(contacts.email, 'demo@messeportal.example'));
    expect(contact?.isMainContact).toBe(true);
    expect(await verifyPassword(contact?.passwordHash ?? null, 'demo2027')).toBe(true);
    const [registration] = await database.db
      .select()
      .from(registrations)
      .where(eq(registrations.companyId, contact!.companyId));
    expect(registration).toMatchObject({ hall: 'Halle 3', standNr: 'C14', standType: 'corner', standSize: 48, isConfirmed: true });
    const [standConfig] = await database.db
      .select()
      .from(standConfigs)
      .where(eq(standConfigs.id, registration!.standConfigId ?? -1));
    expect(standConfig?.standType).toBe('corner');
    const docs = await database.db.select().from(documents).where(eq(documents.registrationId, registration!.id));
    expect(docs.map((doc) => doc.type).sort()).toEqual(['cancellation', 'confirmation', 'credit_note', 'invoice']);
    for (const doc of docs) {
      expect(doc.vatCents).toBe(Math.round(doc.netCents * 0.19));
      expect(doc.grossCents).toBe(doc.netCents + doc.vatCents);
    }
  });
});
