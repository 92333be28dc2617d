import type { Configuration, Lang, UncopiedItem } from '@messeportal/domain';

interface Named {
  id: number;
  nameDe: string;
  nameEn: string;
}

/** An event's catalogue as far as a copied configuration names it. */
export interface EventItems {
  eventId: number;
  standConfigs: Named[];
  media: Named[];
  orderBookItems: (Named & { itemType: number })[];
  productGroupIds: number[];
}

const key = (name: string) => name.trim().toLowerCase();

/**
 * A configuration carried from the offer's event to `target`. Within the same event every item keeps its id.
 * Into another event (ids are per event) an item is the one of the same German name — and for order-book
 * items the same item type — (decision: the organiser names its items alike from fair to fair); items the
 * target has not are left out and listed as missing, as are items the source event no longer has. Deviating
 * prices stay within the event only: another fair's catalogue prices anew. So do brands' product groups, a
 * stand's summary and the registration (all of one event).
 */
export function carryToEvent(
  data: Configuration,
  source: EventItems,
  target: EventItems,
  lang: Lang,
): { data: Configuration; missing: UncopiedItem[] } {
  const sameEvent = source.eventId === target.eventId;
  const missing: UncopiedItem[] = [];
  const nameOf = (item: Named | undefined, id: number) => (item ? (lang === 'en' ? item.nameEn : item.nameDe) : `#${id}`);
  function carry<T extends Named>(kind: UncopiedItem['kind'], id: number, from: T[], to: T[], same: (a: T, b: T) => boolean) {
    const original = from.find((item) => item.id === id);
    const match = sameEvent ? to.find((item) => item.id === id) : original && to.find((item) => same(original, item));
    if (!match) missing.push({ kind, id, name: nameOf(original, id) });
    return match;
  }
  const sameName = (a: Named, b: Named) => key(a.nameDe) === key(b.nameDe);

  const standConfigId = data.stand.standConfigId;
  const standConfig = standConfigId ? carry('standConfig', standConfigId, source.standConfigs, target.standConfigs, sameName) : undefined;
  const medias = data.medias
    .filter((entry) => entry.amount > 0)
    .flatMap((entry) => {
      const item = carry('media', entry.id, source.media, target.media, sameName);
      return item ? [{ id: item.id, amount: entry.amount, ...(sameEvent && { price: entry.price }) }] : [];
    });
  const orderBooks = data.orderBooks
    .filter((entry) => entry.amount > 0)
    .flatMap((entry) => {
      const item = carry('orderBook', entry.id, source.orderBookItems, target.orderBookItems, (a, b) => sameName(a, b) && a.itemType === b.itemType);
      return item ? [{ id: item.id, amount: entry.amount, ...(sameEvent && { price: entry.price }) }] : [];
    });
  const groups = new Set(target.productGroupIds);
  return {
    data: {
      ...data,
      eventId: target.eventId,
      stand: standConfig ? { ...(sameEvent ? data.stand : { qm: data.stand.qm }), standConfigId: standConfig.id } : {},
      medias,
      orderBooks,
      brands: data.brands.map((brand) => ({ ...brand, productgroupsIds: brand.productgroupsIds.filter((id) => groups.has(id)) })),
      registrationId: sameEvent ? data.registrationId : null,
    },
    missing,
  };
}
