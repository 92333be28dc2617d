import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { apiLogin, authorization, demoStaff, openLoggedIn, orderAsNewExhibitor, type Lang, type Session } from './api-setup.ts';

// Issue 30: a credit note on a paid invoice leaves a credit balance; accounting pays it back by transfer and gets
// the pain.001 file (German on a laptop), or sets it off against the exhibitor's other open invoice (English on a phone).

const words = {
  de: {
    section: 'Guthaben erstatten',
    transfer: (number: string) => `Guthaben aus ${number} per Überweisung erstatten`,
    transferTitle: (number: string) => `Guthaben aus ${number} überweisen`,
    holder: 'Kontoinhaber',
    iban: 'IBAN',
    save: 'Erstattung anlegen',
    wrongIban: /Diese IBAN ist ungültig/,
    created: 'Erstattung angelegt. Sie wartet auf die Überweisungsdatei.',
    choose: (number: string) => `Erstattung aus ${number} an Erstattung GmbH in die Datei aufnehmen`,
    createFile: /^Überweisungsdatei erstellen \(\d+ Erstattung(en)?, /,
    fileMade: /^Überweisungsdatei \d+ erstellt und heruntergeladen/,
  },
  en: {
    section: 'Refund credit balances',
    setOff: (number: string) => `Set off the credit balance of ${number} against another invoice`,
    setOffTitle: (number: string) => `Set off the credit balance of ${number}`,
    invoice: 'Open invoice',
    save: 'Set off',
    done: (number: string) => new RegExp(`^€[\\d.,]+ set off against ${number}\\.$`),
    bySetOff: (number: string) => `Set off against ${number}`,
  },
} as const;

const today = () => new Date().toISOString().slice(0, 10);

/**
 * A new exhibitor of the kitchen fair, confirmed by staff and invoiced twice (the stand, then the rest); the stand
 * invoice paid in full and credited by 10.00 € net: 11.90 € owed back, and the second invoice open.
 */
async function creditBalance(request: APIRequestContext, staff: Session, lang: Lang) {
  const stamp = Date.now().toString(36);
  const ordered = await orderAsNewExhibitor(request, { lang, email: `erstattung-${lang}-${stamp}@zahlung.example`, password: 'Erstattung-2027!', company: `Erstattung ${lang} ${stamp}`, services: { Standreinigung: 30 } });
  const headers = authorization(staff);
  expect((await request.post(`/be/registration/${ordered.registrationId}/confirm`, { headers, data: {} })).status()).toBe(200);
  const issue = async (billingNumber: string) => {
    const answer = await request.post(`/be/registration/${ordered.registrationId}/invoices`, { headers, data: { billingNumber } });
    expect(answer.status(), await answer.text()).toBe(200);
    return ((await answer.json()) as { documents: { id: number; number: string; type: string; billingNumber: string | null; gross: number }[] }).documents;
  };
  const stand = (await issue('stand')).find((document) => document.type === 'invoice' && document.billingNumber === 'stand')!;
  const rest = (await issue('none')).find((document) => document.type === 'invoice' && document.id !== stand.id)!;
  expect((await request.post(`/be/document/${stand.id}/payments`, { headers, data: { paidOn: today(), amount: stand.gross } })).status()).toBe(200);
  const { lines } = await (await request.get(`/be/document/${stand.id}`, { headers })).json();
  const credited = await request.post(`/be/document/${stand.id}/credit_note`, { headers, data: { lines: [{ id: lines[0].id, net: 10 }] } });
  expect(credited.status(), await credited.text()).toBe(200);
  return { paid: stand.number, open: rest.number };
}

/** The organiser's bank data, which the transfer file debits, as the demo has them or filled in. */
async function organiserBank(request: APIRequestContext, staff: Session) {
  const headers = authorization(staff);
  const { logoUri: _uri, updatedAt: _at, ...settings } = (await (await request.get('/be/admin/settings', { headers })).json()).settings;
  if (settings.iban && settings.bic && settings.companyName) return;
  const saved = await request.put('/be/admin/settings', { headers, data: { ...settings, companyName: settings.companyName || 'Messe Beispiel GmbH', iban: settings.iban || 'DE02120300000000202051', bic: settings.bic || 'BYLADEM1001' } });
  expect(saved.status(), await saved.text()).toBe(200);
}

const shoot = async (page: Page, name: string) => {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
};

test('accounting pays a credit balance back by transfer and gets the pain.001 file (de, 1366 px)', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const ui = words.de;
  const staff = await apiLogin(request, 'staff', demoStaff.username, demoStaff.password);
  await organiserBank(request, staff);
  const { paid } = await creditBalance(request, staff, 'de');

  const office = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await openLoggedIn(office, 'de', staff);
  await office.goto('/#/be/payments');
  const section = office.getByRole('region', { name: ui.section });
  await section.getByRole('button', { name: ui.transfer(paid) }).click();
  const dialog = office.getByRole('dialog', { name: ui.transferTitle(paid) });
  await dialog.getByRole('textbox', { name: ui.holder }).fill('Erstattung GmbH');
  await dialog.getByRole('textbox', { name: ui.iban }).fill('DE88 3704 0044 0532 0130 00');
  await dialog.getByRole('button', { name: ui.save }).click();
  await expect(dialog.getByText(ui.wrongIban)).toBeVisible();
  await dialog.getByRole('textbox', { name: ui.iban }).fill('DE89 3704 0044 0532 0130 00');
  await dialog.screenshot({ path: test.info().outputPath('refund-transfer-dialog-de-1366.png') });
  await dialog.getByRole('button', { name: ui.save }).click();
  await expect(office.getByText(ui.created)).toBeVisible();
  await expect(section.getByRole('button', { name: ui.transfer(paid) })).toHaveCount(0);

  await expect(section.getByRole('checkbox', { name: ui.choose(paid) })).toBeChecked();
  const [download] = await Promise.all([office.waitForEvent('download'), section.getByRole('button', { name: ui.createFile }).click()]);
  const xml = await readFile((await download.path())!, 'utf8');
  expect(xml).toContain('urn:iso:std:iso:20022:tech:xsd:pain.001.001.09');
  expect(xml).toMatch(new RegExp(`<EndToEndId>${paid}-\\d+</EndToEndId>`));
  expect(xml).toContain('<IBAN>DE89370400440532013000</IBAN>');
  expect(xml).toContain(`<Ustrd>Erstattung Guthaben ${paid}</Ustrd>`);
  await expect(section.getByRole('status').filter({ hasText: ui.fileMade })).toBeVisible();
  await expect(section.getByRole('checkbox', { name: ui.choose(paid) })).toHaveCount(0);
  await shoot(office, 'refunds-de');
  await office.close();
});

test('accounting sets a credit balance off against the exhibitor’s open invoice (en, 390 px)', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const ui = words.en;
  const staff = await apiLogin(request, 'staff', demoStaff.username, demoStaff.password);
  const { paid, open } = await creditBalance(request, staff, 'en');

  const office = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await openLoggedIn(office, 'en', staff);
  await office.goto('/#/be/payments');
  const section = office.getByRole('region', { name: ui.section });
  await section.getByRole('button', { name: ui.setOff(paid) }).click();
  const dialog = office.getByRole('dialog', { name: ui.setOffTitle(paid) });
  await expect(dialog.getByRole('combobox', { name: ui.invoice })).toHaveValue(new RegExp(`^${open} · open `));
  await dialog.screenshot({ path: test.info().outputPath('refund-set-off-dialog-en-390.png') });
  await dialog.getByRole('button', { name: ui.save }).click();
  await expect(office.getByText(ui.done(open))).toBeVisible();
  await expect(section.getByRole('button', { name: ui.setOff(paid) })).toHaveCount(0);
  await expect(section.getByText(ui.bySetOff(open)).first()).toBeVisible();
  await shoot(office, 'refunds-en');
  await office.close();
});
