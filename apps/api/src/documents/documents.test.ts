import { eq, sql } from 'drizzle-orm';
import { formatMoney } from '@messeportal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, documentPositions, documents, orderPositions, orders, registrations } from '../platform/db/schema.ts';
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
  beforeAll(async () => {
    t = await createTestApp(engine);
    demo = await loginAs(t.app, 'demo@messeportal.example');
    other = await loginAs(t.app, 'other@messeportal.example');
    const [contact] = await t.database.db.select().from(contacts).where(eq(contacts.email, 'demo@messeportal.example'));
    const [registration] = await t.database.db
      .select()
      .from(registrations)
      .where(eq(registrations.companyId, contact!.companyId));
    registrationId = registration!.id;
  });
  afterAll(() => t.close());

  const list = async (lang: string, headers = demo, id: number | string = registrationId) =>
    t.app.inject({ url: `/fe/registration/${id}/documents?lang=${lang}`, headers });
  const listed = async (lang = 'de-DE'): Promise<ListedDocument[]> => (await list(lang)).json().documents;
  const pdf = (url: string, headers = demo) => t.app.inject({ url, headers });

  it('lists the four documents of the demo registration with German labels, euros and ISO dates', async () => {
    const response = await list('de-DE');
    expect(response.statusCode).toBe(200);
    const docs: (ListedDocument & Record<string, unknown>)[] = response.json().documents;
    const byType = Object.fromEntries(docs.map((doc) => [doc.type, doc]));
    expect(Object.keys(byType).sort()).toEqual(['cancellation', 'confirmation', 'credit_note', 'invoice']);
    expect(byType.invoice).toMatchObject({ typeLabel: 'Rechnung', status: 'open', statusLabel: 'Offen' });
    expect(byType.confirmation).toMatchObject({ typeLabel: 'Auftragsbestätigung', statusLabel: 'Bestätigt' });
    expect(byType.credit_note).toMatchObject({ typeLabel: 'Gutschrift', statusLabel: 'Bearbeitet' });
    expect(byType.cancellation).toMatchObject({ typeLabel: 'Stornobeleg', statusLabel: 'Abgeschlossen' });
    for (const doc of docs) {
      expect(doc.number).toMatch(/^(AB|RE|GS|ST)-\d{4}-0001$/);
      expect(doc.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(doc.createdAt as string).toISOString()).toBe(doc.createdAt);
      expect(new Date(doc.updatedAt as string).toISOString()).toBe(doc.updatedAt);
      expect(doc.grossAmount).toBeCloseTo(doc.netAmount + doc.vatAmount, 2);
      expect(doc.pdfUrl).toBe(`/fe/document/${doc.id}/pdf`);
    }
    // 48 m² corner stand: area 48 × 189 €, surcharge 48 × 25 €, marketing fee, 3 kW energy flat.
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
    expect(text).toContain('zzgl. MwSt. 19 %');
    expect(text).toContain('Messeportal Messe GmbH');
    // The invoice address (Buchhaltung in Ismaning), not the main address in München.
    expect(text).toContain('Carl-Zeiss-Ring 9');
    expect(text).toContain('85737 Ismaning');
    expect(text).not.toContain('Leopoldstraße');
    expect(text).toContain('USt-IdNr. DE123456789');
    expect(text).toContain('Küchen & Wohnen Herbstmesse');
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
    expect(text).toContain('Kitchen & Living Autumn Fair');
    expect(text).toContain('Page 1 of 1');
  });

  it('follows the contact language when the call names none', async () => {
    await t.database.db.update(contacts).set({ lang: 'en' }).where(eq(contacts.email, 'demo@messeportal.example'));
    try {
      const cancellation = (await listed()).find((doc) => doc.type === 'cancellation')!;
      const text = pdfText((await pdf(cancellation.pdfUrl)).rawPayload);
      expect(text).toContain(`Cancellation voucher ${cancellation.number}`);
      expect(text).toContain('Germany');
    } finally {
      await t.database.db.update(contacts).set({ lang: 'de' }).where(eq(contacts.email, 'demo@messeportal.example'));
    }
  });

  it('prints the positions of the order a confirmation was made from', async () => {
    const db = t.database.db;
    const [registration] = await db.select().from(registrations).where(eq(registrations.id, registrationId));
    const [contact] = await db.select().from(contacts).where(eq(contacts.email, 'demo@messeportal.example'));
    const [order] = await db
      .insert(orders)
      .values({
        eventId: registration!.eventId,
        companyId: registration!.companyId,
        registrationId,
        contactId: contact!.id,
        type: 'registration',
        lang: 'de',
        netCents: 12_000,
        vatCents: 2_280,
        grossCents: 14_280,
        data: {},
      })
      .returning();
    await db.insert(orderPositions).values({
      orderId: order!.id,
      kind: 'media',
      description: 'Logo im Hallenplan',
      amount: 2,
      unit: 'piece',
      priceSingle: 6_000,
      sum: 12_000,
      listPrice: 6_000,
      sort: 10,
    });
    const [document] = await db
      .insert(documents)
      .values({
        companyId: registration!.companyId,
        registrationId,
        type: 'confirmation',
        number: 'AB-TEST-0002',
        date: '2027-01-15',
        status: 'confirmed',
        netCents: 12_000,
        vatCents: 2_280,
        grossCents: 14_280,
        orderId: order!.id,
      })
      .returning();
    try {
      const text = pdfText((await pdf(`/fe/document/${document!.id}/pdf`)).rawPayload);
      expect(text).toContain('Logo im Hallenplan');
      expect(text).toContain('2,00 Stück');
      expect(text).toContain('15.01.2027');
      expect(text).not.toContain('Eckstandzuschlag');
    } finally {
      await db.delete(documents).where(eq(documents.id, document!.id));
      await db.delete(orders).where(eq(orders.id, order!.id));
    }
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
    // Its own registration has no documents, and none of the demo company's.
    const [ownRegistration] = await t.database.db
      .select()
      .from(registrations)
      .where(sql`${registrations.companyId} <> (select company_id from contacts where email = 'demo@messeportal.example')`);
    const own = await list('de-DE', other, ownRegistration!.id);
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
