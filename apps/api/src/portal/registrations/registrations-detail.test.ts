import { portalAddressSchema, registrationBrandSchema, registrationContactSchema } from '@messeportal/domain';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, brandProductGroups, brands, contacts, orderPositions, orders, registrationBrands, registrationContacts } from '../../platform/db/schema.ts';
import { assignContact, buildContact, buildEvent, buildOrder, buildRegistration, flat, perQm, type BuiltRegistration } from '../../../test/factories/index.ts';
import { createTestApp, engines, loginAs, type TestApp } from '../../../test/test-app.ts';

/** A value as the answer carries it: through JSON, so dates are ISO strings. */
const asJson = (value: unknown) => JSON.parse(JSON.stringify(value));
/** The fields of a row that an answer schema names, as the answer carries them. */
const named = (schema: { shape: object }, row: object | undefined) => row && asJson(Object.fromEntries(Object.entries(row).filter(([key]) => key in schema.shape)));

/** The 48 m² corner stand as its stand type prices it: area 48 × 189 €, surcharge 48 × 25 €, marketing fee, energy flat (cents). */
const CORNER_48_NET = 48 * 18_900 + 48 * 2_500 + 29_500 + 39_500;

describe.each(engines)('the registration detail page (%s)', (engine) => {
  let t: TestApp;
  let demo: Record<string, string>;
  let registrationId: number;
  let companyId: number;
  let built: BuiltRegistration;
  /** Another company's registration, with a brand. */
  let stranger: BuiltRegistration;
  beforeAll(async () => {
    t = await createTestApp(engine);
    const event = await buildEvent(t.app, {
      standConfigs: [{ standType: 'corner', qmMin: 12, qmMax: 200, priceRules: [perQm(18_900), perQm(2_500), flat(29_500), flat(39_500)] }],
      productGroups: ['Küchenmöbel', 'Einbaugeräte'],
    });
    built = await buildRegistration(t.app, {
      event,
      company: { name: 'Beispiel Küchen GmbH', telCountry: '+49', telCity: '89', telDirect: '2180 440-0', invoiceAddress: { nameExtra: 'Buchhaltung' } },
      standSize: 48,
      brands: [{ logo: true }, { logo: true, productGroupIds: event.productGroups.map((g) => g.id) }],
      orders: [{ positions: [{ kind: 'stand', description: 'Standfläche je m²', amount: 48, priceSingle: 18_900 }], confirmation: false }],
    });
    const technician = await buildContact(t.app, { companyId: built.company.id });
    await assignContact(t.app, built.id, technician.id);
    stranger = await buildRegistration(t.app, { event, brands: [{}] });
    demo = await loginAs(t.app, built.contact.email, 'fe', built.contact.password);
    registrationId = built.id;
    companyId = built.company.id;
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const detail = async (headers = demo, id = registrationId) => {
    const response = await t.app.inject({ url: `/fe/rest/registration/${id}?lang=en-US`, headers });
    expect(response.statusCode).toBe(200);
    return response.json().registration;
  };

  it('shows every field its answer names of the assigned contacts and brands and of the addresses, as the tables hold them, and no other', async () => {
    const assignedContacts = await db()
      .select({ contact: contacts })
      .from(registrationContacts)
      .innerJoin(contacts, eq(contacts.id, registrationContacts.contactId))
      .where(eq(registrationContacts.registrationId, registrationId))
      .orderBy(desc(contacts.isMainContact), asc(contacts.id));
    const assignedBrands = await db()
      .select({ brand: brands })
      .from(registrationBrands)
      .innerJoin(brands, eq(brands.id, registrationBrands.brandId))
      .where(eq(registrationBrands.registrationId, registrationId))
      .orderBy(asc(brands.id));
    const groups = await db().select().from(brandProductGroups).orderBy(asc(brandProductGroups.productGroupId));
    const companyAddresses = await db().select().from(addresses).where(eq(addresses.companyId, companyId));

    const registration = await detail();
    expect(registration.contacts).toEqual(assignedContacts.map(({ contact }) => named(registrationContactSchema, contact)));
    expect(registration.contacts[0]).not.toHaveProperty('pendingEmailTokenHash');
    expect(registration.brands).toEqual(
      assignedBrands.map(({ brand }) =>
        named(registrationBrandSchema, {
          ...brand,
          productgroupsIds: groups.filter((g) => g.brandId === brand.id).map((g) => g.productGroupId),
          logoUrl: brand.logoFileId ? `/pub/file/${brand.logoFileId}` : null,
          motifUrl: brand.motifFileId ? `/pub/file/${brand.motifFileId}` : null,
        }),
      ),
    );
    expect(registration.mainAddress).toEqual(named(portalAddressSchema, companyAddresses.find((a) => a.isMain)!));
    expect(registration.invoiceAddress).toEqual(named(portalAddressSchema, companyAddresses.find((a) => a.isInvoice)!));
  });

  it('shows the stand positions of the latest binding order only, in their order, without its other positions', async () => {
    const order = (description: string) =>
      buildOrder(t.app, { ...built, contactId: built.contact.id }, {
        lang: 'en',
        confirmation: false,
        positions: [
          { kind: 'stand', description: `${description} corner`, amount: 1, priceSingle: 10_000, sort: 2 },
          { kind: 'stand', description: `${description} row`, amount: 12.5, priceSingle: 10_000, sort: 1 },
          { kind: 'media', description: `${description} media`, amount: 1, priceSingle: 10_000, sort: 0 },
        ],
      });
    await order('first');
    await order('latest');
    const registration = await detail();
    expect(registration.standItems.map((line: { description: string; amount: number; sum: number }) => [line.description, line.amount, line.sum])).toEqual([
      ['latest row', 12.5, 1250],
      ['latest corner', 1, 100],
    ]);
  });

  it('never shows contacts, brands or orders of another company, even when they are wrongly linked', async () => {
    const before = await detail();
    // Wrong links the product never makes: the other company's contact and brand on this registration, and an
    // order of the other company on it.
    await assignContact(t.app, registrationId, stranger.contact.id);
    await db().insert(registrationBrands).values({ registrationId, brandId: stranger.brands[0]!.id });
    await buildOrder(
      t.app,
      { id: registrationId, eventId: built.event.id, companyId: stranger.company.id, contactId: stranger.contact.id },
      { lang: 'en', confirmation: false, positions: [{ kind: 'stand', description: 'foreign', amount: 1, priceSingle: 1 }] },
    );
    expect(await detail()).toEqual(before);
  });

  it('shows a registration without brands, contacts or order: empty lists, no logo, the stand priced from its config', async () => {
    await db().delete(registrationBrands).where(eq(registrationBrands.registrationId, registrationId));
    await db().delete(registrationContacts).where(eq(registrationContacts.registrationId, registrationId));
    await db().delete(orderPositions).where(sql`${orderPositions.orderId} in (select ${orders.id} from ${orders} where ${orders.registrationId} = ${registrationId})`);
    await db().delete(orders).where(eq(orders.registrationId, registrationId));
    const registration = await detail();
    expect(registration).toMatchObject({ contacts: [], brands: [], logoUrl: null, motifUrl: null, companyData: { name: 'Beispiel Küchen GmbH', phone: '+49 89 2180 440-0' } });
    // The 48 m² corner stand priced from its stand type: 10,962.00 € net.
    const total = registration.standItems.reduce((sum: number, line: { sum: number }) => sum + line.sum, 0);
    expect(Math.round(total * 100)).toBe(CORNER_48_NET);
  });
});
