import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, outboxMails } from '../../platform/db/schema.ts';
import { extractPdfText } from '../../../test/extract-pdf-text.ts';
import { buildEvent, buildRegistration, type BuiltEvent, type BuiltRegistration } from '../../../test/factories/index.ts';
import { createTestApp, engines, loginAs, type TestApp } from '../../../test/test-app.ts';

// The tax case the invoice will have decides the VAT of every total the company sees before it: the order, its
// mail and confirmation, the portal's registration and booklet. An Austrian company with its VAT ID pays no
// German VAT (reverse charge); a German company pays the event's 19 %.
describe.each(engines)('the VAT a company sees before its invoice (%s)', (engine) => {
  let t: TestApp;
  let event: BuiltEvent;
  let austrian: BuiltRegistration;
  let german: BuiltRegistration;
  beforeAll(async () => {
    t = await createTestApp(engine);
    event = await buildEvent(t.app, { media: [{ price: 100_000, stock: 10 }] });
    austrian = await buildRegistration(t.app, { event, company: { ustid: 'ATU12345678', address: { country: 'at', zip: '1010', city: 'Wien' } } });
    german = await buildRegistration(t.app, { event, company: { ustid: 'DE123456789' } });
  });
  afterAll(() => t.close());

  const as = (registration: BuiltRegistration) => loginAs(t.app, registration.contact.email, 'fe', registration.contact.password);
  const oneLine = (text: string) => text.replace(/\s+/g, ' ');

  /** Orders one piece of the medium for the registration; answers the order as stored, its mail and its confirmation's PDF text. */
  async function orderMedium(registration: BuiltRegistration) {
    const headers = await as(registration);
    const response = await t.app.inject({ method: 'POST', url: `/fe/rest/media/${registration.id}`, headers, payload: { medias: [{ id: event.media[0]!.id, amount: 1 }] } });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, answer.orderId));
    const [mail] = await t.database.db
      .select()
      .from(outboxMails)
      .where(and(eq(outboxMails.kind, 'order_summary'), eq(outboxMails.recipient, registration.contact.email)));
    const pdf = oneLine(extractPdfText((await t.app.inject({ url: answer.confirmation.pdfUrl, headers })).rawPayload).text);
    const portal = (await t.app.inject({ url: `/fe/rest/registration/${registration.id}`, headers })).json();
    const booklet = (await t.app.inject({ url: `/fe/rest/orderbook/${registration.id}`, headers })).json();
    return { answer, order: order!, mail: oneLine(mail!.text), pdf, portal, booklet };
  }

  it('charges an Austrian company with its VAT ID no German VAT, and every total says reverse charge', async () => {
    const seen = await orderMedium(austrian);
    expect(seen.answer).toMatchObject({ net: 1000, vat: 0, gross: 1000 });
    expect(seen.order).toMatchObject({ netCents: 100_000, vatCents: 0, grossCents: 100_000 });
    const note = 'Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge, Art. 196 MwStSystRL): Die Umsatzsteuer schulden Sie.';
    expect(seen.mail).toContain('USt. 0 % (Reverse Charge)');
    expect(seen.mail).toContain(note);
    expect(seen.pdf).toContain('USt. 0 % (Reverse Charge) 0,00 €');
    expect(seen.pdf).toContain(note);
    expect(seen.pdf).not.toContain('19 %');
    const reverseCharge = { kind: 'reverseCharge', category: 'AE', rateBp: 0, exemptionCode: 'VATEX-EU-AE' };
    expect(seen.portal.taxCase).toEqual(reverseCharge);
    expect(seen.booklet.orderBookPos.taxCase).toEqual(reverseCharge);
  });

  it('charges a German company the event’s 19 %', async () => {
    const seen = await orderMedium(german);
    expect(seen.answer).toMatchObject({ net: 1000, vat: 190, gross: 1190 });
    expect(seen.order).toMatchObject({ vatCents: 19_000 });
    expect(seen.mail).toContain('zzgl. USt. 19 %');
    expect(seen.mail).not.toContain('Reverse Charge');
    expect(seen.pdf).toContain('zzgl. USt. 19 % 190,00 €');
    expect(seen.portal.taxCase).toEqual({ kind: 'domestic', category: 'S', rateBp: 1900 });
  });
});
