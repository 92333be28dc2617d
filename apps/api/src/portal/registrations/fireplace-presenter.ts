import { centsToAmount, fireplaceDeadline, fuels, holdsConnection, labelled, ovenTypes, type FireplaceRequest, type Lang } from '@messeportal/domain';
import type { CatalogEvent } from '../../catalogue/events/repo.ts';
import type { FireplaceConnectionRow } from '../../selling/registrations/repo.ts';

const labels = (list: typeof ovenTypes | typeof fuels, lang: Lang) => new Map<string, string>(labelled(list, lang).map((e) => [e.id, e.label]));

/**
 * The fireplace request as the exhibitor sees it: each connection with its state, the event's price, limit and
 * deadline (SPEC §2, §9), and the total of the connections not refused; labels in `lang`, money in euros.
 */
export function presentFireplaceRequest(connections: readonly FireplaceConnectionRow[], event: CatalogEvent['event'], lang: Lang, now: Date): FireplaceRequest {
  const ovens = labels(ovenTypes, lang);
  const fuelLabels = labels(fuels, lang);
  const deadline = fireplaceDeadline(event);
  return {
    connections: connections.map((c) => ({
      id: c.id,
      deviceName: c.deviceName,
      ovenType: c.ovenType,
      ovenTypeLabel: ovens.get(c.ovenType) ?? c.ovenType,
      fuel: c.fuel,
      fuelLabel: fuelLabels.get(c.fuel) ?? c.fuel,
      maxPowerKw: c.maxPowerKw,
      dischargePressurePa: c.dischargePressurePa,
      price: centsToAmount(c.priceCents),
      createdAt: c.createdAt.toISOString(),
      state: c.state,
      refusalReason: c.refusalReason,
      decidedAt: c.decidedAt?.toISOString() ?? null,
    })),
    maxConnections: event.fireplaceMaxConnections,
    priceSingle: centsToAmount(event.fireplacePrice),
    total: centsToAmount(connections.filter((c) => holdsConnection(c.state)).reduce((sum, c) => sum + c.priceCents, 0)),
    endsAt: deadline.toISOString(),
    isOpen: now <= deadline,
  };
}
