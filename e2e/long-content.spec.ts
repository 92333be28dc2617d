import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiGet, openAs, PHONE, sessionOf, waitForContent, widthProblems } from './phone-checks.ts';

// What real data brings: a company name of long German compound words and amounts of ten digits and more must
// wrap or fit inside their cards, badges and tables, never widen the page, at a phone's width and a laptop's.

/** Long enough to need several lines on a phone, with a word longer than a phone is wide. */
const LONG_NAME = 'Donaudampfschifffahrtsgesellschaftskapitänswitwenrentenversicherungsanstalt Küchen- und Einrichtungshäuser GmbH & Co. KG';

type Company = Record<string, unknown> & { id: number; name: string };

async function renameCompany(request: APIRequestContext, name: string) {
  const { company } = await apiGet<{ company: Company }>(request, '/fe/company', 'demo');
  const { token } = await sessionOf(request, 'demo');
  const saved = await request.post(`/fe/company/${company.id}`, { data: { ...company, name }, headers: { Authorization: `Bearer ${token}` } });
  expect(saved.status(), 'company saved').toBe(200);
  return company.name;
}

/** Nothing wider than the screen, and the element's box within it. */
async function expectFits(page: Page, where: string) {
  expect(await widthProblems(page), where).toEqual([]);
}

for (const width of [PHONE.width, 1366]) {
  test(`de at ${width} px: a company name of long compound words wraps in the page header, the dashboard's cards and the profile`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 844 });
    const before = await renameCompany(request, LONG_NAME);
    try {
      await openAs(page, request, 'demo', 'de');
      for (const route of ['/', '/me', '/registration/show/1']) {
        await page.goto('about:blank');
        await page.goto(`/#${route}`);
        await waitForContent(page, 'de');
        await expectFits(page, `#${route}`);
      }
      // The dashboard's heading is the company's name, whole.
      await page.goto('about:blank');
      await page.goto('/#/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(LONG_NAME);
    } finally {
      await renameCompany(request, before);
    }
  });

  test(`de at ${width} px: an eleven-digit total of the booklet fits the booking's summary`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 844 });
    await openAs(page, request, 'demo', 'de');
    await page.goto('/#/registration/orderbook/1');
    await waitForContent(page, 'de');
    // Not saved: the summary prices what is typed.
    await page.getByRole('textbox', { name: 'Elektroanschluss bis 10 kW (Drehstrom)', exact: true }).fill('999999');
    const booking = page.getByRole('complementary', { name: 'Ihre Buchung' });
    // 999,999 × 545.00 € net, and gross at 19 %.
    await expect(booking).toContainText('544.999.455,00 €');
    await expect(booking).toContainText('648.549.351,45 €');
    await expectFits(page, 'booklet');
    const gross = booking.getByText('648.549.351,45 €');
    const [box, card] = [await gross.boundingBox(), await booking.boundingBox()];
    expect(box!.x + box!.width, 'the gross total within its card').toBeLessThanOrEqual(card!.x + card!.width);
  });
}
