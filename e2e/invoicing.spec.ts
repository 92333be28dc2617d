import { expect, test, type Download, type Page } from '@playwright/test';
import { apiLogin, confirmThroughMail, demoStaff, openLoggedIn, orderAsNewExhibitor, type Lang } from './api-setup.ts';
import { mailsTo } from './mail-catcher.ts';

// Issue 17: staff invoice a new exhibitor's stand; the exhibitor gets it by mail, finds it in the portal and
// downloads the e-invoice PDF and its XRechnung; staff credit part of it; the exhibitor sees the credit note
// beside the invoice, there and in the list of all its documents; staff record a part payment and the exhibitor
// sees the invoice as part paid, with what is left open and its due date (issue 28).
// The journey runs in German; language-smoke.spec.ts opens its pages in English. The order it starts from is
// placed through the API (the configurator's clicking is configurator.spec.ts's).

const words = {
  de: {
    registrations: 'Anmeldungen',
    search: 'Suche',
    invoices: 'Rechnungen',
    stand: 'Stand',
    issue: 'Rechnung stellen',
    issued: /^Rechnung (RE-\d{4}-\d+) ist gestellt/,
    creditLine: /^.+ gutschreiben$/,
    creditAmount: /^Gutschrift netto für /,
    reason: 'Grund (steht auf der Gutschrift)',
    issueCredit: 'Gutschrift über 1 Position stellen',
    creditIssued: /^Gutschrift (GS-\d{4}-\d+) ist gestellt/,
    event: 'Küchen & Wohnen Herbstmesse',
    documents: 'Dokumente',
    registrationPages: 'Seiten der Anmeldung',
    allDocuments: 'Alle Dokumente',
    open: 'Offen',
    creditNote: 'Gutschrift',
    amount: 'Betrag',
    recordPayment: 'Zahlung erfassen',
    paymentSaved: 'Die Zahlung ist erfasst.',
    partPaid: 'Teilbezahlt',
    openDue: /[\d.]+,\d{2}\s€ offen · fällig am \d{2}\.\d{2}\.\d{4} · 100,00\s€ bezahlt/,
    pdfOf: (number: string) => `${number} als PDF herunterladen`,
    xmlOf: (number: string) => `XRechnung (XML) von ${number} herunterladen`,
  },
  en: {
    registrations: 'Registrations',
    search: 'Search',
    invoices: 'Invoices',
    stand: 'Stand',
    issue: 'Issue invoice',
    issued: /^Invoice (RE-\d{4}-\d+) has been issued/,
    creditLine: /^Credit .+$/,
    creditAmount: /^Credit net for /,
    reason: 'Reason (printed on the credit note)',
    issueCredit: 'Issue a credit note for 1 position',
    creditIssued: /^Credit note (GS-\d{4}-\d+) has been issued/,
    event: 'Kitchen & Living Autumn Fair',
    documents: 'Documents',
    registrationPages: 'Pages of the registration',
    allDocuments: 'All documents',
    open: 'Open',
    creditNote: 'Credit note',
    amount: 'Amount',
    recordPayment: 'Record payment',
    paymentSaved: 'The payment has been recorded.',
    partPaid: 'Part paid',
    openDue: /€[\d,]+\.\d{2} open · due on \d{2}\.\d{2}\.\d{4} · €100\.00 paid/,
    pdfOf: (number: string) => `Download ${number} as PDF`,
    xmlOf: (number: string) => `Download the XRechnung (XML) of ${number}`,
  },
} as const;

async function bytesOf(download: Download) {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The number in the notification that says a document was issued. */
async function issuedNumber(page: Page, pattern: RegExp) {
  const notice = page.getByText(pattern);
  await expect(notice).toBeVisible();
  return pattern.exec((await notice.textContent()) ?? '')![1]!;
}

function invoicingJourney(lang: Lang) {
  const ui = words[lang];

  test(`${lang}: staff invoice the stand, the exhibitor downloads PDF and XRechnung, staff credit part of it and the exhibitor sees the credit note`, async ({ browser, request }) => {
    test.setTimeout(240_000);
    // A new exhibitor ordered a 30 m² stand with the cleaning service and confirmed the order by its mail.
    const email = `invoice-${lang}${Date.now()}@example.com`;
    const { company, password } = await orderAsNewExhibitor(request, { lang, email, password: 'Messe2027!', services: { Standreinigung: 30 } });
    await confirmThroughMail(request, email, lang);
    const exhibitor = await browser.newPage();
    await openLoggedIn(exhibitor, lang, await apiLogin(request, 'exhibitor', email, password));
    await exhibitor.goto('/#/');
    await expect(exhibitor.getByRole('heading', { level: 1, name: company })).toBeVisible();

    // Staff open the registration and invoice its stand alone: the cleaning stays for the invoice after the fair.
    const desk = await browser.newPage();
    await openLoggedIn(desk, lang, await apiLogin(request, 'staff', demoStaff.username, demoStaff.password));
    await desk.goto('/#/be/event/1/registrations');
    await desk.getByRole('searchbox', { name: ui.search }).fill(email);
    // The list is searched once typing pauses: the header row and the one found.
    await expect(desk.getByRole('row')).toHaveCount(2);
    await desk.getByRole('link', { name: company }).click();
    await expect(desk.getByRole('heading', { level: 1, name: company })).toBeVisible();
    const invoicing = desk.getByRole('region', { name: ui.invoices, exact: true });
    await invoicing.getByRole('row').filter({ has: desk.getByRole('cell', { name: ui.stand, exact: true }) }).getByRole('button', { name: ui.issue }).click();
    const invoiceNumber = await issuedNumber(desk, ui.issued);
    await expect(invoicing.getByRole('link', { name: invoiceNumber })).toBeVisible();
    await expect(invoicing.getByRole('cell', { name: ui.stand, exact: true })).toBeHidden();

    // The invoice reaches the exhibitor by mail, with its PDF.
    await expect.poll(() => mailsTo(email).find((mail) => mail.subject.includes(invoiceNumber))?.attachments[0]?.filename, { timeout: 20_000 }).toBe(`${invoiceNumber}.pdf`);

    // In the portal the registration's documents list it as open; its PDF carries the e-invoice, its XML is the XRechnung.
    await exhibitor.getByRole('link', { name: new RegExp(ui.event) }).first().click();
    await exhibitor.getByRole('navigation', { name: ui.registrationPages }).getByRole('link', { name: ui.documents, exact: true }).click();
    const invoiceRow = exhibitor.getByRole('row').filter({ hasText: invoiceNumber });
    await expect(invoiceRow).toContainText(ui.open);
    let downloading = exhibitor.waitForEvent('download');
    await invoiceRow.getByRole('button', { name: ui.pdfOf(invoiceNumber) }).click();
    let file = await downloading;
    expect(file.suggestedFilename()).toBe(`${invoiceNumber}.pdf`);
    const pdf = await bytesOf(file);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.includes(Buffer.from('factur-x.xml'))).toBe(true);
    downloading = exhibitor.waitForEvent('download');
    await invoiceRow.getByRole('button', { name: ui.xmlOf(invoiceNumber) }).click();
    file = await downloading;
    expect(file.suggestedFilename()).toBe(`${invoiceNumber}.xml`);
    const xml = (await bytesOf(file)).toString('utf8');
    expect(xml).toContain(`<ram:ID>${invoiceNumber}</ram:ID>`);
    expect(xml).toContain('urn:xeinkauf.de:kosit:xrechnung_3.0');

    // Staff credit 100.00 of the stand line with a reason.
    await invoicing.getByRole('link', { name: invoiceNumber }).click();
    await desk.getByRole('checkbox', { name: ui.creditLine }).first().check();
    await desk.getByRole('textbox', { name: ui.creditAmount }).fill('100');
    await desk.getByRole('textbox', { name: ui.reason }).fill(lang === 'de' ? 'Kürzere Standwand' : 'Shorter stand wall');
    await desk.getByRole('button', { name: ui.issueCredit }).click();
    const creditNumber = await issuedNumber(desk, ui.creditIssued);

    // The exhibitor sees the credit note beside the invoice, and both in the list of all its documents.
    await exhibitor.reload();
    const creditRow = exhibitor.getByRole('row').filter({ hasText: creditNumber });
    await expect(creditRow).toContainText(ui.creditNote);
    await expect(creditRow).toContainText(lang === 'de' ? '119,00' : '119.00');
    await exhibitor.getByRole('link', { name: ui.allDocuments, exact: true }).click();
    await expect(exhibitor.getByRole('heading', { level: 1, name: ui.allDocuments })).toBeVisible();
    await expect(exhibitor.getByRole('row').filter({ hasText: creditNumber })).toContainText(ui.event);
    await expect(exhibitor.getByRole('row').filter({ hasText: invoiceNumber })).toContainText(ui.event);

    // Staff record 100.00 received; the exhibitor's list says part paid, what is left open and when it is due.
    await desk.getByRole('textbox', { name: ui.amount }).fill('100');
    await desk.getByRole('button', { name: ui.recordPayment }).click();
    await expect(desk.getByText(ui.paymentSaved)).toBeVisible();
    await exhibitor.reload();
    const paidRow = exhibitor.getByRole('row').filter({ hasText: invoiceNumber });
    await expect(paidRow).toContainText(ui.partPaid);
    await expect(paidRow).toContainText(ui.openDue);
    await Promise.all([exhibitor.close(), desk.close()]);
  });
}

invoicingJourney('de');
