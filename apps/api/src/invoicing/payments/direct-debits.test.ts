import { eq } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directDebits, organiserSettings, outboxMails } from '../../platform/db/schema.ts';
import { engines } from '../../../test/test-app.ts';
import { invoicedExhibitor } from '../../../test/invoiced-exhibitor.ts';
import { buildInvoice, buildRegistration } from '../../../test/factories/index.ts';
import { openBackofficeContext, type BackofficeContext } from '../../../test/staff-context.ts';
import { camtStatementXml } from '../../../test/bank-statements.ts';

type Headers = Record<string, string>;
const CREDITOR_ID = 'DE98ZZZ09999999999';
const DEBTOR_IBAN = 'DE89370400440532013000';

// Issue 30: an exhibitor grants a SEPA mandate in the portal; accounting collects its open invoices as a pain.008
// file (the debtor is told by mail); the bank's statement books the collection, and a returned debit reopens the
// invoice with the bank's reason and fee.
describe.each(engines)('SEPA direct debit (%s)', (engine) => {
  let c: BackofficeContext;
  let accounting: Headers;
  let counter = 0;

  beforeAll(async () => {
    c = await openBackofficeContext(engine);
    accounting = await c.staffAs('accounting');
  });
  afterAll(() => c.close());

  const creditorId = (value: string) => c.db.update(organiserSettings).set({ sepaCreditorId: value }).where(eq(organiserSettings.id, 1));

  /** A new exhibitor of the kitchen fair invoiced for a stand of `net` euros: its login, invoice and company. */
  async function invoicedDebtor(net = 1_000) {
    const invoiced = await invoicedExhibitor(c, `Lastschrift ${++counter} GmbH`, net);
    return { ...invoiced, exhibitor: await c.exhibitorLogin(invoiced.contactEmail), companyId: invoiced.company.id };
  }
  const mandate = { scheme: 'CORE', accountHolder: 'Lastschrift GmbH', iban: 'DE89 3704 0044 0532 0130 00', bic: '', accepted: true };
  const grant = (exhibitor: Headers, body: object, lang = 'de-DE') => c.call('POST', `/fe/mandate?lang=${lang}`, exhibitor, body);
  const due = async () => (await c.call('GET', '/be/direct-debits', accounting)).json();
  const collect = (documentIds: number[], lang = 'de-DE') => c.call('POST', `/be/direct-debits?lang=${lang}`, accounting, { documentIds });
  const upload = (xml: string) =>
    c.t.app.inject({ method: 'POST', url: '/be/bank-statements?fileName=auszug.xml', headers: { ...accounting, 'content-type': 'application/octet-stream' }, payload: Buffer.from(xml) });

  it('lets no mandate be granted while the organiser has no creditor identifier, and refuses a wrong IBAN and a missing consent', async () => {
    await creditorId('');
    const { exhibitor } = await invoicedDebtor();
    expect((await c.call('GET', '/fe/mandate', exhibitor)).json()).toEqual({ mandate: null, creditor: null });
    const notOffered = await grant(exhibitor, mandate);
    expect(notOffered.statusCode).toBe(409);
    expect(notOffered.json().errors[0].message).toMatch(/keine Zahlung per Lastschrift/);
    const missing = await collect([1]);
    expect(missing.statusCode).toBe(409);
    expect(missing.json().errors[0]).toMatchObject({ property: 'sepaCreditorId', message: expect.stringMatching(/Gläubiger-Identifikationsnummer/) });

    await creditorId(CREDITOR_ID);
    const wrongIban = await grant(exhibitor, { ...mandate, iban: 'DE88 3704 0044 0532 0130 00' }, 'en-US');
    expect(wrongIban.json().errors).toEqual([expect.objectContaining({ property: 'iban', message: expect.stringMatching(/check digits/) })]);
    const noConsent = await grant(exhibitor, { ...mandate, accepted: false });
    expect(noConsent.json().errors[0]).toMatchObject({ property: 'accepted', message: expect.stringMatching(/Häkchen/) });
    expect((await c.call('GET', '/fe/mandate', exhibitor)).json().mandate).toBeNull();
  });

  it('collects an invoice under a new mandate as a first collection, tells the debtor, leaves out what was paid and collects nothing twice', async () => {
    await creditorId(CREDITOR_ID);
    const debtor = await invoicedDebtor();
    const granted = await grant(debtor.exhibitor, mandate);
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json()).toMatchObject({
      mandate: { reference: `MP-${String(debtor.companyId).padStart(6, '0')}-01`, scheme: 'CORE', iban: DEBTOR_IBAN, accountHolder: 'Lastschrift GmbH' },
      creditor: { creditorId: CREDITOR_ID },
    });
    const listed = (await due()).due.find((entry: { documentId: number }) => entry.documentId === debtor.id);
    expect(listed).toMatchObject({ number: debtor.number, open: debtor.grossCents / 100, sequenceType: 'FRST', scheme: 'CORE' });
    const today = new Date().toISOString().slice(0, 10);
    expect(listed.collectionDate > today).toBe(true);

    // The company's invoice of the fireplace fair, paid before it is collected: left out.
    const fireplace = await buildRegistration(c.t.app, {
      event: c.fireplace,
      company: debtor.company,
      orders: [{ status: 'confirmed', positions: [{ kind: 'stand', description: 'Standfläche', priceSingle: 20_000 }] }],
    });
    const paidInvoice = await buildInvoice(c.t.app, fireplace.id);
    const paid = await c.call('POST', `/be/document/${paidInvoice.id}/payments`, accounting, { paidOn: today, amount: 238 });
    expect(paid.json().document.payment.state).toBe('paid');
    const ids = [debtor.id, paidInvoice.id];

    const collected = await collect(ids);
    expect(collected.statusCode, collected.body).toBe(200);
    const { batches, leftOut } = collected.json();
    expect(batches).toEqual([expect.objectContaining({ scheme: 'CORE', count: 1, sum: debtor.grossCents / 100 })]);
    expect(leftOut).toEqual([{ documentId: paidInvoice.id, number: paidInvoice.number, reason: 'notOpen' }]);

    const file = await c.call('GET', `/be/direct-debit-batches/${batches[0].id}/file`, accounting);
    expect(file.headers['content-type']).toContain('application/xml');
    const document = new XMLParser({ parseTagValue: false }).parse(file.body).Document.CstmrDrctDbtInitn;
    const info = document.PmtInf;
    expect(info.PmtTpInf.SeqTp).toBe('FRST');
    expect(info.CdtrSchmeId.Id.PrvtId.Othr.Id).toBe(CREDITOR_ID);
    expect(info.DrctDbtTxInf).toMatchObject({
      PmtId: { EndToEndId: debtor.number },
      DrctDbtTx: { MndtRltdInf: { MndtId: granted.json().mandate.reference, DtOfSgntr: today } },
      DbtrAcct: { Id: { IBAN: DEBTOR_IBAN } },
    });
    expect(info.ReqdColltnDt).toBe(listed.collectionDate);

    const [notice] = await c.db.select().from(outboxMails).where(eq(outboxMails.kind, 'direct_debit_notice'));
    expect(notice?.subject).toContain(debtor.number);
    expect(notice?.text).toContain(granted.json().mandate.reference);
    expect(notice?.text).toMatch(new RegExp(`am \\d{2}\\.\\d{2}\\.\\d{4} [\\d.]+,\\d{2}\\s€ für unsere Rechnung ${debtor.number}`));

    // Collected once: not due any more, and a second collection finds nothing.
    expect((await due()).due.some((entry: { documentId: number }) => entry.documentId === debtor.id)).toBe(false);
    const again = await collect([debtor.id]);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].message).toMatch(/Keine der gewählten Rechnungen/);

    // The bank books the collection (a batch entry, each transaction with its invoice number), then gives it back.
    const statement = camtStatementXml({
      version: '001.08',
      accountIban: 'DE02120300000000202051',
      entries: [
        { direction: 'credit', bookedOn: listed.collectionDate, bankReference: `SDD-${debtor.id}`, amountCents: debtor.grossCents, transactions: [{ amountCents: debtor.grossCents, endToEndId: debtor.number, name: 'Lastschrift GmbH' }] },
        { direction: 'debit', bookedOn: listed.collectionDate, bankReference: `RTN-${debtor.id}`, amountCents: debtor.grossCents + 300, endToEndId: debtor.number, returnReason: 'AC04', name: 'Lastschrift GmbH' },
      ],
    });
    const uploaded = await upload(statement);
    expect(uploaded.json().statement).toMatchObject({ booked: 2, review: 0 });
    const detail = (await c.call('GET', `/be/document/${debtor.id}`, accounting)).json();
    expect(detail.document.payment).toMatchObject({ state: 'open', paid: 0, open: debtor.grossCents / 100 });
    expect(detail.payments.map((payment: { amount: number }) => payment.amount)).toEqual([debtor.grossCents / 100, -debtor.grossCents / 100]);
    const [returned] = await c.db.select().from(directDebits).where(eq(directDebits.documentId, debtor.id));
    expect(returned).toMatchObject({ state: 'returned', returnReason: 'AC04', returnFeeCents: 300 });
    // Open again, it can be collected again, now as a recurring collection of the mandate.
    expect((await due()).due.find((entry: { documentId: number }) => entry.documentId === debtor.id)).toMatchObject({ sequenceType: 'RCUR' });
  });

  it('stops collecting once the exhibitor revokes its mandate', async () => {
    await creditorId(CREDITOR_ID);
    const debtor = await invoicedDebtor(500);
    await grant(debtor.exhibitor, { ...mandate, scheme: 'B2B' });
    expect((await due()).due.find((entry: { documentId: number }) => entry.documentId === debtor.id)).toMatchObject({ scheme: 'B2B' });
    const revoked = await c.call('DELETE', '/fe/mandate', debtor.exhibitor);
    expect(revoked.json().mandate).toBeNull();
    expect((await due()).due.some((entry: { documentId: number }) => entry.documentId === debtor.id)).toBe(false);
    expect((await c.call('DELETE', '/fe/mandate', debtor.exhibitor)).statusCode).toBe(404);
    const refused = await collect([debtor.id]);
    expect(refused.statusCode).toBe(409);
  });
});
