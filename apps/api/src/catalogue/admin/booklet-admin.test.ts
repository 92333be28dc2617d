import { and, asc, count, eq, gt, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, documents, orderBookGroups, orderBookItems, orderPositions, orders } from '../../platform/db/schema.ts';
import { engines } from '../../../test/test-app.ts';
import { openBackofficeContext, type BackofficeContext } from '../../../test/staff-context.ts';
import { makePdf, makePng } from '../../../test/upload-fixtures.ts';
import { bookletGroupInput, bookletItemInput } from '../../../test/access-samples/media-booklet-access-samples.ts';

interface AdminItem {
  id: number;
  groupId: number;
  itemType: number;
  tab: number;
  isHidden: boolean;
  sort: number;
  image: { url: string } | null;
  gallery: { url: string }[];
}
interface AdminGroup {
  id: number;
  titleDe: string;
  items: AdminItem[];
}
interface PublicBooklet {
  orderBookItems: { id: number; title: string; isMandatory: boolean; group: { id: number } }[];
  orderBookGroups: { id: number }[];
}

/** The fields of an item that is no product: no price, counted in pieces, no product part. */
const plain = { price: 0, unit: 'piece', priceCalculation: 'quantity', product: null } as const;

/** One item of each type of SPEC §3: product, text, checkbox, group header, number input, confirmation. */
const everyType = (groupId: number) => [
  bookletItemInput(groupId),
  bookletItemInput(groupId, { ...plain, itemType: 1, tab: 1, titleDe: 'Hinweis', titleEn: 'Note' }),
  bookletItemInput(groupId, { ...plain, itemType: 2, titleDe: 'Abfallcontainer', titleEn: 'Waste container', price: 9_900 }),
  bookletItemInput(groupId, { ...plain, itemType: 3, titleDe: 'Reinigung', titleEn: 'Cleaning' }),
  bookletItemInput(groupId, { ...plain, itemType: 4, titleDe: 'Reinigungsstunden', titleEn: 'Cleaning hours', price: 4_500, unit: 'hour' }),
  bookletItemInput(groupId, { ...plain, itemType: 5, tab: 3, isMandatory: true, titleDe: 'Hausordnung', titleEn: 'House rules' }),
];

describe.each(engines)('the order booklet in the back office (%s)', (engine) => {
  let c: BackofficeContext;
  beforeAll(async () => {
    c = await openBackofficeContext(engine);
  });
  afterAll(() => c.close());

  const en = (url: string) => `${url}?lang=en-US`;
  const booklet = async (eventId = c.kitchen.id) => (await c.call('GET', `/be/admin/event/${eventId}/booklet`)).json().groups as AdminGroup[];
  const publicBooklet = async () => (await c.call('GET', `/pub/event/${c.kitchen.id}/orderbook`, {})).json() as PublicBooklet;
  /** The public booklet as staff read it: every item, the hidden ones too. */
  const publicBookletWithHidden = async () => (await c.call('GET', `/pub/event/${c.kitchen.id}/orderbook`)).json().orderBookItems as { id: number }[];
  const newGroup = async (overrides = {}) =>
    (await c.call('POST', `/be/admin/event/${c.kitchen.id}/booklet_groups`, c.staff, bookletGroupInput(overrides))).json().group as AdminGroup;
  const newItem = async (payload: object) => {
    const response = await c.call('POST', en(`/be/admin/event/${c.kitchen.id}/booklet_items`), c.staff, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().item as AdminItem;
  };
  const counts = async () => [
    (await c.db.select({ n: count() }).from(orderBookGroups))[0]!.n,
    (await c.db.select({ n: count() }).from(orderBookItems))[0]!.n,
    (await c.db.select({ n: count() }).from(auditLog))[0]!.n,
  ];
  const upload = async (name: string, data: Buffer, kind: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(data)]), name);
    return (await c.t.app.inject({ method: 'POST', url: `/pub/file/upload/temp?kind=${kind}`, payload: form, headers: c.staff })).json().id as number;
  };

  it('lists the booklet’s groups with their items in order, the hidden ones included', async () => {
    const groups = await booklet();
    const items = groups.flatMap((group) => group.items);
    expect(items.map((item) => item.id)).toEqual((await publicBookletWithHidden()).map((item) => item.id));
    expect(items.find((item) => item.id === c.items.handlingFee.id)).toMatchObject({ tab: 2, isHidden: true });
    const carpet = items.find((item) => item.id === c.items.carpet.id);
    expect(carpet).toMatchObject({ price: c.items.carpet.price, priceCalculation: 'qm', image: { url: expect.any(String) } });
    expect((await c.call('GET', en('/be/admin/event/0/booklet'))).json().errors[0].message).toBe('This event does not exist.');
  });

  it('creates a group with an item of every type, which the public booklet shows at once, each audited', async () => {
    const group = await newGroup();
    expect(group).toMatchObject({ titleDe: 'Reinigung', groupType: 2, items: [] });
    const created = [];
    for (const payload of everyType(group.id)) created.push(await newItem(payload));
    expect(created.map((item) => item.itemType)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(created[0]).toMatchObject({ product: { nameDe: 'Zwischenreinigung', productType: 1 }, price: 250 });
    const shown = (await publicBooklet()).orderBookItems.filter((item) => item.group.id === group.id);
    expect(shown.map((item) => item.id)).toEqual(created.map((item) => item.id));
    const audit = await c.db.select().from(auditLog).where(eq(auditLog.entity, 'bookletItem')).orderBy(asc(auditLog.id));
    expect(audit.filter((row) => row.action === 'create').map((row) => Number(row.entityId))).toEqual(created.map((item) => item.id));
  });

  it('answers bad input with a message per field and changes nothing', async () => {
    const group = await newGroup();
    const fireplaceGroup = (await booklet(c.fireplace.id))[0]!;
    const before = await counts();
    const post = (payload: object) => c.call('POST', en(`/be/admin/event/${c.kitchen.id}/booklet_items`), c.staff, payload);
    const errorsOf = async (payload: object) => {
      const response = await post(payload);
      expect(response.statusCode, response.body).toBe(400);
      return response.json().errors;
    };
    expect(await errorsOf({ ...bookletItemInput(group.id), itemType: 9, titleDe: '', price: -1 })).toEqual([
      { property: 'itemType', message: 'This value is not allowed.' },
      { property: 'titleDe', message: 'This field must be filled in.' },
      { property: 'price', message: 'The value must be at least 0.' },
    ]);
    expect(await errorsOf(bookletItemInput(fireplaceGroup.id))).toEqual([
      { property: 'groupId', message: 'Please choose a group of this event’s order booklet.' },
    ]);
    expect(await errorsOf(bookletItemInput(group.id, { ...plain, itemType: 1, price: 100 }))).toEqual([
      { property: 'price', message: 'This item orders nothing (text, group, confirmation or product without input): its price is 0.' },
    ]);
    expect(await errorsOf(bookletItemInput(group.id, { product: { productType: 2 } }))).toEqual([
      { property: 'priceCalculation', message: 'Only items with a quantity input can be charged by stand m².' },
    ]);
    const groupErrors = await c.call('POST', en(`/be/admin/event/${c.kitchen.id}/booklet_groups`), c.staff, { titleDe: 'x', titleEn: '', groupType: 4 });
    expect(groupErrors.json().errors).toEqual([
      { property: 'titleEn', message: 'This field must be filled in.' },
      { property: 'groupType', message: 'This value is not allowed.' },
    ]);
    const unknown = await c.call('PUT', en('/be/admin/booklet_item/99999'), c.staff, bookletItemInput(group.id));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors).toEqual([{ property: 'id', message: 'This item of the order booklet does not exist.' }]);
    const malformed = await c.call('DELETE', en('/be/admin/booklet_group/x'));
    expect(malformed.json().errors).toEqual([{ property: 'id', message: 'This group of the order booklet does not exist.' }]);
    expect(await counts()).toEqual(before);
  });

  it('takes a product’s image and gallery from uploaded images only', async () => {
    const group = await newGroup();
    const [image, second] = [await upload('a.png', await makePng(), 'images'), await upload('b.png', await makePng(), 'images')];
    const pdf = await upload('c.pdf', makePdf(), 'pdf');
    const payload = bookletItemInput(group.id, { imageFileId: image, galleryFileIds: [second, pdf] });
    const refused = await c.call('POST', en(`/be/admin/event/${c.kitchen.id}/booklet_items`), c.staff, payload);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { property: 'galleryFileIds.1', message: 'This file is not an uploaded image (JPG or PNG). Please upload the image again.' },
    ]);
    const item = await newItem(bookletItemInput(group.id, { imageFileId: image, galleryFileIds: [second] }));
    expect(item.image).toMatchObject({ url: `/pub/file/${image}` });
    expect(item.gallery).toEqual([{ url: `/pub/file/${second}`, thumbUrl: `/pub/file/${second}/thumb` }]);
    const shown = (await c.call('GET', `/pub/event/${c.kitchen.id}/orderbook`, {})).json().orderBookItems.find((entry: { id: number }) => entry.id === item.id);
    expect(shown.productGlobal.filesGallerysObjs).toEqual([{ url: `/pub/file/${second}`, thumbUrl: `/pub/file/${second}/thumb` }]);
  });

  it('makes a new mandatory item required when the exhibitor saves the booklet', async () => {
    const save = () => c.call('POST', `/fe/rest/orderbook/${c.demo.registrationId}?tab=0&lang=en-US`, c.exhibitor, { orderBooks: [] });
    const before = (await save()).json().errors?.map((error: { property: string }) => error.property) ?? [];
    const group = await newGroup();
    const item = await newItem(bookletItemInput(group.id, { ...plain, itemType: 4, isMandatory: true, price: 1_000 }));
    const after = await save();
    expect(after.statusCode).toBe(400);
    expect(after.json().errors).toEqual(
      expect.arrayContaining([{ property: `orderbook_${item.id}`, message: 'This service is mandatory. Please enter an amount.' }]),
    );
    expect(after.json().errors).toHaveLength(before.length + 1);
  });

  it('reorders groups and items, as the public booklet then shows them', async () => {
    const groups = await booklet();
    const reversed = groups.map((group) => group.id).reverse();
    const first = groups[0]!;
    const items = first.items.map((item) => item.id).reverse();
    const last = (await c.db.select({ id: max(auditLog.id) }).from(auditLog))[0]?.id ?? 0;
    const response = await c.call('POST', `/be/admin/event/${c.kitchen.id}/booklet_order`, c.staff, { groups: reversed, items });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().groups.map((group: AdminGroup) => group.id)).toEqual(reversed);
    const shown = await publicBookletWithHidden();
    const publicGroups = (await publicBooklet()).orderBookGroups.map((group) => group.id);
    expect(publicGroups).toEqual(reversed.filter((id) => publicGroups.includes(id)));
    expect(shown.map((item) => item.id).filter((id) => items.includes(id))).toEqual(items);
    // One entry for the one action, naming the booklet's order before and after.
    const audit = await c.db.select().from(auditLog).where(gt(auditLog.id, last));
    expect(audit).toHaveLength(1);
    const allItems = groups.flatMap((group) => group.items.map((item) => item.id));
    expect(audit[0]).toMatchObject({
      entity: 'event',
      entityId: String(c.kitchen.id),
      action: 'update',
      before: { bookletGroupOrder: groups.map((group) => group.id), bookletItemOrder: expect.arrayContaining(allItems) },
      after: { bookletGroupOrder: reversed, bookletItemOrder: expect.arrayContaining(allItems) },
    });
    const after = audit[0]!.after as { bookletItemOrder: number[] };
    expect(after.bookletItemOrder.slice(0, items.length)).toEqual(items);
    // The same order again changes nothing and writes nothing.
    expect((await c.call('POST', `/be/admin/event/${c.kitchen.id}/booklet_order`, c.staff, { groups: reversed, items })).statusCode).toBe(200);
    expect(await c.db.select().from(auditLog).where(gt(auditLog.id, last))).toHaveLength(1);
  });

  it('refuses a reorder naming another event’s groups or an item twice, and changes nothing', async () => {
    const before = await booklet();
    const fireplace = (await booklet(c.fireplace.id))[0]!;
    const own = before[0]!;
    const url = en(`/be/admin/event/${c.kitchen.id}/booklet_order`);
    const foreign = await c.call('POST', url, c.staff, { groups: [own.id, fireplace.id], items: [fireplace.items[0]!.id] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual([
      { property: 'groups.1', message: 'This does not belong to this event’s order booklet.' },
      { property: 'items.0', message: 'This does not belong to this event’s order booklet.' },
    ]);
    const twice = await c.call('POST', url, c.staff, { items: [own.items[0]!.id, own.items[0]!.id] });
    expect(twice.json().errors).toEqual([{ property: 'items.1', message: 'This entry appears twice.' }]);
    expect(await booklet()).toEqual(before);
  });

  it('moves an item to the end of another group, and deletes an empty group but not one with items', async () => {
    const [from, to] = [await newGroup(), await newGroup({ titleDe: 'Ziel' })];
    const [stays, moves] = [await newItem(bookletItemInput(to.id)), await newItem(bookletItemInput(from.id))];
    const moved = await c.call('PUT', `/be/admin/booklet_item/${moves.id}`, c.staff, bookletItemInput(to.id, { price: 300 }));
    expect(moved.json().item).toMatchObject({ groupId: to.id, price: 300 });
    expect((await booklet()).find((group) => group.id === to.id)!.items.map((item) => item.id)).toEqual([stays.id, moves.id]);
    const renamed = await c.call('PUT', `/be/admin/booklet_group/${to.id}`, c.staff, bookletGroupInput({ titleDe: 'Ziel 2', groupType: 3 }));
    expect(renamed.json().group).toMatchObject({ titleDe: 'Ziel 2', groupType: 3, items: [{ id: stays.id }, { id: moves.id }] });
    const refused = await c.call('DELETE', en(`/be/admin/booklet_group/${to.id}`));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toEqual([{ property: 'id', message: 'This group still holds 2 items. Move or delete them first.' }]);
    expect((await c.call('DELETE', `/be/admin/booklet_group/${from.id}`)).json()).toEqual({ success: true, id: from.id });
  });

  it('refuses to delete an item an offer, an order or a booklet holds, naming them', async () => {
    // The carpet: chosen by a saved offer.
    expect((await c.save({ ...c.configuration(), mode: 'be_stand' })).statusCode).toBe(200);
    const offered = await c.call('DELETE', en(`/be/admin/booklet_item/${c.items.carpet.id}`));
    expect(offered.statusCode).toBe(409);
    expect(offered.json().errors[0].message).toMatch(/^This item is still in use \(offers: \d+\) and cannot be deleted\. Hide it instead/);

    const group = await newGroup();
    const booked = await newItem(bookletItemInput(group.id, { ...plain, itemType: 4, price: 1_000 }));
    const saved = await c.call('POST', `/fe/rest/orderbook/${c.demo.registrationId}?tab=0`, c.exhibitor, {
      orderBooks: [{ id: booked.id, amount: 3 }, ...(await mandatoryValues())],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const inBooklet = await c.call('DELETE', en(`/be/admin/booklet_item/${booked.id}`));
    expect(inBooklet.json().errors[0].message).toBe(
      'This item is still in use (exhibitors’ order booklets: 1) and cannot be deleted. Hide it instead (visible to staff only).',
    );

    // An order's service position (the demo order, made from a stand, gets one for the test).
    const ordered = await newItem(bookletItemInput(group.id));
    const [order] = await c.db.select().from(orders).where(eq(orders.companyId, c.demo.companyId));
    const [confirmation] = await c.db.select().from(documents).where(and(eq(documents.orderId, order!.id), eq(documents.type, 'confirmation')));
    const position = { description: 'Zwischenreinigung', amount: 1, unit: 'qm', priceSingle: 250, sum: 250, listPrice: 250, sort: 99 };
    await c.db.insert(orderPositions).values({ ...position, orderId: order!.id, kind: 'service', itemId: ordered.id, billingNumber: 'technology' });
    const inOrder = await c.call('DELETE', en(`/be/admin/booklet_item/${ordered.id}`));
    expect(inOrder.json().errors[0].message).toContain(`(orders: ${confirmation?.number ?? `#${order!.id}`})`);
    expect((await booklet()).find((row) => row.id === group.id)!.items).toHaveLength(2);

    const free = await newItem(bookletItemInput(group.id));
    expect((await c.call('DELETE', `/be/admin/booklet_item/${free.id}`)).json()).toEqual({ success: true, id: free.id });
    expect((await publicBooklet()).orderBookItems.some((item) => item.id === free.id)).toBe(false);
  });

  /** Values for the kitchen fair's mandatory products of tab 0, so a booklet save passes. */
  async function mandatoryValues() {
    type Item = AdminItem & { isMandatory: boolean; priceCalculation: string; product: { productType: number } | null };
    const items = (await booklet()).flatMap((group) => group.items) as Item[];
    return items
      .filter((item) => item.isMandatory && item.tab === 0 && (item.itemType === 4 || item.product?.productType === 1))
      .map((item) => ({ id: item.id, amount: item.priceCalculation === 'qm' ? 48 : 1 }));
  }
});
