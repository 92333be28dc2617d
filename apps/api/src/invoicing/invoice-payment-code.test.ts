import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { taxCaseOf, type Lang } from '@messeportal/domain';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { PrintedOrganiser } from '../platform/settings/repo.ts';
import { withTotals, type InvoiceContent } from './invoice-content.ts';
import { renderInvoiceDraftPdf, renderInvoicePdf } from './invoice-pdf.ts';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'mp-payment-code-'));
afterAll(() => (process.env.KEEP_PDF ? undefined : rmSync(dir, { recursive: true, force: true })));

const taxCase = taxCaseOf({ country: 'DE', vatId: '', eventRateBp: 1900, nonEu: 'notTaxable' });
const invoice: InvoiceContent = {
  kind: 'invoice',
  currency: 'EUR',
  seller: {
    name: 'Küchen & Wohnen Messen GmbH',
    street: 'Messeplatz 1',
    zip: '90471',
    city: 'Nürnberg',
    country: 'DE',
    vatId: 'DE123456789',
    taxNumber: '',
    email: 'rechnung@kuechen-wohnen.example',
    phone: '',
    bankName: 'Sparkasse Nürnberg',
    iban: 'DE02120300000000202051',
    bic: 'BYLADEM1001',
  },
  buyer: { name: 'Holzbau Becker GmbH', nameExtra: '', street: 'Industriestr. 5', zip: '50667', city: 'Köln', country: 'DE', vatId: '', reference: 'R-1', email: 'b@holzbau.example' },
  taxCase,
  event: { nameDe: 'Küchen & Wohnen 2027', nameEn: 'Kitchen & Living 2027', startsAt: '2027-04-26', endsAt: '2027-04-29' },
  billingNumber: 'none',
  ...withTotals([{ description: 'Standfläche', amount: 48, unit: 'qm', priceSingleCents: 18_950, netCents: 909_600, category: taxCase.category, rateBp: taxCase.rateBp }]),
  dueDate: '2027-01-29',
  paymentTermDays: 14,
  corrects: null,
  partialInvoices: [],
};
const organiser = { companyName: invoice.seller.name, logo: null, managingDirectors: '', commercialRegister: '', website: '', documentFooterDe: '', documentFooterEn: '' } as unknown as PrintedOrganiser;
const document = { number: 'RE-2027-00042', date: '2027-01-15', isFinal: false };

/** The first page of a PDF as the buyer's printer or screen shows it, and the QR codes a banking app finds on it. */
async function scanFirstPage(pdf: Buffer, name: string) {
  writeFileSync(join(dir, `${name}.pdf`), pdf);
  await run('pdftoppm', ['-png', '-r', '150', '-f', '1', '-l', '1', '-singlefile', join(dir, `${name}.pdf`), join(dir, name)]);
  const { data, info } = await sharp(readFileSync(join(dir, `${name}.png`))).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
}

const textOf = async (pdf: Buffer, name: string) => {
  writeFileSync(join(dir, `${name}-text.pdf`), pdf);
  return (await run('pdftotext', ['-layout', join(dir, `${name}-text.pdf`), '-'])).stdout.replace(/\s+/g, ' ');
};

describe('the payment code on an invoice', () => {
  it.each<Lang>(['de', 'en'])('is an EPC QR code a banking app reads on the printed page, with every field of the transfer (%s)', async (lang) => {
    const pdf = await renderInvoicePdf(invoice, document, organiser, lang);
    const code = await scanFirstPage(pdf, `invoice-${lang}`);
    expect(code?.data.split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'BYLADEM1001',
      'Küchen & Wohnen Messen GmbH',
      'DE02120300000000202051',
      // 48 m² × 189.50 € = 9,096.00 € net, 19 % VAT: 10,824.24 €.
      'EUR10824.24',
      '',
      '',
      'RE-2027-00042',
    ]);
    // The remittance text the invoice asks for is the code's.
    expect(await textOf(pdf, `invoice-${lang}`)).toContain(lang === 'de' ? 'Verwendungszweck RE-2027-00042.' : 'reference RE-2027-00042.');
  });

  it('is not on a draft (which must not be paid), a credit note or an invoice in another currency', async () => {
    expect(await scanFirstPage(await renderInvoiceDraftPdf(invoice, document, organiser, 'de'), 'draft')).toBeNull();
    const creditNote: InvoiceContent = { ...invoice, kind: 'credit_note', dueDate: null, corrects: { number: 'RE-2027-00001', date: '2027-01-02' } };
    expect(await scanFirstPage(await renderInvoicePdf(creditNote, { ...document, number: 'GS-2027-00001' }, organiser, 'de'), 'credit')).toBeNull();
    expect(await scanFirstPage(await renderInvoicePdf({ ...invoice, currency: 'CHF' }, document, organiser, 'de'), 'chf')).toBeNull();
  });
});
