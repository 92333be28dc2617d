import { portalAddressSchema, registrationBrandSchema, registrationContactSchema } from '@messeportal/domain';
import { asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, brandProductGroups, brands, contacts, documentPositions, orderPositions, orders, registrationBrands, registrationContacts, registrations } from '../../platform/db/schema.ts';
import { createTestApp, engines, loginAs, type TestApp } from '../../../test/test-app.ts';

/** A value as the answer carries it: through JSON, so dates are ISO strings. */
const asJson = (value: unknown) => JSON.parse(JSON.stringify(value));
/** The fields of a row that an answer schema names, as the answer carries them. */
const named = (schema: { shape: object }, row: object | undefined) => row && asJson(Object.fromEntries(Object.entries(row).filter(([key]) => key in schema.shape)));

describe.each(engines)('the registration detail page (%s)', (engine) => {
  let t: TestApp;
  let demo: Record<string, string>;
  let registrationId: number;
  let companyId: number;
  beforeAll(async () => {
    t = await createTestApp(engine);
    demo = await loginAs(t.app, 'demo@messeportal.example');
    registrationId = (await t.app.inject({ url: '/fe/globaldata', headers: demo })).json().registrations[0].id;
    const [row] = await db().select().from(registrations).where(eq(registrations.id, registrationId));
    companyId = row!.companyId;
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const detail = async (headers = demo, id = registrationId) => {
    const response = await t.app.inject({ url: `/fe/rest/registration/${id}?lang=en-US`, headers });
    expect(response.statusCode).toBe(200);
    return response.json().registration;
  };
  const otherCompany = async () => {
    const [row] = await db().select({ id: contacts.id, companyId: contacts.companyId }).from(contacts).where(eq(contacts.email, 'other@messeportal.example'));
    return row!;
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
    const [contact] = await db().select().from(contacts).where(eq(contacts.email, 'demo@messeportal.example'));
    const order = async (description: string) => {
      const [row] = await db()
        .insert(orders)
        .values({ eventId: 1, companyId, registrationId, contactId: contact!.id, type: 'registration', lang: 'en', netCents: 0, vatCents: 0, grossCents: 0, data: {} })
        .returning({ id: orders.id });
      const line = { unit: 'qm', listPrice: 10_000, priceSingle: 10_000 };
      await db().insert(orderPositions).values([
        { ...line, orderId: row!.id, kind: 'stand', description: `${description} corner`, amount: 1, sum: 10_000, sort: 2 },
        { ...line, orderId: row!.id, kind: 'stand', description: `${description} row`, amount: 12.5, sum: 125_000, sort: 1 },
        { ...line, orderId: row!.id, kind: 'media', description: `${description} media`, amount: 1, sum: 10_000, sort: 0 },
      ]);
    };
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
    const stranger = await otherCompany();
    const [foreignBrand] = await db().select({ id: brands.id }).from(brands).where(eq(brands.companyId, stranger.companyId)).limit(1);
    await db().insert(registrationContacts).values({ registrationId, contactId: stranger.id });
    await db().insert(registrationBrands).values({ registrationId, brandId: foreignBrand!.id });
    const [foreignOrder] = await db()
      .insert(orders)
      .values({ eventId: 1, companyId: stranger.companyId, registrationId, contactId: stranger.id, type: 'registration', lang: 'en', netCents: 0, vatCents: 0, grossCents: 0, data: {} })
      .returning({ id: orders.id });
    await db()
      .insert(orderPositions)
      .values({ orderId: foreignOrder!.id, kind: 'stand', description: 'foreign', amount: 1, unit: 'qm', listPrice: 1, priceSingle: 1, sum: 1, sort: 0 });
    expect(await detail()).toEqual(before);
  });

  it('shows a registration without brands, contacts or order: empty lists, no logo, the stand priced from its config', async () => {
    await db().delete(registrationBrands).where(eq(registrationBrands.registrationId, registrationId));
    await db().delete(registrationContacts).where(eq(registrationContacts.registrationId, registrationId));
    // The demo invoice bills the order's positions; a registration without order has no invoice either.
    await db().update(documentPositions).set({ orderPositionId: null }).where(isNotNull(documentPositions.orderPositionId));
    await db().delete(orderPositions).where(sql`${orderPositions.orderId} in (select ${orders.id} from ${orders} where ${orders.registrationId} = ${registrationId})`);
    await db().delete(orders).where(eq(orders.registrationId, registrationId));
    const registration = await detail();
    expect(registration).toMatchObject({ contacts: [], brands: [], logoUrl: null, motifUrl: null, companyData: { name: 'Muster Küchen GmbH', phone: '+49 89 2180 440-0' } });
    // The 48 m² corner stand of the demo confirmation: 11,462.00 € net.
    const total = registration.standItems.reduce((sum: number, line: { sum: number }) => sum + line.sum, 0);
    expect(Math.round(total * 100)).toBe(1_146_200);
  });
});
