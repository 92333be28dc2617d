import { centsToAmount, matchStandConfig, standPriceLines, sumLines, type EventPlanAnswer, type PlanStandSale } from '@messeportal/domain';
import type { CatalogEvent } from '../../catalogue/events/repo.ts';
import { presentStands } from '../plans/presenter.ts';
import type { EventHallPlan } from './repo.ts';

/**
 * The stands of a hall as the event sells them: each matched to the event's orderable stand type by its open sides
 * and area, and priced by that type's rules for its area, as `POST /pub/calculate_configurator` prices it.
 */
function standsForSale(hall: EventHallPlan, entry: CatalogEvent): PlanStandSale[] {
  return presentStands(hall.geometry).map((stand) => {
    const config = matchStandConfig(stand.kind, stand.areaM2, entry.standConfigs);
    const net = config ? centsToAmount(sumLines(standPriceLines(config.priceRules, stand.areaM2, 'de'))) : null;
    return { ...stand, standConfigId: config?.id ?? null, net };
  });
}

export const presentEventPlan = (halls: EventHallPlan[], entry: CatalogEvent): EventPlanAnswer => ({
  halls: halls.map((hall) => ({ id: hall.id, name: hall.name, version: hall.version, geometry: hall.geometry, stands: standsForSale(hall, entry) })),
});
