import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../../test/test-app.ts';
import { openBackofficeContext, type BackofficeContext } from '../../../test/staff-context.ts';

type Headers = Record<string, string>;
const ids = (items: { id: number }[]) => items.map((item) => item.id).sort((a, b) => a - b);

describe.each(engines)('the catalogue of a staff offer opened by its link (%s)', (engine) => {
  let c: BackofficeContext;
  let offerUuid: string;
  beforeAll(async () => {
    c = await openBackofficeContext(engine);
    // Additions to the demo company's registration: a staff-only medium at a deviating price, a hidden item.
    const response = await c.save({
      ...c.configuration({
        stand: {},
        medias: [
          { id: c.items.logo.id, amount: 1, price: 99.5 },
          { id: c.items.staffOnly.id, amount: 1, price: 120 },
        ],
        orderBooks: [{ id: c.items.handlingFee.id, amount: 1, price: 80 }],
      }),
      mode: 'be_registration',
      registrationId: c.demo.registrationId,
    });
    offerUuid = response.json().offer.uuid;
  });
  afterAll(() => c.close());

  const medias = async (query = '', headers: Headers = {}, eventId = c.kitchen.id) =>
    (await c.call('GET', `/pub/event/${eventId}/medias?lang=de-DE${query}`, headers)).json().medias as { id: number; price: number }[];
  const orderBook = async (query = '', headers: Headers = {}) =>
    (await c.call('GET', `/pub/event/${c.kitchen.id}/orderbook?lang=de-DE${query}`, headers)).json().orderBookItems as { id: number; price: number }[];

  it('answers the customer the staff-only media and hidden items the offer names, and no other', async () => {
    const [openMedia, openBook] = await Promise.all([medias('', c.exhibitor), orderBook('', c.exhibitor)]);
    const [offerMedia, offerBook] = await Promise.all([medias(`&offer=${offerUuid}`, c.exhibitor), orderBook(`&offer=${offerUuid}`, c.exhibitor)]);
    expect(ids(offerMedia)).toEqual(ids([...openMedia, c.items.staffOnly]));
    expect(ids(offerBook)).toEqual(ids([...openBook, c.items.handlingFee]));
    // Staff see all of it and more hidden items; the customer does not.
    expect(ids(await medias('', c.staff))).toEqual(expect.arrayContaining(ids(offerMedia)));
    expect((await orderBook('', c.staff)).length).toBeGreaterThan(offerBook.length);
    // List prices only: the deviating prices belong to the offer, not to the catalogue.
    expect(offerMedia.find((item) => item.id === c.items.staffOnly.id)!.price).toBe(c.items.staffOnly.price / 100);
    expect(offerBook.find((item) => item.id === c.items.handlingFee.id)!.price).toBe(c.items.handlingFee.price / 100);
    // The link is the secret: a visitor holding it sees the same.
    expect(ids(await medias(`&offer=${offerUuid}`))).toEqual(ids(offerMedia));
  });

  it('adds nothing for an exhibitor-side offer, an offer of another event or an unknown offer', async () => {
    const openMedia = ids(await medias());
    const openBook = ids(await orderBook());
    const own = (await c.call('POST', '/pub/save_configurator', c.exhibitor, c.configuration({ medias: [{ id: c.items.staffOnly.id, amount: 1 }] }))).json().offer;
    for (const uuid of [own.uuid, '0b6f1f5e-2a52-4c1e-9a47-3f1f6d1c0b11']) {
      expect(ids(await medias(`&offer=${uuid}`))).toEqual(openMedia);
      expect(ids(await orderBook(`&offer=${uuid}`))).toEqual(openBook);
    }
    expect(ids(await medias(`&offer=${offerUuid}`, {}, c.fireplace.id))).toEqual(ids(await medias('', {}, c.fireplace.id)));
    const malformed = await c.call('GET', `/pub/event/${c.kitchen.id}/medias?lang=en-US&offer=not-a-uuid`, {});
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual([{ property: 'offer', message: 'This value is not allowed.' }]);
  });
});
