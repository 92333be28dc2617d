import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { orders, registrations } from '../src/platform/db/schema.ts';
import type { Engine } from './test-app.ts';
import { openBackofficeContext } from './staff-context.ts';
import { selectRows } from '../src/platform/db/select-rows.ts';

/** The new exhibitor of the export tests: umlauts and ß in its name, ordering in the configurator. */
export const NEW_COMPANY = 'Größenwahn Öfen & Söhne GmbH';

/** The organiser's calendar day of an instant as the German lists write it. */
export const berlinDay = (instant: Date) =>
  new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' }).format(instant);

/**
 * The back-office context with what the exports list: its exhibitor demo (with its hall and stand) books two
 * services in its booklet (2 rigging points and the stand cleaning) and orders a medium in the portal, an order
 * then cancelled; a new exhibitor orders a stand with carpet, cleaning and a medium in the configurator
 * (unconfirmed, no stand yet).
 */
export async function openExportContext(engine: Engine) {
  const c = await openBackofficeContext(engine);
  const { rigging, carpet, cleaning } = c.items;
  const { event } = (await c.call('GET', `/pub/event/${c.kitchen.id}`, {})).json();
  const medium = (await c.call('GET', `/pub/event/${c.kitchen.id}/medias`, {})).json().medias.find((m: { amountAvailable: number }) => m.amountAvailable >= 5);

  const booked = await c.call('POST', `/fe/rest/orderbook/${c.demo.registrationId}?tab=0`, c.exhibitor, {
    orderBooks: [
      { id: cleaning.id, amount: 48 },
      { id: rigging.id, amount: 2 },
    ],
  });
  expect(booked.statusCode, booked.body).toBe(200);
  const mediaOrder = await c.call('POST', `/fe/rest/media/${c.demo.registrationId}`, c.exhibitor, { medias: [{ id: medium.id, amount: 1 }] });
  expect(mediaOrder.statusCode, mediaOrder.body).toBe(200);
  await c.db.update(orders).set({ status: 'canceled' }).where(eq(orders.id, mediaOrder.json().orderId));

  const config = event.standConfigs[0];
  const ordered = await c.call('POST', '/pub/order', {}, {
    eventId: c.kitchen.id,
    agb: true,
    cancellationPolicy: true,
    stand: { standConfigId: config.id, qm: config.qmMin },
    medias: [{ id: medium.id, amount: 2 }],
    orderBooks: [
      { id: cleaning.id, amount: config.qmMin },
      { id: carpet.id, amount: 12.5 },
    ],
    brands: [{ id: 0, name: 'Feuerstätte Süd', productgroupsIds: [event.productgroupsIds[0]] }],
    personal: {
      company: { name: NEW_COMPANY, email: 'info@groessenwahn.example', phone: '+49 711 123456' },
      address: { nameExtra: 'Werk Feuerbach', street: 'Königstraße 5', zip: '70173', city: 'Stuttgart', country: 'de' },
      contact: { gender: 3, lang: 'de', firstName: 'Jörg', name: 'Weiß', email: 'joerg@groessenwahn.example', passwordNew: 'Geheim-Messe-27', passwordNewRepeat: 'Geheim-Messe-27' },
    },
  });
  expect(ordered.statusCode, ordered.body).toBe(200);
  const newRegistrationId: number = ordered.json().registrationId;
  /** The positions of the registration's orders that were not cancelled. */
  const positionsOf = (registrationId: number) =>
    selectRows<{ item_id: number; kind: string; amount: number; sum: number }>(
      c.db,
      sql`select p.item_id, p.kind, p.amount::float8 as amount, p.sum from order_positions p join orders o on o.id = p.order_id
        where o.registration_id = ${registrationId} and o.status <> 'canceled'`,
    );
  const netOf = async (registrationId: number) => (await positionsOf(registrationId)).reduce((total, p) => total + p.sum, 0);

  /** Downloads a list; `lang` de or en. */
  const download = (list: string, format: string, lang: 'de' | 'en' = 'de', headers = c.staff) =>
    c.call('GET', `/be/event/${c.kitchen.id}/export/${list}?format=${format}&lang=${lang === 'en' ? 'en-US' : 'de-DE'}`, headers);
  const cancelNewRegistration = () => c.db.update(registrations).set({ canceledAt: new Date(), cancelReason: 'Test' }).where(eq(registrations.id, newRegistrationId));

  return { c, rigging, carpet, cleaning, medium, config, newRegistrationId, positionsOf, netOf, download, cancelNewRegistration };
}

export type ExportTestContext = Awaited<ReturnType<typeof openExportContext>>;
