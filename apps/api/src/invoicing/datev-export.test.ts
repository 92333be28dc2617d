import { dayIn } from '@messeportal/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentPayments, documents } from '../platform/db/schema.ts';
import { camtStatementXml } from '../../test/bank-statements.ts';
import { buildEvent, buildInvoice, buildRegistration, buildStaff, STAFF_PASSWORD, type BuiltEvent } from '../../test/factories/index.ts';
import type { CompanyInput } from '../../test/factories/company.ts';
import { createTestApp, engines, loginAs, type TestApp } from '../../test/test-app.ts';

type Headers = Record<string, string>;

/** The fields of a line of the batch: `;` between them, text in double quotes with its quotes doubled. */
function fieldsOf(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quoted && char === '"' && line[i + 1] === '"') {
      field += '"';
      i++;
    } else if (char === '"') quoted = !quoted;
    else if (char === ';' && !quoted) {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  return fields;
}

/** A booking line by its DATEV columns. */
const booking = (columns: string[], line: string) => Object.fromEntries(fieldsOf(line).map((value, i) => [columns[i], value]));
const cents = (amount: string) => {
  expect(amount).toMatch(/^\d+,\d{2}$/);
  return Number(amount.replace(',', ''));
};
const compact = (day: string) => day.replaceAll('-', '');

describe.each(engines)('DATEV booking batch (%s)', (engine) => {
  let t: TestApp;
  let admin: Headers;
  let accounting: Headers;
  let fair: BuiltEvent;
  const today = dayIn(new Date(), 'Europe/Berlin');
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) => t.app.inject({ method, url, headers, ...(payload && { payload }) });
  const exportOf = (eventId: number, query = '') => call('GET', `/be/event/${eventId}/documents/datev${query}`, accounting);
  /** The settings as saved, with `changes`, saved by the admin. */
  const saveSettings = async (changes: object, lang = 'de-DE') => {
    const { logoUri: _uri, updatedAt: _at, ...saved } = (await call('GET', '/be/admin/settings', admin)).json().settings;
    return call('PUT', `/be/admin/settings?lang=${lang}`, admin, { ...saved, ...changes });
  };
  /** A confirmed registration of a 24 m² stand at 100 € per m² for the company, invoiced on `issuedAt`. */
  const invoiced = async (event: BuiltEvent, company: CompanyInput, issuedAt?: Date) => {
    const registration = await buildRegistration(t.app, { event, company, orders: [{ status: 'confirmed', positions: [{ kind: 'stand', amount: 24, priceSingle: 10_000 }] }] });
    const invoice = await buildInvoice(t.app, registration.id, {}, issuedAt);
    const [row] = await t.database.db.select().from(documents).where(eq(documents.id, invoice.id));
    return { companyId: registration.company.id, invoice: row! };
  };
  /** The batch decoded as Windows-1252: its lines without the last line end, each field by field. */
  const linesOf = (response: { rawPayload: Buffer }) => {
    const text = new TextDecoder('windows-1252').decode(response.rawPayload);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    return text.slice(0, -2).split('\r\n');
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    const login = async (role: 'admin' | 'accounting') => loginAs(t.app, (await buildStaff(t.app, { role })).email, 'be', STAFF_PASSWORD);
    [admin, accounting] = [await login('admin'), await login('accounting')];
    fair = await buildEvent(t.app, { nameDe: 'Küchen- und Badmesse Nürnberg 2027 Frühjahr', nameEn: 'Kitchen fair' });
    const saved = await saveSettings({
      ...{ datevConsultantNumber: 4711, datevClientNumber: 815, datevAccountLength: 4, fiscalYearStartMonth: 10 },
      ...{ revenueAccountDomestic: '8000', taxKeyDomestic: '3', revenueAccountReverseCharge: '8337', revenueAccountNotTaxable: '8339', debtorNumberStart: 20_000 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(() => t.close());

  it('books each invoice, credit note and cancellation voucher of the event once, in Windows-1252, as DATEV reads it', async () => {
    const south = await invoiced(fair, { name: 'Küchen „Süd“ GmbH' });
    const alpine = await invoiced(fair, { name: 'Holzwerk Alpen GmbH', ustid: 'ATU12345678', address: { zip: '6020', city: 'Innsbruck', country: 'at' } });
    const swiss = await invoiced(fair, { name: 'Łucja Öfen AG', address: { zip: '8001', city: 'Zürich', country: 'ch' } });
    const [line] = (await call('GET', `/be/document/${south.invoice.id}`, accounting)).json().lines;
    expect((await call('POST', `/be/document/${south.invoice.id}/credit_note`, accounting, { lines: [{ id: line.id, net: 100 }], reason: 'Kulanz' })).statusCode).toBe(200);
    expect((await call('POST', `/be/document/${alpine.invoice.id}/cancel`, accounting, { reason: 'Doppelt angemeldet' })).statusCode).toBe(200);
    const issued = await t.database.db
      .select()
      .from(documents)
      .where(and(inArray(documents.companyId, [south.companyId, alpine.companyId, swiss.companyId]), inArray(documents.type, ['invoice', 'credit_note', 'cancellation'])));
    const invoices = issued.filter((document) => document.type === 'invoice');
    const corrections = issued.filter((document) => document.type !== 'invoice');
    expect(corrections.map((document) => document.type).sort()).toEqual(['cancellation', 'credit_note']);

    const response = await exportOf(fair.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=windows-1252');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="EXTF_Buchungsstapel_${fair.id}_${compact(today)}-${compact(today)}.csv"`);
    // „Süd“ in Windows-1252's own bytes, not UTF-8's.
    expect(response.rawPayload.includes(Buffer.from([0x84, 0x53, 0xfc, 0x64, 0x93]))).toBe(true);
    const [header, columnLine, ...bookings] = linesOf(response);
    const head = fieldsOf(header!);
    expect(head).toHaveLength(31);
    // Fiscal years from October: the one today falls in.
    const fiscalYear = Number(today.slice(0, 4)) - (Number(today.slice(5, 7)) < 10 ? 1 : 0);
    expect(head.slice(0, 5)).toEqual(['EXTF', '700', '21', 'Buchungsstapel', '13']);
    expect(head[5]).toMatch(new RegExp(`^${compact(today)}\\d{9}$`));
    expect(head.slice(10, 17)).toEqual(['4711', '815', `${fiscalYear}1001`, '4', compact(today), compact(today), 'Küchen- und Badmesse Nürnberg']);
    expect(head[18]).toBe('1');
    expect(head[21]).toBe('EUR');
    expect(header).toMatch(/^"EXTF";700;21;"Buchungsstapel";13;\d{17};;"RE";/);

    const columns = fieldsOf(columnLine!);
    expect(columns).toHaveLength(125);
    expect(columns.slice(0, 14)).toEqual([
      ...['Umsatz (ohne Soll/Haben-Kz)', 'Soll/Haben-Kennzeichen', 'WKZ Umsatz', 'Kurs', 'Basis-Umsatz', 'WKZ Basis-Umsatz', 'Konto'],
      ...['Gegenkonto (ohne BU-Schlüssel)', 'BU-Schlüssel', 'Belegdatum', 'Belegfeld 1', 'Belegfeld 2', 'Skonto', 'Buchungstext'],
    ]);
    for (const line of bookings) expect(fieldsOf(line)).toHaveLength(columns.length);
    expect(bookings).toHaveLength(issued.length);

    const booked = bookings.map((line) => booking(columns, line));
    const sum = (side: string) => booked.filter((row) => row['Soll/Haben-Kennzeichen'] === side).reduce((total, row) => total + cents(row['Umsatz (ohne Soll/Haben-Kz)']!), 0);
    const gross = (list: typeof issued) => list.reduce((total, document) => total + document.grossCents, 0);
    expect(sum('S')).toBe(gross(invoices));
    expect(sum('H')).toBe(gross(corrections));

    // Debtors from 20000 plus the company's id, revenue accounts and tax keys by the buyer's tax case, as set.
    const byNumber = new Map(booked.map((row) => [row['Belegfeld 1'], row]));
    const expected = [
      [south, '8000', '3'],
      [alpine, '8337', ''],
      [swiss, '8339', ''],
    ] as const;
    for (const [company, account, key] of expected) {
      for (const document of issued.filter((row) => row.companyId === company.companyId)) {
        expect(byNumber.get(document.number), document.number).toMatchObject({
          'Umsatz (ohne Soll/Haben-Kz)': (document.grossCents / 100).toFixed(2).replace('.', ','),
          'Soll/Haben-Kennzeichen': document.type === 'invoice' ? 'S' : 'H',
          'WKZ Umsatz': 'EUR',
          Konto: String(20_000 + company.companyId),
          'Gegenkonto (ohne BU-Schlüssel)': account,
          'BU-Schlüssel': key,
          Belegdatum: `${document.date.slice(8, 10)}${document.date.slice(5, 7)}`,
          Fälligkeit: document.dueDate ? `${document.dueDate.slice(8, 10)}${document.dueDate.slice(5, 7)}${document.dueDate.slice(0, 4)}` : '',
        });
      }
    }
    const note = corrections.find((document) => document.type === 'credit_note')!;
    // Node 20's decoder reads 0x80–0x9F as Latin-1 does: the quotes of „Süd“ are checked by their bytes above.
    expect(byNumber.get(note.number)!.Buchungstext).toMatch(new RegExp(`^Gutschrift zu ${south.invoice.number} Küchen .Süd. GmbH$`));
    expect(byNumber.get(swiss.invoice.number)!.Buchungstext).toBe('Lucja Öfen AG');
  });

  it('keeps a company’s debtor number once exported, numbers new companies as the settings say now, and then keeps the account length', async () => {
    const first = await exportOf(fair.id);
    const known = new Map(linesOf(first).slice(2).map((line) => fieldsOf(line)).map((fields) => [fields[10], fields[6]]));
    expect((await saveSettings({ debtorNumbering: 'sequential', debtorNumberStart: 30_000 })).statusCode).toBe(200);
    const newcomer = await invoiced(fair, { name: 'Neubau Küchen KG' });
    const again = linesOf(await exportOf(fair.id)).slice(2).map((line) => fieldsOf(line));
    for (const fields of again) expect(fields[6]).toBe(known.get(fields[10]) ?? '30000');
    expect(again.find((fields) => fields[10] === newcomer.invoice.number)![6]).toBe('30000');

    const longer = await saveSettings({ datevAccountLength: 5, debtorNumberStart: 100_000 }, 'en-US');
    expect(longer.statusCode).toBe(409);
    expect(longer.json().errors).toEqual([
      { property: 'datevAccountLength', message: 'The account length can no longer be changed: debtor numbers of this length have already been exported.' },
    ]);
  });

  it('exports an event without documents as a valid empty batch: the header and the column line', async () => {
    const empty = await buildEvent(t.app);
    const response = await exportOf(empty.id);
    expect(response.statusCode, response.body).toBe(200);
    const lines = linesOf(response);
    expect(lines).toHaveLength(2);
    expect(fieldsOf(lines[0]!).slice(10, 16)).toEqual(['4711', '815', expect.stringMatching(/^\d{4}1001$/), '4', compact(today), compact(today)]);
    expect(fieldsOf(lines[1]!)).toHaveLength(125);
  });

  it('exports one fiscal and calendar year at a time, as the list’s date filters narrow it', async () => {
    const event = await buildEvent(t.app);
    const december = await invoiced(event, {}, new Date('2030-12-15T10:00:00Z'));
    const january = await invoiced(event, {}, new Date('2031-01-10T10:00:00Z'));
    const both = await call('GET', `/be/event/${event.id}/documents/datev?lang=en-US`, accounting);
    expect(both.statusCode).toBe(409);
    expect(both.json().errors[0].message).toBe(
      'A DATEV booking batch covers one fiscal and calendar year only; the documents run from 15.12.2030 to 10.01.2031. Please narrow it to one year with “date from” and “date to”.',
    );

    const year = await exportOf(event.id, '?from=2031-01-01&to=2031-09-30');
    expect(year.statusCode, year.body).toBe(200);
    const [header, , ...bookings] = linesOf(year);
    expect(fieldsOf(header!).slice(12, 16)).toEqual(['20301001', '4', '20310101', '20310930']);
    expect(bookings.map((line) => fieldsOf(line)[10])).toEqual([january.invoice.number]);
    expect(fieldsOf(linesOf(await exportOf(event.id, '?to=2030-12-31'))[2]!)[10]).toBe(december.invoice.number);

    // A fiscal year from October: October 2031 is another one.
    expect((await exportOf(event.id, '?from=2031-01-01&to=2031-10-31')).statusCode).toBe(400);
    const reversed = await exportOf(event.id, '?from=2031-02-01&to=2031-01-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toEqual([{ property: 'to', message: '„Datum bis“ liegt vor „Datum ab“.' }]);
  });

  describe('payments', () => {
    const IBAN = 'DE02120300000000202051';
    let statements = 0;
    /** A payment staff type in for the invoice: `amount` in euros. */
    const pay = async (invoiceId: number, paidOn: string, amount: number) => {
      const response = await call('POST', `/be/document/${invoiceId}/payments`, accounting, { paidOn, amount });
      expect(response.statusCode, response.body).toBe(200);
    };
    /** A camt.053 with one credit naming the invoice, uploaded as accounting does: booked on the invoice at once. */
    const payByBank = async (invoice: { number: string }, bookedOn: string, amountCents: number) => {
      const xml = camtStatementXml({ version: '001.08', accountIban: IBAN, entries: [{ direction: 'credit', bookedOn, bankReference: `DATEV-${++statements}`, amountCents, name: 'Kunde', remittance: invoice.number }] });
      const response = await t.app.inject({
        method: 'POST',
        url: `/be/bank-statements?fileName=auszug-${statements}.xml`,
        headers: { ...accounting, 'content-type': 'application/octet-stream' },
        payload: Buffer.from(xml),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().statement).toMatchObject({ booked: 1 });
    };
    const bookingsOf = async (eventId: number, query: string) => {
      const response = await exportOf(eventId, query);
      expect(response.statusCode, response.body).toBe(200);
      const [header, columnLine, ...lines] = linesOf(response);
      const columns = fieldsOf(columnLine!);
      for (const line of lines) expect(fieldsOf(line)).toHaveLength(columns.length);
      return { header: fieldsOf(header!), lines, booked: lines.map((line) => booking(columns, line)) };
    };

    it('books each payment of the period after the documents: the bank debited, the debtor credited, by the invoice’s number', async () => {
      const market = await buildEvent(t.app);
      const first = await invoiced(market, { name: 'Zahlfreudig GmbH' }, new Date('2025-06-02T10:00:00Z'));
      const second = await invoiced(market, { name: 'Spätzahler KG' }, new Date('2025-06-10T10:00:00Z'));
      const elsewhere = await invoiced(await buildEvent(t.app), { name: 'Andere Messe GmbH' }, new Date('2025-06-03T10:00:00Z'));
      expect(first.invoice.grossCents).toBe(285_600);
      await pay(first.invoice.id, '2025-06-20', 1_000);
      await payByBank(first.invoice, '2025-06-25', 185_600);
      await pay(second.invoice.id, '2025-07-03', 500);
      await pay(elsewhere.invoice.id, '2025-06-21', 2_856);
      // A returned direct debit takes the bank's payment back by a payment of its negative amount (returned-debits.ts).
      const [byBank] = await t.database.db.select().from(documentPayments).where(and(eq(documentPayments.documentId, first.invoice.id), eq(documentPayments.paidOn, '2025-06-25')));
      expect(byBank!.bankEntryId).not.toBeNull();
      await t.database.db.insert(documentPayments).values({ documentId: first.invoice.id, paidOn: '2025-06-27', amountCents: -185_600, bankEntryId: byBank!.bankEntryId, reversesId: byBank!.id });

      const { header, lines, booked } = await bookingsOf(market.id, '?from=2025-06-01&to=2025-06-30');
      expect(header.slice(12, 16)).toEqual(['20241001', '4', '20250601', '20250630']);
      // The two invoices, then the payments by day; the payment of July and the other event's are left out.
      expect(booked.map((row) => [row['Belegfeld 1'], row.Buchungstext])).toEqual([
        [first.invoice.number, 'Zahlfreudig GmbH'],
        [second.invoice.number, 'Spätzahler KG'],
        [first.invoice.number, `Zahlung ${first.invoice.number}`],
        [first.invoice.number, `Zahlung ${first.invoice.number}`],
        [first.invoice.number, `Rückbuchung Zahlung ${first.invoice.number}`],
      ]);
      const debtor = booked[0]!.Konto!;
      expect(debtor).toMatch(/^\d{5}$/);
      const payment = (amount: string, side: string, day: string, text: string) => ({
        ...{ 'Umsatz (ohne Soll/Haben-Kz)': amount, 'Soll/Haben-Kennzeichen': side, 'WKZ Umsatz': 'EUR', Kurs: '', 'Basis-Umsatz': '', 'WKZ Basis-Umsatz': '' },
        ...{ Konto: '1200', 'Gegenkonto (ohne BU-Schlüssel)': debtor, 'BU-Schlüssel': '', Belegdatum: day, 'Belegfeld 1': first.invoice.number },
        ...{ 'Belegfeld 2': '', Skonto: '', Buchungstext: text, Fälligkeit: '' },
      });
      expect(booked[2]).toMatchObject(payment('1000,00', 'S', '2006', `Zahlung ${first.invoice.number}`));
      expect(booked[3]).toMatchObject(payment('1856,00', 'S', '2506', `Zahlung ${first.invoice.number}`));
      expect(booked[4]).toMatchObject(payment('1856,00', 'H', '2706', `Rückbuchung Zahlung ${first.invoice.number}`));
      // As written: text quoted, accounts and amount bare, the columns after Buchungstext empty.
      expect(lines[2]).toBe(`1000,00;"S";"EUR";;;;1200;${debtor};"";2006;"${first.invoice.number}";;;"Zahlung ${first.invoice.number}"${';'.repeat(125 - 14)}`);
      // What the payments credit the debtor is what the bank received.
      const onDebtor = booked.slice(2).reduce((sum, row) => sum + (row['Soll/Haben-Kennzeichen'] === 'S' ? 1 : -1) * cents(row['Umsatz (ohne Soll/Haben-Kz)']!), 0);
      expect(onDebtor).toBe(100_000);

      // A payment of an invoice of an earlier period is booked in its own period, by that invoice's number.
      const july = await bookingsOf(market.id, '?from=2025-07-01&to=2025-07-31');
      expect(july.booked).toEqual([expect.objectContaining({ 'Umsatz (ohne Soll/Haben-Kz)': '500,00', 'Soll/Haben-Kennzeichen': 'S', Konto: '1200', Belegdatum: '0307', 'Belegfeld 1': second.invoice.number })]);
    });

    it('books against the bank account the settings name, and without dates the batch spans the payments’ days too', async () => {
      const event = await buildEvent(t.app);
      const { invoice } = await invoiced(event, { name: 'Ratenzahler AG' }, new Date('2025-06-02T10:00:00Z'));
      await pay(invoice.id, '2025-08-15', 700);
      expect((await saveSettings({ datevBankAccount: '1810' })).statusCode).toBe(200);
      try {
        const { header, booked } = await bookingsOf(event.id, '');
        expect(header.slice(14, 16)).toEqual(['20250602', '20250815']);
        expect(booked.at(-1)).toMatchObject({ 'Umsatz (ohne Soll/Haben-Kz)': '700,00', Konto: '1810', 'Gegenkonto (ohne BU-Schlüssel)': booked[0]!.Konto, Belegdatum: '1508' });
      } finally {
        expect((await saveSettings({ datevBankAccount: '1200' })).statusCode).toBe(200);
      }

      // A payment in the next fiscal year (from October): the batch's days would span two, so it is asked for by year.
      await pay(invoice.id, '2025-10-02', 300);
      expect((await exportOf(event.id)).statusCode).toBe(409);
      const next = await bookingsOf(event.id, '?from=2025-10-01');
      expect(next.header.slice(12, 16)).toEqual(['20251001', '4', '20251001', '20251002']);
      expect(next.booked).toEqual([expect.objectContaining({ 'Umsatz (ohne Soll/Haben-Kz)': '300,00', Konto: '1200', Belegdatum: '0210', 'Belegfeld 1': invoice.number })]);
    });
  });

  it('refuses to export without the consultant and client number, saying where to give them', async () => {
    expect((await saveSettings({ datevConsultantNumber: null })).statusCode).toBe(200);
    const response = await call('GET', `/be/event/${fair.id}/documents/datev?lang=en-US`, accounting);
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0].message).toBe('The DATEV export needs the consultant and client number. Please enter them in the settings.');
    expect((await saveSettings({ datevConsultantNumber: 4711 })).statusCode).toBe(200);
  });
});
