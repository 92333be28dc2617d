import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../../test/test-app.ts';
import { extractPdfText } from '../../../test/extract-pdf-text.ts';
import { invoicedExhibitor } from '../../../test/invoiced-exhibitor.ts';
import { openBackofficeContext, type BackofficeContext } from '../../../test/staff-context.ts';
import { parseCsv, readXlsx } from '../../desk/registration-exports/parse-export.ts';

type Headers = Record<string, string>;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// Issue 30: the open items as CSV and XLSX for accounting; the exhibitor's own open amount and its statement of
// account as a PDF in its language, never with another company's invoices.
describe.each(engines)('open items as files, and the statement of account (%s)', (engine) => {
  let c: BackofficeContext;
  let accounting: Headers;

  beforeAll(async () => {
    c = await openBackofficeContext(engine);
    accounting = await c.staffAs('accounting');
  });
  afterAll(() => c.close());

  const today = () => new Date().toISOString().slice(0, 10);
  const german = (day: string) => day.split('-').reverse().join('.');
  /** A PDF's text with Intl's no-break spaces (before €, in 1 000) as plain ones. */
  const pdfText = (bytes: Buffer) => extractPdfText(bytes).text.replace(/[\u00a0\u202f]/g, ' ');

  it('exports the filtered list as CSV in German and as XLSX in English, and refuses an export of nothing', async () => {
    const [first, second] = [await invoicedExhibitor(c, 'Exportprobe Holz GmbH', 1_000), await invoicedExhibitor(c, 'Exportprobe; "Stein" AG', 2_000)];
    await c.call('POST', `/be/document/${second.id}/payments`, accounting, { paidOn: today(), amount: 380 });

    const csv = await c.call('GET', '/be/open-items/export?format=csv&q=Exportprobe&sort=number&lang=de-DE', accounting);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="alle-veranstaltungen-offene-posten-\d{4}-\d\d-\d\d\.csv"$/);
    const [header, ...rows] = parseCsv(csv.body.replace(/^\uFEFF/, ''));
    expect(header).toEqual(['Rechnungsnummer', 'Rechnungsdatum', 'Fällig am', 'Tage überfällig', 'Alter', 'Status', 'Beanstandet', 'Firma', 'Veranstaltung', 'Währung', 'Brutto', 'Gutgeschrieben', 'Bezahlt', 'Offen', 'Guthaben']);
    expect(rows).toHaveLength(2);
    const [holz, stein] = [rows.find((row) => row[0] === first.number)!, rows.find((row) => row[0] === second.number)!];
    expect(holz[1]).toMatch(/^\d\d\.\d\d\.\d{4}$/);
    expect(holz.slice(3)).toEqual(['0', 'Nicht fällig', 'Offen', '', 'Exportprobe Holz GmbH', c.kitchen.nameDe, 'EUR', '1190,00', '0,00', '0,00', '1190,00', '0,00']);
    expect(stein.slice(5, 8)).toEqual(['Teilbezahlt', '', 'Exportprobe; "Stein" AG']);
    expect(stein.slice(10)).toEqual(['2380,00', '0,00', '380,00', '2000,00', '0,00']);

    const xlsx = await c.call('GET', '/be/open-items/export?format=xlsx&q=Exportprobe&state=partPaid&lang=en-US', accounting);
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expect(xlsx.headers['content-type']).toBe(XLSX);
    const { name, rows: sheet } = await readXlsx(xlsx.rawPayload);
    expect(name).toBe('Open items');
    expect(sheet[0]!.slice(0, 6)).toEqual(['Invoice number', 'Invoice date', 'Due date', 'Days overdue', 'Age', 'State']);
    expect(sheet).toHaveLength(2);
    const row = sheet[1]!;
    expect(row[0]).toBe(second.number);
    expect(row[1]).toBeInstanceOf(Date);
    expect(row.slice(5, 15)).toEqual(['Part paid', null, 'Exportprobe; "Stein" AG', c.kitchen.nameEn, 'EUR', 2380, 0, 380, 2000, 0]);

    const nothing = await c.call('GET', '/be/open-items/export?q=Niemand&lang=en-US', accounting);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().errors[0].message).toBe('No open items match these filters. Please change the filters to export a list.');
    expect((await c.call('GET', '/be/open-items/export?format=pdf', accounting)).statusCode).toBe(400);
  });

  it('shows the exhibitor its own open amount and its statement of account in German and English, without another company’s invoices', async () => {
    const mine = await invoicedExhibitor(c, 'Auszugprobe Küchen GmbH', 1_000);
    const paidToo = await invoicedExhibitor(c, 'Fremdfirma Auszug GmbH', 3_000);
    const exhibitor = await c.exhibitorLogin(mine.contactEmail);
    await c.call('POST', `/be/document/${mine.id}/payments`, accounting, { paidOn: today(), amount: 190 });

    const balance = await c.call('GET', '/fe/statement-of-account', exhibitor);
    expect(balance.statusCode, balance.body).toBe(200);
    expect(balance.json()).toEqual({
      balances: [{ currency: 'EUR', open: 1000, overdue: 0, creditBalance: 0, openInvoices: 1, overdueInvoices: 0 }],
      pdfUrl: '/fe/statement-of-account/pdf',
    });

    const de = await c.call('GET', '/fe/statement-of-account/pdf?lang=de-DE', exhibitor);
    expect(de.statusCode, de.body).toBe(200);
    expect(de.headers['content-type']).toBe('application/pdf');
    expect(de.headers['content-disposition']).toMatch(/^attachment; filename="kontoauszug-\d{4}-\d\d-\d\d\.pdf"$/);
    const deText = pdfText(de.rawPayload);
    for (const words of ['Kontoauszug', 'Auszugprobe Küchen GmbH', mine.number, c.kitchen.nameDe, 'Teilbezahlt', '1.190,00 €', '190,00 €', 'Offener Betrag', '1.000,00 €', 'Bitte überweisen Sie']) {
      expect(deText, words).toContain(words);
    }
    expect(deText).toContain(german(today()));

    const en = await c.call('GET', '/fe/statement-of-account/pdf?lang=en-US', exhibitor);
    expect(en.headers['content-disposition']).toMatch(/filename="statement-of-account-/);
    const enText = pdfText(en.rawPayload);
    for (const words of ['Statement of account', mine.number, c.kitchen.nameEn, 'Part paid', '€1,000.00', 'Amount open']) expect(enText, words).toContain(words);

    for (const text of [deText, enText, balance.body]) {
      expect(text).not.toContain(paidToo.number);
      expect(text).not.toContain('Fremdfirma');
    }
    expect((await c.call('GET', '/fe/statement-of-account/pdf', {})).statusCode).toBe(401);
  });
});
