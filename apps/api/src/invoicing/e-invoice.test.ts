import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { taxCaseOf } from '@messeportal/domain';
import { afterAll, describe, expect, it } from 'vitest';
import type { PrintedOrganiser } from '../platform/settings/repo.ts';
import { ciiInvoiceXml } from './cii-invoice.ts';
import { withTotals, type Buyer, type ContentLine, type InvoiceContent, type Seller } from './invoice-content.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '../../../..');
/**
 * The official rules and their check script (README: "E-invoices"): EINVOICE_RULES names their folder, else
 * the shared folder beside the project. Not found is a failure, never a skipped check.
 */
const RULES = [process.env.EINVOICE_RULES, resolve(ROOT, '../shared/einvoice'), '/work/shared/einvoice'].find((dir) => dir && existsSync(join(dir, 'validate.mjs')));
const VALIDATOR = join(RULES ?? 'EINVOICE_RULES-not-found', 'validate.mjs');

const seller: Seller = {
  name: 'Küchen & Wohnen Messen GmbH',
  street: 'Messeplatz 1',
  zip: '90471',
  city: 'Nürnberg',
  country: 'DE',
  vatId: 'DE123456789',
  taxNumber: '241/114/50123',
  email: 'rechnung@kuechen-wohnen.example',
  phone: '+49 911 4711',
  bankName: 'Sparkasse Nürnberg',
  iban: 'DE02120300000000202051',
  bic: 'BYLADEM1001',
};

const organiser = {
  companyName: seller.name,
  logo: null,
  managingDirectors: 'Jana Ofner',
  commercialRegister: 'Amtsgericht Nürnberg HRB 4711',
  website: '',
  documentFooterDe: '',
  documentFooterEn: '',
} as unknown as PrintedOrganiser;

const buyers: Record<string, Buyer> = {
  german: { name: 'Holzbau Becker GmbH', nameExtra: '', street: 'Industriestr. 5', zip: '50667', city: 'Köln', country: 'DE', vatId: 'DE987654321', reference: '04011000-12345-03', email: 'buchhaltung@holzbau-becker.example' },
  austrian: { name: 'Alpenküchen GmbH', nameExtra: 'Buchhaltung', street: 'Ringstraße 8', zip: '1010', city: 'Wien', country: 'AT', vatId: 'ATU12345678', reference: 'R-17', email: 'office@alpenkuechen.example' },
  swiss: { name: 'Feuerwerk AG', nameExtra: '', street: 'Bahnhofstrasse 3', zip: '8001', city: 'Zürich', country: 'CH', vatId: '', reference: 'PO 4711', email: 'rechnungen@feuerwerk.example' },
};

function invoiceFor(buyer: Buyer, nonEu: 'notTaxable' | 'standard' = 'notTaxable'): InvoiceContent {
  const taxCase = taxCaseOf({ country: buyer.country, vatId: buyer.vatId, eventRateBp: 1900, nonEu });
  const line = (description: string, amount: number, unit: string, priceSingleCents: number): ContentLine => ({
    description,
    amount,
    unit,
    priceSingleCents,
    netCents: Math.round(amount * priceSingleCents),
    category: taxCase.category,
    rateBp: taxCase.rateBp,
  });
  return {
    kind: 'invoice',
    currency: 'EUR',
    seller,
    buyer,
    taxCase,
    event: { nameDe: 'Küchen & Wohnen 2027', nameEn: 'Kitchen & Living 2027', startsAt: '2027-04-26', endsAt: '2027-04-29' },
    billingNumber: 'stand',
    ...withTotals([line('Standfläche Reihenstand', 48, 'qm', 18_900), line('Marketingpauschale', 1, 'flat', 45_000), line('Reinigung', 3, 'day', 3_550)]),
    dueDate: '2027-01-29',
    paymentTermDays: 14,
    corrects: null,
    partialInvoices: [],
  };
}

const creditNoteOf = (invoice: InvoiceContent, kind: 'credit_note' | 'cancellation'): InvoiceContent => ({
  ...invoice,
  kind,
  ...withTotals(kind === 'cancellation' ? invoice.lines : [{ ...invoice.lines[2]!, amount: 1, unit: 'flat', priceSingleCents: 3_550, netCents: 3_550 }]),
  dueDate: null,
  corrects: { number: 'RE-2027-0001', date: '2027-01-15' },
  ...(kind === 'cancellation' ? { reason: 'Messeteilnahme abgesagt' } : {}),
});

const dir = mkdtempSync(join(tmpdir(), 'mp-einvoice-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('e-invoices under EN 16931', () => {
  it('passes the official EN 16931 and XRechnung rules as Factur-X PDF and as XRechnung CII, for every kind of document and tax case', { timeout: 120_000 }, async () => {
    const german = invoiceFor(buyers.german!);
    const documents: [string, InvoiceContent][] = [
      ['invoice-de', german],
      ['invoice-at-reverse-charge', invoiceFor(buyers.austrian!)],
      ['invoice-ch-not-taxable', invoiceFor(buyers.swiss!)],
      ['invoice-ch-standard', invoiceFor(buyers.swiss!, 'standard')],
      ['credit-note-de', creditNoteOf(german, 'credit_note')],
      ['cancellation-de', creditNoteOf(german, 'cancellation')],
    ];
    const files: string[] = [];
    for (const [name, content] of documents) {
      const document = { number: content.kind === 'invoice' ? 'RE-2027-0001' : 'GS-2027-0001', date: '2027-01-15', isFinal: false };
      const pdf = await renderInvoicePdf(content, document, organiser, 'de');
      files.push(join(dir, `${name}.pdf`), join(dir, `${name}.xrechnung.xml`));
      writeFileSync(files.at(-2)!, pdf);
      writeFileSync(files.at(-1)!, ciiInvoiceXml(content, document, 'xrechnung'));
    }
    // The script exits 1 on any fatal rule and prints each failed rule on a line of its own.
    const result = await run(process.execPath, [VALIDATOR, ...files], { cwd: ROOT }).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (error: { code: number; stdout: string }) => error,
    );
    expect(RULES, 'the EN 16931 rules: set EINVOICE_RULES to the folder of validate.mjs').toBeDefined();
    expect(result.stdout).not.toMatch(/: (fatal|error) /);
    expect(result.stdout).toMatch(/: 0 fatal, 0 warnings\n/);
    expect(result.stdout).toContain('12 passed, 0 failed');
    expect(result.code).toBe(0);
  });

  it('says which invoice a credit note corrects, and its amounts, in the XML', () => {
    const note = creditNoteOf(invoiceFor(buyers.german!), 'credit_note');
    const xml = ciiInvoiceXml(note, { number: 'GS-2027-0001', date: '2027-01-20' }, 'xrechnung');
    expect(xml).toContain('<ram:TypeCode>381</ram:TypeCode>');
    expect(xml).toMatch(/<ram:InvoiceReferencedDocument>\s*<ram:IssuerAssignedID>RE-2027-0001<\/ram:IssuerAssignedID>/);
    expect(xml).toContain('<ram:GrandTotalAmount>42.25</ram:GrandTotalAmount>');
  });

  it('says why a cancellation voucher cancels its invoice, in a note of the XML', () => {
    const voucher = creditNoteOf(invoiceFor(buyers.german!), 'cancellation');
    const xml = ciiInvoiceXml(voucher, { number: 'ST-2027-0001', date: '2027-01-20' }, 'xrechnung');
    expect(xml).toMatch(/<ram:IncludedNote>\s*<ram:Content>Grund der Stornierung: Messeteilnahme abgesagt<\/ram:Content>/);
    // Credited amounts stay positive: the type code 381 says they are credited.
    expect(xml).toContain(`<ram:GrandTotalAmount>${(voucher.totals.grossCents / 100).toFixed(2)}</ram:GrandTotalAmount>`);
  });
});
