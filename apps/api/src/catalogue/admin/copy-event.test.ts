import { addDays, shiftInstant } from '@messeportal/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/client.ts';
import {
  auditLog,
  documents,
  events,
  mediaItems,
  offers,
  orderBookGroups,
  orderBookItems,
  orders,
  productGroups,
  registrations,
  standConfigs,
  standPriceRules,
} from '../../platform/db/schema.ts';
import { engines } from '../../../test/test-app.ts';
import { openBackofficeContext, type BackofficeContext } from '../../../test/staff-context.ts';

/** The catalogue of an event without its own ids, to compare a copy with its original. */
async function catalogueOf(db: Db, eventId: number) {
  const configs = await db.select().from(standConfigs).where(eq(standConfigs.eventId, eventId)).orderBy(asc(standConfigs.id));
  const rules = configs.length
    ? await db.select().from(standPriceRules).where(inArray(standPriceRules.standConfigId, configs.map((config) => config.id))).orderBy(asc(standPriceRules.id))
    : [];
  const groups = await db.select().from(orderBookGroups).where(eq(orderBookGroups.eventId, eventId)).orderBy(asc(orderBookGroups.id));
  const items = await db.select().from(orderBookItems).where(eq(orderBookItems.eventId, eventId)).orderBy(asc(orderBookItems.id));
  const groupOf = new Map(groups.map((group, i) => [group.id, i]));
  const configOf = new Map(configs.map((config, i) => [config.id, i]));
  const groupRows = await db.select().from(productGroups).where(eq(productGroups.eventId, eventId)).orderBy(asc(productGroups.id));
  return {
    productGroups: groupRows.map(({ id: _i, eventId: _e, ...group }) => group),
    standConfigs: configs.map(({ id: _i, eventId: _e, ...config }) => config),
    priceRules: rules.map(({ id: _i, standConfigId, ...rule }) => ({ ...rule, config: configOf.get(standConfigId) })),
    media: (await db.select().from(mediaItems).where(eq(mediaItems.eventId, eventId)).orderBy(asc(mediaItems.id))).map(({ id: _i, eventId: _e, ...m }) => m),
    bookletGroups: groups.map(({ id: _i, eventId: _e, ...group }) => group),
    // Each item by the position of its group, so an item pointing at the original's group would show.
    bookletItems: items.map(({ id: _i, eventId: _e, groupId, ...item }) => ({ ...item, group: groupOf.get(groupId) })),
  };
}

describe.each(engines)('copying an event to a new edition (%s)', (engine) => {
  let c: BackofficeContext;
  beforeAll(async () => {
    c = await openBackofficeContext(engine);
  });
  afterAll(() => c.close());

  const copy = (payload: object, id = c.kitchen.id, lang = 'de-DE') => c.call('POST', `/be/admin/event/${id}/copy?lang=${lang}`, c.staff, payload);
  const count = async (table: typeof events | typeof auditLog) => (await c.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

  it('copies the whole catalogue with every date moved, nothing sold, and no exhibitor’s data', async () => {
    const [medium] = await c.db.update(mediaItems).set({ ordered: 2 }).where(eq(mediaItems.id, c.items.logo.id)).returning();
    const response = await copy({ nameDe: 'Küchenfachmesse 2028', nameEn: 'Kitchen trade fair 2028', shiftDays: 364 });
    expect(response.statusCode, response.body).toBe(200);
    const { id, shiftDays } = response.json();
    expect(shiftDays).toBe(364);

    const [[source], [edition]] = [await c.db.select().from(events).where(eq(events.id, c.kitchen.id)), await c.db.select().from(events).where(eq(events.id, id))];
    const move = (instant: Date) => shiftInstant(instant, 364, 'Europe/Berlin');
    expect(edition).toMatchObject({
      nameDe: 'Küchenfachmesse 2028',
      nameEn: 'Kitchen trade fair 2028',
      startsAt: addDays(source!.startsAt, 364),
      endsAt: addDays(source!.endsAt, 364),
      registrationEndsAt: move(source!.registrationEndsAt),
      printEndsAt: move(source!.printEndsAt),
      techEndsAt: move(source!.techEndsAt),
      earlyBookerEndsAt: move(source!.earlyBookerEndsAt!),
      vatRate: source!.vatRate,
      urlAgb: source!.urlAgb,
      registrationDescriptionEn: source!.registrationDescriptionEn,
    });

    const [original, copied] = [await catalogueOf(c.db, c.kitchen.id), await catalogueOf(c.db, id)];
    expect(copied.standConfigs.length).toBeGreaterThan(0);
    expect(copied.bookletItems.some((item) => item.galleryFileIds.length > 0 && item.imageFileId)).toBe(true);
    expect(copied.media.find((m) => m.nameDe === medium!.nameDe)).toMatchObject({ stock: medium!.stock, ordered: 0 });
    expect(copied).toEqual({ ...original, media: original.media.map((m) => ({ ...m, ordered: 0 })) });

    for (const table of [registrations, offers, orders]) {
      expect(await c.db.select().from(table).where(eq(table.eventId, id))).toEqual([]);
    }
    const ownRegistrations = c.db.select({ id: registrations.id }).from(registrations).where(eq(registrations.eventId, id));
    expect(await c.db.select().from(documents).where(inArray(documents.registrationId, ownRegistrations))).toEqual([]);

    const [audit] = await c.db.select().from(auditLog).where(and(eq(auditLog.entity, 'event'), eq(auditLog.entityId, String(id))));
    const copiedCounts = { standConfigs: original.standConfigs.length, bookletItems: original.bookletItems.length };
    expect(audit).toMatchObject({ action: 'copy', before: { fromEventId: c.kitchen.id }, after: { shiftDays: 364, copied: copiedCounts } });

    // The new edition starts unpublished: staff read it at once, the public and exhibitors not until it is published.
    expect(edition!.isPublished).toBe(false);
    const staffView = (await c.call('GET', `/pub/event/${id}?lang=en-US`, c.staff)).json().event;
    expect(staffView).toMatchObject({ name: 'Kitchen trade fair 2028', startsAt: edition!.startsAt });
    expect(staffView.standConfigs).toHaveLength(original.standConfigs.length);
    expect((await c.call('GET', '/be/admin/events', c.staff)).json().events[0]).toMatchObject({ id, isPublished: false, isRegistrationOpen: true });
    for (const headers of [{}, c.exhibitor]) {
      const hidden = await c.call('GET', `/pub/event/${id}?lang=en-US`, headers);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json().errors).toEqual([{ property: 'id', message: 'This event has not been published yet.' }]);
    }
    const globalData = (await c.call('GET', '/fe/globaldata', c.exhibitor)).json();
    expect(globalData.events.map((event: { id: number }) => event.id)).not.toContain(id);

    const published = await c.call('PUT', `/be/admin/event/${id}/published`, c.staff, { isPublished: true });
    expect(published.json().event).toMatchObject({ id, isPublished: true });
    expect((await c.call('GET', `/pub/event/${id}?lang=en-US`, {})).json().event).toMatchObject({ name: 'Kitchen trade fair 2028', registrationPhase: 'open' });
    expect((await c.call('GET', '/fe/globaldata', c.exhibitor)).json().events.map((event: { id: number }) => event.id)).toContain(id);
  });

  it('moves the dates to a new start, the shift being the distance from the old one', async () => {
    const [source] = await c.db.select().from(events).where(eq(events.id, c.kitchen.id));
    const response = await copy({ nameDe: 'Frühjahrsmesse', nameEn: 'Spring fair', startsAt: addDays(source!.startsAt, -100) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().shiftDays).toBe(-100);
    const [edition] = await c.db.select().from(events).where(eq(events.id, response.json().id));
    expect([edition!.startsAt, edition!.endsAt]).toEqual([addDays(source!.startsAt, -100), addDays(source!.endsAt, -100)]);
  });

  it('refuses a copy without names, with both or neither of shift and start, or of an unknown event, and creates nothing', async () => {
    const [eventsBefore, auditBefore] = [await count(events), await count(auditLog)];
    const both = await copy({ nameDe: 'A', nameEn: 'A', shiftDays: 7, startsAt: '2030-01-01' }, c.kitchen.id, 'en-US');
    expect(both.statusCode).toBe(400);
    expect(both.json().errors).toEqual([{ property: 'shiftDays', message: 'Please give either the shift in days or the new start, not both.' }]);
    const neither = await copy({ nameDe: '', nameEn: 'A' });
    expect(neither.json().errors).toEqual([
      { property: 'nameDe', message: 'Dieses Feld muss ausgefüllt werden.' },
      { property: 'startsAt', message: 'Dieses Feld muss ausgefüllt werden.' },
    ]);
    const fractional = await copy({ nameDe: 'A', nameEn: 'A', shiftDays: 1.5 });
    expect(fractional.json().errors).toEqual([{ property: 'shiftDays', message: 'Dieser Wert hat das falsche Format.' }]);
    const unknown = await copy({ nameDe: 'A', nameEn: 'A', shiftDays: 7 }, 4711);
    expect(unknown.statusCode).toBe(404);
    expect([await count(events), await count(auditLog)]).toEqual([eventsBefore, auditBefore]);
  });
});
