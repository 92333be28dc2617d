import { openDatabase } from '../src/platform/db/client.ts';
import { buildEvent, flat, perQm, type FactoryTarget } from './factories/index.ts';

/** What a new exhibitor's binding order names of its fair's catalogue. */
export interface Catalogue {
  eventId: number;
  cornerId: number;
  cleaningId: number;
  mediumId: number;
  productGroupId: number;
}

/**
 * A fair a new exhibitor orders at in the configurator: a corner stand type (20 to 150 m²), the mandatory stand
 * cleaning charged by stand m², a rigging point booked by quantity, a medium of 10 pieces and a product group.
 */
export async function buildOrderableEvent(target: FactoryTarget): Promise<Catalogue> {
  const event = await buildEvent(target, {
    standConfigs: [{ standType: 'corner', nameDe: 'Eckstand', nameEn: 'Corner stand', qmMin: 20, qmMax: 150, priceRules: [perQm(18_900), flat(79_500)] }],
    media: [{ stock: 10 }],
    booklet: [
      { titleDe: 'Standreinigung', titleEn: 'Stand cleaning', price: 350, unit: 'qm', priceCalculation: 'qm', isMandatory: true, isConfigurator: true },
      { titleDe: 'Abhängepunkt', titleEn: 'Rigging point', price: 18_500, isConfigurator: true },
    ],
  });
  return {
    eventId: event.id,
    cornerId: event.standConfigs[0]!.id,
    cleaningId: event.booklet[0]!.id,
    mediumId: event.media[0]!.id,
    productGroupId: event.productGroups[0]!.id,
  };
}

/** A new exhibitor's binding order of a 48 m² corner stand, as the public configurator sends it. */
export function newExhibitorOrder(c: Catalogue, email: string) {
  return {
    eventId: c.eventId,
    agb: true,
    cancellationPolicy: true,
    comment: '',
    stand: { standConfigId: c.cornerId, qm: 48 },
    medias: [{ id: c.mediumId, amount: 1 }],
    orderBooks: [{ id: c.cleaningId, amount: 48 }],
    brands: [{ id: 0, name: 'Holzwerk', productgroupsIds: [c.productGroupId] }],
    personal: {
      company: { name: 'Holzwerk Alpen GmbH', ustid: 'ATU12345678', email: `firma.${email}`, phone: '+43 512 123456' },
      address: { street: 'Museumstraße 1', zip: '6020', city: 'Innsbruck', country: 'at' },
      contact: { gender: 3, lang: 'de', firstName: 'Eva', name: 'Berger', email, passwordNew: 'Geheim-Messe-27', passwordNewRepeat: 'Geheim-Messe-27' },
    },
  };
}

/** POSTs the order; the status (0: no answer, the connection broke) and, when it went through, the answer. */
export async function placeOrder(url: string, order: object, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}/pub/order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(order),
  }).catch(() => undefined);
  if (!response) return { status: 0, body: null };
  return { status: response.status, body: (await response.json().catch(() => null)) as { success?: boolean; registrationId?: number } | null };
}

/** buildOrderableEvent in the database of server processes the test started, through a connection of its own. */
export async function buildOrderableEventIn(databaseUrl: string): Promise<Catalogue> {
  const database = openDatabase({ databaseUrl });
  try {
    return await buildOrderableEvent({ db: database.db });
  } finally {
    await database.close();
  }
}
