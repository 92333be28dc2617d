import { addDays, daysBetween, shiftInstant, type CopyEventFields } from '@messeportal/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../platform/db/client.ts';
import { eventHalls, events, mediaItems, orderBookGroups, orderBookItems, productGroups, standConfigs, standPriceRules } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { recordChange, type Actor } from '../../platform/audit/record-change.ts';
import { changeCatalogue } from './catalogue-write.ts';
import { organiserTimeZone } from './event-repo.ts';

/**
 * Inserts copies of rows in their order and answers the new ids by the old ones. PostgreSQL returns the rows of
 * an INSERT … RETURNING in the order of its VALUES (the demo seed relies on it too).
 */
async function insertCopies<Row extends { id: number }>(
  rows: Row[],
  insert: (values: Omit<Row, 'id'>[]) => Promise<{ id: number }[]>,
): Promise<Map<number, number>> {
  if (rows.length === 0) return new Map<number, number>();
  const created = await insert(rows.map(({ id: _id, ...row }) => row));
  return new Map(rows.map((row, i) => [row.id, created[i]!.id]));
}

/** The halls the event sells, each in its latest version: a new edition sells the organiser's plans as they are now. */
async function copyHalls(tx: Tx, fromEventId: number, eventId: number) {
  const halls = await tx.select().from(eventHalls).where(eq(eventHalls.eventId, fromEventId));
  if (halls.length === 0) return 0;
  await tx.insert(eventHalls).values(
    halls.map((hall) => ({ eventId, hallPlanId: hall.hallPlanId, sort: hall.sort, version: sql`(select max(v.version) from hall_plan_versions v where v.hall_plan_id = ${hall.hallPlanId})` })),
  );
  return halls.length;
}

/** Stand types with their price rules, product groups: the stand side of the catalogue. */
async function copyStandCatalogue(tx: Tx, fromEventId: number, eventId: number) {
  const groups = await tx.select().from(productGroups).where(eq(productGroups.eventId, fromEventId)).orderBy(asc(productGroups.sort), asc(productGroups.id));
  await insertCopies(groups, (values) => tx.insert(productGroups).values(values.map((group) => ({ ...group, eventId }))).returning({ id: productGroups.id }));
  const configs = await tx.select().from(standConfigs).where(eq(standConfigs.eventId, fromEventId)).orderBy(asc(standConfigs.id));
  const configIds = await insertCopies(configs, (values) =>
    tx.insert(standConfigs).values(values.map((config) => ({ ...config, eventId }))).returning({ id: standConfigs.id }),
  );
  const rules = configs.length
    ? await tx.select().from(standPriceRules).where(inArray(standPriceRules.standConfigId, [...configIds.keys()])).orderBy(asc(standPriceRules.id))
    : [];
  await insertCopies(rules, (values) =>
    tx
      .insert(standPriceRules)
      .values(values.map((rule) => ({ ...rule, standConfigId: configIds.get(rule.standConfigId)! })))
      .returning({ id: standPriceRules.id }),
  );
  return { productGroups: groups.length, standConfigs: configs.length, priceRules: rules.length };
}

/**
 * Media (in the same global media groups, the offered stock kept and nothing sold yet) and the order booklet,
 * its items in the copies of their groups. Images and galleries stay the same stored files.
 */
async function copyMediaAndBooklet(tx: Tx, fromEventId: number, eventId: number) {
  const media = await tx.select().from(mediaItems).where(eq(mediaItems.eventId, fromEventId)).orderBy(asc(mediaItems.id));
  await insertCopies(media, (values) =>
    tx
      .insert(mediaItems)
      .values(values.map((item) => ({ ...item, eventId, ordered: 0 })))
      .returning({ id: mediaItems.id }),
  );
  const groups = await tx.select().from(orderBookGroups).where(eq(orderBookGroups.eventId, fromEventId)).orderBy(asc(orderBookGroups.id));
  const groupIds = await insertCopies(groups, (values) =>
    tx.insert(orderBookGroups).values(values.map((group) => ({ ...group, eventId }))).returning({ id: orderBookGroups.id }),
  );
  const items = await tx.select().from(orderBookItems).where(eq(orderBookItems.eventId, fromEventId)).orderBy(asc(orderBookItems.id));
  await insertCopies(items, (values) =>
    tx
      .insert(orderBookItems)
      .values(values.map((item) => ({ ...item, eventId, groupId: groupIds.get(item.groupId)! })))
      .returning({ id: orderBookItems.id }),
  );
  return { media: media.length, bookletGroups: groups.length, bookletItems: items.length };
}

/**
 * A new edition of an event, unpublished: the event under new names with every date moved by the same number of
 * days (the deadlines keeping their time of day in the organiser's time zone), and its whole catalogue. Nothing an
 * exhibitor owns is copied: no registrations, offers, orders or documents. Answers the new id and the shift.
 */
export async function copyEvent(app: FastifyInstance, fromEventId: number, input: CopyEventFields, actor: Actor) {
  const timeZone = await organiserTimeZone(app.db);
  return changeCatalogue(app, async (tx) => {
    const [source] = await tx.select().from(events).where(eq(events.id, fromEventId));
    if (!source) throw notFound('eventNotFound');
    const shiftDays = input.shiftDays ?? daysBetween(source.startsAt, input.startsAt!);
    const shift = (instant: Date) => shiftInstant(instant, shiftDays, timeZone);
    const { id: _id, createdAt: _created, updatedAt: _updated, ...fields } = source;
    const [created] = await tx
      .insert(events)
      .values({
        ...fields,
        nameDe: input.nameDe,
        nameEn: input.nameEn,
        startsAt: addDays(source.startsAt, shiftDays),
        endsAt: addDays(source.endsAt, shiftDays),
        registrationEndsAt: shift(source.registrationEndsAt),
        printEndsAt: shift(source.printEndsAt),
        techEndsAt: shift(source.techEndsAt),
        earlyBookerEndsAt: source.earlyBookerEndsAt && shift(source.earlyBookerEndsAt),
        fireplaceEndsAt: source.fireplaceEndsAt && shift(source.fireplaceEndsAt),
        registrationOpensOn: source.registrationOpensOn && addDays(source.registrationOpensOn, shiftDays),
        // Last year's texts and prices are not public until staff have gone through them and publish.
        isPublished: false,
      })
      .returning();
    const copied = {
      ...(await copyStandCatalogue(tx, fromEventId, created!.id)),
      ...(await copyMediaAndBooklet(tx, fromEventId, created!.id)),
      halls: await copyHalls(tx, fromEventId, created!.id),
    };
    const after = { ...created, shiftDays, copied };
    await recordChange(tx, actor, { entity: 'event', entityId: created!.id, action: 'copy', before: { fromEventId }, after });
    return { id: created!.id, shiftDays };
  });
}
