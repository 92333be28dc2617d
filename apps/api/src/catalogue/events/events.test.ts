import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEvent, type BuiltEvent } from '../../../test/factories/index.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';

describe.each(engines)('GET /pub/event/{id} (%s)', (engine) => {
  let t: TestApp;
  /** A fair with eight product groups, five orderable stand types and one not, a medium and a configurator service. */
  let kitchen: BuiltEvent;
  let fireplace: BuiltEvent;
  beforeAll(async () => {
    t = await createTestApp(engine);
    kitchen = await buildEvent(t.app, {
      nameDe: 'Küchen-Testmesse Herbst',
      nameEn: 'Kitchen Test Fair Autumn',
      productGroups: Array.from({ length: 8 }, (_, i) => `Produktgruppe ${i + 1}`),
      standConfigs: [
        { standType: 'inline' },
        { standType: 'corner' },
        { standType: 'head', qmMin: 24, qmMax: 200 },
        { standType: 'island', qmMin: 50, qmMax: 300 },
        { standType: 'inline', qmMin: 6, qmMax: 12 },
        { standType: 'corner', isOrderable: false },
      ],
      media: [{}],
      booklet: [{ isConfigurator: true }],
    });
    fireplace = await buildEvent(t.app, { nameDe: 'Kaminofen-Testmesse', nameEn: 'Fireplace Test Fair' });
  });
  afterAll(() => t.close());

  it('answers the configurator and portal fields with the stand configs', async () => {
    const response = await t.app.inject({ url: `/pub/event/${kitchen.id}?lang=en-US` });
    expect(response.statusCode).toBe(200);
    const { event } = response.json();
    expect(event).toMatchObject({
      id: kitchen.id,
      name: 'Kitchen Test Fair Autumn',
      currency: 'EUR',
      isMediaVisible: true,
      isTechVisible: true,
      hasConfiguratorServices: true,
      urlAgb: expect.stringMatching(/^https:\/\//),
      urlCancellation: expect.stringMatching(/^https:\/\//),
    });
    expect(event.urlCancellation).not.toBe(event.urlAgb);
    expect(event.earlyBookingTime).toBe(event.earlyBookerEndsAt);
    const now = Date.now();
    for (const key of ['registrationEndsAt', 'printEndsAt', 'techEndsAt', 'earlyBookerEndsAt']) {
      expect(Date.parse(event[key]), key).toBeGreaterThan(now);
    }
    expect(event.startsAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(event.productgroupsIds).toHaveLength(8);
    const orderable = event.standConfigs.filter((c: { isOrderable: boolean }) => c.isOrderable);
    expect(orderable.length).toBeGreaterThanOrEqual(5);
    expect(event.standConfigs.some((c: { isOrderable: boolean }) => !c.isOrderable)).toBe(true);
    for (const config of event.standConfigs) {
      expect(config).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        standType: expect.any(String),
        qmMin: expect.any(Number),
        qmMax: expect.any(Number),
        isOrderable: expect.any(Boolean),
        pricePerQm: expect.any(Number),
      });
      expect(config.qmMin).toBeLessThan(config.qmMax);
    }
  });

  it("says each stand type's price per m² as the price calculation charges one m² more", async () => {
    const { event } = (await t.app.inject({ url: `/pub/event/${kitchen.id}` })).json();
    const orderable = event.standConfigs.filter((c: { isOrderable: boolean }) => c.isOrderable);
    for (const config of orderable as { id: number; qmMin: number; pricePerQm: number }[]) {
      const total = async (qm: number) => {
        const response = await t.app.inject({ method: 'POST', url: '/pub/calculate_configurator', payload: { eventId: kitchen.id, standConfigId: config.id, qm } });
        return Math.round(Number(response.json().total) * 100);
      };
      expect(config.pricePerQm).toBeGreaterThan(0);
      expect((await total(config.qmMin + 1)) - (await total(config.qmMin))).toBe(config.pricePerQm);
    }
  });

  it('names the event in German by default', async () => {
    const { event } = (await t.app.inject({ url: `/pub/event/${fireplace.id}` })).json();
    expect(event.name).toBe('Kaminofen-Testmesse');
  });

  it.each(['999', 'abc', '1.5', '-1', '0', '99999999999', '1%20OR%201=1'])('answers 404 for the id %s', async (id) => {
    const response = await t.app.inject({ url: `/pub/event/${id}?lang=en-US` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, errors: [{ property: 'id', message: 'This event does not exist.' }] });
  });

  it('answers unknown paths in the error shape', async () => {
    const response = await t.app.inject({ url: '/pub/nothing-here?lang=de-DE' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      errors: [{ property: '', message: 'Das Angeforderte wurde nicht gefunden.' }],
    });
  });
});
