import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEvent, flat, perQm } from '../../../test/factories/index.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';

describe.each(engines)('POST /pub/calculate_configurator (%s)', (engine) => {
  let t: TestApp;
  let corner: { id: number; qmMin: number; qmMax: number };
  let complete: { id: number };
  let eventId: number;
  let otherEventId: number;
  beforeAll(async () => {
    t = await createTestApp(engine);
    // A corner stand of 12 to 200 m²: area 189 € and surcharge 25 € the m², marketing fee 295 €, energy flat 395 €;
    // and a complete stand that is not orderable.
    const event = await buildEvent(t.app, {
      standConfigs: [
        { standType: 'corner', qmMin: 12, qmMax: 200, priceRules: [perQm(18_900), perQm(2_500), flat(29_500), flat(39_500)] },
        { standType: 'inline', isOrderable: false },
      ],
    });
    [corner, complete] = [event.standConfigs[0]!, event.standConfigs[1]!];
    eventId = event.id;
    otherEventId = (await buildEvent(t.app)).id;
  });
  afterAll(() => t.close());

  const calculate = (payload: object, lang = 'de-DE') =>
    t.app.inject({ method: 'POST', url: `/pub/calculate_configurator?lang=${lang}`, payload });

  it('prices the stand positions for the size, in euros with two decimals', async () => {
    const response = await calculate({ eventId, standConfigId: corner.id, qm: 48 }, 'en-US');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.standPrices.length).toBeGreaterThanOrEqual(2);
    for (const line of body.standPrices) {
      expect(line).toEqual({ description: expect.any(String), amount: expect.any(Number), unit: expect.any(String), priceSingle: expect.any(Number), sum: expect.any(Number) });
      expect(line.sum).toBeCloseTo(Math.round(line.amount * line.priceSingle * 100) / 100, 2);
    }
    // 48 m² corner: 48 × 189 € + 48 × 25 € + 295 € + 395 €, net 10,962.00 €.
    expect(body.total).toBe(48 * 189 + 48 * 25 + 295 + 395);
    const area = body.standPrices.find((l: { unit: string }) => l.unit === 'm²');
    expect(area.amount).toBe(48);
  });

  it('changes the prices with the size and defaults an empty size to the minimum', async () => {
    const small = (await calculate({ eventId, standConfigId: corner.id, qm: '24,5' })).json();
    expect(small.qm).toBe(24.5);
    const empty = (await calculate({ eventId, standConfigId: corner.id, qm: '' })).json();
    expect(empty.qm).toBe(corner.qmMin);
    expect(empty.total).toBeLessThan(small.total);
  });

  it('answers a size outside the range with the range message and no prices', async () => {
    for (const qm of [corner.qmMin - 1, corner.qmMax + 0.01, -5, 'abc']) {
      const response = await calculate({ eventId, standConfigId: corner.id, qm });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        errors: [{ property: 'qm', message: `min. ${corner.qmMin} m², max. ${corner.qmMax} m²` }],
      });
    }
  });

  it('refuses stand configs that are not orderable or not of the event, and unknown events', async () => {
    expect((await calculate({ eventId, standConfigId: complete.id, qm: 30 })).statusCode).toBe(404);
    expect((await calculate({ eventId: otherEventId, standConfigId: corner.id, qm: 30 })).statusCode).toBe(404);
    const unknown = await calculate({ eventId: 999, standConfigId: corner.id, qm: 30 }, 'en-US');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors).toEqual([{ property: 'eventId', message: 'This event does not exist.' }]);
    const wrongTypes = await calculate({ eventId: '1', standConfigId: null, qm: {} }, 'en-US');
    expect(wrongTypes.statusCode).toBe(400);
    expect(wrongTypes.json().errors.map((e: { property: string }) => e.property)).toEqual(['eventId', 'standConfigId', 'qm']);
  });
});
