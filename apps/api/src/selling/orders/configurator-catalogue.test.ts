import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBookItems } from '../../platform/db/schema.ts';
import { catalogueChanged } from '../../../test/factories/target.ts';
import { engines } from '../../../test/test-app.ts';
import { openBackofficeContext, type BackofficeContext } from '../../../test/staff-context.ts';

/**
 * The configurator sells what the catalogue says (issue 28): only the services marked for the configurator are
 * accepted from visitors, a refusal names the item, and the pro-forma invoice refuses what the order would, with
 * the order's own messages, instead of pricing it.
 */
describe.each(engines)('what the configurator sells (%s)', (engine) => {
  let c: BackofficeContext;
  let counter = 0;
  beforeAll(async () => {
    c = await openBackofficeContext(engine);
  });
  afterAll(() => c.close());

  const offerInConfigurator = async (itemId: number, isConfigurator: boolean) => {
    await c.db.update(orderBookItems).set({ isConfigurator }).where(eq(orderBookItems.id, itemId));
    catalogueChanged(c.t.app);
  };
  /** A new exhibitor's binding order of the 48 m² corner stand with these services (cleaning, mandatory, included). */
  const order = (orderBooks: { id: number; amount: number }[], lang = 'de-DE') => {
    const email = `visitor${++counter}-${engine}@kuechenstudio.example`;
    return c.call('POST', `/pub/order?lang=${lang}`, {}, {
      ...c.configuration({ medias: [], orderBooks: [{ id: c.items.cleaning.id, amount: 48 }, ...orderBooks] }),
      agb: true,
      cancellationPolicy: true,
      brands: [{ name: `Studio ${counter}`, productgroupsIds: [c.kitchen.productGroups[0]!.id] }],
      personal: {
        company: { name: `Küchenstudio Berg ${counter}`, email: `firma.${email}`, phone: '+49 711 123456' },
        address: { street: 'Königstraße 1', zip: '70173', city: 'Stuttgart', country: 'de' },
        contact: { gender: 3, lang: 'de', firstName: 'Jonas', name: 'Berg', email, passwordNew: 'Kachelofen-Zugluft-42', passwordNewRepeat: 'Kachelofen-Zugluft-42' },
      },
    });
  };
  const proForma = (orderBooks: { id: number; amount: number }[], lang = 'de-DE') =>
    c.call('POST', `/pub/pro_forma?lang=${lang}`, {}, c.configuration({ medias: [], orderBooks }));
  const errorsOf = (response: { statusCode: number; body: string; json: () => { errors: { property: string; message: string }[] } }) => {
    expect(response.statusCode, response.body).toBe(400);
    return response.json().errors;
  };

  it('refuses a service switched out of the configurator while a configuration held it, naming it in the caller’s language', async () => {
    const { rigging, cleaning } = c.items;
    expect((await order([{ id: rigging.id, amount: 1 }])).statusCode).toBe(200);

    await offerInConfigurator(rigging.id, false);
    try {
      expect(errorsOf(await order([{ id: rigging.id, amount: 1 }]))).toEqual([
        { property: `orderbook_${rigging.id}`, message: '„Deckenabhängung“ wird hier nicht (mehr) angeboten. Bitte entfernen Sie es aus Ihrer Auswahl.' },
      ]);
      expect(errorsOf(await proForma([{ id: cleaning.id, amount: 48 }, { id: rigging.id, amount: 1 }], 'en-US'))).toEqual([
        { property: `orderbook_${rigging.id}`, message: '“Ceiling rigging point” is not (or no longer) offered here. Please remove it from your selection.' },
      ]);
    } finally {
      await offerInConfigurator(rigging.id, true);
    }
  });

  it('gives no pro-forma invoice for services the order would refuse: below the stand area, a mandatory one missing', async () => {
    const { carpet, cleaning } = c.items;
    expect(errorsOf(await proForma([{ id: cleaning.id, amount: 48 }, { id: carpet.id, amount: 5 }]))).toEqual([
      { property: `orderbook_${carpet.id}`, message: 'Wird nach Stand-m² berechnet: bitte mindestens die Standfläche von 48 m² eingeben.' },
    ]);
    expect(errorsOf(await proForma([{ id: carpet.id, amount: 48 }], 'en-US'))).toEqual([
      { property: `orderbook_${cleaning.id}`, message: 'This service is mandatory. Please enter an amount.' },
    ]);
    const priced = await proForma([{ id: cleaning.id, amount: 48 }, { id: carpet.id, amount: 48 }]);
    expect(priced.statusCode, priced.body).toBe(200);
    expect(priced.headers['content-type']).toBe('application/pdf');
  });
});
