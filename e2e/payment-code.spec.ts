import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { apiLogin, authorization, demoStaff, invoicedExhibitor, openLoggedIn } from './api-setup.ts';

// Issue 30: an exhibitor downloads its invoice from All documents and scans the payment code on its first page, as
// a banking app would: an EPC QR code ("GiroCode") paying the organiser's account the gross the page shows, with
// the invoice number the page shows as remittance text. German on a laptop, English on a phone.

const run = promisify(execFile);

const words = {
  de: { title: 'Alle Dokumente', gross: 'Brutto', pdfOf: (number: string) => `${number} als PDF herunterladen` },
  en: { title: 'All documents', gross: 'Gross', pdfOf: (number: string) => `Download ${number} as PDF` },
} as const;

/** Page 1 of the PDF at 150 dpi, as a printer or screen shows it, and the QR code a banking app finds on it. */
async function scanFirstPage(pdfPath: string, name: string) {
  const png = test.info().outputPath(name);
  await run('pdftoppm', ['-png', '-r', '150', '-f', '1', '-l', '1', '-singlefile', pdfPath, png]);
  const { data, info } = await sharp(await readFile(`${png}.png`)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
}

for (const [lang, width] of [['de', 1366], ['en', 390]] as const) {
  test(`an exhibitor downloads its invoice and scans its payment code (${lang}, ${width} px)`, async ({ browser, request }) => {
    test.setTimeout(90_000);
    const ui = words[lang];
    const staff = await apiLogin(request, 'staff', demoStaff.username, demoStaff.password);
    const { settings } = await (await request.get('/be/admin/settings', { headers: authorization(staff) })).json();
    const { session, invoice: { number } } = await invoicedExhibitor(request, staff, { name: 'Girocode', lang });

    const portal = await browser.newPage({ viewport: { width, height: 900 } });
    await openLoggedIn(portal, lang, session);
    await portal.goto('/#/documents');
    await expect(portal.getByRole('heading', { level: 1, name: ui.title })).toBeVisible();
    // The number and the amount as the page shows them: the number as the row's title, the gross as the row's one
    // cell that is an amount alone (the state's cell says the open amount in words), on a phone too.
    const download = portal.getByRole('button', { name: ui.pdfOf(number), exact: true });
    await expect(download).toHaveText(number);
    const gross = portal.getByRole('row').filter({ has: download }).getByRole('cell').filter({ hasText: /^\s*(€\s*[\d.,]+|[\d.,]+\s*€)\s*$/ });
    await expect(gross).toBeVisible();
    await expect(portal.getByRole('columnheader', { name: ui.gross })).toHaveCount(1);
    // Every amount is shown with its two decimals: its digits are the cents.
    const grossCents = Number((await gross.innerText()).replace(/\D/g, ''));
    expect(grossCents).toBeGreaterThan(0);

    const downloading = portal.waitForEvent('download');
    await download.click();
    const file = await downloading;
    expect(file.suggestedFilename()).toBe(`${number}.pdf`);
    const pdfPath = test.info().outputPath(`${number}.pdf`);
    await file.saveAs(pdfPath);
    await portal.close();

    const code = await scanFirstPage(pdfPath, `invoice-${lang}`);
    expect(code, 'a QR code on page 1').not.toBeNull();
    expect(code!.data.split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      settings.bic,
      settings.companyName,
      settings.iban,
      `EUR${Math.floor(grossCents / 100)}.${String(grossCents % 100).padStart(2, '0')}`,
      '',
      '',
      number,
    ]);
  });
}
