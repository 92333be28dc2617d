import { centsToAmount, matchStandConfig, standKey, standPositions, sumLines, type EventPlanAnswer, type PlanStandSale } from '@messeportal/domain';
import type { CatalogEvent } from '../../catalogue/events/repo.ts';
import { presentStands } from '../plans/presenter.ts';
import type { EventHallPlan } from './repo.ts';

/**
 * The stands of a hall as the event sells them: each matched to the event's orderable stand type by its open sides
 * and area, and priced as `POST /pub/calculate_configurator` prices it: by that type's rules for its area, or at the
 * price staff agreed for the stand.
 */
function standsForSale(hall: EventHallPlan, entry: CatalogEvent): PlanStandSale[] {
  return presentStands(hall.geometry).map((stand) => {
    const config = matchStandConfig(stand.kind, stand.areaM2, entry.standConfigs);
    const cents = hall.specialPrices.get(standKey(stand.number));
    const special = cents === undefined ? null : { cents, standNr: stand.number };
    const net = config ? centsToAmount(sumLines(standPositions(config.priceRules, stand.areaM2, 'de', special))) : null;
    return { ...stand, standConfigId: config?.id ?? null, net, specialPrice: !!config && special !== null };
  });
}

export const presentEventPlan = (halls: EventHallPlan[], entry: CatalogEvent): EventPlanAnswer => ({
  halls: halls.map((hall) => ({ id: hall.id, name: hall.name, version: hall.version, geometry: hall.geometry, stands: standsForSale(hall, entry) })),
});
