import { and, eq } from 'drizzle-orm';
import { amountToCents, formatMoney } from '@messeportal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentPositions, documents, outboxMails } from '../../platform/db/schema.ts';
import type { BuiltRegistration } from '../../../test/factories/index.ts';
import { engines, loginAs, type TestApp } from '../../../test/test-app.ts';
import { openBooklet } from '../../../test/registration-context.ts';
import { extractPdfText } from '../../../test/extract-pdf-text.ts';

const oneLine = (text: string) => text.replace(/\s+/g, ' ');
const year = new Date().getUTCFullYear();

interface BookletDocument {
  id: number;
  number: string;
  date: string;
  createdAt: string;
  pdfUrl: string;
}

describe.each(engines)('booked services on save and send (%s)', (engine) => {
  let t: TestApp;
  let demo: Record<string, string>;
  let registrationId: number;
  let cleaningId: number;
  let registration: BuiltRegistration;
  let otherRegistration: BuiltRegistration;
  beforeAll(async () => {
    ({ t, demo, registrationId, cleaningId, registration, other: otherRegistration } = await openBooklet(engine));
  });
  afterAll(() => t.close());

  const save = (amount: number, sendMail: 0 | 1) =>
    t.app.inject({
      method: 'POST',
      url: `/fe/rest/orderbook/${registrationId}?tab=0&sendMail=${sendMail}`,
      headers: demo,
      payload: { orderBooks: [{ id: cleaningId, amount }] },
    });
  const booklet = async () => (await t.app.inject({ url: `/fe/rest/orderbook/${registrationId}?lang=de-DE`, headers: demo })).json();
  const pdfText = async (url: string) => oneLine(extractPdfText((await t.app.inject({ url, headers: demo })).rawPayload).text);

  it('names no document before the first save and send', async () => {
    expect((await booklet()).orderBookDoc).toBeNull();
  });

  it('stores what is booked as a document, names it as orderBookDoc and queues its mail with it', async () => {
    expect((await save(48, 1)).statusCode).toBe(200);
    const { orderBookDoc, orderBookPos } = await booklet();
    expect(orderBookDoc).toEqual({
      id: expect.any(Number),
      number: `SB-${year}-0001`,
      date: new Date().toISOString().slice(0, 10),
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      pdfUrl: `/fe/document/${orderBookDoc.id}/pdf`,
    });

    const listed = (await t.app.inject({ url: `/fe/registration/${registrationId}/documents?lang=de-DE`, headers: demo })).json();
    expect(listed.documents.find((d: { id: number }) => d.id === orderBookDoc.id)).toMatchObject({
      type: 'booked_services',
      typeLabel: 'Gebuchte Serviceleistungen',
      status: 'open',
      netAmount: orderBookPos.net,
      grossAmount: orderBookPos.gross,
    });
    const positions = await t.database.db.select().from(documentPositions).where(eq(documentPositions.documentId, orderBookDoc.id));
    expect(positions).toMatchObject([{ description: orderBookPos.positions[0].description, amount: 48 }]);

    const [mail] = await t.database.db.select().from(outboxMails).where(eq(outboxMails.kind, 'booked_services'));
    expect(mail).toMatchObject({ recipient: registration.contact.email, documentId: orderBookDoc.id });
    expect(mail!.text).toContain(`Im Anhang finden Sie diese Aufstellung als PDF (SB-${year}-0001).`);

    const text = await pdfText(orderBookDoc.pdfUrl);
    expect(text).toContain(`Gebuchte Serviceleistungen SB-${year}-0001`);
    expect(text).toContain(orderBookPos.positions[0].description);
    expect(text).toContain('48,00 m²');
    expect(text).toContain(oneLine(formatMoney(amountToCents(orderBookPos.gross), 'de')));
  });

  it('keeps each document as it was sent; a save without sending issues none', async () => {
    const first: BookletDocument = (await booklet()).orderBookDoc;
    expect((await save(50, 0)).statusCode).toBe(200);
    expect((await booklet()).orderBookDoc).toEqual(first);

    expect((await save(60, 1)).statusCode).toBe(200);
    const latest: BookletDocument = (await booklet()).orderBookDoc;
    expect(latest.number).toBe(`SB-${year}-0002`);
    expect(await pdfText(latest.pdfUrl)).toContain('60,00 m²');
    const firstText = await pdfText(first.pdfUrl);
    expect(firstText).toContain('48,00 m²');
    expect(firstText).not.toContain('60,00 m²');
    const issued = await t.database.db
      .select()
      .from(documents)
      .where(and(eq(documents.registrationId, registrationId), eq(documents.type, 'booked_services')));
    expect(issued).toHaveLength(2);
  });

  it('never shows another company the document', async () => {
    const { orderBookDoc } = await booklet();
    const other = await loginAs(t.app, otherRegistration.contact.email, 'fe', otherRegistration.contact.password);
    const response = await t.app.inject({ url: `${orderBookDoc.pdfUrl}?lang=en-US`, headers: other });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].message).toBe('This document does not exist.');
    const own = await t.app.inject({ url: `/fe/rest/orderbook/${otherRegistration.id}`, headers: other });
    expect(own.json().orderBookDoc).toBeNull();
  });
});
