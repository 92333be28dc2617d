import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mediaGroups, mediaItems, orderPositions } from '../../platform/db/schema.ts';
import { engines } from '../../../test/test-app.ts';
import { openBackofficeContext, type BackofficeContext } from '../../../test/staff-context.ts';
import { makePdf, makePng } from '../../../test/upload-fixtures.ts';
import { mediumInput } from '../../../test/access-samples/media-booklet-access-samples.ts';

type Headers = Record<string, string>;
interface AdminMedium {
  id: number;
  mediaGroupId: number;
  mediaGroup: { nameDe: string };
  price: number;
  stock: number;
  sold: number;
  available: number;
  isConfigurator: boolean;
  imageFileId: number | null;
  image: { url: string } | null;
}

describe.each(engines)('media in the back office (%s)', (engine) => {
  let c: BackofficeContext;
  let groupId: number;
  beforeAll(async () => {
    c = await openBackofficeContext(engine);
    groupId = (await c.call('POST', '/be/admin/media_groups', c.staff, { nameDe: 'Außenwerbung', nameEn: 'Outdoor' })).json().mediaGroup.id;
  });
  afterAll(() => c.close());

  const en = (url: string) => `${url}?lang=en-US`;
  const create = async (overrides = {}) => {
    const response = await c.call('POST', en(`/be/admin/event/${c.kitchen.id}/media`), c.staff, mediumInput(groupId, overrides));
    expect(response.statusCode, response.body).toBe(200);
    return response.json().medium as AdminMedium;
  };
  const adminList = async (eventId = c.kitchen.id) => (await c.call('GET', `/be/admin/event/${eventId}/media`)).json().media as AdminMedium[];
  const publicMedium = async (id: number) =>
    (await c.call('GET', `/pub/event/${c.kitchen.id}/medias`, {})).json().medias.find((m: { id: number }) => m.id === id) as { price: number } | undefined;
  const rowCount = async () => (await c.db.select({ n: count() }).from(mediaItems))[0]!.n;
  const auditCount = async () => (await c.db.select({ n: count() }).from(auditLog))[0]!.n;
  const upload = async (name: string, data: Buffer, kind: string, headers: Headers = c.staff) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(data)]), name);
    const response = await c.t.app.inject({ method: 'POST', url: `/pub/file/upload/temp?kind=${kind}`, payload: form, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().id as number;
  };

  it('lists media groups and creates, renames and deletes one, each audited', async () => {
    const groups = (await c.call('GET', '/be/admin/media_groups')).json().mediaGroups;
    expect(groups.length).toBeGreaterThan(1);
    expect(groups.find((g: { id: number }) => g.id === groupId)).toMatchObject({ nameDe: 'Außenwerbung', mediaCount: 0 });
    const created = (await c.call('POST', '/be/admin/media_groups', c.staff, { nameDe: 'Radio', nameEn: 'Radio' })).json().mediaGroup;
    expect(created.sort).toBeGreaterThan(Math.max(...groups.map((g: { sort: number }) => g.sort)));
    const renamed = await c.call('PUT', `/be/admin/media_group/${created.id}`, c.staff, { nameDe: 'Hörfunk', nameEn: 'Radio', sort: 1 });
    expect(renamed.json().mediaGroup).toMatchObject({ id: created.id, nameDe: 'Hörfunk', sort: 1 });
    // The reference lists the configurator reads show the new name at once.
    const config = (await c.call('GET', '/pub/config', {})).json();
    expect(config.mediagroups[0]).toEqual({ id: created.id, label: 'Hörfunk' });
    expect((await c.call('DELETE', `/be/admin/media_group/${created.id}`)).json()).toEqual({ success: true, id: created.id });
    const audit = await c.db.select().from(auditLog).where(and(eq(auditLog.entity, 'mediaGroup'), eq(auditLog.entityId, String(created.id))));
    expect(audit.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
    expect(audit[0]!.actor).toContain(c.admin.email);
  });

  it('refuses empty names and deleting a group that holds media, and answers unknown groups with 404', async () => {
    const empty = await c.call('POST', en('/be/admin/media_groups'), c.staff, { nameDe: ' ', nameEn: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([
      { property: 'nameDe', message: 'This field must be filled in.' },
      { property: 'nameEn', message: 'This field must be filled in.' },
    ]);
    const used = (await c.db.select().from(mediaItems).where(eq(mediaItems.eventId, c.kitchen.id)))[0]!.mediaGroupId;
    const refused = await c.call('DELETE', en(`/be/admin/media_group/${used}`));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].message).toMatch(/^This media group still holds \d+ media\. Move them to another group first\.$/);
    expect((await c.db.select().from(mediaGroups).where(eq(mediaGroups.id, used))).length).toBe(1);
    for (const [method, url] of [['PUT', '/be/admin/media_group/99999'], ['DELETE', '/be/admin/media_group/abc']] as const) {
      const response = await c.call(method, en(url), c.staff, method === 'PUT' ? { nameDe: 'x', nameEn: 'x' } : undefined);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().errors).toEqual([{ property: 'id', message: 'This media group does not exist.' }]);
    }
  });

  it('lists an event’s media with group, cents and stock, staff-only ones included', async () => {
    const media = await adminList();
    const logo = media.find((m) => m.id === c.items.logo.id)!;
    expect(logo).toMatchObject({ price: c.items.logo.price, stock: c.items.logo.stock, sold: c.items.logo.ordered, isConfigurator: true });
    expect(logo.available).toBe(c.items.logo.stock - c.items.logo.ordered);
    expect(logo.mediaGroup.nameDe).toBeTruthy();
    expect(media.find((m) => m.id === c.items.staffOnly.id)).toMatchObject({ isConfigurator: false });
    expect(media.some((m) => m.id === c.items.logoFireplace.id)).toBe(false);
    expect((await c.call('GET', en('/be/admin/event/999/media'))).json().errors[0].message).toBe('This event does not exist.');
  });

  it('creates a medium the public catalogue offers at once, and answers a changed price there at once', async () => {
    const medium = await create();
    expect(medium).toMatchObject({ price: 120_000, stock: 10, sold: 0, available: 10, mediaGroupId: groupId });
    expect(await publicMedium(medium.id)).toMatchObject({ price: 1200, priceEarly: 990, amountAvailable: 10 });
    const changed = await c.call('PUT', `/be/admin/media/${medium.id}`, c.staff, mediumInput(groupId, { price: 150_050, stock: 7 }));
    expect(changed.json().medium).toMatchObject({ price: 150_050, stock: 7, available: 7 });
    expect(await publicMedium(medium.id)).toMatchObject({ price: 1500.5, amountAvailable: 7 });
    // Staff only: no longer in the exhibitor's catalogue.
    await c.call('PUT', `/be/admin/media/${medium.id}`, c.staff, mediumInput(groupId, { isConfigurator: false }));
    expect(await publicMedium(medium.id)).toBeUndefined();
    const audit = await c.db.select().from(auditLog).where(and(eq(auditLog.entity, 'media'), eq(auditLog.entityId, String(medium.id)))).orderBy(auditLog.id);
    expect(audit.map((row) => row.action)).toEqual(['create', 'update', 'update']);
    expect(audit[1]).toMatchObject({ before: { price: 120_000 }, after: { price: 150_050 } });
  });

  it('answers bad input with a message per field and changes nothing', async () => {
    const [rows, audits] = [await rowCount(), await auditCount()];
    const bad = await c.call('POST', en(`/be/admin/event/${c.kitchen.id}/media`), c.staff, {
      ...mediumInput(groupId),
      nameDe: '',
      price: -100,
      stock: -1,
      priceEarly: 12.5,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { property: 'nameDe', message: 'This field must be filled in.' },
      { property: 'price', message: 'The value must be at least 0.' },
      { property: 'priceEarly', message: 'This value has the wrong format.' },
      { property: 'stock', message: 'The value must be at least 0.' },
    ]);
    const early = await c.call('POST', en(`/be/admin/event/${c.kitchen.id}/media`), c.staff, mediumInput(groupId, { priceEarly: 130_000 }));
    expect(early.json().errors).toEqual([{ property: 'priceEarly', message: 'The early-booking price may not be above the regular price.' }]);
    const unknownGroup = await c.call('POST', en(`/be/admin/event/${c.kitchen.id}/media`), c.staff, mediumInput(99_999));
    expect(unknownGroup.statusCode).toBe(400);
    expect(unknownGroup.json().errors).toEqual([{ property: 'mediaGroupId', message: 'Please choose an existing media group.' }]);
    const unknown = await c.call('PUT', en('/be/admin/media/99999'), c.staff, mediumInput(groupId));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors).toEqual([{ property: 'id', message: 'This medium does not exist.' }]);
    expect([await rowCount(), await auditCount()]).toEqual([rows, audits]);
  });

  it('keeps the stock at least at what is sold, and refuses to delete an ordered medium, naming the order', async () => {
    const medium = await create({ stock: 5 });
    const ordered = await c.call('POST', `/fe/rest/media/${c.demo.registrationId}`, c.exhibitor, { medias: [{ id: medium.id, amount: 2 }] });
    expect(ordered.statusCode, ordered.body).toBe(200);
    const number = ordered.json().confirmation.number as string;
    expect((await adminList()).find((m) => m.id === medium.id)).toMatchObject({ stock: 5, sold: 2, available: 3 });

    const below = await c.call('PUT', en(`/be/admin/media/${medium.id}`), c.staff, mediumInput(groupId, { stock: 1, price: 1, priceEarly: 0 }));
    expect(below.statusCode).toBe(400);
    expect(below.json().errors).toEqual([{ property: 'stock', message: '2 pieces of it are already sold: the stock may not be lower.' }]);
    expect((await c.db.select().from(mediaItems).where(eq(mediaItems.id, medium.id)))[0]).toMatchObject({ stock: 5, price: 120_000 });

    // A new price reaches the catalogue, never the order: its position keeps the price it was ordered at.
    const cheaper = await c.call('PUT', `/be/admin/media/${medium.id}`, c.staff, mediumInput(groupId, { stock: 2, price: 1, priceEarly: 0 }));
    expect(cheaper.statusCode).toBe(200);
    const [position] = await c.db.select().from(orderPositions).where(eq(orderPositions.orderId, ordered.json().orderId));
    expect(position).toMatchObject({ itemId: medium.id, description: 'Banner am Eingang', priceSingle: 99_000 });

    const refused = await c.call('DELETE', en(`/be/admin/media/${medium.id}`));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toEqual([
      { property: 'id', message: `This medium is still in use (orders: ${number}) and cannot be deleted. Deactivate it instead.` },
    ]);
    expect(await publicMedium(medium.id)).toBeDefined();
  });

  it('refuses to delete a medium an offer chooses, and deletes one nothing refers to', async () => {
    const medium = await create();
    const saved = await c.save({ ...c.configuration({ medias: [{ id: medium.id, amount: 1 }] }), mode: 'be_stand' });
    expect(saved.statusCode, saved.body).toBe(200);
    const refused = await c.call('DELETE', `/be/admin/media/${medium.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].message).toBe(
      'Dieses Medium wird noch verwendet (Angebote: 1) und kann nicht gelöscht werden. Deaktivieren Sie es stattdessen.',
    );
    const free = await create();
    expect((await c.call('DELETE', `/be/admin/media/${free.id}`)).json()).toEqual({ success: true, id: free.id });
    expect(await publicMedium(free.id)).toBeUndefined();
    const deletion = and(eq(auditLog.entity, 'media'), eq(auditLog.entityId, String(free.id)), eq(auditLog.action, 'delete'));
    const [deleted] = await c.db.select().from(auditLog).where(deletion);
    expect(deleted!.before).toMatchObject({ nameDe: 'Banner am Eingang' });
  });

  it('takes an uploaded image and refuses a file that is no uploaded image', async () => {
    const png = await upload('banner.png', await makePng(), 'images');
    const medium = await create({ imageFileId: png });
    expect(medium.image).toEqual({ url: `/pub/file/${png}`, thumbUrl: `/pub/file/${png}/thumb` });
    // The image it has may stay on the next save.
    expect((await c.call('PUT', `/be/admin/media/${medium.id}`, c.staff, mediumInput(groupId, { imageFileId: png }))).statusCode).toBe(200);
    const rows = await rowCount();
    const pdf = await upload('banner.pdf', makePdf(), 'media');
    const plan = await upload('plan.png', await makePng(), 'floorPlan', c.exhibitor);
    for (const imageFileId of [pdf, plan, png, 4_242_424_242]) {
      const refused = await c.call('POST', en(`/be/admin/event/${c.fireplace.id}/media`), c.staff, mediumInput(groupId, { imageFileId }));
      expect(refused.statusCode, String(imageFileId)).toBe(400);
      expect(refused.json().errors).toEqual([
        { property: 'imageFileId', message: 'This file is not an uploaded image (JPG or PNG). Please upload the image again.' },
      ]);
    }
    expect(await rowCount()).toBe(rows);
  });
});
