import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../../test/test-app.ts';
import { invoicedExhibitor } from '../../../test/invoiced-exhibitor.ts';
import { openBackofficeContext, type BackofficeContext } from '../../../test/staff-context.ts';
import { bankCsv, camtStatementXml, type CamtEntry } from '../../../test/bank-statements.ts';

type Headers = Record<string, string>;
const ACCOUNT = 'DE02120300000000202051';

// Issue 30: accounting uploads the bank's statement; what names an open invoice and pays it exactly is booked at
// once, with the entry it came from; the rest waits for a person; the same statement twice books nothing twice.
describe.each(engines)('bank statements matched by themselves (%s)', (engine) => {
  let c: BackofficeContext;
  let accounting: Headers;
  let counter = 0;

  beforeAll(async () => {
    c = await openBackofficeContext(engine);
    accounting = await c.staffAs('accounting');
  });
  afterAll(() => c.close());

  /** An exhibitor of the kitchen fair invoiced for a stand of `net` euros: number, gross, id and its name. */
  async function invoiced(company: string, net = 1_000) {
    const name = `${company} ${++counter}`;
    return { ...(await invoicedExhibitor(c, name, net)), company: name };
  }
  const upload = (body: Buffer | string, fileName = 'auszug.xml', headers = accounting, lang = 'de-DE') =>
    c.t.app.inject({
      method: 'POST',
      url: `/be/bank-statements?fileName=${encodeURIComponent(fileName)}&lang=${lang}`,
      headers: { ...headers, 'content-type': 'application/octet-stream' },
      payload: Buffer.from(body),
    });
  const statement = (entries: CamtEntry[], version: '001.02' | '001.08' = '001.08') => camtStatementXml({ version, accountIban: ACCOUNT, entries });
  const invoice = async (id: number) => (await c.call('GET', `/be/document/${id}`, accounting)).json();
  const waiting = async () => (await c.call('GET', '/be/bank-entries?state=review', accounting)).json();
  const day = '2026-11-20';

  it('books credits naming an open invoice at their amount, leaves a part payment and an unknown one waiting, and books nothing twice', async () => {
    const [becker, alpen] = [await invoiced('Holzbau Becker'), await invoiced('Alpenküchen', 500)];
    const entries: CamtEntry[] = [
      { direction: 'credit', bookedOn: day, bankReference: 'B-1', amountCents: becker.grossCents, name: 'HOLZBAU BECKER', remittance: `Rechnung ${becker.number.replace(/-/g, ' ')}` },
      { direction: 'credit', bookedOn: day, bankReference: 'B-2', amountCents: 10_000, name: 'ALPENKUECHEN', remittance: alpen.number },
      { direction: 'credit', bookedOn: day, bankReference: 'B-3', amountCents: 4_711, name: 'Irgendwer', remittance: 'Spende' },
      { direction: 'debit', bookedOn: day, bankReference: 'B-4', amountCents: 1_250, name: 'Sparkasse', remittance: 'Kontofuehrung' },
    ];
    const first = await upload(statement(entries));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().statement).toMatchObject({ entriesRead: 4, entriesKnown: 0, booked: 1, bookedAmount: becker.grossCents / 100, review: 3, format: 'camt.053.001.08' });

    const paid = await invoice(becker.id);
    expect(paid.document.payment).toMatchObject({ state: 'paid', open: 0 });
    expect(paid.payments).toEqual([{ paidOn: day, amount: becker.grossCents / 100 }]);
    expect((await invoice(alpen.id)).document.payment).toMatchObject({ state: 'open', paid: 0 });

    const list = await waiting();
    const reasons = Object.fromEntries(list.entries.map((entry: { remittance: string; reason: string }) => [entry.remittance, entry.reason]));
    expect(reasons).toMatchObject({ [alpen.number]: 'partPayment', Spende: 'noMatch', Kontofuehrung: 'debit' });
    const part = list.entries.find((entry: { remittance: string }) => entry.remittance === alpen.number);
    expect(part.candidates).toEqual([expect.objectContaining({ documentId: alpen.id, number: alpen.number, open: alpen.grossCents / 100 })]);

    // The same file again, and once more as version 02: every entry is known, nothing is booked or listed again.
    for (const version of ['001.08', '001.02'] as const) {
      const again = await upload(statement(entries, version));
      expect(again.json().statement).toMatchObject({ entriesRead: 4, entriesKnown: 4, booked: 0, review: 0, format: `camt.053.${version}` });
    }
    expect((await invoice(becker.id)).payments).toHaveLength(1);
    expect((await waiting()).total).toBe(list.total);
  });

  it('lets accounting book a waiting part payment, split a credit over two invoices and keep what is above open as a credit balance', async () => {
    const [first, second] = [await invoiced('Splitter'), await invoiced('Splitter')];
    const credit = first.grossCents + 5_000;
    await upload(statement([{ direction: 'credit', bookedOn: day, bankReference: 'S-1', amountCents: credit, name: 'Splitter', remittance: `${first.number} und Anzahlung` }]));
    const entry = (await waiting()).entries.find((listed: { remittance: string }) => listed.remittance.startsWith(first.number));
    expect(entry.reason).toBe('aboveOpen');
    const assign = (allocations: object[], lang = 'de-DE') => c.call('POST', `/be/bank-entries/${entry.id}/assign?lang=${lang}`, accounting, { allocations });

    // Amounts that do not add up, an invoice that is not open, the same invoice twice: refused, nothing booked.
    const short = await assign([{ number: first.number, amount: 1 }]);
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0].message).toMatch(/ergeben 1,00\s€; der Umsatz beträgt/);
    const unknown = await assign([{ number: 'RE-1999-9999', amount: credit / 100 }], 'en');
    expect(unknown.json().errors[0]).toMatchObject({ property: 'allocations.0.number', message: 'There is no open invoice numbered RE-1999-9999.' });
    expect((await assign([{ number: first.number, amount: 1 }, { number: first.number, amount: credit / 100 - 1 }])).statusCode).toBe(400);
    expect((await invoice(first.id)).payments).toEqual([]);

    const booked = await assign([{ number: first.number, amount: first.grossCents / 100 }, { number: second.number.toLowerCase(), amount: 50 }]);
    expect(booked.statusCode, booked.body).toBe(200);
    expect((await invoice(first.id)).document.payment).toMatchObject({ state: 'paid' });
    expect((await invoice(second.id)).document.payment).toMatchObject({ state: 'partPaid', paid: 50 });
    // Dealt with: it leaves the list and cannot be booked again.
    expect((await waiting()).entries.some((listed: { id: number }) => listed.id === entry.id)).toBe(false);
    expect((await assign([{ number: second.number, amount: credit / 100 }])).statusCode).toBe(409);
    const bookedList = (await c.call('GET', '/be/bank-entries?state=booked', accounting)).json();
    expect(bookedList.entries.find((listed: { id: number }) => listed.id === entry.id).payments.map((p: { number: string }) => p.number)).toEqual([first.number, second.number]);

    // Above what is open, booked in full by a person: the rest is the buyer's credit balance, never spread.
    const over = await invoiced('Überzahler', 100);
    await upload(statement([{ direction: 'credit', bookedOn: day, bankReference: 'O-1', amountCents: over.grossCents + 1_000, name: 'Ueberzahler', remittance: over.number }]));
    const overEntry = (await waiting()).entries.find((listed: { remittance: string }) => listed.remittance === over.number);
    await c.call('POST', `/be/bank-entries/${overEntry.id}/assign`, accounting, { allocations: [{ number: over.number, amount: (over.grossCents + 1_000) / 100 }] });
    expect((await invoice(over.id)).document.payment).toMatchObject({ state: 'paid', open: 0, creditBalance: 10 });
  });

  it('dismisses an entry that pays no invoice, and books by amount and payer name when no number is given', async () => {
    const feuer = await invoiced('Feuerwerk Pyrotechnik', 1_234);
    const csv = bankCsv([
      { bookedOn: day, valueOn: day, direction: 'credit', amountCents: feuer.grossCents, name: `FEUERWERK PYROTECHNIK ${counter}`, iban: 'CH9300762011623852957', remittance: 'Messe Stand' },
      { bookedOn: day, valueOn: day, direction: 'debit', amountCents: 990, name: 'Bank', iban: '', remittance: 'Entgelt' },
    ], { accountIban: ACCOUNT });
    const answer = await upload(csv, 'umsaetze.csv');
    expect(answer.json().statement).toMatchObject({ format: 'CSV', booked: 1, review: 1 });
    expect((await invoice(feuer.id)).document.payment).toMatchObject({ state: 'paid' });
    const fee = (await waiting()).entries.find((listed: { remittance: string }) => listed.remittance === 'Entgelt');
    expect((await c.call('POST', `/be/bank-entries/${fee.id}/assign`, accounting, { allocations: [{ number: feuer.number, amount: 9.9 }] })).statusCode).toBe(409);
    expect((await c.call('POST', `/be/bank-entries/${fee.id}/dismiss`, accounting, {})).statusCode).toBe(200);
    expect((await c.call('GET', '/be/bank-entries?state=dismissed', accounting)).json().entries.map((e: { id: number }) => e.id)).toContain(fee.id);
  });

  it('refuses what is no statement, another currency and sales, in the caller’s language, and stores nothing', async () => {
    const before = (await waiting()).total;
    const pdf = await upload(Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), 'auszug.pdf', accounting, 'en');
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().errors[0].message).toMatch(/not a bank statement we can read/);
    const dollars = await upload(statement([{ direction: 'credit', bookedOn: day, bankReference: 'USD-1', amountCents: 100, currency: 'USD' }]));
    expect(dollars.statusCode).toBe(400);
    expect(dollars.json().errors[0].message).toContain('USD');
    const empty = await upload('');
    expect(empty.statusCode).toBe(400);
    const sales = await upload(statement([{ direction: 'credit', bookedOn: day, bankReference: 'X-1', amountCents: 100 }]), 'a.xml', await c.staffAs('sales'));
    expect(sales.statusCode).toBe(403);
    expect((await waiting()).total).toBe(before);
  });

  it('books a statement uploaded twice at the same moment once, and an entry a file holds twice once', async () => {
    const twice = await invoiced('Gleichzeitig', 300);
    const entry: CamtEntry = { direction: 'credit', bookedOn: day, bankReference: 'T-1', amountCents: twice.grossCents, remittance: twice.number };
    const xml = statement([entry]);
    const answers = await Promise.all([upload(xml), upload(xml)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.json().statement.booked).sort()).toEqual([0, 1]);
    expect((await invoice(twice.id)).payments).toHaveLength(1);

    const doubled = await invoiced('Doppelt im Auszug', 300);
    const same: CamtEntry = { ...entry, bankReference: 'D-1', amountCents: doubled.grossCents, remittance: doubled.number };
    const answer = await upload(statement([same, same]));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().statement).toMatchObject({ entriesRead: 2, booked: 1, review: 0 });
    expect((await invoice(doubled.id)).payments).toHaveLength(1);
  });
});
