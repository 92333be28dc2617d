import { BookletTab } from '@messeportal/domain';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
import { events, orderBookItems, organiserSettings, productGroups, standConfigs, standPriceRules } from '../../platform/db/schema.ts';

/** Where no organiser settings were saved yet: the time zone they start with. */
const DEFAULT_TIME_ZONE = 'Europe/Berlin';

/** The organiser's time zone, in which the fair's days and deadlines are read and moved. */
export async function organiserTimeZone(db: Db | Tx): Promise<string> {
  const [row] = await db.select({ timeZone: organiserSettings.timeZone }).from(organiserSettings).where(eq(organiserSettings.id, 1));
  return row?.timeZone || DEFAULT_TIME_ZONE;
}

/** Every event, the newest first, closed and past ones included. */
export const listEvents = (db: Db) =>
  db
    .select({
      id: events.id,
      nameDe: events.nameDe,
      nameEn: events.nameEn,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      registrationEndsAt: events.registrationEndsAt,
      registrationOpensOn: events.registrationOpensOn,
      isPublished: events.isPublished,
    })
    .from(events)
    .orderBy(desc(events.startsAt), desc(events.id));

/** An event with every column, and whether its booklet offers services in the configurator (derived, not stored). */
export async function findEvent(db: Db | Tx, id: number) {
  const [row] = await db
    .select({
      event: events,
      hasConfiguratorServices: sql<boolean>`exists (select 1 from ${orderBookItems} where ${orderBookItems.eventId} = ${id}
        and ${orderBookItems.tab} = ${BookletTab.products} and ${orderBookItems.isConfigurator})`,
    })
    .from(events)
    .where(eq(events.id, id));
  return row;
}
export type EventRow = typeof events.$inferSelect;
export type FoundEvent = NonNullable<Awaited<ReturnType<typeof findEvent>>>;

/** Stand configs with their price rules, in the order the configurator shows them. */
export async function listStandConfigs(db: Db | Tx, where: { eventId: number } | { id: number }) {
  const configs = await db
    .select()
    .from(standConfigs)
    .where('id' in where ? eq(standConfigs.id, where.id) : eq(standConfigs.eventId, where.eventId))
    .orderBy(asc(standConfigs.sort), asc(standConfigs.id));
  const rules = configs.length
    ? await db
        .select()
        .from(standPriceRules)
        .where(inArray(standPriceRules.standConfigId, configs.map((config) => config.id)))
        .orderBy(asc(standPriceRules.sort), asc(standPriceRules.id))
    : [];
  return configs.map((config) => ({ ...config, priceRules: rules.filter((rule) => rule.standConfigId === config.id) }));
}
export type StandConfigWithRules = Awaited<ReturnType<typeof listStandConfigs>>[number];

export const listEventProductGroups = (db: Db | Tx, eventId: number) =>
  db.select().from(productGroups).where(eq(productGroups.eventId, eventId)).orderBy(asc(productGroups.sort), asc(productGroups.id));
