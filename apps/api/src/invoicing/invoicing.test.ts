import { eq } from 'drizzle-orm';
import { dayIn, formatDate, PAYMENT_STATES } from '@messeportal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, documents, outboxMails } from '../platform/db/schema.ts';
import { engines } from '../../test/test-app.ts';
import { openBackofficeContext, type BackofficeContext } from '../../test/staff-context.ts';
import { issueInvoice } from './issue-invoice.ts';
import { extractPdfText } from '../../test/extract-pdf-text.ts';
import { startSmtpCatcher } from '../../test/smtp-catcher.ts';
import { startMailWorker } from '../platform/mail/worker.ts';
import { documentAttachment } from '../documents/document-attachment.ts';
import jsQR from 'jsqr';
import { simpleParser } from 'mailparser';
import sharp from 'sharp';

describe.each(engines)('invoicing (%s)', (engine) => {
  let c: BackofficeContext;
  let accounting: Record<string, string>;
  /** The stand invoice the first test issues. */
  let standInvoice: { id: number; number: string; gross: number };
  const registration = () => `/be/registration/${c.demo.registrationId}`;
  const invoicing = async () => (await c.call('GET', `${registration()}/invoicing`, accounting)).json();
  const invoice = (billingNumber: string, lang = 'de-DE') => c.call('POST', `${registration()}/invoices?lang=${lang}`, accounting, { billingNumber });

  beforeAll(async () => {
    c = await openBackofficeContext(engine);
    accounting = await c.staffAs('accounting');
  });
  afterAll(() => c.close());

  it('invoices the stand of a registration, numbered in the organiser’s year, mails it and lets the exhibitor download PDF and XRechnung', async () => {
    const before = await invoicing();
    const stand = before.uninvoiced.find((entry: { billingNumber: string }) => entry.billingNumber === 'stand');
    expect(stand.positions).toBeGreaterThan(0);

    const issued = await invoice('stand');
    expect(issued.statusCode).toBe(200);
    const document = issued.json().documents.find((entry: { billingNumber: string | null }) => entry.billingNumber === 'stand');
    standInvoice = document;
    expect(document).toMatchObject({ type: 'invoice', status: 'open', billingNumber: 'stand', net: stand.net, payment: { state: 'open', paid: 0, creditBalance: 0 }, correctsNumber: null });
    // Numbered in the series of the organiser's year.
    expect(document.number).toMatch(new RegExp(`^RE-${dayIn(new Date(), 'Europe/Berlin').slice(0, 4)}-\\d{4}$`));
    expect(document.gross).toBeCloseTo(document.net * 1.19, 2);
    expect(issued.json().uninvoiced.find((entry: { billingNumber: string }) => entry.billingNumber === 'stand')).toBeUndefined();

    // The same positions are never invoiced twice.
    const again = await invoice('stand');
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].message).toMatch(/keine noch nicht berechneten Positionen/);

    const [mail] = await c.db.select().from(outboxMails).where(eq(outboxMails.documentId, document.id));
    expect(mail).toMatchObject({ kind: 'invoice', recipient: c.demo.invoiceEmail });
    expect(mail!.subject).toContain(document.number);

    const listed = (await c.call('GET', `/fe/registration/${c.demo.registrationId}/documents`, c.exhibitor)).json().documents;
    const mine = listed.find((entry: { id: number }) => entry.id === document.id);
    expect(mine).toMatchObject({ number: document.number, status: 'open', dueDate: document.dueDate, payment: { state: 'open', open: document.gross }, xmlUrl: `/fe/document/${document.id}/xrechnung` });
    const everywhere = (await c.call('GET', '/fe/documents', c.exhibitor)).json().documents;
    expect(everywhere.find((entry: { id: number }) => entry.id === document.id)).toMatchObject({ eventId: c.kitchen.id, registrationId: c.demo.registrationId, currency: 'EUR' });

    const pdf = await c.call('GET', mine.pdfUrl, c.exhibitor);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.includes(Buffer.from('factur-x.xml'))).toBe(true);
    // The buyer gave no reference: the PDF prints none (not the registration's internal number), the e-invoice
    // carries the registration's number, as BR-DE-15 wants one.
    expect(extractPdfText(pdf.rawPayload).text).not.toMatch(/Ihre Referenz|R-\d+/);
    const xml = await c.call('GET', mine.xmlUrl, c.exhibitor);
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-disposition']).toContain(`${document.number}.xml`);
    expect(xml.body).toContain(`<ram:ID>${document.number}</ram:ID>`);
    expect(xml.body).toContain(`<ram:BuyerReference>R-${c.demo.registrationId}</ram:BuyerReference>`);
    expect(xml.body).toContain('xrechnung_3.0');
    // Another company's token reads nothing of it.
    const other = await c.call('GET', mine.xmlUrl, await c.exhibitorLogin(c.other.email));
    expect(other.statusCode).toBe(404);
  });

  it('mails the invoice with its payment code as a picture in the mail that a banking app reads, and the transfer in words', async () => {
    const smtp = await startSmtpCatcher();
    try {
      const worker = startMailWorker({ db: c.db, smtpUrl: smtp.url, from: 'test@messeportal.example', log: c.t.app.log, pollMs: 60_000, attachment: documentAttachment });
      await worker.wake();
      await worker.stop();
      const mails = await Promise.all(smtp.received.map((received) => simpleParser(received.data, { keepCidLinks: true })));
      const mail = mails.find((parsed) => parsed.subject?.includes(standInvoice.number));
      const picture = mail?.attachments.find((attachment) => attachment.contentType === 'image/png');
      expect(mail?.html).toContain(`src="cid:${picture?.cid}"`);
      const { data, info } = await sharp(picture!.content).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      const code = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data.split('\n');
      const settings = (await c.call('GET', '/be/admin/settings', c.staff)).json().settings;
      const euros = standInvoice.gross.toFixed(2);
      expect(code).toEqual(['BCD', '002', '1', 'SCT', settings.bic, settings.companyName, settings.iban.replace(/ /g, ''), `EUR${euros}`, '', '', standInvoice.number]);
      expect(mail?.text).toContain(`Verwendungszweck ${standInvoice.number}.`);
      // The PDF attached carries the same code.
      expect(mail?.attachments.find((attachment) => attachment.contentType === 'application/pdf')?.filename).toContain(standInvoice.number);
    } finally {
      await smtp.close();
    }
  });

  it('credits part of a line, refuses more than is left, an unknown line and an empty credit note, and counts the credit against what is open', async () => {
    const issued = standInvoice;
    const detail = (await c.call('GET', `/be/document/${issued.id}`, accounting)).json();
    const line = detail.lines[0];
    const credit = (body: object, lang = 'de-DE') => c.call('POST', `/be/document/${issued.id}/credit_note?lang=${lang}`, accounting, body);

    const tooMuch = await credit({ lines: [{ id: line.id, net: line.sum + 0.01 }] }, 'en-US');
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().errors[0]).toMatchObject({ property: 'lines.0.net' });
    expect(tooMuch.json().errors[0].message).toMatch(/^Only €[\d,.]+ net of this position is left to credit\.$/);
    expect((await credit({ lines: [{ id: 999_999 }] })).statusCode).toBe(409);
    expect((await credit({ lines: [] })).statusCode).toBe(400);
    // Euros as the route answers them: a third decimal is no amount of money.
    const fraction = await credit({ lines: [{ id: line.id, net: 0.001 }] });
    expect(fraction.statusCode).toBe(400);
    expect(fraction.json().errors[0]).toMatchObject({ property: 'lines.0.net' });

    const credited = await credit({ lines: [{ id: line.id, net: 100 }], reason: 'Kulanz' });
    expect(credited.statusCode).toBe(200);
    const [note] = credited.json().corrections;
    expect(note).toMatchObject({ type: 'credit_note', correctsNumber: issued.number, net: 100, gross: 119 });
    expect(note.number).toMatch(/^GS-\d{4}-\d{4}$/);
    expect(credited.json().lines[0].credited).toBe(100);
    expect(credited.json().document.payment.open).toBeCloseTo(issued.gross - 119, 2);

    const rest = await credit({ lines: [{ id: line.id, net: line.sum - 100 + 0.01 }] });
    expect(rest.statusCode).toBe(409);
    const noteXml = await c.call('GET', `/be/document/${note.id}/xrechnung`, accounting);
    expect(noteXml.body).toContain('<ram:TypeCode>381</ram:TypeCode>');
    expect(noteXml.body).toContain(`<ram:IssuerAssignedID>${issued.number}</ram:IssuerAssignedID>`);
  });

  it('takes partial payments up to what is open, then marks the invoice paid and takes no more', async () => {
    const issued = (await invoicing()).documents.find((entry: { id: number }) => entry.id === standInvoice.id);
    const today = new Date().toISOString().slice(0, 10);
    const pay = (amount: number, paidOn = today) => c.call('POST', `/be/document/${issued.id}/payments`, accounting, { paidOn, amount });
    const open: number = issued.payment.open;
    const above = await pay(open + 0.01);
    expect(above.statusCode).toBe(409);
    expect(above.json().errors[0].message).toMatch(/Offen sind nur noch/);
    expect((await c.call('POST', `/be/document/${issued.id}/payments`, accounting, { paidOn: '2027-02-30', amount: 1 })).statusCode).toBe(400);
    expect((await pay(12.345)).statusCode).toBe(400);
    // Dated as no payment of this invoice can be: tomorrow, or more than a year before the invoice.
    const tomorrow = await pay(1, new Date(Date.now() + 86_400_000).toISOString().slice(0, 10));
    expect(tomorrow.statusCode).toBe(400);
    expect(tomorrow.json().errors).toEqual([{ property: 'paidOn', message: 'Eine Zahlung kann nicht in der Zukunft liegen.' }]);
    const early = await pay(1, '1900-01-01');
    expect(early.json().errors).toEqual([{ property: 'paidOn', message: `Eine Zahlung kann höchstens ein Jahr vor dem Rechnungsdatum (${formatDate(issued.date)}) liegen.` }]);

    const part = await pay(50);
    expect(part.json().document).toMatchObject({ status: 'open', payment: { state: 'partPaid', paid: 50 } });
    const rest = await pay(Math.round((open - 50) * 100) / 100);
    expect(rest.json().document).toMatchObject({ status: 'paid', payment: { state: 'paid', open: 0 } });
    expect(rest.json().payments).toEqual([
      { paidOn: today, amount: 50 },
      { paidOn: today, amount: Math.round((open - 50) * 100) / 100 },
    ]);
    expect((await pay(0.01)).statusCode).toBe(409);
  });

  it('cancels a whole invoice once, crediting what its credit note left, which gives its positions back to be invoiced again', async () => {
    const cancel = (id: number, body: object, lang = 'de-DE') => c.call('POST', `/be/document/${id}/cancel?lang=${lang}`, accounting, body);
    // Not without a reason, which the voucher prints.
    for (const body of [{}, { reason: '   ' }]) {
      const unreasoned = await cancel(standInvoice.id, body, 'en-US');
      expect(unreasoned.statusCode).toBe(400);
      expect(unreasoned.json().errors).toEqual([{ property: 'reason', message: 'Please give the reason for the cancellation; it is printed on the cancellation voucher.' }]);
    }
    expect((await c.call('GET', `/be/document/${standInvoice.id}`, accounting)).json().document.status).toBe('paid');
    const cancelled = await cancel(standInvoice.id, { reason: 'Standfläche doppelt berechnet' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().document.status).toBe('canceled');
    const voucher = cancelled.json().corrections.find((entry: { type: string }) => entry.type === 'cancellation');
    expect(voucher).toMatchObject({ correctsNumber: standInvoice.number, gross: Math.round((standInvoice.gross - 119) * 100) / 100 });
    expect(voucher.number).toMatch(/^ST-\d{4}-\d{4}$/);

    const twice = await cancel(standInvoice.id, { reason: 'Nochmals' }, 'en-US');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors[0].message).toBe('This invoice has already been cancelled.');
    expect((await cancel(voucher.id, { reason: 'Nochmals' })).statusCode).toBe(409);
    expect((await c.call('POST', `/be/document/${standInvoice.id}/payments`, accounting, { paidOn: new Date().toISOString().slice(0, 10), amount: 0.01 })).statusCode).toBe(409);
    expect((await invoicing()).uninvoiced.map((entry: { billingNumber: string }) => entry.billingNumber)).toContain('stand');
  });

  it('refuses a company without invoice address, with a VAT ID of another country or a broken Leitweg-ID, and issues nothing', async () => {
    const count = async () => (await c.db.select().from(documents).where(eq(documents.registrationId, c.demo.registrationId))).length;
    const before = await count();
    const saved = await c.db.select().from(addresses).where(eq(addresses.companyId, c.demo.companyId));
    const invoiceAddress = saved.find((address) => address.isInvoice)!;

    await c.db.update(addresses).set({ country: 'at' }).where(eq(addresses.id, invoiceAddress.id));
    const wrongCountry = await invoice('none');
    expect(wrongCountry.statusCode).toBe(409);
    expect(wrongCountry.json().errors[0].message).toBe('Die USt-IdNr. DE123456789 passt nicht zum Land der Rechnungsadresse (AT). Bitte in den Firmendaten korrigieren.');

    await c.db.update(addresses).set({ country: 'de', buyerReference: '04011000-1234512345-07' }).where(eq(addresses.id, invoiceAddress.id));
    expect((await invoice('none')).json().errors[0].message).toMatch(/Leitweg-ID ist ungültig/);

    await c.db.update(addresses).set({ isInvoice: false, isMain: false, buyerReference: '' }).where(eq(addresses.companyId, c.demo.companyId));
    const noAddress = await invoice('none', 'en-US');
    expect(noAddress.statusCode).toBe(409);
    expect(noAddress.json().errors[0].message).toMatch(/^The company has no complete invoice address/);
    expect(await count()).toBe(before);
    for (const address of saved) await c.db.update(addresses).set(address).where(eq(addresses.id, address.id));
  });

  it('numbers an invoice issued at 00:30 on 1 January in Berlin in the new year, though UTC still has the old one', async () => {
    const { id } = await issueInvoice(c.t.app, c.demo.registrationId, { billingNumber: 'none', final: true }, null, new Date('2030-12-31T23:30:00Z'));
    const issued = (await invoicing()).documents.find((entry: { id: number }) => entry.id === id);
    expect(issued).toMatchObject({ number: 'RE-2031-0001', date: '2031-01-01', dueDate: '2031-01-15', isFinal: true });
  });

  it('lets sales read but not issue, and lists the event’s documents by type, state and overdue', async () => {
    const sales = await c.staffAs('sales');
    expect((await c.call('POST', `${registration()}/invoices`, sales, { billingNumber: 'none' })).statusCode).toBe(403);
    const list = async (query: string) => (await c.call('GET', `/be/event/${c.kitchen.id}/documents?${query}`, sales)).json();
    const all = await list('');
    expect(all.total).toBe(all.documents.length);
    expect(new Set(all.documents.map((d: { type: string }) => d.type))).toEqual(new Set(['invoice', 'credit_note', 'cancellation']));
    expect((await list('type=credit_note')).documents.every((d: { type: string }) => d.type === 'credit_note')).toBe(true);
    const cancelled = (await list('state=canceled')).documents;
    expect(cancelled.every((d: { status: string }) => d.status === 'canceled')).toBe(true);
    expect(cancelled.map((d: { number: string }) => d.number)).toContain(standInvoice.number);
    expect((await list('billingNumber=none')).documents.map((d: { number: string }) => d.number)).toEqual(['RE-2031-0001']);
    // The invoice of 2031 is not due yet; none is overdue today.
    expect((await list('state=overdue')).total).toBe(0);
    expect((await c.call('GET', `/be/event/${c.kitchen.id}/documents?state=lost`, sales)).statusCode).toBe(400);
    // The views count every document and the invoices per payment state, whatever the list is filtered by.
    const invoices = all.documents.filter((d: { type: string }) => d.type === 'invoice');
    const perState = Object.fromEntries(PAYMENT_STATES.map((state) => [state, invoices.filter((d: { payment: { state: string } }) => d.payment.state === state).length]));
    expect(all.counts).toEqual({ all: all.total, ...perState });
    expect((await list('type=credit_note&state=paid')).counts).toEqual(all.counts);
    for (const state of PAYMENT_STATES) expect((await list(`state=${state}`)).total, state).toBe(all.counts[state]);
  });
});
