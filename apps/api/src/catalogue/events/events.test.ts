import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';

describe.each(engines)('GET /pub/event/{id} (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('answers the configurator and portal fields with the stand configs', async () => {
    const response = await t.app.inject({ url: '/pub/event/1?lang=en-US' });
    expect(response.statusCode).toBe(200);
    const { event } = response.json();
    expect(event).toMatchObject({
      id: 1,
      name: 'Kitchen & Living Autumn Fair',
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
      });
      expect(config.qmMin).toBeLessThan(config.qmMax);
    }
  });

  it('names the event in German by default', async () => {
    const { event } = (await t.app.inject({ url: '/pub/event/2' })).json();
    expect(event.name).toBe('Kaminmesse');
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
