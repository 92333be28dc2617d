import { PAYMENT_STATES } from '@messeportal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../test/test-app.ts';
import { extractPdfText } from '../../test/extract-pdf-text.ts';
import { buildInvoice, buildRegistration } from '../../test/factories/index.ts';
import { openBackofficeContext, type BackofficeContext } from '../../test/staff-context.ts';

type Headers = Record<string, string>;
type Payment = { state: string; open: number; paid: number; creditBalance: number };
type Listed = { id: number; number: string; type: string; dueDate: string | null; payment: Payment | null };

// Issue 28: every invoice's state as it is (open, part paid, paid, overdue, cancelled, credited) with what is
// open and when it is due, and the money owed back after a credit note on a paid invoice — in the desk's list
// and document page and in the exhibitor's documents alike.
describe.each(engines)('an invoice’s payment state in the desk and the portal (%s)', (engine) => {
  let c: BackofficeContext;
  let accounting: Headers;
  let counter = 0;
  /** The invoices the tests leave behind, by the state each should be listed in. */
  const expected = new Map<string, string>();

  beforeAll(async () => {
    c = await openBackofficeContext(engine);
    accounting = await c.staffAs('accounting');
  });
  afterAll(() => c.close());

  /**
   * A new exhibitor at the kitchen fair whose binding order holds a stand of 1,000.00 and a fascia of 200.00 net
   * (gross 1,428.00), invoiced as issued on `now`; its login, the invoice and its lines.
   */
  async function invoicedExhibitor(now?: Date) {
    const registration = await buildRegistration(c.t.app, {
      event: c.kitchen,
      company: { name: `Zahlprobe ${++counter} GmbH` },
      orders: [{ status: 'confirmed', positions: [{ kind: 'stand', description: 'Standfläche', priceSingle: 100_000 }, { kind: 'stand', description: 'Blende', priceSingle: 20_000 }] }],
    });
    const invoice = await buildInvoice(c.t.app, registration.id, {}, now);
    const detail = (await c.call('GET', `/be/document/${invoice.id}`, accounting)).json();
    return { registrationId: registration.id, exhibitor: await c.exhibitorLogin(registration.contact.email), invoice: detail.document, lines: detail.lines as { id: number }[] };
  }
  const today = () => new Date().toISOString().slice(0, 10);
  const pay = (id: number, amount: number) => c.call('POST', `/be/document/${id}/payments`, accounting, { paidOn: today(), amount });
  const deskDocument = async (id: number) => (await c.call('GET', `/be/document/${id}`, accounting)).json().document;
  /** The invoice as the exhibitor finds it: in its registration's documents and among all of its company's, the same. */
  async function portalDocument(exhibitor: Headers, registrationId: number, id: number): Promise<Listed> {
    const ofRegistration = (await c.call('GET', `/fe/registration/${registrationId}/documents`, exhibitor)).json().documents.find((d: Listed) => d.id === id);
    const ofCompany = (await c.call('GET', '/fe/documents', exhibitor)).json().documents.find((d: Listed) => d.id === id);
    expect(ofCompany).toMatchObject({ dueDate: ofRegistration.dueDate, payment: ofRegistration.payment });
    return ofRegistration;
  }

  it('shows a part-paid invoice as part paid with what is left open and its due date, then as paid', async () => {
    const { registrationId, exhibitor, invoice } = await invoicedExhibitor();
    expect(invoice.gross).toBe(1428);
    expect(invoice.payment).toEqual({ state: 'open', open: 1428, paid: 0, creditBalance: 0 });

    expect((await pay(invoice.id, 428)).json().document.payment).toEqual({ state: 'partPaid', open: 1000, paid: 428, creditBalance: 0 });
    const mine = await portalDocument(exhibitor, registrationId, invoice.id);
    expect(mine).toMatchObject({ dueDate: invoice.dueDate, payment: { state: 'partPaid', open: 1000, paid: 428, creditBalance: 0 } });
    expect(mine.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expected.set(invoice.number, 'partPaid');

    const second = await invoicedExhibitor();
    expect((await pay(second.invoice.id, 1428)).json().document.payment).toEqual({ state: 'paid', open: 0, paid: 1428, creditBalance: 0 });
    expect((await portalDocument(second.exhibitor, second.registrationId, second.invoice.id)).payment).toMatchObject({ state: 'paid', open: 0 });
    expected.set(second.invoice.number, 'paid');

    const untouched = await invoicedExhibitor();
    expect((await portalDocument(untouched.exhibitor, untouched.registrationId, untouched.invoice.id)).payment).toEqual({ state: 'open', open: 1428, paid: 0, creditBalance: 0 });
    expected.set(untouched.invoice.number, 'open');
  });

  it('shows an invoice past its due date with an amount open as overdue, also when part of it is paid', async () => {
    // Issued 30 days ago, due 14 days after.
    const { registrationId, exhibitor, invoice } = await invoicedExhibitor(new Date(Date.now() - 30 * 86_400_000));
    expect(invoice.dueDate < today()).toBe(true);
    expect(invoice.payment).toMatchObject({ state: 'overdue', open: 1428 });
    expect((await pay(invoice.id, 100)).json().document.payment).toEqual({ state: 'overdue', open: 1328, paid: 100, creditBalance: 0 });
    expect((await portalDocument(exhibitor, registrationId, invoice.id)).payment).toEqual({ state: 'overdue', open: 1328, paid: 100, creditBalance: 0 });
    expected.set(invoice.number, 'overdue');
  });

  it('owes the gross of a credit note on a paid invoice back as a credit balance; credited in full it is credited', async () => {
    const { registrationId, exhibitor, invoice, lines } = await invoicedExhibitor();
    await pay(invoice.id, 1428);
    const credited = await c.call('POST', `/be/document/${invoice.id}/credit_note`, accounting, { lines: [{ id: lines[1]!.id }], reason: 'Blende entfällt' });
    expect(credited.statusCode, credited.body).toBe(200);
    const note = credited.json().corrections[0];
    expect(note).toMatchObject({ type: 'credit_note', gross: 238, payment: null });
    expect(credited.json().document.payment).toEqual({ state: 'paid', open: 0, paid: 1428, creditBalance: note.gross });
    const mine = await portalDocument(exhibitor, registrationId, invoice.id);
    expect(mine.payment).toEqual({ state: 'paid', open: 0, paid: 1428, creditBalance: 238 });
    expect(await portalDocument(exhibitor, registrationId, note.id)).toMatchObject({ dueDate: null, payment: null });
    expected.set(invoice.number, 'paid');

    // Nothing paid, every line credited: credited, and nothing owed either way.
    const unpaid = await invoicedExhibitor();
    await c.call('POST', `/be/document/${unpaid.invoice.id}/credit_note`, accounting, { lines: unpaid.lines.map((line) => ({ id: line.id })) });
    expect((await deskDocument(unpaid.invoice.id)).payment).toEqual({ state: 'credited', open: 0, paid: 0, creditBalance: 0 });
    expect((await portalDocument(unpaid.exhibitor, unpaid.registrationId, unpaid.invoice.id)).payment).toMatchObject({ state: 'credited' });
    expected.set(unpaid.invoice.number, 'credited');
  });

  it('shows a cancelled invoice as cancelled with nothing open, and prints the reason and negative amounts on its voucher', async () => {
    const { registrationId, exhibitor, invoice } = await invoicedExhibitor();
    const cancelled = await c.call('POST', `/be/document/${invoice.id}/cancel`, accounting, { reason: 'Anmeldung doppelt' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().document.payment).toEqual({ state: 'canceled', open: 0, paid: 0, creditBalance: 0 });
    expect((await portalDocument(exhibitor, registrationId, invoice.id)).payment).toMatchObject({ state: 'canceled', open: 0 });
    expected.set(invoice.number, 'canceled');

    const voucher = cancelled.json().corrections[0];
    const pdf = await c.call('GET', voucher.pdfUrl, accounting);
    const text = extractPdfText(pdf.rawPayload).text.replace(/\s+/g, ' ');
    expect(text).toContain('Grund der Stornierung: Anmeldung doppelt');
    expect(text).toContain('-1.000,00 €');
    expect(text).toContain('-1.428,00 €');
    expect(text).not.toMatch(/(^|[^-])1\.428,00 €/);
  });

  it('filters the event’s list by payment state, each invoice under the state it is shown in', async () => {
    const list = async (state: string) => (await c.call('GET', `/be/event/${c.kitchen.id}/documents?state=${state}`, accounting)).json().documents as Listed[];
    expect(new Set(expected.values())).toEqual(new Set(PAYMENT_STATES));
    for (const state of PAYMENT_STATES) {
      const found = await list(state);
      expect(found.length, state).toBeGreaterThan(0);
      expect(found.every((document) => document.type === 'invoice' && document.payment?.state === state), state).toBe(true);
      const numbers = [...expected].filter(([, shown]) => shown === state).map(([number]) => number);
      expect(found.map((document) => document.number), state).toEqual(expect.arrayContaining(numbers));
    }
    const refused = await c.call('GET', `/be/event/${c.kitchen.id}/documents?state=finished`, accounting);
    expect(refused.statusCode).toBe(400);
  });
});
