import { eq, sql } from 'drizzle-orm';
import { formatMoney } from '@messeportal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, documentPositions, documents } from '../platform/db/schema.ts';
import { buildDocument, buildEvent, buildOrder, buildRegistration, perQm, flat, type BuiltRegistration } from '../../test/factories/index.ts';
import { createTestApp, engines, loginAs, type TestApp } from '../../test/test-app.ts';
import { extractPdfText } from '../../test/extract-pdf-text.ts';

/** The PDF's text with every run of white space (line breaks of wrapped text, no-break spaces) as one space. */
const pdfText = (payload: Buffer) => oneLine(extractPdfText(payload).text);
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

interface ListedDocument {
  id: number;
  type: string;
  typeLabel: string;
  number: string;
  status: string;
  statusLabel: string;
  netAmount: number;
  vatAmount: number;
  grossAmount: number;
  pdfUrl: string;
}

describe.each(engines)('documents of a registration (%s)', (engine) => {
  let t: TestApp;
  let demo: Record<string, string>;
  let other: Record<string, string>;
  let registrationId: number;
  let registration: BuiltRegistration;
  let otherRegistration: BuiltRegistration;
  beforeAll(async () => {
    t = await createTestApp(engine);
    // A 48 m² corner stand: area 48 × 189 €, surcharge 48 × 25 €, marketing fee, 3 kW energy flat.
    const stand = [
      { description: 'Standfläche je m²', amount: 48, unit: 'qm', priceSingle: 18_900 },
      { description: 'Eckstandzuschlag (2 Seiten offen) je m²', amount: 48, unit: 'qm', priceSingle: 2_500 },
      { description: 'Marketingpauschale', unit: 'flat', priceSingle: 29_500 },
      { description: 'Energieanschluss 3 kW', unit: 'flat', priceSingle: 39_500 },
    ];
    const event = await buildEvent(t.app, {
      nameDe: 'Dokumente Herbstmesse',
      nameEn: 'Documents Autumn Fair',
      standConfigs: [{ standType: 'corner', priceRules: [perQm(18_900), perQm(2_500, 'Eckstandzuschlag (2 Seiten offen) je m²'), flat(29_500), flat(39_500)] }],
    });
    registration = await buildRegistration(t.app, {
      event,
      standSize: 48,
      company: {
        ustid: 'DE123456789',
        address: { street: 'Leopoldstraße 12', zip: '80802', city: 'München' },
        invoiceAddress: { nameExtra: 'Buchhaltung', street: 'Carl-Zeiss-Ring 9', zip: '85737', city: 'Ismaning' },
      },
    });
    registrationId = registration.id;
    const owner = { companyId: registration.company.id, registrationId };
    await buildDocument(t.app, owner, { type: 'confirmation', status: 'confirmed', positions: stand });
    await buildDocument(t.app, owner, { type: 'invoice', status: 'open', positions: stand });
    // The stand's 3 kW flat refunded; the stand cleaning for 48 m² booked by mistake reversed.
    await buildDocument(t.app, owner, { type: 'credit_note', status: 'processed', positions: [stand[3]!] });
    await buildDocument(t.app, owner, { type: 'cancellation', status: 'finished', positions: [{ description: 'Standreinigung', amount: 48, unit: 'qm', priceSingle: 650 }] });
    otherRegistration = await buildRegistration(t.app, { event });
    demo = await loginAs(t.app, registration.contact.email, 'fe', registration.contact.password);
    other = await loginAs(t.app, otherRegistration.contact.email, 'fe', otherRegistration.contact.password);
  });
  afterAll(() => t.close());

  const list = async (lang: string, headers = demo, id: number | string = registrationId) =>
    t.app.inject({ url: `/fe/registration/${id}/documents?lang=${lang}`, headers });
  const listed = async (lang = 'de-DE'): Promise<ListedDocument[]> => (await list(lang)).json().documents;
  const pdf = (url: string, headers = demo) => t.app.inject({ url, headers });

  it('lists the four documents of the registration with German labels, euros and ISO dates', async () => {
    const response = await list('de-DE');
    expect(response.statusCode).toBe(200);
    const docs: (ListedDocument & Record<string, unknown>)[] = response.json().documents;
    const byType = Object.fromEntries(docs.map((doc) => [doc.type, doc]));
    expect(Object.keys(byType).sort()).toEqual(['cancellation', 'confirmation', 'credit_note', 'invoice']);
    expect(byType.invoice).toMatchObject({ typeLabel: 'Rechnung', status: 'open', statusLabel: 'Offen' });
    expect(byType.confirmation).toMatchObject({ typeLabel: 'Auftragsbestätigung', statusLabel: 'Bestätigt' });
    expect(byType.credit_note).toMatchObject({ typeLabel: 'Gutschrift', statusLabel: 'Bearbeitet' });
    expect(byType.cancellation).toMatchObject({ typeLabel: 'Stornobeleg', statusLabel: 'Abgeschlossen' });
    const prefixes: Record<string, string> = { confirmation: 'AB', invoice: 'RE', credit_note: 'GS', cancellation: 'ST' };
    for (const doc of docs) {
      expect(doc.number).toMatch(new RegExp(`^${prefixes[doc.type]}-${new Date().getUTCFullYear()}-\\d{4}$`));
      expect(doc.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(doc.createdAt as string).toISOString()).toBe(doc.createdAt);
      expect(new Date(doc.updatedAt as string).toISOString()).toBe(doc.updatedAt);
      expect(doc.grossAmount).toBeCloseTo(doc.netAmount + doc.vatAmount, 2);
      expect(doc.pdfUrl).toBe(`/fe/document/${doc.id}/pdf`);
    }
    expect(byType.invoice!.netAmount).toBe(48 * 189 + 48 * 25 + 295 + 395);
    expect(byType.invoice!.netAmount).toBe(byType.confirmation!.netAmount);
    expect(byType.credit_note).toMatchObject({ netAmount: 395, vatAmount: 75.05, grossAmount: 470.05 });
    expect(byType.cancellation).toMatchObject({ netAmount: 312, vatAmount: 59.28, grossAmount: 371.28 });
  });

  it('lists them with English labels', async () => {
    const byType = Object.fromEntries((await listed('en-US')).map((doc) => [doc.type, doc]));
    expect(byType.confirmation).toMatchObject({ typeLabel: 'Order confirmation', statusLabel: 'Confirmed' });
    expect(byType.invoice).toMatchObject({ typeLabel: 'Invoice', statusLabel: 'Open' });
    expect(byType.credit_note).toMatchObject({ typeLabel: 'Credit note', statusLabel: 'Processed' });
    expect(byType.cancellation).toMatchObject({ typeLabel: 'Cancellation voucher', statusLabel: 'Finished' });
  });

  it('stores positions that add up to every document net total', async () => {
    const rows = await t.database.db
      .select({ net: documents.netCents, sum: sql<number>`coalesce(sum(${documentPositions.sum}), 0)::int` })
      .from(documents)
      .leftJoin(documentPositions, eq(documentPositions.documentId, documents.id))
      .where(eq(documents.registrationId, registrationId))
      .groupBy(documents.id);
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(row.sum).toBe(row.net);
  });

  it('downloads the invoice as a PDF in the contact language with number, address, positions and totals', async () => {
    const invoice = (await listed()).find((doc) => doc.type === 'invoice')!;
    const response = await pdf(invoice.pdfUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(response.rawPayload.includes('/FontFile2')).toBe(true); // the TrueType font is embedded
    expect(response.rawPayload.includes('Helvetica')).toBe(false);
    const { pages, info } = extractPdfText(response.rawPayload);
    const text = pdfText(response.rawPayload);
    expect(pages).toBe(1);
    expect(info.Title).toBe(`Rechnung ${invoice.number}`);
    expect(text).toContain(`Rechnung ${invoice.number}`);
    expect(text).toContain(oneLine(formatMoney(Math.round(invoice.grossAmount * 100), 'de')));
    expect(text).toContain(oneLine(formatMoney(Math.round(invoice.netAmount * 100), 'de')));
    expect(text).toContain('zzgl. USt. 19 %');
    expect(text).toContain('Messeportal Messe GmbH');
    // The invoice address (Buchhaltung in Ismaning), not the main address in München.
    expect(text).toContain('Carl-Zeiss-Ring 9');
    expect(text).toContain('85737 Ismaning');
    expect(text).not.toContain('Leopoldstraße');
    expect(text).toContain('USt-IdNr. DE123456789');
    expect(text).toContain('Dokumente Herbstmesse');
    expect(text).toContain('Eckstandzuschlag (2 Seiten offen) je m²');
    expect(text).toContain('48,00 m²');
    expect(text).toContain('Seite 1 von 1');
    expect(text).toMatch(/\d{2}\.\d{2}\.\d{4}/);
  });

  it('renders the PDF in English when asked with ?lang=', async () => {
    const creditNote = (await listed()).find((doc) => doc.type === 'credit_note')!;
    const response = await pdf(`${creditNote.pdfUrl}?lang=en-US`);
    expect(response.statusCode).toBe(200);
    const { info } = extractPdfText(response.rawPayload);
    const text = pdfText(response.rawPayload);
    expect(info.Title).toBe(`Credit note ${creditNote.number}`);
    expect(text).toContain('plus VAT 19 %');
    expect(text).toContain(oneLine(formatMoney(47_005, 'en')));
    expect(text).toContain('Documents Autumn Fair');
    expect(text).toContain('Page 1 of 1');
  });

  it('follows the contact language when the call names none', async () => {
    await t.database.db.update(contacts).set({ lang: 'en' }).where(eq(contacts.id, registration.contact.id));
    try {
      const cancellation = (await listed()).find((doc) => doc.type === 'cancellation')!;
      const text = pdfText((await pdf(cancellation.pdfUrl)).rawPayload);
      expect(text).toContain(`Cancellation voucher ${cancellation.number}`);
      expect(text).toContain('Germany');
    } finally {
      await t.database.db.update(contacts).set({ lang: 'de' }).where(eq(contacts.id, registration.contact.id));
    }
  });

  it('prints the positions of the order a confirmation was made from', async () => {
    // Another registration of the same company and contact, so that the four documents above stay four.
    const second = await buildRegistration(t.app, { company: registration.company, contact: registration.contact });
    const order = await buildOrder(t.app, { ...second, contactId: registration.contact.id }, {
      positions: [{ kind: 'media', description: 'Logo im Hallenplan', amount: 2, priceSingle: 6_000 }],
      createdAt: new Date('2027-01-15T10:00:00Z'),
    });
    const text = pdfText((await pdf(`/fe/document/${order.confirmation!.id}/pdf`)).rawPayload);
    expect(text).toContain('Logo im Hallenplan');
    expect(text).toContain('2,00 Stück');
    expect(text).toContain('15.01.2027');
    expect(text).not.toContain('Eckstandzuschlag');
  });

  it('answers 404 to another company, for the registration and for each of its documents', async () => {
    const docs = await listed();
    const foreign = await list('en-US', other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('RE-');
    expect(foreign.json()).toEqual({ success: false, errors: [{ property: 'id', message: 'This registration does not exist.' }] });
    for (const doc of docs) {
      const response = await pdf(`${doc.pdfUrl}?lang=en-US`, other);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json().errors[0].message).toBe('This document does not exist.');
    }
    // Its own registration has no documents, and none of the other company's.
    const own = await list('de-DE', other, otherRegistration.id);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ documents: [] });
  });

  it('answers 404 to unknown and malformed ids', async () => {
    for (const id of ['999999', '0', '-1', 'abc', '1.5', '99999999999']) {
      expect((await list('de-DE', demo, id)).statusCode, `registration ${id}`).toBe(404);
      expect((await pdf(`/fe/document/${id}/pdf`)).statusCode, `document ${id}`).toBe(404);
    }
  });

  it('answers 401 without a token', async () => {
    const docs = await listed();
    expect((await t.app.inject({ url: `/fe/registration/${registrationId}/documents` })).statusCode).toBe(401);
    const response = await t.app.inject({ url: docs[0]!.pdfUrl });
    expect(response.statusCode).toBe(401);
    expect(response.rawPayload.subarray(0, 5).toString()).not.toBe('%PDF-');
  });
});
