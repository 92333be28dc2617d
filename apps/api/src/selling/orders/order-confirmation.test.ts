import { and, eq, inArray, like, max } from 'drizzle-orm';
import { formatMoney } from '@messeportal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, orderPositions, orders } from '../../platform/db/schema.ts';
import { buildContact, buildRegistration } from '../../../test/factories/index.ts';
import { buildOrderableEvent } from '../../../test/new-exhibitor-order.ts';
import { createTestApp, engines, loginAs, type TestApp } from '../../../test/test-app.ts';
import { extractPdfText } from '../../../test/extract-pdf-text.ts';

const oneLine = (text: string) => text.replace(/\s+/g, ' ');
const year = new Date().getUTCFullYear();

let counter = 0;
const personal = () => {
  const email = `bestaetigung${++counter}@holzwerk.example`;
  return {
    company: { name: 'Holzwerk Alpen GmbH', ustid: 'ATU12345678', email: `firma.${email}`, phone: '+43 512 123456' },
    address: { street: 'Museumstraße 1', zip: '6020', city: 'Innsbruck', country: 'at' },
    contact: { gender: 3, lang: 'de', firstName: 'Eva', name: 'Berger', email, passwordNew: 'Geheim-Messe-27', passwordNewRepeat: 'Geheim-Messe-27' },
  };
};

describe.each(engines)('the order confirmation of a binding order (%s)', (engine) => {
  let t: TestApp;
  let order: (overrides?: object) => object;
  beforeAll(async () => {
    t = await createTestApp(engine, { orderLimitPerAddress: 1000 });
    const catalogue = await buildOrderableEvent(t.app);
    order = (overrides = {}) => ({
      eventId: catalogue.eventId,
      agb: true,
      cancellationPolicy: true,
      stand: { standConfigId: catalogue.cornerId, qm: 48 },
      medias: [],
      orderBooks: [{ id: catalogue.cleaningId, amount: 48 }],
      brands: [{ id: 0, name: 'Holzwerk', productgroupsIds: [catalogue.productGroupId] }],
      personal: personal(),
      ...overrides,
    });
  });
  afterAll(() => t.close());

  const login = (contact: { email: string; password?: string }) => loginAs(t.app, contact.email, 'fe', contact.password);
  /** The number the next order confirmation of this year gets: the series goes on from the last one issued. */
  const nextConfirmationNumber = async () => {
    const [{ last }] = (await t.database.db.select({ last: max(documents.number) }).from(documents).where(like(documents.number, `AB-${year}-%`))) as [{ last: string | null }];
    return `AB-${year}-${String(Number(last?.slice(-4) ?? 0) + 1).padStart(4, '0')}`;
  };

  const post = (app: TestApp['app'], payload: object, headers: Record<string, string> = {}, url = '/pub/order') =>
    app.inject({ method: 'POST', url, payload, headers });

  it('issues an open confirmation of the stored order, listed with the registration and printed with its positions', async () => {
    // The main contact of a company that is not yet registered for the fair.
    const nordlicht = await login(await buildContact(t.app, { isMainContact: true }));
    const number = await nextConfirmationNumber();
    const response = await post(t.app, order({ personal: undefined, brands: [] }), nordlicht, '/fe/order?lang=en-US');
    expect(response.statusCode, response.body).toBe(200);
    const { registrationId } = response.json();

    const list = await t.app.inject({ url: `/fe/registration/${registrationId}/documents?lang=de-DE`, headers: nordlicht });
    const [confirmation, ...more] = list.json().documents;
    expect(more).toEqual([]);
    const [stored] = await t.database.db.select().from(orders).where(eq(orders.registrationId, registrationId));
    expect(confirmation).toMatchObject({
      type: 'confirmation',
      typeLabel: 'Auftragsbestätigung',
      number,
      status: 'open',
      netAmount: stored!.netCents / 100,
      vatAmount: stored!.vatCents / 100,
      grossAmount: stored!.grossCents / 100,
    });
    const [row] = await t.database.db.select().from(documents).where(eq(documents.id, confirmation.id));
    expect(row!.orderId).toBe(stored!.id);

    const pdf = await t.app.inject({ url: confirmation.pdfUrl, headers: nordlicht });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = oneLine(extractPdfText(pdf.rawPayload).text);
    expect(text).toContain(`Auftragsbestätigung ${number}`);
    const positions = await t.database.db.select().from(orderPositions).where(eq(orderPositions.orderId, stored!.id));
    expect(positions.map((p) => p.kind)).toContain('service');
    // Without white space: pdfkit wraps a long description after a hyphen.
    const squeezed = text.replace(/\s+/g, '');
    for (const position of positions) expect(squeezed).toContain(position.description.replace(/\s+/g, ''));
    expect(text).toContain(oneLine(formatMoney(stored!.grossCents, 'de')));

    const demo = await login((await buildRegistration(t.app)).contact);
    expect((await t.app.inject({ url: confirmation.pdfUrl, headers: demo })).statusCode).toBe(404);
  });

  it('gives concurrent binding orders distinct numbers without gaps', async () => {
    // On PostgreSQL half of the orders come through a second app with its own pool, like a second process.
    const { buildApp } = await import('../../app.ts');
    const { openDatabase } = await import('../../platform/db/client.ts');
    const second = t.databaseUrl ? openDatabase({ databaseUrl: t.databaseUrl }) : undefined;
    const other = second ? await buildApp({ db: second.db, config: t.app.config }) : undefined;
    try {
      const apps = [t.app, other ?? t.app];
      const responses = await Promise.all(Array.from({ length: 8 }, (_, i) => post(apps[i % 2]!, order())));
      expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
      const registrationIds = responses.map((r) => r.json().registrationId as number);
      const rows = await t.database.db
        .select({ number: documents.number })
        .from(documents)
        .where(and(inArray(documents.registrationId, registrationIds), eq(documents.type, 'confirmation')));
      const numbers = rows.map((r) => r.number);
      expect(new Set(numbers).size).toBe(8);
      for (const number of numbers) expect(number).toMatch(new RegExp(`^AB-${year}-\\d{4}$`));
      const sequences = numbers.map((n) => Number(n.slice(-4))).sort((a, b) => a - b);
      expect(sequences).toEqual(Array.from({ length: 8 }, (_, i) => sequences[0]! + i));
    } finally {
      await other?.close();
      await second?.close();
    }
  });
});
