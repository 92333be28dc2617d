/** A new exhibitor's binding order of the demo kitchen fair, as the public configurator sends it. */

interface Catalogue {
  cornerId: number;
  cleaningId: number;
  mediumId: number;
  productGroupId: number;
}

/** Reads a public path's JSON answer: over HTTP from a server, or injected into an app. */
export type ReadJson = (path: string) => Promise<unknown>;

/** ReadJson for a server at `url`. */
export const overHttp = (url: string): ReadJson => async (path) => (await fetch(url + path)).json();

/** The demo kitchen fair's corner stand, mandatory cleaning, first medium in stock and first product group. */
export async function kitchenFairCatalogue(read: ReadJson): Promise<Catalogue> {
  const get = async <T>(path: string) => (await read(path)) as T;
  const { event } = await get<{ event: { standConfigs: { id: number; standType: string }[]; productgroupsIds: number[] } }>('/pub/event/1');
  const { orderBookItems } = await get<{ orderBookItems: { id: number; isMandatory: boolean; tab: number }[] }>('/pub/event/1/orderbook');
  const { medias } = await get<{ medias: { id: number; amountAvailable: number }[] }>('/pub/event/1/medias');
  return {
    cornerId: event.standConfigs.find((s) => s.standType === 'corner')!.id,
    cleaningId: orderBookItems.find((i) => i.isMandatory && i.tab === 0)!.id,
    mediumId: medias.find((m) => m.amountAvailable > 0)!.id,
    productGroupId: event.productgroupsIds[0]!,
  };
}

export function newExhibitorOrder(c: Catalogue, email: string) {
  return {
    eventId: 1,
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
      contact: { gender: 3, lang: 'de', firstName: 'Eva', name: 'Berger', email, passwordNew: 'geheim123', passwordNewRepeat: 'geheim123' },
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
