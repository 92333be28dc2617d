import { expect, test, type APIRequestContext } from '@playwright/test';
import { seriousViolations } from './axe-check.ts';
import { registerNewExhibitor } from './configurator-steps.ts';
import { texts } from './configurator-texts.ts';

const LOGO = 'Logo im Hallenplan';

interface Medium {
  id: number;
  name: string;
  amountAvailable: number;
}

/** Another new exhibitor orders what is left of a medium through the API, as a competitor at the same moment would. */
async function buyUp(request: APIRequestContext, mediumName: string) {
  const { event } = await (await request.get('/pub/event/1')).json();
  const { orderBookItems } = await (await request.get('/pub/event/1/orderbook')).json();
  const { medias } = (await (await request.get('/pub/event/1/medias?lang=de-DE')).json()) as { medias: Medium[] };
  const medium = medias.find((candidate) => candidate.name === mediumName)!;
  const mandatory = orderBookItems.filter((item: { isMandatory: boolean; tab: number }) => item.isMandatory && item.tab === 0);
  const run = `${Date.now()}`;
  const response = await request.post('/pub/order', {
    data: {
      eventId: 1,
      agb: true,
      cancellationPolicy: true,
      stand: { standConfigId: event.standConfigs[0].id, qm: 30 },
      medias: [{ id: medium.id, amount: medium.amountAvailable }],
      orderBooks: mandatory.map((item: { id: number }) => ({ id: item.id, amount: 30 })),
      brands: [{ id: 0, name: `Konkurrenz ${run}`, productgroupsIds: [event.productgroupsIds[0]] }],
      personal: {
        company: { name: `Konkurrenz ${run}`, email: `firma-konkurrenz-${run}@example.com`, phone: '+49 89 123456' },
        address: { street: 'Messeweg 2', zip: '80331', city: 'München', country: 'de' },
        contact: { gender: 2, lang: 'de', firstName: 'Kurt', name: 'Konkurrenz', email: `konkurrenz-${run}@example.com`, passwordNew: 'Messe2027!', passwordNewRepeat: 'Messe2027!' },
      },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('a medium sold out between its step and the order is named, and the order goes on without it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const ui = texts.de;
  await page.goto('/#/e/offer/1');
  await page.getByLabel('Reihenstand', { exact: true }).check();
  await page.getByRole('button', { name: ui.next, exact: true }).click();
  await page.getByRole('button', { name: 'Überspringen' }).click();
  await page.getByLabel(`Menge „${LOGO}“`).selectOption('1');
  await page.getByRole('button', { name: ui.next, exact: true }).click();
  await page.getByRole('tab', { name: ui.servicesTab }).click();
  await page.getByLabel(ui.cleaning).fill('20');
  for (let step = 0; step < 2; step++) await page.getByRole('button', { name: ui.next, exact: true }).click();
  await registerNewExhibitor(page, ui, `ausverkauft-${Date.now()}@example.com`, 'Messe2027!');
  await expect(page.getByRole('table', { name: ui.summaryMedia, exact: true })).toContainText(LOGO);

  await buyUp(request, LOGO);
  await page.getByRole('checkbox', { name: ui.agb }).check();
  await page.getByRole('checkbox', { name: ui.cancellation }).check();
  await page.getByRole('button', { name: ui.order }).click();

  const unavailable = page.getByRole('alert').filter({ hasText: 'Nicht mehr verfügbar' });
  await expect(unavailable).toContainText(`Werbemittel – ${LOGO}: Dieses Werbemittel ist ausverkauft.`);
  // Only the medium is refused: the terms were accepted and stay unmarked.
  await expect(page.getByText(ui.agbMissing)).toBeHidden();
  expect(await seriousViolations(page), 'order step naming a sold-out medium').toEqual([]);
  await unavailable.getByRole('button', { name: `Ohne „${LOGO}“ weiter` }).click();
  await expect(unavailable).toBeHidden();
  await expect(page.getByRole('table', { name: ui.summaryMedia, exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: ui.order }).click();
  await expect(page.getByText(ui.ordered)).toBeVisible();
});
