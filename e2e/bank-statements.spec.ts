import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { camtStatementXml } from '../apps/api/test/bank-statements.ts';
import { apiLogin, authorization, demoStaff, invoicedExhibitor, openLoggedIn, type Lang, type Session } from './api-setup.ts';

// Issue 30: accounting uploads the bank's statement on the payments page; a credit naming an invoice at its amount
// is booked by itself, a credit two invoices could be is confirmed by a person (who picks the right one), and the
// same statement uploaded again books nothing. German on a laptop, English on a phone.

const words = {
  de: {
    nav: 'Zahlungseingang',
    file: 'Kontoauszug',
    upload: 'Hochladen und abgleichen',
    summary: (read: number, known: number, booked: number, review: number) =>
      new RegExp(`auszug\\.xml: ${read} gelesen, davon ${known} schon bekannt · gebucht: ${booked} \\([\\d.,\\s€]+\\) · warten auf Sie: ${review}`),
    toCheck: /^Zu prüfen/,
    booked: /^Gebucht/,
    ambiguous: 'Mehrdeutig',
    actionsFor: (name: string) => `Aktionen für ${name}`,
    assign: (payer: string) => new RegExp(`^[\\d.,\\s€]+ von ${payer} Rechnungen zuordnen$`),
    dialog: 'Zahlung zuordnen',
    number: 'Rechnungsnummer',
    amount: 'Betrag',
    book: 'Buchen',
    notOpen: (number: string) => `Eine offene Rechnung mit der Nummer ${number} gibt es nicht.`,
    assigned: 'Zahlung gebucht.',
    nothing: 'Nichts zu prüfen',
    notReadable: /kein Kontoauszug, den wir lesen können/,
  },
  en: {
    nav: 'Payments received',
    file: 'Bank statement',
    upload: 'Upload and match',
    summary: (read: number, known: number, booked: number, review: number) =>
      new RegExp(`auszug\\.xml: ${read} read, ${known} of them known already · booked: ${booked} \\([\\d.,\\s€]+\\) · waiting for you: ${review}`),
    toCheck: /^To check/,
    booked: /^Booked/,
    ambiguous: 'Ambiguous',
    actionsFor: (name: string) => `Actions for ${name}`,
    assign: (payer: string) => new RegExp(`^Assign [\\d.,\\s€]+ from ${payer} to invoices$`),
    dialog: 'Assign a payment',
    number: 'Invoice number',
    amount: 'Amount',
    book: 'Book',
    notOpen: (number: string) => `There is no open invoice numbered ${number}.`,
    assigned: 'Payment booked.',
    nothing: 'Nothing to check',
    notReadable: /not a bank statement we can read/,
  },
} as const;

/** A new exhibitor with a stand of `qm` m², invoiced by staff: its company and invoice. */
async function invoicedAt(request: APIRequestContext, staff: Session, name: string, qm: number) {
  const { company, invoice } = await invoicedExhibitor(request, staff, { name, qm });
  return { company, ...invoice };
}

async function uploadThroughPage(page: Page, lang: Lang, xml: string) {
  const ui = words[lang];
  await page.locator('input[type="file"]').setInputFiles({ name: 'auszug.xml', mimeType: 'application/xml', buffer: Buffer.from(xml) });
  await page.getByRole('button', { name: ui.upload }).click();
}

for (const [lang, width] of [['de', 1366], ['en', 390]] as const) {
  test(`accounting uploads a statement, confirms an ambiguous credit and uploads it again without booking twice (${lang}, ${width} px)`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const ui = words[lang];
    const staff = await apiLogin(request, 'staff', demoStaff.username, demoStaff.password);
    // 41 m² for German, 43 for English: two invoices of one amount per journey, no other of that amount.
    const qm = lang === 'de' ? 41 : 43;
    const [exact, first, second] = [
      await invoicedAt(request, staff, 'Zahlt Genau', 33),
      await invoicedAt(request, staff, 'Gleichbetrag Eins', qm),
      await invoicedAt(request, staff, 'Gleichbetrag Zwei', qm),
    ];
    expect(second.grossCents).toBe(first.grossCents);
    const run = Date.now().toString(36);
    const payer = `Unbekannter Zahler ${run}`;
    const xml = camtStatementXml({
      version: '001.08',
      accountIban: 'DE02120300000000202051',
      entries: [
        { direction: 'credit', bookedOn: new Date().toISOString().slice(0, 10), bankReference: `E2E-${run}-1`, amountCents: exact.grossCents, name: exact.company, remittance: `Rechnung ${exact.number}` },
        { direction: 'credit', bookedOn: new Date().toISOString().slice(0, 10), bankReference: `E2E-${run}-2`, amountCents: first.grossCents, name: payer, remittance: 'Messestand Herbst' },
      ],
    });

    await page.setViewportSize({ width, height: 900 });
    await openLoggedIn(page, lang, staff);
    await page.goto('/#/be');
    if (width < 500) await page.getByRole('button', { name: /Navigation|navigation/ }).first().click();
    await page.getByRole('link', { name: ui.nav }).click();
    await expect(page.getByRole('heading', { level: 1, name: ui.nav })).toBeVisible();

    // What is no statement is refused under the field, and nothing is read.
    await page.locator('input[type="file"]').setInputFiles({ name: 'auszug.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n%\n') });
    await page.getByRole('button', { name: ui.upload }).click();
    await expect(page.getByText(ui.notReadable)).toBeVisible();

    await uploadThroughPage(page, lang, xml);
    await expect(page.getByRole('status').filter({ hasText: ui.summary(2, 0, 1, 1) })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: payer });
    await expect(row.getByText(ui.ambiguous)).toBeVisible();

    // Two invoices of that amount: the dialog proposes the first, the person books the second.
    await row.getByRole('button', { name: ui.actionsFor(payer) }).click();
    await page.getByRole('menuitem', { name: ui.assign(payer) }).click();
    const dialog = page.getByRole('dialog', { name: ui.dialog });
    const number = dialog.getByRole('textbox', { name: ui.number });
    await number.fill('RE-1999-0001');
    await dialog.getByRole('button', { name: ui.book }).click();
    await expect(dialog.getByText(ui.notOpen('RE-1999-0001'))).toBeVisible();
    await number.fill(second.number);
    await dialog.getByRole('button', { name: ui.book }).click();
    await expect(page.getByText(ui.assigned)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: payer })).toHaveCount(0);

    await page.getByRole('tab', { name: ui.booked }).click();
    const booked = page.getByRole('row').filter({ hasText: payer });
    await expect(booked.getByRole('link', { name: second.number })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: exact.company }).getByRole('link', { name: exact.number })).toBeVisible();

    // The same statement again: every entry is known, nothing is booked twice.
    await uploadThroughPage(page, lang, xml);
    await expect(page.getByRole('status').filter({ hasText: ui.summary(2, 2, 0, 0) })).toBeVisible();
    const headers = authorization(staff);
    const paid = async (id: number) => (await (await request.get(`/be/document/${id}`, { headers })).json()).payments;
    expect(await paid(second.id)).toHaveLength(1);
    expect(await paid(exact.id)).toHaveLength(1);
    expect(await paid(first.id)).toHaveLength(0);
  });
}
