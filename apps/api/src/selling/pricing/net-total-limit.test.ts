import { MAX_AMOUNT, MAX_DEVIATING_PRICE } from '@messeportal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEvent, buildStaff } from '../../../test/factories/index.ts';
import { createTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';

// Amounts and prices past the business limits (domain limits.ts) are refused per field, and a configuration
// whose positions stay within them but add up past the net total limit is refused as a whole: never a 500
// from a sum that overflows what stores it.
describe('the business limits of amounts, prices and totals', () => {
  let t: TestApp;
  let staff: Record<string, string>;
  let configuration: (amount: number, price: number) => object;
  beforeAll(async () => {
    t = await createTestApp('pglite', { orderLimitPerAddress: 1000 });
    const account = await buildStaff(t.app);
    staff = await loginAs(t.app, account.email, 'be', account.password);
    // A corner stand and a mandatory stand cleaning by the m².
    const event = await buildEvent(t.app, {
      standConfigs: [{ standType: 'corner', qmMin: 12, qmMax: 200 }],
      booklet: [{ isMandatory: true, titleDe: 'Standreinigung', titleEn: 'Stand cleaning', price: 650, unit: 'qm', priceCalculation: 'qm' }],
    });
    const [corner, cleaning] = [event.standConfigs[0]!, event.booklet[0]!];
    configuration = (amount, price) => ({ eventId: event.id, stand: { standConfigId: corner.id, qm: 48 }, orderBooks: [{ id: cleaning.id, amount, price }] });
  });
  afterAll(() => t.close());

  const save = (body: object) => t.app.inject({ method: 'POST', url: '/be/action/save_configurator?lang=en-US', headers: staff, payload: { ...body, mode: 'be_stand' } });

  it('refuses an amount or a deviating price past its limit, naming the field', async () => {
    const response = await save(configuration(MAX_AMOUNT + 1, MAX_DEVIATING_PRICE + 1));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { property: 'orderBooks.0.amount', message: 'The value must be at most 100000.' },
      { property: 'orderBooks.0.price', message: 'The value must be at most 1000000.' },
    ]);
  });

  it('refuses positions within the limits that add up past the net total limit, and saves what stays within it', async () => {
    const tooMuch = await save(configuration(MAX_AMOUNT, MAX_DEVIATING_PRICE));
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toEqual({
      success: false,
      errors: [{ property: '', message: 'The net total may be at most €10,000,000.00. Please lower amounts or prices.' }],
    });
    // 48 m² of cleaning at a deviating 100,000.00 € the m²: 4.8 million euros, a total that fits.
    expect((await save(configuration(48, 100_000))).statusCode).toBe(200);
  });
});
