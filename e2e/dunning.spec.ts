import { expect, test } from '@playwright/test';
import { apiLogin, authorization, demoStaff, openLoggedIn, type Lang } from './api-setup.ts';

// Issue 30: accounting opens today's dunning run, puts a company on hold (it leaves the run and waits under "held
// back" until released), sends the notice of one other exhibitor (the rest left unchosen) and finds it sent with
// its PDF, then marks an invoice disputed on its page, which holds it back until it is no longer disputed.
// German on a laptop, English on a phone.

const words = {
  de: {
    nav: 'Mahnwesen',
    chooseAll: /^Alle \d+ fälligen Mahnungen wählen$|^Die 1 fällige Mahnung wählen$/,
    sendLabel: (company: string) => `Mahnung an ${company} senden`,
    send: /^1 Mahnung senden/,
    sent: /^1 Mahnung gesendet/,
    sentTitle: 'Zuletzt gesendet',
    download: (number: string) => `Mahnung ${number} als PDF herunterladen`,
    holdLabel: (company: string) => `Mahnungen an ${company} anhalten`,
    holdNote: 'Warum nicht gemahnt wird',
    holdSubmit: 'Anhalten',
    heldTitle: 'Zurückgehalten',
    onHold: 'Angehalten',
    release: 'Wieder mahnen',
    dispute: 'Als bestritten markieren …',
    disputeNote: 'Was der Aussteller bestreitet',
    disputeSubmit: 'Als bestritten markieren',
    disputed: 'Bestritten',
    undispute: 'Nicht mehr bestritten',
  },
  en: {
    nav: 'Dunning',
    chooseAll: /^Choose all \d+ notices due$|^Choose the 1 notice due$/,
    sendLabel: (company: string) => `Send the notice to ${company}`,
    send: /^Send 1 notice/,
    sent: /^1 notice sent/,
    sentTitle: 'Sent last',
    download: (number: string) => `Download notice ${number} as a PDF`,
    holdLabel: (company: string) => `Put notices to ${company} on hold`,
    holdNote: 'Why no notice is sent',
    holdSubmit: 'Put on hold',
    heldTitle: 'Held back',
    onHold: 'On hold',
    release: 'Dun again',
    dispute: 'Mark as disputed …',
    disputeNote: 'What the exhibitor disputes',
    disputeSubmit: 'Mark as disputed',
    disputed: 'Disputed',
    undispute: 'No longer disputed',
  },
} as const;

interface Proposal {
  registrationId: number;
  company: string;
  invoices: { documentId: number; number: string }[];
}

for (const [lang, width] of [['de', 1366], ['en', 390]] as const satisfies [Lang, number][]) {
  test(`accounting sends a dunning notice, holds a company and a disputed invoice back (${lang}, ${width} px)`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const ui = words[lang];
    const staff = await apiLogin(request, 'staff', demoStaff.username, demoStaff.password);
    const run = await (await request.get('/be/dunning', { headers: authorization(staff) })).json();
    // The demo season has three overdue invoices: two exhibitors are enough for the journey, which sends one.
    expect(run.proposals.length).toBeGreaterThanOrEqual(2);
    const [sent, held] = run.proposals as Proposal[];

    const office = await browser.newPage({ viewport: { width, height: 900 } });
    await openLoggedIn(office, lang, staff);
    await office.goto('/#/be');
    if (width < 500) await office.getByRole('button', { name: /Navigation|navigation/ }).first().click();
    await office.getByRole('link', { name: ui.nav }).click();

    // Hold one company back, with why.
    await office.getByRole('button', { name: ui.holdLabel(held!.company) }).click();
    const dialog = office.getByRole('dialog');
    await dialog.getByRole('textbox', { name: ui.holdNote }).fill('Ratenzahlung vereinbart');
    await dialog.getByRole('button', { name: ui.holdSubmit }).click();
    await expect(dialog).toBeHidden();
    const heldBack = office.getByRole('region', { name: ui.heldTitle });
    await expect(heldBack.getByText('Ratenzahlung vereinbart').first()).toBeVisible();
    await expect(office.getByRole('button', { name: ui.holdLabel(held!.company) })).toBeHidden();

    // Send one notice only: none chosen, then the one.
    await office.getByRole('checkbox', { name: ui.chooseAll }).uncheck();
    await office.getByRole('checkbox', { name: ui.sendLabel(sent!.company) }).check();
    await office.getByRole('button', { name: ui.send }).click();
    await expect(office.getByRole('status').filter({ hasText: ui.sent })).toBeVisible();
    const sentLast = office.getByRole('region', { name: ui.sentTitle });
    await expect(sentLast.getByRole('link', { name: sent!.company }).first()).toBeVisible();
    const notices = (await (await request.get('/be/dunning', { headers: authorization(staff) })).json()).sent;
    const notice = notices.find((candidate: { registrationId: number }) => candidate.registrationId === sent!.registrationId);
    const download = office.waitForEvent('download');
    await sentLast.getByRole('button', { name: ui.download(notice.number) }).click();
    expect((await download).suggestedFilename()).toBe(`${notice.number}.pdf`);
    await expect(office.getByRole('checkbox', { name: ui.sendLabel(sent!.company) })).toBeHidden();

    // Released, the held company is proposed again.
    await heldBack.getByRole('row').filter({ hasText: 'Ratenzahlung vereinbart' }).first().getByRole('button', { name: ui.release }).click();
    await expect(office.getByRole('checkbox', { name: ui.sendLabel(held!.company) })).toBeVisible();

    // An invoice disputed on its page waits under "held back" until it is no longer disputed.
    const invoice = held!.invoices[0]!;
    await office.goto(`/#/be/document/${invoice.documentId}`);
    await office.getByRole('button', { name: ui.dispute }).click();
    await office.getByRole('dialog').getByRole('textbox', { name: ui.disputeNote }).fill('Standfläche kleiner als bestellt');
    await office.getByRole('dialog').getByRole('button', { name: ui.disputeSubmit }).click();
    await expect(office.getByText('Standfläche kleiner als bestellt')).toBeVisible();
    await office.goto('/#/be/dunning');
    const row = heldBack.getByRole('row').filter({ hasText: invoice.number });
    await expect(row.getByText(ui.disputed, { exact: true })).toBeVisible();
    await row.getByRole('button', { name: ui.undispute }).click();
    // The journey leaves the held-back exhibitor as it found it: proposed.
    await expect(office.getByRole('checkbox', { name: ui.sendLabel(held!.company) })).toBeVisible();
    await office.close();
  });
}
