import { expect, test, type Locator, type Page } from '@playwright/test';
import { texts, type Texts } from './configurator-texts.ts';
import { apiGet, expectFitsPhone, expectWithinWidth, openAs, PHONE, waitForContent, widthProblems } from './phone-checks.ts';
import { demoExhibitor, storedItem } from './support.ts';

// The configurator's steps on a phone: each fits the screen, the running total stays in view from the stand
// step on and at the end of each step covers nothing; turning the phone keeps the draft; notices keep clear
// of the header and go away by themselves.
test.use({ viewport: PHONE });

const more = {
  de: { stepTitle: 'Standtyp und Standgröße', runningTotal: /Netto\s*zzgl\. USt\. 19 %/, totalWithMedia: '8.100,00 €', saveOffer: 'Änderungen speichern', offerClose: 'Schließen', saved: 'Konfiguration gespeichert', copyLink: 'Link kopieren', language: 'Sprache', saveCompany: 'Speichern', changesSaved: 'Änderungen wurden gespeichert' },
  en: { stepTitle: 'Stand type and size', runningTotal: /Net\s*plus VAT 19 %/, totalWithMedia: '€8,100.00', saveOffer: 'Save changes', offerClose: 'Close', saved: 'Configuration saved', copyLink: 'Copy link', language: 'Language', saveCompany: 'Save', changesSaved: 'Changes saved' },
} as const;

/** The running total: the net total of the configuration, with "plus VAT". */
const runningTotal = (page: Page, lang: 'de' | 'en') => page.getByRole('status').filter({ hasText: more[lang].runningTotal });

/** The total is on screen wherever the step is scrolled to: at the top and at the end of the page. */
async function expectTotalInView(page: Page, lang: 'de' | 'en', amount: string) {
  const total = runningTotal(page, lang);
  await expect(total).toContainText(amount);
  for (const top of [0, 1_000_000]) {
    await page.evaluate((y) => window.scrollTo({ top: y }), top);
    await expect(total).toBeInViewport({ ratio: 1 });
  }
}

async function chooseStand(page: Page, ui: Texts) {
  await page.getByLabel(ui.standType, { exact: true }).check();
  await page.getByLabel(ui.size).fill('30');
  await expect(page.getByRole('table', { name: ui.prices30 })).toBeVisible();
}

// The walk through every step runs in English (the other tests of this file run in German); language-smoke.spec.ts
// checks the German stand step's prices.
function everyStepFits(lang: 'de' | 'en') {
  const ui = { ...texts[lang], ...more[lang] };

  test(`${lang}: every step of the configurator fits a phone, with the running total in view from the stand on`, async ({ page, request }) => {
    test.setTimeout(90_000);
    await openAs(page, request, null, lang);
    await page.goto('/#/e/offer/1');
    await waitForContent(page, lang);
    await expect(runningTotal(page, lang)).toHaveCount(0);
    await chooseStand(page, ui);

    // Every stand position's sum and the total are on screen, not scrolled out of the table.
    const prices = page.getByRole('table', { name: ui.prices30 });
    for (const sum of await prices.locator('tbody tr td:last-child, tfoot tr th:last-child').all()) await expectWithinWidth(sum, 'a sum of the stand');
    await expectTotalInView(page, lang, ui.total30);
    await expectFitsPhone(page, `${lang} stand step`);

    await page.getByRole('button', { name: ui.next }).click();
    await expectTotalInView(page, lang, ui.total30);
    await expectFitsPhone(page, `${lang} brands step`);

    await page.getByRole('button', { name: ui.next }).click();
    await page.getByLabel(ui.mediaQuantity).selectOption('2');
    await expectTotalInView(page, lang, ui.totalWithMedia);
    await expectFitsPhone(page, `${lang} media step`);

    await page.getByRole('button', { name: ui.next }).click();
    await page.getByRole('tab', { name: ui.servicesTab }).click();
    await page.getByLabel(ui.cleaning).fill('30');
    await expect(runningTotal(page, lang)).not.toContainText(ui.totalWithMedia);
    await expectFitsPhone(page, `${lang} services step`);
    const net = /€\s?[\d.,]+|[\d.,]+\s?€/.exec((await runningTotal(page, lang).textContent())!)![0];

    await page.getByRole('button', { name: ui.next }).click();
    await expect(page.getByRole('heading', { level: 2, name: ui.summaryTitle })).toBeVisible();
    // The summary step has the one summary of the order: every total in a card below the step, the net total
    // the running total's of the step before.
    await expect(runningTotal(page, lang)).toHaveCount(0);
    const totals = page.getByRole('complementary', { name: ui.selection }).getByRole('table', { name: ui.totals });
    await expect(totals.getByRole('row').first()).toContainText(net);
    await expect(totals.getByRole('row')).toHaveCount(3);
    await expectFitsPhone(page, `${lang} summary`);

    await page.getByRole('button', { name: ui.next }).click();
    await expect(page.getByLabel(ui.newEmail)).toBeVisible();
    await expectFitsPhone(page, `${lang} company step`);
  });
}

everyStepFits('en');

test('de: a logged-in exhibitor registering on a phone reaches the order step, which fits too', async ({ page, request }) => {
  test.setTimeout(60_000);
  await openAs(page, request, 'demo', 'de');
  // The fireplace fair: the demo exhibitor is not registered there yet.
  await page.goto('/#/register/2');
  await waitForContent(page, 'de');
  await page.getByRole('radio', { name: 'Reihenstand' }).check();
  for (let step = 0; step < 6 && !(await page.getByRole('heading', { name: texts.de.orderTitle }).isVisible()); step++) {
    // The running total, or on the summary the one summary with every total.
    await expect(runningTotal(page, 'de').or(page.getByRole('table', { name: texts.de.totals }))).toBeVisible();
    await expectFitsPhone(page, `de registration, step ${step + 1}`);
    await page.getByRole('button', { name: texts.de.next }).click();
  }
  await expect(page.getByRole('heading', { name: texts.de.orderTitle })).toBeVisible();
  await expectFitsPhone(page, 'de order step');
});

test('de: turning the phone mid-step keeps the step and the stand size entered', async ({ page, request }) => {
  const ui = { ...texts.de, ...more.de };
  await openAs(page, request, null, 'de');
  await page.goto('/#/e/offer/1');
  await waitForContent(page, 'de');
  await chooseStand(page, ui);

  await page.setViewportSize({ width: PHONE.height, height: PHONE.width });
  await expect(page.getByRole('heading', { level: 2, name: ui.stepTitle, exact: true })).toBeVisible();
  await expect(page.getByLabel(ui.size)).toHaveValue('30');
  await expect(page.getByRole('table', { name: ui.prices30 })).toBeVisible();
  expect(await widthProblems(page)).toEqual([]);
  const draft = JSON.parse((await storedItem(page, 'offerconfig'))!) as { step: string; stand: { qm: unknown } };
  expect(draft.step).toBe('stand');
  expect(String(draft.stand.qm)).toBe('30');

  // Turned back on the next step, that step stays.
  await page.getByRole('button', { name: ui.next }).click();
  await expect(page.getByRole('button', { name: ui.addBrand })).toBeVisible();
  await page.setViewportSize(PHONE);
  await expect(page.getByRole('button', { name: ui.addBrand })).toBeVisible();
  await page.getByRole('button', { name: ui.back }).click();
  await expect(page.getByLabel(ui.size)).toHaveValue('30');
});

/** Longer than the longest success notice stays (8 s with an action, apps/web/src/ui/notify.tsx). */
const NOTICE_TIME = 10_000;

for (const width of [PHONE.width, 1366]) {
  test(`de at ${width} px: a notice leaves the header's language switch and account menu free and goes away by itself`, async ({ page, request }) => {
    const ui = { ...texts.de, ...more.de };
    await page.setViewportSize({ width, height: 844 });
    const banner = page.getByRole('banner');
    const overlaps = async (notice: string, header: Locator[]) => {
      // With the header in view, as after scrolling back up to switch the language or log out.
      await page.evaluate(() => window.scrollTo({ top: 0 }));
      const box = (await page.locator('.mantine-Notification-root').filter({ hasText: notice }).boundingBox())!;
      for (const control of header) {
        const other = (await control.boundingBox())!;
        const apart = box.x + box.width <= other.x || other.x + other.width <= box.x || box.y + box.height <= other.y || other.y + other.height <= box.y;
        expect(apart, `the notice "${notice}" lies over ${control.toString()}`).toBe(true);
      }
    };
    const languageSwitch = [ui.language, 'Deutsch', 'English'].map((name) => banner.getByText(name, { exact: true }));
    // The page's clock runs as usual, but is moved on past a notice's time instead of waiting for it.
    await page.clock.install();

    // The public configurator: saving an offer offers to copy its link in the notice.
    await openAs(page, request, null, 'de');
    await page.goto('/#/e/offer/1');
    await waitForContent(page, 'de');
    await chooseStand(page, ui);
    await page.getByRole('button', { name: ui.offerAction }).click();
    const dialog = page.getByRole('dialog', { name: ui.offerTitle });
    await dialog.getByRole('button', { name: ui.saveOffer }).click();
    await expect(page.getByRole('button', { name: ui.copyLink }).first()).toBeVisible();
    // The dialog stays with the offer's link; closed, the header's language switch is free again.
    await expect(dialog.getByRole('button', { name: ui.copyLink })).toBeVisible();
    await dialog.getByRole('button', { name: ui.offerClose }).click();
    await expect(dialog).toHaveCount(0);
    await overlaps(ui.saved, languageSwitch);
    // Mantine keeps a notice while the mouse is over it, so the mouse moves on as a reader's would.
    await page.mouse.move(0, 0);
    await page.clock.fastForward(NOTICE_TIME);
    await expect(page.getByText(ui.saved)).toHaveCount(0);

    // The portal: saving the company data unchanged.
    const { company } = await apiGet<{ company: { id: number } }>(request, '/fe/globaldata', 'demo');
    await openAs(page, request, 'demo', 'de');
    await page.goto('about:blank');
    await page.goto(`/#/company/edit/${company.id}`);
    await waitForContent(page, 'de');
    await page.getByRole('button', { name: ui.saveCompany, exact: true }).click();
    await expect(page.getByText(ui.changesSaved)).toBeVisible();
    // The portal's header: on a phone the menu button (the language switch is in its drawer) and the account menu.
    const account = banner.getByRole('button', { name: `Konto von ${demoExhibitor.contact}` });
    await overlaps(ui.changesSaved, width === PHONE.width ? [banner.getByRole('button', { name: 'Navigation' }), account] : [...languageSwitch, account]);
    await page.mouse.move(0, 0);
    await page.clock.fastForward(NOTICE_TIME);
    await expect(page.getByText(ui.changesSaved)).toHaveCount(0);
    expect(await storedItem(page, 'fe_token')).not.toBeNull();
  });
}
