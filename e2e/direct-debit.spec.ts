import { expect, test } from '@playwright/test';
import { apiLogin, demoStaff, invoicedExhibitor, openLoggedIn } from './api-setup.ts';

// Issue 30: an exhibitor grants a SEPA direct debit mandate under All documents (a wrong IBAN and a missing tick
// refused first); accounting collects its open invoice from the payments page and gets the pain.008 file.
// German on a laptop, English on a phone.

const words = {
  de: {
    section: 'Zahlung per SEPA-Lastschrift',
    holder: 'Kontoinhaber',
    iban: 'IBAN',
    accept: 'Ich erteile dieses Lastschriftmandat für meine Firma.',
    grant: 'Mandat erteilen',
    wrongIban: /Diese IBAN ist ungültig/,
    notTicked: /bestätigen Sie das Lastschriftmandat/,
    granted: 'Das Lastschriftmandat ist erteilt.',
    reference: 'Mandatsreferenz',
    collectLabel: (number: string) => new RegExp(`^${number} von .+ einziehen$`),
    collect: /^\d+ Rechnung(en)? einziehen/,
    collected: /^Lastschriftdatei erstellt: \d+ Einz/,
    download: /^Lastschriftdatei \d+ herunterladen$/,
  },
  en: {
    section: 'Paying by SEPA direct debit',
    holder: 'Account holder',
    iban: 'IBAN',
    accept: 'I grant this direct debit mandate for my company.',
    grant: 'Grant mandate',
    wrongIban: /This IBAN is invalid/,
    notTicked: /confirm the direct debit mandate/,
    granted: 'The direct debit mandate is granted.',
    reference: 'Mandate reference',
    collectLabel: (number: string) => new RegExp(`^Collect ${number} of .+$`),
    collect: /^Collect \d+ invoices? /,
    collected: /^Direct debit file made: \d+ collection/,
    download: /^Download direct debit file \d+$/,
  },
} as const;

for (const [lang, width] of [['de', 1366], ['en', 390]] as const) {
  test(`an exhibitor grants a direct debit mandate and accounting collects its invoice (${lang}, ${width} px)`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const ui = words[lang];
    const staff = await apiLogin(request, 'staff', demoStaff.username, demoStaff.password);
    const { session, invoice: { number } } = await invoicedExhibitor(request, staff, { name: 'Lastschrift', lang });

    const portal = await browser.newPage({ viewport: { width, height: 900 } });
    await openLoggedIn(portal, lang, session);
    await portal.goto('/#/documents');
    const section = portal.getByRole('region', { name: ui.section });
    await section.getByRole('textbox', { name: ui.holder }).fill('Lastschrift GmbH');
    await section.getByRole('textbox', { name: ui.iban }).fill('DE88 3704 0044 0532 0130 00');
    await section.getByRole('button', { name: ui.grant }).click();
    await expect(section.getByText(ui.wrongIban)).toBeVisible();
    await expect(section.getByText(ui.notTicked)).toBeVisible();
    await section.getByRole('textbox', { name: ui.iban }).fill('DE89 3704 0044 0532 0130 00');
    await section.getByRole('checkbox', { name: ui.accept }).check();
    await section.getByRole('button', { name: ui.grant }).click();
    await expect(portal.getByText(ui.granted)).toBeVisible();
    await expect(section.getByText(/^MP-\d{6}-01$/)).toBeVisible();
    await expect(section.getByText('DE89 3704 0044 0532 0130 00')).toBeVisible();
    await portal.close();

    const office = await browser.newPage({ viewport: { width, height: 900 } });
    await openLoggedIn(office, lang, staff);
    await office.goto('/#/be/payments');
    await expect(office.getByRole('checkbox', { name: ui.collectLabel(number) })).toBeChecked();
    await office.getByRole('button', { name: ui.collect }).click();
    await expect(office.getByRole('status').filter({ hasText: ui.collected })).toBeVisible();
    await expect(office.getByRole('checkbox', { name: ui.collectLabel(number) })).toHaveCount(0);
    const [download] = await Promise.all([office.waitForEvent('download'), office.getByRole('button', { name: ui.download }).first().click()]);
    const xml = await (await import('node:fs/promises')).readFile((await download.path())!, 'utf8');
    expect(xml).toContain(`<EndToEndId>${number}</EndToEndId>`);
    expect(xml).toContain('urn:iso:std:iso:20022:tech:xsd:pain.008.001.08');
    await office.close();
  });
}
