import { BookletItemType, BookletTab } from '@messeportal/domain';
import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { organiserTimeZone } from '../admin/event-repo.ts';
import { eventHalls, events, mediaItems, orderBookItems, productGroups, standConfigs, standPriceRules } from '../../platform/db/schema.ts';

// Inside a select list drizzle names columns without their table; the outer event id must be qualified.
const eventId = sql`${sql.identifier('events')}.${sql.identifier('id')}`;

/**
 * Every event with its stand configs (and their price rules), product groups and what its catalogue shows, and
 * the organiser's time zone its days are read in (saving the settings reloads the catalogue).
 */
export async function loadEventCatalog(db: Db) {
  const [eventRows, configRows, ruleRows, groupRows, timeZone] = await Promise.all([
    db
      .select({
        event: events,
        hasVisibleMedia: sql<boolean>`exists (select 1 from ${mediaItems} where ${mediaItems.eventId} = ${eventId}
          and ${mediaItems.isActive} and ${mediaItems.isConfigurator})`,
        hasTechItems: sql<boolean>`exists (select 1 from ${orderBookItems} where ${orderBookItems.eventId} = ${eventId}
          and ${orderBookItems.tab} <> ${BookletTab.hidden} and ${orderBookItems.itemType} = ${BookletItemType.product})`,
        hasConfiguratorServices: sql<boolean>`exists (select 1 from ${orderBookItems} where ${orderBookItems.eventId} = ${eventId}
          and ${orderBookItems.tab} = ${BookletTab.products} and ${orderBookItems.isConfigurator})`,
        hasHallPlan: sql<boolean>`exists (select 1 from ${eventHalls} where ${eventHalls.eventId} = ${eventId})`,
      })
      .from(events)
      .orderBy(asc(events.startsAt), asc(events.id)),
    db.select().from(standConfigs).orderBy(asc(standConfigs.sort), asc(standConfigs.id)),
    db.select().from(standPriceRules).orderBy(asc(standPriceRules.sort), asc(standPriceRules.id)),
    db.select({ id: productGroups.id, eventId: productGroups.eventId }).from(productGroups).orderBy(asc(productGroups.sort), asc(productGroups.id)),
    organiserTimeZone(db),
  ]);
  return eventRows.map((row) => ({
    ...row,
    timeZone,
    standConfigs: configRows
      .filter((c) => c.eventId === row.event.id)
      .map((c) => ({ ...c, priceRules: ruleRows.filter((r) => r.standConfigId === c.id) })),
    productgroupsIds: groupRows.filter((g) => g.eventId === row.event.id).map((g) => g.id),
  }));
}

export type CatalogEvent = Awaited<ReturnType<typeof loadEventCatalog>>[number];
