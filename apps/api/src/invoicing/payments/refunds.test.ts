import { eq } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentPayments, organiserSettings, sepaMandates } from '../../platform/db/schema.ts';
import { engines } from '../../../test/test-app.ts';
import { invoicedExhibitor } from '../../../test/invoiced-exhibitor.ts';
import { buildInvoice, buildRegistration } from '../../../test/factories/index.ts';
import { openBackofficeContext, type BackofficeContext } from '../../../test/staff-context.ts';
import { camtStatementXml, schemaErrors } from '../../../test/bank-statements.ts';
import { DATEV_COLUMNS } from '../datev-columns.ts';

type Headers = Record<string, string>;
const ORGANISER = { companyName: 'Messe Beispiel GmbH', iban: 'DE02120300000000202051', bic: 'BYLADEM1001' };
const PAYER_IBAN = 'DE89370400440532013000';

// Issue 30: a credit balance (a credit note on a paid invoice, an overpayment) is paid back by a pain.001 transfer
// or set off against another open invoice of the same company; DATEV books the one through the bank, the other
// through the clearing account.
describe.each(engines)('refunds (%s)', (engine) => {
  let c: BackofficeContext;
  let accounting: Headers;
  let counter = 0;
  const today = new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    c = await openBackofficeContext(engine);
    accounting = await c.staffAs('accounting');
    await organiserBank(ORGANISER);
    await c.db.update(organiserSettings).set({ datevConsultantNumber: 4711, datevClientNumber: 815 }).where(eq(organiserSettings.id, 1));
  });
  afterAll(() => c.close());

  const organiserBank = (bank: Partial<typeof ORGANISER>) => c.db.update(organiserSettings).set(bank).where(eq(organiserSettings.id, 1));
  const detail = async (id: number) => (await c.call('GET', `/be/document/${id}`, accounting)).json();
  const pay = (id: number, amount: number) => c.call('POST', `/be/document/${id}/payments`, accounting, { paidOn: today, amount });
  const overview = async () => (await c.call('GET', '/be/refunds', accounting)).json();
  const owedOf = async (id: number) => (await overview()).owed.find((owed: { documentId: number }) => owed.documentId === id);
  const refund = (body: object, lang = 'de-DE') => c.call('POST', `/be/refunds?lang=${lang}`, accounting, body);
  const fileOf = (refundIds: number[], lang = 'de-DE') => c.call('POST', `/be/refund-batches?lang=${lang}`, accounting, { refundIds });

  /** A kitchen fair invoice of 1,190.00 € paid in full, then credited by 200.00 € net: 238.00 € owed back. */
  async function creditBalance(name = `Erstattung ${++counter} GmbH`) {
    const invoice = await invoicedExhibitor(c, name);
    expect((await pay(invoice.id, invoice.grossCents / 100)).statusCode).toBe(200);
    const [line] = (await detail(invoice.id)).lines;
    const credited = await c.call('POST', `/be/document/${invoice.id}/credit_note`, accounting, { lines: [{ id: line.id, net: 200 }] });
    expect(credited.json().document.payment).toMatchObject({ state: 'paid', creditBalance: 238 });
    return invoice;
  }
  const transfer = (documentId: number, amount = 238) => ({ method: 'transfer', documentId, amount, accountHolder: 'Erstattung GmbH', iban: 'DE89 3704 0044 0532 0130 00', bic: '' });

  it('pays a credit balance back by transfer into a schema-valid pain.001 file, refusing what is wrong, and never puts a refund into two files', async () => {
    const invoice = await creditBalance();
    const owed = await owedOf(invoice.id);
    expect(owed).toMatchObject({ number: invoice.number, creditBalance: 238, currency: 'EUR', account: { source: 'none', iban: '' }, setOffInvoices: [] });

    const above = await refund(transfer(invoice.id, 238.01));
    expect(above.statusCode).toBe(409);
    expect(above.json().errors[0]).toMatchObject({ property: 'amount', message: expect.stringMatching(/höchstens das Guthaben von 238,00\s€/) });
    const wrongIban = await refund({ ...transfer(invoice.id), iban: 'DE88 3704 0044 0532 0130 00' }, 'en-US');
    expect(wrongIban.statusCode).toBe(400);
    expect(wrongIban.json().errors).toEqual([expect.objectContaining({ property: 'iban', message: expect.stringMatching(/check digits/) })]);
    expect((await refund({ ...transfer(invoice.id), bic: 'NOBIC' })).json().errors[0].property).toBe('bic');
    expect((await detail(invoice.id)).document.payment).toMatchObject({ creditBalance: 238 });

    const made = await refund(transfer(invoice.id));
    expect(made.statusCode, made.body).toBe(200);
    const { refund: paidBack } = made.json();
    expect(paidBack).toMatchObject({ number: invoice.number, method: 'transfer', amount: 238, iban: PAYER_IBAN, batchId: null, setOffNumber: null });
    expect((await detail(invoice.id)).document.payment).toEqual({ state: 'paid', open: 0, paid: invoice.grossCents / 100 - 238, creditBalance: 0 });
    const [negative] = await c.db.select().from(documentPayments).where(eq(documentPayments.refundId, paidBack.id));
    expect(negative).toMatchObject({ documentId: invoice.id, amountCents: -23_800, paidOn: today });
    expect(await owedOf(invoice.id)).toBeUndefined();
    expect((await refund(transfer(invoice.id, 1))).json().errors[0].message).toMatch(/kein Guthaben/);

    // The organiser's bank data are what the file debits: refused, naming the settings, while they are missing.
    await organiserBank({ iban: '', bic: '' });
    expect((await overview()).bankDataMissing).toEqual(['iban', 'bic']);
    const missing = await fileOf([paidBack.id], 'en-US');
    expect(missing.statusCode).toBe(409);
    expect(missing.json().errors[0]).toMatchObject({ property: 'iban', message: 'Transfers need, in the settings under “Bank details”: IBAN, BIC.' });
    await organiserBank(ORGANISER);

    const batch = await fileOf([paidBack.id]);
    expect(batch.statusCode, batch.body).toBe(200);
    expect(batch.json().batch).toMatchObject({ count: 1, sum: 238 });
    const file = await c.call('GET', `/be/refund-batches/${batch.json().batch.id}/file`, accounting);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/xml');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="MP-R-\d{8}-[0-9A-F]{12}\.xml"$/);
    expect(schemaErrors(file.body, 'pain.001.001.09')).toBe('');
    const initiation = new XMLParser({ parseTagValue: false }).parse(file.body).Document.CstmrCdtTrfInitn;
    expect(initiation.GrpHdr).toMatchObject({ NbOfTxs: '1', CtrlSum: '238.00', InitgPty: { Nm: ORGANISER.companyName } });
    expect(initiation.PmtInf).toMatchObject({
      PmtMtd: 'TRF',
      NbOfTxs: '1',
      CtrlSum: '238.00',
      ReqdExctnDt: { Dt: today },
      Dbtr: { Nm: ORGANISER.companyName },
      DbtrAcct: { Id: { IBAN: ORGANISER.iban } },
      DbtrAgt: { FinInstnId: { BICFI: ORGANISER.bic } },
      CdtTrfTxInf: {
        PmtId: { EndToEndId: `${invoice.number}-${paidBack.id}` },
        Amt: { InstdAmt: '238.00' },
        Cdtr: { Nm: 'Erstattung GmbH' },
        CdtrAcct: { Id: { IBAN: PAYER_IBAN } },
        RmtInf: { Ustrd: `Erstattung Guthaben ${invoice.number}` },
      },
    });
    expect((await overview()).refunds.find((listed: { id: number }) => listed.id === paidBack.id).batchId).toBe(batch.json().batch.id);

    const again = await fileOf([paidBack.id]);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].message).toBe(`Die Erstattung zu ${invoice.number} steht schon in einer Überweisungsdatei.`);
    expect((await fileOf([999_999])).statusCode).toBe(404);
    expect((await c.call('GET', '/be/refund-batches/999999/file', accounting)).statusCode).toBe(404);
  });

  it('proposes the account the overpayment came from, else the SEPA mandate', async () => {
    const over = await invoicedExhibitor(c, `Überzahler ${++counter} AG`, 100);
    const statement = camtStatementXml({
      version: '001.08',
      accountIban: ORGANISER.iban,
      entries: [{ direction: 'credit', bookedOn: today, bankReference: `R-${engine}-1`, amountCents: over.grossCents + 1_000, name: 'Ueberzahler AG', iban: PAYER_IBAN, remittance: over.number }],
    });
    await c.t.app.inject({ method: 'POST', url: '/be/bank-statements?fileName=auszug.xml', headers: { ...accounting, 'content-type': 'application/octet-stream' }, payload: Buffer.from(statement) });
    const entry = (await c.call('GET', '/be/bank-entries?state=review', accounting)).json().entries.find((listed: { remittance: string }) => listed.remittance === over.number);
    await c.call('POST', `/be/bank-entries/${entry.id}/assign`, accounting, { allocations: [{ number: over.number, amount: (over.grossCents + 1_000) / 100 }] });
    expect(await owedOf(over.id)).toMatchObject({ creditBalance: 10, account: { source: 'bankEntry', accountHolder: 'Ueberzahler AG', iban: PAYER_IBAN } });

    const credited = await creditBalance();
    await c.db.insert(sepaMandates).values({ companyId: credited.company.id, reference: `MP-R-${counter}`, scheme: 'CORE', accountHolder: 'Mandat GmbH', iban: PAYER_IBAN, bic: 'COBADEFFXXX', signedOn: today });
    expect((await owedOf(credited.id)).account).toEqual({ source: 'mandate', accountHolder: 'Mandat GmbH', iban: PAYER_IBAN, bic: 'COBADEFFXXX' });
  });

  it('sets a credit balance off against another open invoice of the company, part paid then paid, and refuses the wrong invoices', async () => {
    const invoice = await creditBalance();
    const fair = await buildRegistration(c.t.app, {
      event: c.fireplace,
      company: invoice.company,
      orders: [{ status: 'confirmed', positions: [{ kind: 'stand', description: 'Standfläche', priceSingle: 20_000 }] }],
    });
    const other = await buildInvoice(c.t.app, fair.id);
    const stranger = await invoicedExhibitor(c, `Fremd ${++counter} KG`);
    expect((await owedOf(invoice.id)).setOffInvoices).toEqual([{ documentId: other.id, number: other.number, open: 238 }]);
    const setOff = (setOffDocumentId: number, amount: number, lang = 'de-DE') => refund({ method: 'setOff', documentId: invoice.id, setOffDocumentId, amount }, lang);

    const foreign = await setOff(stranger.id, 10, 'en-US');
    expect(foreign.statusCode).toBe(409);
    expect(foreign.json().errors[0]).toMatchObject({ property: 'setOffDocumentId', message: 'A credit balance can only be set off against an invoice of the same exhibitor.' });
    expect((await setOff(invoice.id, 10)).json().errors[0].message).toMatch(/eigenen Rechnung/);
    expect((await setOff(999_999, 10)).statusCode).toBe(404);
    const aboveOpen = await setOff(other.id, 238.01);
    expect(aboveOpen.json().errors[0].message).toMatch(/höchstens das Guthaben/);

    const part = await setOff(other.id, 100);
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().refund).toMatchObject({ method: 'setOff', amount: 100, setOffNumber: other.number, iban: '' });
    expect((await detail(other.id)).document.payment).toMatchObject({ state: 'partPaid', open: 138, paid: 100 });
    expect((await detail(invoice.id)).document.payment).toMatchObject({ state: 'paid', creditBalance: 138 });
    const rest = await setOff(other.id, 138);
    expect(rest.statusCode, rest.body).toBe(200);
    expect((await detail(other.id)).document.payment).toEqual({ state: 'paid', open: 0, paid: 238, creditBalance: 0 });
    expect((await detail(invoice.id)).document.payment).toMatchObject({ state: 'paid', creditBalance: 0 });

    // Credited in turn, the paid invoice has a balance of its own; the first one is paid, not open, and takes none.
    const [line] = (await detail(other.id)).lines;
    await c.call('POST', `/be/document/${other.id}/credit_note`, accounting, { lines: [{ id: line.id, net: 10 }] });
    const notOpen = await refund({ method: 'setOff', documentId: other.id, setOffDocumentId: invoice.id, amount: 1 });
    expect(notOpen.json().errors[0]).toMatchObject({ property: 'setOffDocumentId', message: `Die Rechnung ${invoice.number} ist nicht offen.` });
    const notTransfer = await fileOf([part.json().refund.id]);
    expect(notTransfer.statusCode).toBe(409);
    expect(notTransfer.json().errors[0].message).toMatch(/Verrechnung, keine Überweisung/);
  });

  it('pays a credit balance once when two requests refund it at the same time', async () => {
    const invoice = await creditBalance();
    const answers = await Promise.all([refund(transfer(invoice.id)), refund(transfer(invoice.id))]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const payments = await c.db.select().from(documentPayments).where(eq(documentPayments.documentId, invoice.id));
    expect(payments.filter((payment) => payment.refundId !== null).map((payment) => payment.amountCents)).toEqual([-23_800]);
    expect((await detail(invoice.id)).document.payment).toMatchObject({ creditBalance: 0, paid: invoice.grossCents / 100 - 238 });
  });

  it('books a refund in DATEV as money paid out of the bank, and a set-off as two bookings through the clearing account', async () => {
    const invoice = await creditBalance();
    await refund(transfer(invoice.id, 38));
    const fair = await buildRegistration(c.t.app, {
      event: c.fireplace,
      company: invoice.company,
      orders: [{ status: 'confirmed', positions: [{ kind: 'stand', description: 'Standfläche', priceSingle: 20_000 }] }],
    });
    const other = await buildInvoice(c.t.app, fair.id);
    expect((await refund({ method: 'setOff', documentId: invoice.id, setOffDocumentId: other.id, amount: 200 })).statusCode).toBe(200);

    /** The batch's bookings of the invoice's number, each by DATEV's column names. */
    const bookingsOf = async (eventId: number, number: string) => {
      const response = await c.call('GET', `/be/event/${eventId}/documents/datev?from=${today}&to=${today}`, accounting);
      expect(response.statusCode, response.body).toBe(200);
      const lines = new TextDecoder('windows-1252').decode(response.rawPayload).trim().split('\r\n').slice(2);
      const bookings = lines.map((line) => Object.fromEntries(line.split(';').map((field, index) => [DATEV_COLUMNS[index]!, field.replace(/^"|"$/g, '')])));
      return bookings.filter((booking) => booking['Belegfeld 1'] === number);
    };
    const short = (booking: Record<string, string>) => [booking['Umsatz (ohne Soll/Haben-Kz)'], booking['Soll/Haben-Kennzeichen'], booking.Konto, booking['Gegenkonto (ohne BU-Schlüssel)'], booking.Buchungstext];
    const kitchen = await bookingsOf(c.kitchen.id, invoice.number);
    const debtor = kitchen[0]!.Konto!;
    expect(kitchen.map(short)).toEqual([
      ['1190,00', 'S', debtor, '8400', expect.any(String)],
      ['1190,00', 'S', '1200', debtor, `Zahlung ${invoice.number}`],
      ['38,00', 'H', '1200', debtor, `Erstattung Guthaben ${invoice.number}`],
      ['200,00', 'H', '1360', debtor, `Verrechnung Guthaben ${invoice.number} mit ${other.number}`],
    ]);
    const fireplace = await bookingsOf(c.fireplace.id, other.number);
    expect(fireplace.map(short)).toEqual([
      ['238,00', 'S', debtor, '8400', expect.any(String)],
      ['200,00', 'S', '1360', debtor, `Verrechnung Guthaben ${invoice.number} mit ${other.number}`],
    ]);
    // DATEV refuses an account booked against itself; each half carries its own invoice's number for the open items.
    const day = `${today.slice(8, 10)}${today.slice(5, 7)}`;
    const half = (side: string, number: string) => ({
      ...{ 'Umsatz (ohne Soll/Haben-Kz)': '200,00', 'Soll/Haben-Kennzeichen': side, 'WKZ Umsatz': 'EUR', Konto: '1360', 'Gegenkonto (ohne BU-Schlüssel)': debtor },
      ...{ 'BU-Schlüssel': '', Belegdatum: day, 'Belegfeld 1': number, Buchungstext: `Verrechnung Guthaben ${invoice.number} mit ${other.number}`, Fälligkeit: '' },
    });
    expect(kitchen[3]).toMatchObject(half('H', invoice.number));
    expect(fireplace[1]).toMatchObject(half('S', other.number));
    expect(kitchen[3]!.Konto).not.toBe(kitchen[3]!['Gegenkonto (ohne BU-Schlüssel)']);

    // Through the clearing account the settings name.
    await c.db.update(organiserSettings).set({ datevClearingAccount: '1590' }).where(eq(organiserSettings.id, 1));
    try {
      expect((await bookingsOf(c.fireplace.id, other.number)).map(short)[1]).toEqual(['200,00', 'S', '1590', debtor, expect.stringMatching(/^Verrechnung/)]);
      expect((await bookingsOf(c.kitchen.id, invoice.number)).map(short)[3]).toEqual(['200,00', 'H', '1590', debtor, expect.stringMatching(/^Verrechnung/)]);
    } finally {
      await c.db.update(organiserSettings).set({ datevClearingAccount: '1360' }).where(eq(organiserSettings.id, 1));
    }
  });
});
